import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { setXsrfCookie } from '../http/sessions';

export async function cookieRoutes(app: FastifyInstance) {
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
      const session = request.session ?? (await app.sessions.create(request, reply, request.website.id));
      setXsrfCookie(request, reply, app.signingSecret, session.id);
      return { success: true as const };
    },
  );
}
