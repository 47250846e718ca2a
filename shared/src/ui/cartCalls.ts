/**
 * Cart changes any app makes: each sends its call and replaces the cart with the server's answer, announced on the
 * bus (`cart:updated`), so every badge, card and panel shows the same cart. A failed call leaves the cart as it was
 * and rejects with the API error for the caller to show. Part of the kit, not of the runtime: each app may carry its
 * own copy (a newer remote its newer calls), while the cart they write to is the runtime's one store.
 */
import { cartSchema, type Cart } from '@storefront/shared';
import type { CartAddBody, CartQuery, CartRemoveBody } from '@storefront/shared/shopping';
import { apiClient, replaceCart } from '@storefront/shared/runtime';

async function replacedBy(call: Promise<Cart>): Promise<Cart> {
  const cart = await call;
  replaceCart(cart);
  return cart;
}

/** One more of a pack (the first one adds the line). */
export const addToCart = (line: CartAddBody) => replacedBy(apiClient.post('/api/cart/add', line, { schema: cartSchema }));
/** One fewer of a pack; `remove: true` takes the whole line out ('Remove'). */
export const removeFromCart = (packId: number, { remove = false } = {}) =>
  replacedBy(apiClient.post('/api/cart/remove', { pack_id: packId, remove } satisfies CartRemoveBody, { schema: cartSchema }));
/** The cart priced again, e.g. for an address and payment method at checkout, or after signing in or out. */
export const reloadCart = (query: Partial<CartQuery> = {}) => replacedBy(apiClient.get('/api/cart', { schema: cartSchema, query }));
