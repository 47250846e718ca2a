/**
 * Sliding-window limits on sign-in codes, counted from rows in the database so they hold across every API
 * process: code requests (code_requests, whether or not a code was sent) and wrong codes entered (otp_failures),
 * per identifier and per client address.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/client';
import { codeRequests, otpFailures } from '../db/schema';
import { lockIdentifier } from './otp';

export interface RateLimit {
  max: number;
  windowMs: number;
}

const MINUTE_MS = 60 * 1000;

/**
 * Code requests per identifier, and per client address in an hour as the operator sets it
 * (OTP_CODES_PER_ADDRESS_PER_HOUR, config.ts): many shoppers may share one carrier's address.
 */
export const otpSendLimits = (codesPerAddressPerHour: number) =>
  ({
    perIdentifier: { max: 5, windowMs: 15 * MINUTE_MS },
    perAddress: { max: codesPerAddressPerHour, windowMs: 60 * MINUTE_MS },
  }) satisfies Record<string, RateLimit>;

export const OTP_VERIFY_FAILURE_LIMITS = {
  perIdentifier: { max: 10, windowMs: 15 * MINUTE_MS },
  perAddress: { max: 30, windowMs: 60 * MINUTE_MS },
} satisfies Record<string, RateLimit>;

/**
 * Seconds until the window admits one more event, 0 when it admits one now. The limit is reached when the
 * max-th newest event in the window exists; the wait ends when that event leaves the window.
 */
async function secondsUntilAllowed(db: Db, table: typeof codeRequests | typeof otpFailures, where: SQL, limit: RateLimit): Promise<number> {
  const windowSeconds = limit.windowMs / 1000;
  const [row] = await queryRows<{ wait: number | string }>(
    db,
    sql`select ceil(extract(epoch from ${table.createdAt} + make_interval(secs => ${windowSeconds}) - now()))::int as wait
        from ${table}
        where ${where} and ${table.createdAt} > now() - make_interval(secs => ${windowSeconds})
        order by ${table.createdAt} desc
        offset ${limit.max - 1} limit 1`,
  );
  return row ? Math.max(1, Number(row.wait)) : 0;
}

/** Seconds until both of a ledger's windows (the identifier's, the address's) admit one more event, 0 when they do now. */
async function secondsUntilBothAllow(
  db: Db,
  table: typeof codeRequests | typeof otpFailures,
  request: { websiteId: number; identifier: string; ip: string },
  limits: { perIdentifier: RateLimit; perAddress: RateLimit },
): Promise<number> {
  const waits = await Promise.all([
    secondsUntilAllowed(db, table, and(eq(table.websiteId, request.websiteId), eq(table.identifier, request.identifier))!, limits.perIdentifier),
    secondsUntilAllowed(db, table, eq(table.requestIp, request.ip), limits.perAddress),
  ]);
  return Math.max(0, ...waits);
}

/**
 * Admits a code request for `identifier` from `ip` and counts it, or answers the seconds to wait (nothing counted).
 * Every request counts, for a registered identifier or not: the answers differ (the screens need that), so asking
 * is what is limited. Run it in the transaction that goes on to send the code; it holds the identifier's lock.
 */
export async function admitCodeRequest(
  tx: Db,
  request: { websiteId: number; identifier: string; ip: string },
  codesPerAddressPerHour: number,
): Promise<number> {
  const { websiteId, identifier, ip } = request;
  await lockIdentifier(tx, websiteId, identifier);
  const wait = await secondsUntilBothAllow(tx, codeRequests, request, otpSendLimits(codesPerAddressPerHour));
  if (wait === 0) await tx.insert(codeRequests).values({ websiteId, identifier, requestIp: ip });
  return wait;
}

/** Seconds before `identifier` may try a code again from `ip` after too many wrong ones (0: now). */
export function secondsUntilVerifyAllowed(db: Db, websiteId: number, identifier: string, ip: string): Promise<number> {
  return secondsUntilBothAllow(db, otpFailures, { websiteId, identifier, ip }, OTP_VERIFY_FAILURE_LIMITS);
}
