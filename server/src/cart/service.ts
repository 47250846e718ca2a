/** The cart domain's service: the visitor's cart from a request, and what other domains may use of carts and coupons. */
import type { FastifyRequest } from 'fastify';
import type { Cart } from '@storefront/shared/contracts';
import type { Db } from '../db/client';
import type { PaymentProvider } from '../db/schema';
import { requireSession } from '../http/guards';
import { cartOwnerOf, loadCart, type CartOwner, type CartView, type ReadCart } from './cart';

export { cartOwnerOf, deleteCart, findCart, moveCartToPincode, priceCart, type PricedCart, type PricedLine } from './cart';
export { findCouponByCode, findCouponById, type CouponRow, type CouponUses } from './coupons';
export { mergeGuestCart } from './merge';

/**
 * The website's online providers the shop can take payments through: a provider without an account is not offered.
 * Read through the payments domain's decorated service (`app.payments`): payments imports the cart's service, never
 * the other way.
 */
export function offeredProviders(request: FastifyRequest): PaymentProvider[] {
  return request.server.payments.offered(request.website.paymentProviders);
}

/** The visitor's whole cart, priced for their session's pincode (also what `init` sends). */
export function visitorCart(db: Db, request: FastifyRequest, view: CartView & { cart?: ReadCart } = {}): Promise<Cart> {
  return loadCart(db, request.website.id, cartOwnerOf(request), {
    paymentProviders: offeredProviders(request),
    pincode: request.session?.pincode ?? null,
    userId: request.user?.id ?? null,
    couponUses: request.server.orders.couponUses,
    ...view,
  });
}

/** The cart a state-changing request works on (non-GET requests always have a session). */
export function requireCartOwner(request: FastifyRequest): CartOwner {
  const session = requireSession(request);
  return request.user ? { userId: request.user.id } : { sessionId: session.id };
}
