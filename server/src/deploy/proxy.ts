/**
 * The shop's one public origin in front of a split deployment: the API's paths go to the API processes (turn by
 * turn: each is stateless), everything else to the shell's static server. What docker compose's `proxy` service
 * runs, and `npm run start:split`. An API process that fails sits out for a while (upstreams.ts). A request it failed
 * goes to the next one when it is safe (GET, HEAD, OPTIONS) or never reached it (connection refused, no such host);
 * a write it may have applied is answered 502 for the client to decide, never sent twice.
 */
import fastifyReplyFrom from '@fastify/reply-from';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { TrustProxy } from '../config';
import { SAFE_METHODS, upstreamPool } from './upstreams';

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

/** Connection errors that leave no doubt the upstream never received the request. */
const NOT_CONNECTED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH']);
const neverReached = (error: Error) => NOT_CONNECTED.has((error.cause as NodeJS.ErrnoException | undefined)?.code ?? '');

export const isApiPath = (pathname: string) => API_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix));

export async function buildProxy({ shellUrl, apiUrls, logLevel = 'info', trustProxy = false }: ProxyOptions): Promise<FastifyInstance> {
  if (apiUrls.length === 0) throw new Error('The proxy needs at least one API URL');
  const app = Fastify({ logger: { level: logLevel }, trustProxy });
  // Bodies pass through as the bytes they came as (webhooks are verified on their raw bytes), read whole so that one
  // can be sent again to the next API process (Fastify's default limit, 1 MiB, is the largest an API route takes).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  const apis = upstreamPool(apiUrls);
  const unavailable = { message: 'This part of the shop is unavailable right now. Please try again in a moment.' };
  await app.register(fastifyReplyFrom, { disableRequestLogging: true });

  /** Sends the request to `base`; `triedApis` lists the API processes already tried, undefined for the shell. */
  function forward(request: FastifyRequest, reply: FastifyReply, base: string, triedApis?: string[]) {
    const body = Buffer.isBuffer(request.body)
      ? { body: request.body, contentType: request.headers['content-type'] ?? 'application/octet-stream' }
      : {};
    return reply.from(new URL(request.url, base).href, {
      ...body,
      rewriteRequestHeaders: (original, headers) => ({
        ...headers,
        'x-forwarded-host': original.headers.host ?? '',
        'x-forwarded-proto': original.protocol,
        'x-forwarded-for': original.ip,
      }),
      onError: (failed, { error }) => {
        failed.log.warn({ err: error, upstream: base }, 'upstream unreachable');
        if (triedApis) {
          apis.failed(base);
          const tried = [...triedApis, base];
          const resend = SAFE_METHODS.has(request.method) || neverReached(error);
          const next = resend ? apis.next(tried) : undefined;
          if (next) return forward(request, reply, next, tried);
        }
        return failed.code(502).send(unavailable);
      },
    });
  }
  app.all('/*', (request, reply) => {
    const pathname = request.url.split('?')[0];
    return isApiPath(pathname) ? forward(request, reply, apis.next()!, []) : forward(request, reply, shellUrl);
  });
  return app;
}
