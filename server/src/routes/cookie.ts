import type { FastifyInstance } from 'fastify';
import { XSRF_COOKIE } from '@storefront/shared/contracts';
import type { AppContext } from '../context';
import { issueXsrfToken } from '../http/xsrf';

export async function cookieRoutes(app: FastifyInstance, ctx: AppContext) {
  /** Starts a session if there is none and sets the XSRF-TOKEN cookie the page echoes on every non-GET. */
  app.get('/cookie', async (request, reply) => {
    const session = request.session ?? (await ctx.sessions.create(request, reply, request.website.id));
    reply.setCookie(XSRF_COOKIE, issueXsrfToken(ctx.signingSecret, session.id), {
      path: '/',
      httpOnly: false,
      sameSite: 'lax',
      secure: request.protocol === 'https',
    });
    return { success: true };
  });
}
