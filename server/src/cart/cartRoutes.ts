import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CART_MESSAGES, cartQuerySchema, cartRemoveBodySchema, cartSchema } from '@storefront/shared/contracts';
import { cartOwnerOf, loadCart, removeFromCart } from './cart';
import { offeredProviders, requireCartOwner, visitorCart } from './service';
import { notFound } from '../http/errors';
import { findOwnAddress } from '../account/service';
import { errorResponses } from '../http/openapi';

export async function cartRoutes(app: FastifyInstance) {
  const { db } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const errors = errorResponses(400, 401, 403, 404, 409);

  api.get(
    '/cart',
    {
      schema: {
        tags: ['cart'],
        summary: 'The whole cart; with address_id (a signed-in shopper’s address) priced for that address’s pincode',
        querystring: cartQuerySchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) => {
      const { address_id: addressId, payment_method: paymentMethod, groupby_delivery: groupByDelivery } = request.query;
      if (addressId === undefined) return visitorCart(db, request, { paymentMethod, groupByDelivery });
      const address = request.user ? await findOwnAddress(db, request.website.id, request.user.id, addressId) : null;
      if (!address) throw notFound(CART_MESSAGES.addressNotFound);
      return loadCart(db, request.website.id, cartOwnerOf(request), {
        paymentProviders: offeredProviders(request),
        pincode: address.pincode,
        userId: request.user?.id ?? null,
        couponUses: request.server.orders.couponUses,
        paymentMethod,
        groupByDelivery,
      });
    },
  );

  api.post(
    '/cart/remove',
    {
      schema: {
        tags: ['cart'],
        summary: 'Removes one unit of a pack, or the whole line with remove: true; answers the whole cart',
        body: cartRemoveBodySchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) => {
      const cart = await removeFromCart(db, request.website.id, requireCartOwner(request), request.body.pack_id, request.body.remove);
      return visitorCart(db, request, { cart });
    },
  );
}
