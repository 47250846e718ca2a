/** The auth domain under /api: the session's XSRF cookie, sign-in and sign-up codes, sign-out. */
import type { FastifyInstance } from 'fastify';
import { cookieRoutes } from './cookieRoutes';
import { authRoutes } from './routes';

export async function authPlugin(app: FastifyInstance) {
  await app.register(cookieRoutes);
  await app.register(authRoutes);
}
