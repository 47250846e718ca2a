/**
 * Sliding-window limits on sign-in codes, counted from rows in the database so they hold across every API
 * process: codes sent (otp_codes) and wrong codes entered (otp_failures), per identifier and per client address.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/client';
import { otpCodes, otpFailures } from '../db/schema';

export interface RateLimit {
  max: number;
  windowMs: number;
}

const MINUTE_MS = 60 * 1000;

export const OTP_SEND_LIMITS = {
  perIdentifier: { max: 5, windowMs: 15 * MINUTE_MS },
  perAddress: { max: 20, windowMs: 60 * MINUTE_MS },
} satisfies Record<string, RateLimit>;

export const OTP_VERIFY_FAILURE_LIMITS = {
  perIdentifier: { max: 10, windowMs: 15 * MINUTE_MS },
  perAddress: { max: 30, windowMs: 60 * MINUTE_MS },
} satisfies Record<string, RateLimit>;

/**
 * Seconds until the window admits one more event, 0 when it admits one now. The limit is reached when the
 * max-th newest event in the window exists; the wait ends when that event leaves the window.
 */
async function secondsUntilAllowed(db: Db, table: typeof otpCodes | typeof otpFailures, where: SQL, limit: RateLimit): Promise<number> {
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

async function longestWait(checks: Promise<number>[]): Promise<number> {
  return Math.max(0, ...(await Promise.all(checks)));
}

/** Seconds before another code may be sent to `identifier` from `ip` (0: now). */
export function secondsUntilCodeAllowed(db: Db, websiteId: number, identifier: string, ip: string): Promise<number> {
  return longestWait([
    secondsUntilAllowed(db, otpCodes, and(eq(otpCodes.websiteId, websiteId), eq(otpCodes.identifier, identifier))!, OTP_SEND_LIMITS.perIdentifier),
    secondsUntilAllowed(db, otpCodes, eq(otpCodes.requestIp, ip), OTP_SEND_LIMITS.perAddress),
  ]);
}

/** Seconds before `identifier` may try a code again from `ip` after too many wrong ones (0: now). */
export function secondsUntilVerifyAllowed(db: Db, websiteId: number, identifier: string, ip: string): Promise<number> {
  return longestWait([
    secondsUntilAllowed(
      db,
      otpFailures,
      and(eq(otpFailures.websiteId, websiteId), eq(otpFailures.identifier, identifier))!,
      OTP_VERIFY_FAILURE_LIMITS.perIdentifier,
    ),
    secondsUntilAllowed(db, otpFailures, eq(otpFailures.requestIp, ip), OTP_VERIFY_FAILURE_LIMITS.perAddress),
  ]);
}
