import type { FastifyRequest } from 'fastify';
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
export async function refuseNulCharacters(request: FastifyRequest): Promise<void> {
  for (const part of [request.params, request.query, request.body]) {
    const field = nulPath(part);
    if (field) throw badRequest(`${field}: ${MESSAGE_NUL_CHARACTER}`, field);
  }
}
