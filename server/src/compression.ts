/**
 * Response compression: JSON answers (and any other compressible reply of 1 kB or more) go out in brotli or gzip.
 * Files served as the build's precompressed copies already carry Content-Encoding and are left alone. Request
 * bodies are read as sent: payment webhooks check signatures on the raw bytes, the sinks decode their own.
 */
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, onSendHookHandler } from 'fastify';

export const COMPRESSION_THRESHOLD_BYTES = 1024;

export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: COMPRESSION_THRESHOLD_BYTES, globalDecompression: false });
  // Fastify's HEAD twin of a GET route drops the body in its own onSend, which runs before the compressor's:
  // move it last so HEAD answers with the headers GET would (Content-Encoding included).
  app.addHook('onRoute', (route) => {
    if (route.method !== 'HEAD' || !Array.isArray(route.onSend)) return;
    const hooks = route.onSend as onSendHookHandler[];
    const dropBody = hooks.findIndex((hook) => hook.name === 'headRouteOnSendHandler');
    if (dropBody >= 0 && dropBody < hooks.length - 1) hooks.push(...hooks.splice(dropBody, 1));
  });
}
