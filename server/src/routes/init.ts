import type { FastifyInstance } from 'fastify';
import { cartSchema, userSchema, type InitData } from '@storefront/shared/contracts';
import type { AppContext } from '../context';
import { siteData } from '../site/siteData';

export async function initRoutes(app: FastifyInstance, { db }: AppContext) {
  app.get('/init', async (request): Promise<InitData> => {
    const session = request.session;
    const userRow = request.user;
    const site = await siteData(db, request.website);
    return {
      ...site,
      user: userRow
        ? userSchema.parse({
            id: userRow.id,
            name: userRow.name,
            email: userRow.email,
            phone: userRow.phone,
            superadmin: userRow.superadmin,
            hasAdminAccess: userRow.hasAdminAccess,
            isSalesAgent: userRow.isSalesAgent,
            permissions: userRow.permissions,
          })
        : null,
      pincode: session?.pincode ?? null,
      // The cart API arrives with the shopping API; until then every visitor starts with an empty cart.
      cart: cartSchema.parse({}),
    };
  });
}
