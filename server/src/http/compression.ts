/**
 * Response encoding: ETags and compression.
 * - Every string or buffer answer to a GET gets a weak ETag of its bytes before compression, and a request whose
 *   If-None-Match holds it gets a 304 with no body. Answers to state-changing calls get none: no client
 *   revalidates them, and a 304 would hide the outcome of a change already made.
 * - Compressible answers of 1 kB or more go out in brotli (quality 1) or gzip; API answers from 8 kB.
 * - Answers that many visitors share (a listing page, a guest's init) are `PreparedJson`: serialised, hashed and
 *   compressed once (and once more at brotli's best quality when asked for again), then sent as bytes (`sendPrepared`).
 * Files served as the build's precompressed copies already carry Content-Encoding and are left alone. Request
 * bodies are read as sent: payment webhooks check signatures on the raw bytes, the sinks decode their own.
 */
import { createHash } from 'node:crypto';
import { brotliCompress, brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import { API_BASE_PATH } from '@storefront/shared/contracts';

export const COMPRESSION_THRESHOLD_BYTES = 1024;
/**
 * API answers are built on every request, and compressing one is a large share of a small call's CPU (a cart add's:
 * docs/performance.md). One under this size reaches the browser in TCP's first flight either way (an initial window
 * of 10 segments, ~14 kB), so it is sent as it is.
 */
export const API_COMPRESSION_THRESHOLD_BYTES = 8 * 1024;

const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

export const etagOf = (bytes: string | Buffer) => `W/"${createHash('sha1').update(bytes).digest('base64url')}"`;

const COMPRESS_OPTIONS = {
  encodings: [...ENCODINGS],
  // Answers built per request are compressed on every request, so at brotli's quickest quality: on a few-kB JSON
  // answer it costs a fraction of the plugin's default 4 for a few per cent more bytes (docs/performance.md).
  brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 1 } },
};

export async function registerCompression(app: FastifyInstance) {
  // A hook of the app itself runs before the compressor's route hooks: the ETag is of the identity bytes.
  app.addHook('onSend', tagGetAnswer);
  // Added before the compressor's own onRoute hook, which reads a route's options.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(`${API_BASE_PATH}/`) && route.compress === undefined) {
      route.compress = { ...COMPRESS_OPTIONS, threshold: API_COMPRESSION_THRESHOLD_BYTES };
    }
  });
  await app.register(fastifyCompress, { ...COMPRESS_OPTIONS, threshold: COMPRESSION_THRESHOLD_BYTES, globalDecompression: false });
  // Fastify's HEAD twin of a GET route drops the body in its own onSend, which runs before the compressor's:
  // move it last so HEAD answers with the headers GET would (Content-Encoding included).
  app.addHook('onRoute', (route) => {
    if (route.method !== 'HEAD' || !Array.isArray(route.onSend)) return;
    const hooks = route.onSend as onSendHookHandler[];
    const dropBody = hooks.findIndex((hook) => hook.name === 'headRouteOnSendHandler');
    if (dropBody >= 0 && dropBody < hooks.length - 1) hooks.push(...hooks.splice(dropBody, 1));
  });
}

/**
 * The first visitor of a shared answer waits for its brotli bytes: a quality quick enough for a listing page to add
 * no noticeable wait. Quality 11 comes later, off the request (docs/performance.md has both costs).
 */
const FIRST_BROTLI_QUALITY = 6;

const brotliParams = (quality: number, text: string) => ({
  params: { [zlibConstants.BROTLI_PARAM_QUALITY]: quality, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text) },
});

/**
 * A JSON answer kept ready to send: its text, its ETag, and each encoding's bytes once a visitor has asked for it.
 * The first brotli bytes are quick to make, as the first visitor waits for them. An answer asked for again is one
 * many visitors share: it is compressed once more at brotli's best quality (fewer bytes for every later visitor)
 * on libuv's thread pool, and later visitors get those bytes. The ETag is of the text, so it does not change.
 */
export class PreparedJson {
  readonly etag: string;
  private readonly encoded = new Map<Encoding, Buffer>();
  private bestBrotliStarted = false;

  constructor(readonly text: string) {
    this.etag = etagOf(text);
  }

  bytes(encoding: Encoding): Buffer {
    const bytes = this.encoded.get(encoding);
    if (bytes) {
      if (encoding === 'br' && !this.bestBrotliStarted) this.makeBestBrotli();
      return bytes;
    }
    const made = encoding === 'br' ? brotliCompressSync(this.text, brotliParams(FIRST_BROTLI_QUALITY, this.text)) : gzipSync(this.text);
    this.encoded.set(encoding, made);
    return made;
  }

  private makeBestBrotli(): void {
    this.bestBrotliStarted = true;
    brotliCompress(this.text, brotliParams(zlibConstants.BROTLI_MAX_QUALITY, this.text), (error, best) => {
      // Should it ever fail, the quick bytes serve on: they are a correct answer too.
      if (!error && best.length < this.encoded.get('br')!.length) this.encoded.set('br', best);
    });
  }
}

const negotiator = new Negotiator<Encoding>({ supportedValues: [...ENCODINGS] });

const opaqueTag = (tag: string) => tag.trim().replace(/^W\//, '');

/** If-None-Match compares weakly: `*`, or any listed tag equal to `etag` with or without `W/`. */
export const clientHas = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch !== undefined && ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaqueTag(tag) === opaqueTag(etag));

/** A GET answer's weak ETag, of its bytes before compression; a 304 with no body when the client has it. */
const tagGetAnswer: onSendHookHandler = (request, reply, payload, done) => {
  const readOnly = request.method === 'GET' || request.method === 'HEAD';
  if (!readOnly || reply.hasHeader('etag') || !(typeof payload === 'string' || Buffer.isBuffer(payload))) return done(null, payload);
  const etag = etagOf(payload);
  reply.header('etag', etag);
  if (!clientHas(request.headers['if-none-match'], etag)) return done(null, payload);
  reply.code(304);
  done(null, '');
};

/** Sends a prepared answer: a 304 when the client has it, else the bytes of the best encoding it accepts. */
export function sendPrepared(request: FastifyRequest, reply: FastifyReply, body: PreparedJson): FastifyReply {
  reply.header('etag', body.etag).header('vary', 'accept-encoding').type('application/json; charset=utf-8');
  if (clientHas(request.headers['if-none-match'], body.etag)) return reply.code(304).send();
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted ? negotiator.negotiate(accepted) : null;
  if (!encoding || body.text.length < COMPRESSION_THRESHOLD_BYTES) return reply.serializer(String).send(body.text);
  return reply.header('content-encoding', encoding).send(body.bytes(encoding));
}
