import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { initDataSchema, type InitData } from '@storefront/shared/contracts';
import { userResponse } from '../auth/service';
import { sendPrepared } from '../http/compression';
import { siteJson } from './siteData';
import { visitorCart } from '../cart/service';

/** A visitor's part of init as JSON, and whether it is a guest's with nothing of their own (shared, prepared once). */
interface VisitorPart {
  json: string;
  guest: boolean;
}

export async function initRoutes(app: FastifyInstance) {
  const { db } = app;
  const visitorPart = async (request: FastifyRequest): Promise<VisitorPart> => {
    const cart = await visitorCart(db, request);
    const user = request.user ? userResponse(request.user) : null;
    const visitor: Pick<InitData, 'user' | 'pincode' | 'cart'> = { user, pincode: request.session?.pincode ?? null, cart };
    return { json: JSON.stringify(visitor), guest: !user && cart.items.length === 0 };
  };
  // A visitor without a session (most first visits) has no user, pincode or cart: their part is always the same.
  let sessionless: Promise<VisitorPart> | undefined;
  const visitorPartOf = (request: FastifyRequest): Promise<VisitorPart> => {
    if (request.session) return visitorPart(request);
    if (!sessionless) {
      sessionless = visitorPart(request);
      sessionless.catch(() => (sessionless = undefined));
    }
    return sessionless;
  };

  app.withTypeProvider<ZodTypeProvider>().get(
    '/init',
    {
      schema: {
        tags: ['site'],
        summary: 'Everything the storefront needs at start: user, website, pincode, categories, brands, SEO, navs, footers, theme, cart',
        response: { 200: initDataSchema },
      },
    },
    async (request, reply) => {
      const [site, visitor] = await Promise.all([siteJson(db, request.website), visitorPartOf(request)]);
      if (visitor.guest) return sendPrepared(request, reply, site.guestInit(visitor.json));
      // The cached site members and this visitor's as one JSON text (a string body is sent as it is).
      return reply.type('application/json; charset=utf-8').send(site.initText(visitor.json) as unknown as InitData);
    },
  );
}
