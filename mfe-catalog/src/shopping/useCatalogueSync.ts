/**
 * Keeps the catalogue's cached answers true to the shopper: a wishlist change flips the product's flag in every
 * cached listing and product, and signing in or out asks again, since flags and quantities are per shopper.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Product, ProductListResponse } from '@storefront/shared';
import { eventBus, sessionStore } from '@storefront/shared/runtime';

export const PRODUCTS_QUERY = 'products';
export const PRODUCT_QUERY = 'product';

export function useCatalogueSync(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const stopWishlist = eventBus.on('wishlist:changed', ({ product_id, wishlist }) => {
      const flip = (product: Product) => (product.product_id === product_id ? { ...product, wishlist } : product);
      queryClient.setQueriesData<ProductListResponse>({ queryKey: [PRODUCTS_QUERY] }, (list) => list && { ...list, data: list.data.map(flip) });
      queryClient.setQueriesData<Product | null>({ queryKey: [PRODUCT_QUERY] }, (product) => product && flip(product));
    });
    // Only a different shopper: the start-up announcement of the same user must not fetch the first screen again.
    let shopper = sessionStore.user?.email ?? null;
    const stopSession = eventBus.on('session:changed', ({ user }) => {
      if ((user?.email ?? null) === shopper) return;
      shopper = user?.email ?? null;
      void queryClient.invalidateQueries({ queryKey: [PRODUCTS_QUERY] });
      void queryClient.invalidateQueries({ queryKey: [PRODUCT_QUERY] });
    });
    return () => {
      stopWishlist();
      stopSession();
    };
  }, [queryClient]);
}
