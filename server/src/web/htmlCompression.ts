/**
 * Compression of the per-request page. It is built in the not-found handler (every app path is a page), where
 * @fastify/compress's route hooks do not run, so the page negotiates its own encoding.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientHas, etagOf } from '../http/compression';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Smaller pages go out as they are. */
const MIN_BYTES = 1024;
/** Quality 5: most of brotli's gain at a cost a per-request page can afford. */
const BROTLI_QUALITY = 5;

/** The encoding to answer with: br, else gzip, when the request accepts it (q > 0); null for identity. */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    if (!token) continue;
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    accepted.set(token, q === undefined ? 1 : Number(q));
  }
  const quality = (encoding: string) => accepted.get(encoding) ?? (accepted.has('*') ? accepted.get('*')! : 0);
  if (quality('br') > 0) return 'br';
  if (quality('gzip') > 0) return 'gzip';
  return null;
}

type Encoding = 'br' | 'gzip';

const compress = (body: string, encoding: Encoding): Promise<Buffer> =>
  encoding === 'br'
    ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } })
    : gzipAsync(body, { level: 6 });

export async function sendCompressed(request: FastifyRequest, reply: FastifyReply, body: string) {
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding || Buffer.byteLength(body) < MIN_BYTES) return reply.send(body);
  return reply.header('content-encoding', encoding).send(await compress(body, encoding));
}

/**
 * A page sent to many visitors (./pageCache.ts): each encoding compressed once, by the first request that asks for it,
 * and one weak ETag for them all (the app's onSend hook would hash the bytes of every answer).
 */
export class PreparedPage {
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();
  readonly compressible: boolean;
  readonly etag: string;

  constructor(readonly html: string) {
    this.compressible = Buffer.byteLength(html) >= MIN_BYTES;
    this.etag = etagOf(html);
  }

  bytes(encoding: Encoding): Promise<Buffer> {
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes = compress(this.html, encoding);
      this.encoded.set(encoding, bytes);
      bytes.catch(() => this.encoded.delete(encoding));
    }
    return bytes;
  }
}

export async function sendPrepared(request: FastifyRequest, reply: FastifyReply, page: PreparedPage) {
  reply.header('etag', page.etag);
  if (clientHas(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding || !page.compressible) return reply.send(page.html);
  return reply.header('content-encoding', encoding).send(await page.bytes(encoding));
}
