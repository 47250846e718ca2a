/**
 * One-time sign-in codes: 6 random digits, of which only an HMAC is stored; each lives 5 minutes and allows 5
 * tries, and only the newest code of an identifier counts (a new code makes earlier ones worthless).
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import {
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_TTL_MINUTES,
  contactCodeMessageBody,
  contactCodeMessageSubject,
  isEmailIdentifier,
  otpMessageBody,
  otpMessageSubject,
} from '@storefront/shared/contracts';
import type { Db } from '../db/client';
import { otpCodes, otpFailures } from '../db/schema';
import type { UserRow } from '../http/sessions';
import type { Outbox } from '../messaging/outbox';

function hashCode(signingSecret: string, websiteId: number, identifier: string, code: string): string {
  return createHmac('sha256', signingSecret).update(`${websiteId}:${identifier}:${code}`).digest('hex');
}

/**
 * Serialises code requests for one identifier until the transaction ends, so concurrent requests from several
 * API processes cannot all pass the rate limit before any of them has stored its code.
 */
export async function lockIdentifier(tx: Db, websiteId: number, identifier: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${websiteId}:${identifier}`}))`);
}

/** Stores a new code's hash and returns the code, which is never kept. */
export async function storeNewCode(tx: Db, signingSecret: string, websiteId: number, identifier: string, requestIp: string): Promise<string> {
  const code = randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0');
  await tx.insert(otpCodes).values({
    websiteId,
    identifier,
    codeHash: hashCode(signingSecret, websiteId, identifier, code),
    requestIp,
    expiresAt: sql`now() + make_interval(mins => ${OTP_TTL_MINUTES})`,
  });
  return code;
}

/** What each kind of code says, and the outbox topic in which a newer code replaces an unsent older one. */
const CODE_MESSAGES = {
  'sign-in': { subject: otpMessageSubject, body: otpMessageBody, topic: 'otp' },
  contact: { subject: contactCodeMessageSubject, body: contactCodeMessageBody, topic: 'contact' },
};

/**
 * Sends the code by SMS to a phone identifier, by email to an email one, named after the website: a sign-in code to
 * the account's contact, or the code confirming a new contact to that contact. Answers whether the first attempt
 * delivered it; a failed one is retried while the code lives and until a newer code is sent.
 */
export async function deliverCode(
  outbox: Outbox,
  website: { id: number; name: string },
  identifier: string,
  contact: Pick<UserRow, 'email' | 'phone'>,
  code: string,
  purpose: keyof typeof CODE_MESSAGES = 'sign-in',
): Promise<boolean> {
  const byEmail = isEmailIdentifier(identifier);
  const kind = CODE_MESSAGES[purpose];
  const message = await outbox.send({
    websiteId: website.id,
    channel: byEmail ? 'email' : 'sms',
    recipient: byEmail ? contact.email : `+91${contact.phone}`,
    subject: kind.subject(website.name),
    body: kind.body(website.name, code),
    validForMs: OTP_TTL_MINUTES * 60_000,
    topic: `${kind.topic}:${website.id}:${identifier}`,
  });
  return message.status === 'sent' || message.status === 'logged';
}

export type LatestCode = NonNullable<Awaited<ReturnType<typeof latestCode>>>;

/** The newest code of an identifier with its state, or null when none was ever sent. */
export async function latestCode(db: Db, websiteId: number, identifier: string) {
  const [row] = await db
    .select({
      id: otpCodes.id,
      codeHash: otpCodes.codeHash,
      attempts: otpCodes.attempts,
      consumed: sql<boolean>`${otpCodes.consumedAt} is not null`,
      expired: sql<boolean>`${otpCodes.expiresAt} <= now()`,
    })
    .from(otpCodes)
    .where(and(eq(otpCodes.websiteId, websiteId), eq(otpCodes.identifier, identifier)))
    .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
    .limit(1);
  return row ?? null;
}

/** Whether `code` is the stored one, compared in constant time. */
export function codeMatches(signingSecret: string, websiteId: number, identifier: string, stored: LatestCode, code: string): boolean {
  const expected = Buffer.from(stored.codeHash, 'hex');
  const actual = Buffer.from(hashCode(signingSecret, websiteId, identifier, code), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * Counts a wrong code: one more attempt on the code and one failure row for the verify rate limit (the only
 * rows a refused verification writes). Returns the tries the code has left.
 */
export async function recordWrongCode(db: Db, websiteId: number, identifier: string, codeId: number, requestIp: string): Promise<number> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(otpCodes)
      .set({ attempts: sql`${otpCodes.attempts} + 1` })
      .where(and(eq(otpCodes.id, codeId), lt(otpCodes.attempts, OTP_MAX_ATTEMPTS)))
      .returning({ attempts: otpCodes.attempts });
    await tx.insert(otpFailures).values({ websiteId, identifier, requestIp });
    return updated ? OTP_MAX_ATTEMPTS - updated.attempts : 0;
  });
}

/** Marks the code used if it still is live; false when another request used it (or it lapsed) meanwhile. */
export async function consumeCode(tx: Db, codeId: number): Promise<boolean> {
  const used = await tx
    .update(otpCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(otpCodes.id, codeId), isNull(otpCodes.consumedAt), lt(otpCodes.attempts, OTP_MAX_ATTEMPTS), sql`${otpCodes.expiresAt} > now()`))
    .returning({ id: otpCodes.id });
  return used.length > 0;
}
