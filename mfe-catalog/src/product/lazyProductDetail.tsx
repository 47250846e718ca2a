/**
 * The product page loads on demand: a first visit to the listing does not download it. A card starts the download
 * when the shopper points at or focuses it, so the page is usually there by the time the link is followed.
 */
import { lazy, Suspense } from 'react';
import { ProductDetailSkeleton } from './ProductDetailSkeleton';

export const loadProductDetail = () => import('./ProductDetail');

const ProductDetailScreen = lazy(() => loadProductDetail().then((module) => ({ default: module.ProductDetail })));

export function ProductDetail() {
  return (
    <Suspense fallback={<ProductDetailSkeleton />}>
      <ProductDetailScreen />
    </Suspense>
  );
}
