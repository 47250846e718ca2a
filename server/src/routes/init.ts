import type { FastifyInstance } from 'fastify';
import { cartSchema, userSchema, type InitData } from '@storefront/shared/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { siteData } from '../site/siteData';

export async function initRoutes(app: FastifyInstance, { db }: AppContext) {
  app.get('/init', async (request): Promise<InitData> => {
    const session = request.session;
    const [site, userRow] = await Promise.all([
      siteData(db, request.website),
      session?.userId ? db.select().from(users).where(eq(users.id, session.userId)).then((rows) => rows[0]) : undefined,
    ]);
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
