/**
 * The checks the API's scopes put in front of their routes (src/api.ts): the website a request acts on, and the
 * XSRF token every request that changes something must echo.
 */
import type { FastifyRequest } from 'fastify';
import { XSRF_COOKIE, XSRF_HEADER } from '@storefront/shared/contracts';
import { forbidden } from './errors';
import { sessionIdOf } from './sessions';
import { XSRF_REFUSED, verifyXsrfToken } from './xsrf';

/** Sets `request.website` from the page the request comes from (x-web-url, else Origin, else this server). */
export async function resolveWebsite(request: FastifyRequest): Promise<void> {
  request.website = await request.server.websites.resolve(request.headers, `${request.protocol}://${request.host}`);
}

const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function refuseWithoutXsrfToken(request: FastifyRequest, sessionId: string | null): void {
  if (READ_ONLY_METHODS.has(request.method)) return;
  const header = request.headers[XSRF_HEADER.toLowerCase()];
  const token = Array.isArray(header) ? header[0] : header;
  if (sessionId === null || !verifyXsrfToken(request.server.signingSecret, sessionId, request.cookies[XSRF_COOKIE], token)) {
    throw forbidden(XSRF_REFUSED);
  }
}

/** Refuses a non-GET request whose XSRF token is not bound to its live session (`request.session`, resolved before). */
export async function requireXsrfToken(request: FastifyRequest): Promise<void> {
  refuseWithoutXsrfToken(request, request.session?.id ?? null);
}

/**
 * For a route that reads the session in its own statement: refuses a non-GET request whose XSRF token is not bound
 * to the session its cookie names. The route itself refuses that session when it turns out not to be live.
 */
export async function requireXsrfTokenOfCookieSession(request: FastifyRequest): Promise<void> {
  refuseWithoutXsrfToken(request, sessionIdOf(request));
}
