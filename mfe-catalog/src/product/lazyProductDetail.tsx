/**
 * The product page loads on demand: a first visit to the listing downloads neither it nor its skeleton. A card starts
 * the download when the shopper points at or focuses it, so the page is usually there by the time the link is
 * followed; until it is, a spinner, as for the shell's own screens that load on demand.
 */
import { lazy, Suspense } from 'react';
import { Spinner } from '@storefront/shared/ui';

// Named after the screen: the server finds the chunk by that name and preloads it for a product page's first visit.
export const loadProductDetail = () => import(/* webpackChunkName: "ProductDetail" */ './ProductDetail');

const ProductDetailScreen = lazy(() => loadProductDetail().then((module) => ({ default: module.ProductDetail })));

export function ProductDetail() {
  return (
    <Suspense fallback={<Spinner />}>
      <ProductDetailScreen />
    </Suspense>
  );
}
