/**
 * Whether an error means the database cannot be reached right now (restarting, down, connections cut) rather
 * than that a query is wrong: the API answers those with 503 and a message a shopper can read, not 500.
 */

export const MESSAGE_DATABASE_UNAVAILABLE = 'The shop cannot reach its database right now. Please try again in a moment.';
/** What the 503's Retry-After header suggests: about as long as a database restart takes. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Socket errors of a connection that failed or was cut. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);
/**
 * SQLSTATEs of a server that dropped or refuses connections: class 08 (connection exception), 57P01
 * admin_shutdown (a restart, pg_terminate_backend), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up).
 */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123])$/;
/** node-postgres's own errors for a lost or never-made connection, a connect timeout, or an exhausted pool. */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout expired$/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
];

function isUnavailableItself(error: Record<string, unknown>): boolean {
  const { code, message } = error;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
  return typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message));
}

/** Walks `cause` chains (drizzle wraps the driver's error in DrizzleQueryError) and AggregateError's `errors`. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 10) return false;
  const candidate = error as Record<string, unknown>;
  if (isUnavailableItself(candidate)) return true;
  if (isDatabaseUnavailable(candidate.cause, depth + 1)) return true;
  return Array.isArray(candidate.errors) && candidate.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1));
}
