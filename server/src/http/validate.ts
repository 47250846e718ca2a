import type { FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGE_NUL_CHARACTER } from '@storefront/shared/contracts';
import { badRequest } from './errors';

/** The path ('address.line1', 'q') of the first string holding a NUL character, if any. */
function nulPath(value: unknown, path: string[] = [], depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || 'request' : null;
  if (depth > 20 || value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const found = key.includes('\u0000') ? [...path, key].join('.') : nulPath(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * PostgreSQL cannot store NUL characters in text: refuse them in any query, path or JSON body with a 400
 * naming the field. Runs after a route's own validation, whose field-specific messages come first.
 */
export function refuseNulCharacters(request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void): void {
  // In the path and the query a NUL can only be written `%00` (the HTTP parser refuses a raw one): most requests
  // have none and only a body to look through, or nothing at all.
  const parts = request.url.includes('%00') ? [request.params, request.query, request.body] : [request.body];
  for (const part of parts) {
    const field = nulPath(part);
    if (field) return done(badRequest(`${field}: ${MESSAGE_NUL_CHARACTER}`, field));
  }
  done();
}
