/** Checking a typed code against the newest one sent for an identifier: used by sign-in and by a profile's new contact. */
import { AUTH_MESSAGES, OTP_MAX_ATTEMPTS } from '@storefront/shared/contracts';
import type { Db } from '../db/client';
import { badRequest } from '../http/errors';
import { codeMatches, latestCode, recordWrongCode, type LatestCode } from './otp';
import { secondsUntilVerifyAllowed } from './rateLimits';

/**
 * The matching live code (still to be consumed by the caller, in its own transaction), or the seconds to wait after
 * too many wrong codes. Every other refusal is a 400 on `otp`, and a wrong code counts a try and a failure.
 */
export async function checkCode(
  db: Db,
  signingSecret: string,
  websiteId: number,
  identifier: string,
  otp: string,
  ip: string,
): Promise<{ code: LatestCode } | { retryAfterSeconds: number }> {
  const retryAfterSeconds = await secondsUntilVerifyAllowed(db, websiteId, identifier, ip);
  if (retryAfterSeconds > 0) return { retryAfterSeconds };
  const code = await latestCode(db, websiteId, identifier);
  if (!code) throw badRequest(AUTH_MESSAGES.noCode, 'otp');
  if (code.consumed) throw badRequest(AUTH_MESSAGES.codeUsed, 'otp');
  if (code.expired) throw badRequest(AUTH_MESSAGES.codeExpired, 'otp');
  if (code.attempts >= OTP_MAX_ATTEMPTS) throw badRequest(AUTH_MESSAGES.codeLocked, 'otp');
  if (!codeMatches(signingSecret, websiteId, identifier, code, otp)) {
    const triesLeft = await recordWrongCode(db, websiteId, identifier, code.id, ip);
    throw badRequest(AUTH_MESSAGES.codeWrong(triesLeft), 'otp');
  }
  return { code };
}
