/** Sign-in by one-time code (phone or email), registration, verification with session rotation, logout. */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AUTH_MESSAGES,
  OTP_MAX_ATTEMPTS,
  codeSentResponseSchema,
  logoutResponseSchema,
  maskIdentifier,
  otpRequestBodySchema,
  registerBodySchema,
  signedInResponseSchema,
  verifyBodySchema,
  type CodeSentResponse,
} from '@storefront/shared/contracts';
import { codeMatches, consumeCode, deliverCode, latestCode, lockIdentifier, recordWrongCode, storeNewCode } from '../auth/otp';
import { secondsUntilCodeAllowed, secondsUntilVerifyAllowed } from '../auth/rateLimits';
import { findUserByIdentifier, isUniqueViolation, takenContactField, userResponse } from '../auth/users';
import { mergeGuestCart } from '../cart/merge';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { HttpError, badRequest } from '../http/errors';
import { requireSession } from '../http/guards';
import type { UserRow } from '../http/sessions';
import { errorResponses } from '../http/openapi';

/** A 429 with the wait in seconds, both in Retry-After and in words. */
function tooManyRequests(reply: FastifyReply, seconds: number, message: string) {
  return reply.code(429).header('retry-after', String(seconds)).send({ message });
}

const conflict = (field: 'email' | 'phone') => new HttpError(409, field === 'email' ? AUTH_MESSAGES.emailTaken : AUTH_MESSAGES.phoneTaken, field);

type CodeIssue = { retryAfterSeconds: number } | { user: UserRow; code: string };

export async function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const codeSent = (identifier: string): CodeSentResponse => ({ success: true, message: AUTH_MESSAGES.codeSent(maskIdentifier(identifier)) });

  api.post(
    '/auth/otp',
    {
      schema: {
        tags: ['auth'],
        summary: 'Send a 6-digit sign-in code to a registered phone (SMS) or email',
        body: otpRequestBodySchema,
        response: { 200: codeSentResponseSchema, ...errorResponses(400, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const { identifier } = request.body;
      const website = request.website;
      // Limits first: a refused request neither reveals whether the identifier is registered nor writes a row.
      const issued = await db.transaction(async (tx): Promise<CodeIssue | null> => {
        await lockIdentifier(tx, website.id, identifier);
        const retryAfterSeconds = await secondsUntilCodeAllowed(tx, website.id, identifier, request.ip);
        if (retryAfterSeconds > 0) return { retryAfterSeconds };
        const user = await findUserByIdentifier(tx, website.id, identifier);
        if (!user) return null;
        return { user, code: await storeNewCode(tx, ctx.signingSecret, website.id, identifier, request.ip) };
      });
      if (!issued) throw new HttpError(404, AUTH_MESSAGES.unknownIdentifier, 'identifier');
      if ('retryAfterSeconds' in issued) return tooManyRequests(reply, issued.retryAfterSeconds, AUTH_MESSAGES.sendLimited(issued.retryAfterSeconds));
      await deliverCode(ctx.outbox, website, identifier, issued.user, issued.code);
      return codeSent(identifier);
    },
  );

  api.post(
    '/auth/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account (name, email, phone) and send a sign-in code to the phone',
        body: registerBodySchema,
        response: { 200: codeSentResponseSchema, ...errorResponses(400, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      // Only these three fields are read: role flags or ids in the body are never stored.
      const { name, email, phone } = request.body;
      const website = request.website;
      let issued: CodeIssue;
      try {
        issued = await db.transaction(async (tx): Promise<CodeIssue> => {
          await lockIdentifier(tx, website.id, phone);
          const retryAfterSeconds = await secondsUntilCodeAllowed(tx, website.id, phone, request.ip);
          if (retryAfterSeconds > 0) return { retryAfterSeconds };
          const taken = await takenContactField(tx, website.id, { email, phone });
          if (taken) throw conflict(taken);
          const [user] = await tx.insert(users).values({ websiteId: website.id, name, email, phone }).returning();
          return { user, code: await storeNewCode(tx, ctx.signingSecret, website.id, phone, request.ip) };
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Another registration with the same email or phone committed between our check and our insert.
        throw conflict((await takenContactField(db, website.id, { email, phone })) ?? 'email');
      }
      if ('retryAfterSeconds' in issued) return tooManyRequests(reply, issued.retryAfterSeconds, AUTH_MESSAGES.sendLimited(issued.retryAfterSeconds));
      await deliverCode(ctx.outbox, website, phone, issued.user, issued.code);
      return codeSent(phone);
    },
  );

  api.post(
    '/auth/verify',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with the code: rotates the session, merges the guest cart, answers the user',
        body: verifyBodySchema,
        response: {
          200: signedInResponseSchema,
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const session = requireSession(request);
      const { identifier, otp } = request.body;
      const websiteId = request.website.id;
      const retryAfterSeconds = await secondsUntilVerifyAllowed(db, websiteId, identifier, request.ip);
      if (retryAfterSeconds > 0) return tooManyRequests(reply, retryAfterSeconds, AUTH_MESSAGES.verifyLimited(retryAfterSeconds));

      const code = await latestCode(db, websiteId, identifier);
      if (!code) throw badRequest(AUTH_MESSAGES.noCode, 'otp');
      if (code.consumed) throw badRequest(AUTH_MESSAGES.codeUsed, 'otp');
      if (code.expired) throw badRequest(AUTH_MESSAGES.codeExpired, 'otp');
      if (code.attempts >= OTP_MAX_ATTEMPTS) throw badRequest(AUTH_MESSAGES.codeLocked, 'otp');
      if (!codeMatches(ctx.signingSecret, websiteId, identifier, code, otp)) {
        const triesLeft = await recordWrongCode(db, websiteId, identifier, code.id, request.ip);
        throw badRequest(AUTH_MESSAGES.codeWrong(triesLeft), 'otp');
      }

      const signedIn = await db.transaction(async (tx) => {
        if (!(await consumeCode(tx, code.id))) return null;
        const user = await findUserByIdentifier(tx, websiteId, identifier);
        if (!user) throw new HttpError(404, AUTH_MESSAGES.unknownIdentifier, 'identifier');
        // The guest cart is keyed by the old session, so it moves to the user before that session is deleted.
        await mergeGuestCart(tx, websiteId, session.id, user.id);
        return { user, rotated: await ctx.sessions.rotate(tx, session, user.id) };
      });
      if (!signedIn) throw badRequest(AUTH_MESSAGES.codeUsed, 'otp');
      ctx.sessions.startRotated(request, reply, ctx.signingSecret, signedIn.rotated);
      return { user: userResponse(signedIn.user) };
    },
  );

  api.get(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out: deletes the session on the server and clears its cookies',
        response: { 200: logoutResponseSchema },
      },
    },
    async (request, reply) => {
      await ctx.sessions.destroy(reply, request.session);
      return { success: true as const };
    },
  );
}
