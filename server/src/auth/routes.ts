/** Sign-in by one-time code (phone or email), registration, verification with session rotation, logout. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AUTH_MESSAGES,
  codeSentResponseSchema,
  logoutResponseSchema,
  maskIdentifier,
  otpRequestBodySchema,
  registerBodySchema,
  signedInResponseSchema,
  verifyBodySchema,
  type CodeSentResponse,
} from '@storefront/shared/contracts';
import { checkCode } from './codeCheck';
import { consumeCode, deliverCode, storeNewCode } from './otp';
import { admitCodeRequest } from './rateLimits';
import { findUserByIdentifier, isUniqueViolation, takenContactField, userResponse } from './users';
import { mergeGuestCart } from '../cart/service';
import { users } from '../db/schema';
import { HttpError, badRequest, tooManyRequests } from '../http/errors';
import { requireSession } from '../http/guards';
import type { UserRow } from '../http/sessions';
import { errorResponses } from '../http/openapi';

const conflict = (field: 'email' | 'phone') => new HttpError(409, field === 'email' ? AUTH_MESSAGES.emailTaken : AUTH_MESSAGES.phoneTaken, field);

type CodeIssue = { retryAfterSeconds: number } | { user: UserRow; code: string };

/** The answer to a code request: sent, or (when the first delivery failed) on its way. */
function codeSent(identifier: string, delivered: boolean): CodeSentResponse {
  // Still a success when not delivered: the code is stored and valid, and the outbox keeps trying to deliver it.
  const masked = maskIdentifier(identifier);
  return { success: true, message: delivered ? AUTH_MESSAGES.codeSent(masked) : AUTH_MESSAGES.codeDelayed(masked) };
}

export async function authRoutes(app: FastifyInstance) {
  signInCodeRoute(app);
  registrationRoute(app);
  verificationRoute(app);
  logoutRoute(app);
}

function signInCodeRoute(app: FastifyInstance) {
  const { db } = app;
  app.withTypeProvider<ZodTypeProvider>().post(
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
        const retryAfterSeconds = await admitCodeRequest(
          tx,
          { websiteId: website.id, identifier, ip: request.ip },
          app.config.otpCodesPerAddressPerHour,
        );
        if (retryAfterSeconds > 0) return { retryAfterSeconds };
        const user = await findUserByIdentifier(tx, website.id, identifier);
        if (!user) return null;
        return { user, code: await storeNewCode(tx, app.signingSecret, website.id, identifier, request.ip) };
      });
      if (!issued) throw new HttpError(404, AUTH_MESSAGES.unknownIdentifier, 'identifier');
      if ('retryAfterSeconds' in issued) return tooManyRequests(reply, issued.retryAfterSeconds, AUTH_MESSAGES.sendLimited(issued.retryAfterSeconds));
      return codeSent(identifier, await deliverCode(app.outbox, website, identifier, issued.user, issued.code));
    },
  );
}

function registrationRoute(app: FastifyInstance) {
  const { db } = app;
  app.withTypeProvider<ZodTypeProvider>().post(
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
      let issued: CodeIssue | { taken: 'email' | 'phone' };
      try {
        issued = await db.transaction(async (tx): Promise<CodeIssue | { taken: 'email' | 'phone' }> => {
          const retryAfterSeconds = await admitCodeRequest(
            tx,
            { websiteId: website.id, identifier: phone, ip: request.ip },
            app.config.otpCodesPerAddressPerHour,
          );
          if (retryAfterSeconds > 0) return { retryAfterSeconds };
          // Answered, not thrown: the request stays counted, so registering cannot probe for accounts unlimited.
          const taken = await takenContactField(tx, website.id, { email, phone });
          if (taken) return { taken };
          const [user] = await tx.insert(users).values({ websiteId: website.id, name, email, phone }).returning();
          return { user, code: await storeNewCode(tx, app.signingSecret, website.id, phone, request.ip) };
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Another registration with the same email or phone committed between our check and our insert.
        throw conflict((await takenContactField(db, website.id, { email, phone })) ?? 'email');
      }
      if ('taken' in issued) throw conflict(issued.taken);
      if ('retryAfterSeconds' in issued) return tooManyRequests(reply, issued.retryAfterSeconds, AUTH_MESSAGES.sendLimited(issued.retryAfterSeconds));
      return codeSent(phone, await deliverCode(app.outbox, website, phone, issued.user, issued.code));
    },
  );
}

function verificationRoute(app: FastifyInstance) {
  const { db } = app;
  app.withTypeProvider<ZodTypeProvider>().post(
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
      const checked = await checkCode(db, app.signingSecret, websiteId, identifier, otp, request.ip);
      if ('retryAfterSeconds' in checked)
        return tooManyRequests(reply, checked.retryAfterSeconds, AUTH_MESSAGES.verifyLimited(checked.retryAfterSeconds));
      const { code } = checked;

      const signedIn = await db.transaction(async (tx) => {
        if (!(await consumeCode(tx, code.id))) return null;
        const user = await findUserByIdentifier(tx, websiteId, identifier);
        if (!user) throw new HttpError(404, AUTH_MESSAGES.unknownIdentifier, 'identifier');
        // The guest cart is keyed by the old session, so it moves to the user before that session is deleted.
        await mergeGuestCart(tx, websiteId, session.id, user.id);
        return { user, rotated: await app.sessions.rotate(tx, session, user.id) };
      });
      if (!signedIn) throw badRequest(AUTH_MESSAGES.codeUsed, 'otp');
      app.sessions.startRotated(request, reply, app.signingSecret, signedIn.rotated);
      return { user: userResponse(signedIn.user) };
    },
  );
}

function logoutRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out: deletes the session on the server and clears its cookies',
        response: { 200: logoutResponseSchema },
      },
    },
    async (request, reply) => {
      await app.sessions.destroy(reply, request.session);
      return { success: true as const };
    },
  );
}
