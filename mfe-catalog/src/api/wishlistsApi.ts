/** The wishlist modal's calls: the shopper's named lists, and a new one. (The toggle is shared: `updateWishlist`.) */
import { wishlistResponseSchema } from '@storefront/shared';
import { apiClient } from '@storefront/shared/runtime';
import { wishlistCategoryCreatedSchema } from '@storefront/shared/shopping';

/** The shopper's named wishlists (the default one is not among them). */
export const fetchWishlistCategories = (signal?: AbortSignal) => apiClient.get('/api/wishlist', { schema: wishlistResponseSchema, signal });

export const createWishlistCategory = (name: string) => apiClient.post('/api/wishlistCategory', { name }, { schema: wishlistCategoryCreatedSchema });
