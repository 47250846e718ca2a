import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { setXsrfCookie } from '../http/sessions';

export async function cookieRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/cookie',
    {
      schema: {
        tags: ['session'],
        summary: 'Starts a session if there is none and sets the XSRF-TOKEN cookie the page echoes in X-XSRF-TOKEN on every non-GET',
        response: { 200: z.object({ success: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      const session = request.session ?? (await ctx.sessions.create(request, reply, request.website.id));
      setXsrfCookie(request, reply, ctx.signingSecret, session.id);
      return { success: true as const };
    },
  );
}
