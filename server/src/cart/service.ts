/** The cart domain's service: the visitor's cart from a request, and what other domains may use of carts and coupons. */
import type { FastifyRequest } from 'fastify';
import type { Cart } from '@storefront/shared/contracts';
import type { Db } from '../db/client';
import { requireSession } from '../http/guards';
import { offeredProviders } from '../payments/service';
import { cartOwnerOf, loadCart, type CartOwner, type CartView, type ReadCart } from './cart';

export { cartOwnerOf, deleteCart, findCart, moveCartToPincode, priceCart, type PricedCart, type PricedLine } from './cart';
export { findCouponByCode, findCouponById, type CouponRow } from './coupons';
export { mergeGuestCart } from './merge';

/** The visitor's whole cart, priced for their session's pincode (also what `init` sends). */
export function visitorCart(db: Db, request: FastifyRequest, view: CartView & { cart?: ReadCart } = {}): Promise<Cart> {
  return loadCart(db, request.website.id, cartOwnerOf(request), {
    paymentProviders: offeredProviders(request),
    pincode: request.session?.pincode ?? null,
    userId: request.user?.id ?? null,
    ...view,
  });
}

/** The cart a state-changing request works on (non-GET requests always have a session). */
export function requireCartOwner(request: FastifyRequest): CartOwner {
  const session = requireSession(request);
  return request.user ? { userId: request.user.id } : { sessionId: session.id };
}
