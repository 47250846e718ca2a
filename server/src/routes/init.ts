import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { initDataSchema, type InitData } from '@storefront/shared/contracts';
import { userResponse } from '../auth/users';
import type { AppContext } from '../context';
import { siteData } from '../site/siteData';
import { visitorCart } from './cart';

export async function initRoutes(app: FastifyInstance, { db }: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/init',
    {
      schema: {
        tags: ['site'],
        summary: 'Everything the storefront needs at start: user, website, pincode, categories, brands, SEO, navs, footers, theme, cart',
        response: { 200: initDataSchema },
      },
    },
    async (request): Promise<InitData> => ({
      ...(await siteData(db, request.website)),
      user: request.user ? userResponse(request.user) : null,
      pincode: request.session?.pincode ?? null,
      cart: await visitorCart(db, request),
    }),
  );
}
