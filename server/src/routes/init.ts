import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { initDataSchema, type InitData } from '@storefront/shared/contracts';
import { userResponse } from '../auth/users';
import { sendPrepared } from '../compression';
import type { AppContext } from '../context';
import { siteJson } from '../site/siteData';
import { visitorCart } from './cart';

export async function initRoutes(app: FastifyInstance, { db }: AppContext) {
  // A visitor without a session (most first visits) has no user, pincode or cart: their part is always this one.
  let sessionlessVisitorJson: Promise<string> | undefined;
  const sessionlessVisitor = async (request: FastifyRequest): Promise<string> =>
    JSON.stringify({ user: null, pincode: null, cart: await visitorCart(db, request) } satisfies Pick<InitData, 'user' | 'pincode' | 'cart'>);

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
      if (!request.session) {
        if (!sessionlessVisitorJson) {
          sessionlessVisitorJson = sessionlessVisitor(request);
          sessionlessVisitorJson.catch(() => (sessionlessVisitorJson = undefined));
        }
        const [site, visitorJson] = await Promise.all([siteJson(db, request.website), sessionlessVisitorJson]);
        return sendPrepared(request, reply, site.guestInit(visitorJson));
      }
      const [site, cart] = await Promise.all([siteJson(db, request.website), visitorCart(db, request)]);
      const visitor: Pick<InitData, 'user' | 'pincode' | 'cart'> = {
        user: request.user ? userResponse(request.user) : null,
        pincode: request.session?.pincode ?? null,
        cart,
      };
      const visitorJson = JSON.stringify(visitor);
      if (!visitor.user && cart.items.length === 0) return sendPrepared(request, reply, site.guestInit(visitorJson));
      // The cached site members and this visitor's as one JSON text (a string body is sent as it is).
      return reply.type('application/json; charset=utf-8').send(site.initText(visitorJson) as unknown as InitData);
    },
  );
}
