/** The wishlist calls of the screen: every list with its products, and putting a product in or out of one list. */
import type { QueryKey } from '@tanstack/react-query';
import type { User } from '@storefront/shared';
import { apiClient } from '@storefront/shared/runtime';
import { updateWishlist, wishlistItemsResponseSchema, type WishlistItemsResponse, type WishlistUpdateResponse } from '@storefront/shared/shopping';

export type WishlistList = WishlistItemsResponse['data'][number];
export type WishlistEntry = WishlistList['products'][number];

/** Per shopper, so signing out and in as someone else never shows the previous shopper's lists. */
export const wishlistItemsKey = (user: Pick<User, 'id' | 'email'> | null): QueryKey => ['wishlist-items', user ? (user.id ?? user.email) : null];

/** GET /api/wishlist/items: the default list (id null) first, then the named ones, each with its products and packs. */
export const fetchWishlists = (signal?: AbortSignal): Promise<WishlistList[]> =>
  apiClient.get('/api/wishlist/items', { schema: wishlistItemsResponseSchema, signal }).then((answer) => answer.data);

/**
 * Puts a product in a list (`wanted` true) or takes it out. The API toggles: when the list was not as this screen
 * showed it (changed in another tab), the first call goes the wrong way and a second one sets it right.
 */
export async function setInList(productId: number, listId: number | null, wanted: boolean): Promise<WishlistUpdateResponse> {
  const toggle = () => updateWishlist({ product_id: productId, wishlist_category_id: listId });
  const answer = await toggle();
  return answer.wishlist === wanted ? answer : toggle();
}

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
