/**
 * POST /api/cart/add, the shop's most frequent write. It reads the session in the same statement as the cart
 * (src/cart/cart.ts), saving a round trip: src/api.ts registers it outside the scope that resolves the visitor, and
 * the route checks the XSRF token against the session its cookie names.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cartAddBodySchema, cartSchema } from '@storefront/shared/contracts';
import { addToCart, addToVisitorCart, loadCart } from './cart';
import { offeredProviders, requireCartOwner, visitorCart } from './service';
import { forbidden } from '../http/errors';
import { errorResponses } from '../http/openapi';
import { requireXsrfTokenOfCookieSession } from '../http/requestChecks';
import { sessionIdOf } from '../http/sessions';
import { resolveVisitor } from '../http/visitor';
import { XSRF_REFUSED } from '../http/xsrf';

export async function cartAddRoute(app: FastifyInstance) {
  const { db } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const errors = errorResponses(400, 401, 403, 404, 409);

  api.post(
    '/cart/add',
    {
      onRequest: requireXsrfTokenOfCookieSession,
      schema: {
        tags: ['cart'],
        summary: 'Adds one unit of a pack from a warehouse; answers the whole cart',
        body: cartAddBodySchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) => {
      const { pack_id: packId, warehouse_id: warehouseId } = request.body;
      // The XSRF check has found a session id.
      const sessionId = sessionIdOf(request) as string;
      const added = await addToVisitorCart(db, request.website.id, sessionId, packId, warehouseId);
      if (added) {
        const owner = added.userId === null ? { sessionId } : { userId: added.userId };
        return loadCart(db, request.website.id, owner, {
          paymentProviders: offeredProviders(request),
          pincode: added.pincode,
          userId: added.userId,
          couponUses: request.server.orders.couponUses,
          cart: added.cart,
        });
      }
      // A session its statement could not use as it is (expired, due a touch, a superadmin's chosen website).
      await resolveVisitor(request);
      if (!request.session) throw forbidden(XSRF_REFUSED);
      const cart = await addToCart(db, request.website.id, requireCartOwner(request), packId, warehouseId);
      return visitorCart(db, request, { cart });
    },
  );
}
