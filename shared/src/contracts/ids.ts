/**
 * Ids in requests. Every id column is a PostgreSQL `integer`: a larger number can name no row, and would make the
 * database fail the query instead of the request being refused with a message.
 */
import * as z from 'zod/mini';

export const MAX_ID = 2_147_483_647;

/** A positive integer id sent as a JSON number; `typeMessage` when it is not a number at all. */
export function numberId(message: string, typeMessage = message) {
  return z.number({ error: typeMessage }).check(z.int(message), z.positive(message), z.lte(MAX_ID, message));
}

/** A positive integer id sent as a number or as a string of digits (paths, queries, form-like bodies). */
export function idField(message: string) {
  return z.union([numberId(message), z.pipe(z.pipe(z.string().check(z.regex(/^\d{1,10}$/, message)), z.transform(Number)), numberId(message))], {
    error: message,
  });
}

/** A page number in a query: beyond this no list has rows, and the offset would overflow. */
export const MAX_PAGE = 100_000;
