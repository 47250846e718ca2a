/**
 * How the payment adapters reach a provider: `fetch` with a timeout in live mode; in sandbox mode the same
 * requests are dispatched to this server's own sandbox routes in-process (Fastify inject), so the sandbox
 * needs no reachable public URL and tests drive the real adapter code without network.
 */
import type { FastifyInstance } from 'fastify';

export type HttpTransport = (url: string, init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string }) => Promise<Response>;

/** Live calls over `fetch`, each aborted after `timeoutMs` (PROVIDER_TIMEOUT_MS). */
export const fetchTransport =
  (timeoutMs: number): HttpTransport =>
  (url, init) =>
    fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });

/** The origin the sandbox adapters address; only its path reaches the in-process sandbox. */
export const SANDBOX_ORIGIN = 'http://payments-sandbox.internal';

export function injectTransport(app: FastifyInstance): HttpTransport {
  return async (url, init) => {
    const { pathname, search } = new URL(url);
    const response = await app.inject({ method: init.method, url: `${pathname}${search}`, headers: init.headers, payload: init.body });
    return new Response(response.rawPayload, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? '') },
    });
  };
}
