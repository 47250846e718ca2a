/** The signed-in shopper's profile: read it, and change name, email and phone (never roles). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import {
  AUTH_MESSAGES,
  PROFILE_MESSAGES,
  profileUpdateBodySchema,
  profileUpdateResponseSchema,
  userSchema,
  type ProfileUpdateResponse,
  type User,
} from '@storefront/shared/contracts';
import { isUniqueViolation, takenContactField, userResponse } from '../auth/users';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { HttpError } from '../http/errors';
import { requireUser } from '../http/guards';
import { errorResponses } from '../http/openapi';

const conflict = (field: 'email' | 'phone') => new HttpError(409, field === 'email' ? AUTH_MESSAGES.emailTaken : AUTH_MESSAGES.phoneTaken, field);

export async function userRoutes(app: FastifyInstance, { db }: AppContext) {
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
        summary: "Change the signed-in user's name, email and phone",
        body: profileUpdateBodySchema,
        response: {
          200: profileUpdateResponseSchema,
          ...errorResponses(400, 401, 403, 409),
        },
      },
    },
    async (request): Promise<ProfileUpdateResponse> => {
      const user = requireUser(request);
      // A user belongs to the website they registered on (a superadmin may be acting on another one).
      const websiteId = user.websiteId;
      const { name, email, phone } = request.body;
      const taken = await takenContactField(db, websiteId, { email, phone }, user.id);
      if (taken) throw conflict(taken);
      try {
        const [updated] = await db
          .update(users)
          .set({ name, email, phone })
          .where(and(eq(users.id, user.id), eq(users.websiteId, websiteId)))
          .returning();
        return { message: PROFILE_MESSAGES.saved, user: userResponse(updated) };
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        throw conflict((await takenContactField(db, websiteId, { email, phone }, user.id)) ?? 'email');
      }
    },
  );
}
