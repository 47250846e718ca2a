/** The wishlist calls of the screen: every list with its products, taking a product out of a list, moving it to another. */
import type { QueryKey } from '@tanstack/react-query';
import type { User } from '@storefront/shared';
import { apiClient } from '@storefront/shared/runtime';
import {
  updateWishlist,
  wishlistItemsResponseSchema,
  type WishlistItemsResponse,
  type WishlistMove,
  type WishlistUpdateResponse,
} from '@storefront/shared/shopping';

export type WishlistList = WishlistItemsResponse['data'][number];
export type WishlistEntry = WishlistList['products'][number];

/** Per shopper, so signing out and in as someone else never shows the previous shopper's lists. */
export const wishlistItemsKey = (user: Pick<User, 'id' | 'email'> | null): QueryKey => ['wishlist-items', user ? (user.id ?? user.email) : null];

/** GET /api/wishlist/items: the default list (id null) first, then the named ones, each with its products and packs. */
export const fetchWishlists = (signal?: AbortSignal): Promise<WishlistList[]> =>
  apiClient.get('/api/wishlist/items', { schema: wishlistItemsResponseSchema, signal }).then((answer) => answer.data);

/**
 * Takes a product out of a list. The API toggles: when the list did not hold it as this screen showed (changed in
 * another tab), the first call puts it in and a second one takes it out.
 */
export async function takeOutOfList(productId: number, listId: number | null): Promise<WishlistUpdateResponse> {
  const toggle = () => updateWishlist({ product_id: productId, wishlist_category_id: listId });
  const answer = await toggle();
  return answer.wishlist ? toggle() : answer;
}

/** POST /api/wishlist/move: the product leaves one list and is in the other, or nothing changes; answers every list. */
export const moveToList = (productId: number, fromId: number | null, toId: number | null): Promise<WishlistList[]> => {
  const body: WishlistMove = { product_id: productId, from_wishlist_category_id: fromId, to_wishlist_category_id: toId };
  return apiClient.post('/api/wishlist/move', body, { schema: wishlistItemsResponseSchema }).then((answer) => answer.data);
};

/** The lists with one product taken out of one of them. */
export function withoutProduct(lists: WishlistList[], listId: number | null, productId: number): WishlistList[] {
  return lists.map((list) => (list.id === listId ? { ...list, products: list.products.filter((entry) => entry.product_id !== productId) } : list));
}

/** The lists with a product put back into one of them, where it was (unless it is there already). */
export function withProduct(lists: WishlistList[], listId: number | null, entry: WishlistEntry, index: number): WishlistList[] {
  return lists.map((list) => {
    if (list.id !== listId || list.products.some((candidate) => candidate.product_id === entry.product_id)) return list;
    const products = [...list.products];
    products.splice(Math.min(index, products.length), 0, entry);
    return { ...list, products };
  });
}
