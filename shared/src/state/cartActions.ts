/**
 * Cart changes any app makes: each sends its call and replaces the cart with the server's answer, announced on the
 * bus (`cart:updated`), so every badge, card and panel shows the same cart. A failed call leaves the cart as it was
 * and rejects with the API error for the caller to show.
 */
import type { Cart } from '../contracts/schemas';
import type { CartAddBody, CartQuery } from '../contracts/api/cart';
import { api } from '../client/storefrontApi';
import { replaceCart } from './stores';

async function replacedBy(call: Promise<Cart>): Promise<Cart> {
  const cart = await call;
  replaceCart(cart);
  return cart;
}

/** One more of a pack (the first one adds the line). */
export const addToCart = (line: CartAddBody) => replacedBy(api.cartAdd(line));
/** One fewer of a pack; `remove: true` takes the whole line out ('Remove'). */
export const removeFromCart = (packId: number, { remove = false } = {}) => replacedBy(api.cartRemove({ pack_id: packId, remove }));
/** The cart priced again, e.g. for an address and payment method at checkout. */
export const reloadCart = (query: Partial<CartQuery> = {}) => replacedBy(api.cart(query));
export const applyCoupon = (code: string) => replacedBy(api.applyCoupon(code));
export const removeCoupon = () => replacedBy(api.removeCoupon());
