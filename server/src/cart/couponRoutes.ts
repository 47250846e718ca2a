import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CART_MESSAGES,
  COUPON_MESSAGES,
  applyCouponBodySchema,
  applyCouponResultSchema,
  cartSchema,
  formatINR,
  paiseToRupees,
  type ApplyCouponResult,
} from '@storefront/shared/contracts';
import { cartOwnerOf, findCart, priceCart, setCartCoupon } from './cart';
import { findCouponByCode } from './coupons';
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
        description:
          'A coupon the shop refuses (unknown, not active or not yet, expired, under its minimum order, used up, held by an unpaid order, or an empty cart) answers `success: false` with the reason, and the cart stays as it was.',
        body: applyCouponBodySchema,
        response: { 200: applyCouponResultSchema, ...errorResponses(400, 403) },
      },
    },
    async (request): Promise<ApplyCouponResult> => {
      const websiteId = request.website.id;
      const owner = requireCartOwner(request);
      const code = request.body.code.toUpperCase();
      // A refused coupon is an answer the cart shows under its field, not an error.
      const refuse = (message: string) => ({ success: false as const, message });
      const coupon = await findCouponByCode(db, websiteId, code);
      if (!coupon) return refuse(COUPON_MESSAGES.unknown(code));
      const priced = await priceCart(db, websiteId, owner, {
        pincode: request.session?.pincode ?? null,
        userId: request.user?.id ?? null,
        couponUses: request.server.orders.couponUses,
        now: new Date(),
        coupon,
      });
      if (priced.couponRefusal) return refuse(priced.couponRefusal);
      if (priced.cartId === null) return refuse(COUPON_MESSAGES.emptyCart);
      await setCartCoupon(db, priced.cartId, coupon.id);
      const notice = CART_MESSAGES.couponApplied(coupon.code, formatINR(paiseToRupees(priced.discountPaise)));
      return { success: true, ...(await visitorCart(db, request, { notice })) };
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
