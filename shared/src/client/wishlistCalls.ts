/**
 * The wishlist toggle, which the catalogue's heart and the account's wishlist screen both make: shared non-singleton
 * (in `@storefront/shared/shopping`), so each app may carry its own copy of the call.
 */
import { apiClient } from '@storefront/shared/runtime';
import { wishlistUpdateResponseSchema, type WishlistUpdate } from '../contracts/api/site';

/** Puts the product in the list, or takes it out when it is there (the API toggles); `wishlist_category_id` '' or null is Default. */
export const updateWishlist = (body: WishlistUpdate) => apiClient.post('/api/wishlist/update', body, { schema: wishlistUpdateResponseSchema });
