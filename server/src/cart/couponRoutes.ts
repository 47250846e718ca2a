import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CART_MESSAGES, COUPON_MESSAGES, applyCouponBodySchema, cartSchema, formatINR, paiseToRupees } from '@storefront/shared/contracts';
import { cartOwnerOf, findCart, priceCart, setCartCoupon } from './cart';
import { findCouponByCode } from './coupons';
import { HttpError, badRequest } from '../http/errors';
import { requireCartOwner, visitorCart } from './service';
import { errorResponses } from '../http/openapi';

export async function couponRoutes(app: FastifyInstance) {
  const { db } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/apply/coupon',
    {
      schema: {
        tags: ['cart'],
        summary: 'Applies a coupon to the cart; answers the whole cart',
        body: applyCouponBodySchema,
        response: { 200: cartSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      const websiteId = request.website.id;
      const owner = requireCartOwner(request);
      const code = request.body.code.toUpperCase();
      const coupon = await findCouponByCode(db, websiteId, code);
      if (!coupon) throw new HttpError(404, COUPON_MESSAGES.unknown(code));
      const priced = await priceCart(db, websiteId, owner, {
        pincode: request.session?.pincode ?? null,
        userId: request.user?.id ?? null,
        couponUses: request.server.orders.couponUses,
        now: new Date(),
        coupon,
      });
      if (priced.couponRefusal) throw badRequest(priced.couponRefusal, 'code');
      if (priced.cartId === null) throw badRequest(COUPON_MESSAGES.emptyCart, 'code');
      await setCartCoupon(db, priced.cartId, coupon.id);
      return visitorCart(db, request, { notice: CART_MESSAGES.couponApplied(coupon.code, formatINR(paiseToRupees(priced.discountPaise))) });
    },
  );

  api.get(
    '/remove/coupon',
    {
      schema: { tags: ['cart'], summary: 'Removes the coupon from the cart; answers the whole cart', response: { 200: cartSchema } },
    },
    async (request) => {
      const owner = cartOwnerOf(request);
      const cart = owner ? await findCart(db, request.website.id, owner) : null;
      if (cart?.couponId) await setCartCoupon(db, cart.id, null);
      return visitorCart(db, request, { notice: cart?.couponId ? CART_MESSAGES.couponRemoved : undefined });
    },
  );
}
