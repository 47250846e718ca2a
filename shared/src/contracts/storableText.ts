// Text the database stores: what every free-text field of a request is checked and cleaned with.
import * as z from 'zod/mini';

/** PostgreSQL text cannot hold NUL characters: refuse them at the door instead of failing at the database. */
export const MESSAGE_NUL_CHARACTER = 'must not contain NUL characters';
export const hasNoNul = (value: string) => !value.includes('\u0000');
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** The string with unpaired UTF-16 surrogates replaced by U+FFFD (String.prototype.toWellFormed, ES2024). */
export const wellFormed = (value: string) => value.replace(LONE_SURROGATE, '\ufffd');

/** A string stored in the database: no NUL characters, unpaired surrogates replaced (jsonb refuses them). */
export function storableText(requiredMessage: string) {
  return z.pipe(z.string({ error: requiredMessage }).check(z.refine(hasNoNul, MESSAGE_NUL_CHARACTER)), z.transform(wellFormed));
}
