/**
 * The shop's one public origin in front of a split deployment: the API's paths go to the API processes (turn by
 * turn, skipping none: each is stateless), everything else to the shell's static server. What docker compose's
 * `proxy` service runs, and `npm run start:split`.
 */
import fastifyReplyFrom from '@fastify/reply-from';
import Fastify, { type FastifyInstance } from 'fastify';
import type { TrustProxy } from '../config';

/**
 * Paths the API process answers: the API, the analytics and error sinks, catalogue images, payment sandboxes, and
 * robots.txt and the sitemaps (src/web/seo.ts), which are read from the database.
 */
export const API_PATH_PREFIXES = ['/s/', '/brgest', '/tunnel', '/cdn/', '/sandbox/', '/robots.txt', '/sitemap.xml', '/sitemaps/'];

export interface ProxyOptions {
  shellUrl: string;
  apiUrls: string[];
  logLevel?: string;
  /** A load balancer in front of this proxy (TRUST_PROXY); by default the connecting peer is the client. */
  trustProxy?: TrustProxy;
}

export const isApiPath = (pathname: string) => API_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix));

export async function buildProxy({ shellUrl, apiUrls, logLevel = 'info', trustProxy = false }: ProxyOptions): Promise<FastifyInstance> {
  if (apiUrls.length === 0) throw new Error('The proxy needs at least one API URL');
  const app = Fastify({ logger: { level: logLevel }, trustProxy });
  // Bodies pass through as they came (webhooks are verified on their raw bytes).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  let turn = 0;
  await app.register(fastifyReplyFrom, { disableRequestLogging: true });
  app.all('/*', (request, reply) => {
    const pathname = request.url.split('?')[0];
    const base = isApiPath(pathname) ? apiUrls[turn++ % apiUrls.length] : shellUrl;
    return reply.from(new URL(request.url, base).href, {
      rewriteRequestHeaders: (original, headers) => ({
        ...headers,
        'x-forwarded-host': original.headers.host ?? '',
        'x-forwarded-proto': original.protocol,
        'x-forwarded-for': original.ip,
      }),
      onError: (failed, { error }) => {
        failed.log.warn({ err: error, upstream: base }, 'upstream unreachable');
        failed.code(502).send({ message: 'This part of the shop is unavailable right now. Please try again in a moment.' });
      },
    });
  });
  return app;
}
