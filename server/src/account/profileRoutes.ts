/** The signed-in shopper's profile: read it, and change name, email and phone (never roles). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AUTH_MESSAGES,
  CONTACT_FIELDS,
  PROFILE_MESSAGES,
  maskIdentifier,
  profileCodeSentResponseSchema,
  profileSavedResponseSchema,
  profileUpdateBodySchema,
  userSchema,
  type ProfileSavedResponse,
  type User,
} from '@storefront/shared/contracts';
import {
  admitCodeRequest,
  checkCode,
  consumeCode,
  deliverCode,
  isUniqueViolation,
  storeNewCode,
  takenContactField,
  updateContactDetails,
  userResponse,
} from '../auth/service';
import { HttpError, badRequest, tooManyRequests } from '../http/errors';
import { requireUser } from '../http/guards';
import { errorResponses } from '../http/openapi';

const conflict = (field: 'email' | 'phone') => new HttpError(409, field === 'email' ? AUTH_MESSAGES.emailTaken : AUTH_MESSAGES.phoneTaken, field);

export async function userRoutes(app: FastifyInstance) {
  const { db } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/user',
    { schema: { tags: ['account'], summary: 'The signed-in user', response: { 200: userSchema, ...errorResponses(401) } } },
    async (request): Promise<User> => userResponse(requireUser(request)),
  );

  api.put(
    '/user',
    {
      schema: {
        tags: ['account'],
        summary: "Change the signed-in user's name at once, or their email or phone with the code sent to the new one (202 sends it)",
        body: profileUpdateBodySchema,
        response: {
          200: profileSavedResponseSchema,
          202: profileCodeSentResponseSchema,
          ...errorResponses(400, 401, 403, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      // A user belongs to the website they registered on (a superadmin may be acting on another one).
      const websiteId = user.websiteId;
      const { name, email, phone, otp } = request.body;
      const changed = CONTACT_FIELDS.filter((field) => (field === 'email' ? email !== user.email.toLowerCase() : phone !== user.phone));
      const taken = await takenContactField(db, websiteId, { email, phone }, user.id);
      if (taken) throw conflict(taken);
      if (changed.length > 1) throw badRequest(PROFILE_MESSAGES.oneContactAtATime, 'phone');

      const field = changed[0];
      const contact = field === 'email' ? email : phone;
      // The code is kept under this account and this new contact: it confirms nothing else and signs nobody in.
      const codeKey = field && `contact:${user.id}:${contact}`;
      let codeId: number | null = null;
      if (field && otp === undefined) {
        const website = { id: websiteId, name: request.website.name };
        const issued = await db.transaction(async (tx): Promise<{ retryAfterSeconds: number } | { code: string }> => {
          const retryAfterSeconds = await admitCodeRequest(
            tx,
            { websiteId, identifier: contact, ip: request.ip },
            app.config.otpCodesPerAddressPerHour,
          );
          if (retryAfterSeconds > 0) return { retryAfterSeconds };
          return { code: await storeNewCode(tx, app.signingSecret, websiteId, codeKey, request.ip) };
        });
        if ('retryAfterSeconds' in issued)
          return tooManyRequests(reply, issued.retryAfterSeconds, AUTH_MESSAGES.sendLimited(issued.retryAfterSeconds));
        const delivered = await deliverCode(app.outbox, website, contact, { email, phone }, issued.code, 'contact');
        const masked = maskIdentifier(contact);
        return reply
          .code(202)
          .send({ message: delivered ? PROFILE_MESSAGES.codeSent(masked, field) : AUTH_MESSAGES.codeDelayed(masked), verify: field });
      }
      if (field && otp !== undefined) {
        const checked = await checkCode(db, app.signingSecret, websiteId, codeKey, otp, request.ip);
        if ('retryAfterSeconds' in checked)
          return tooManyRequests(reply, checked.retryAfterSeconds, AUTH_MESSAGES.verifyLimited(checked.retryAfterSeconds));
        codeId = checked.code.id;
      }

      try {
        const updated = await db.transaction(async (tx) => {
          if (codeId !== null && !(await consumeCode(tx, codeId))) throw badRequest(AUTH_MESSAGES.codeUsed, 'otp');
          return updateContactDetails(tx, websiteId, user.id, { name, email, phone });
        });
        return reply.send({ message: PROFILE_MESSAGES.saved, user: userResponse(updated) } satisfies ProfileSavedResponse);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        throw conflict((await takenContactField(db, websiteId, { email, phone }, user.id)) ?? 'email');
      }
    },
  );
}
