/**
 * The listing loads on demand, as the product page does: a first visit to a product page downloads neither its code
 * nor its toolbar and filters. A first visit to /products has the chunk preloaded with the remote's entry (the server
 * finds it by its name). On the way to /products from another screen, skeleton cards hold the grid's place meanwhile,
 * which is also why the cards' code is in the remote's first chunk, shared by the listing and the product page.
 */
import { lazy, Suspense } from 'react';
import { ListingSkeleton } from './ListingSkeleton';

// Named after the screen: the server finds the chunk by that name and preloads it for a listing's first visit.
const loadProductList = () => import(/* webpackChunkName: "ProductList" */ './ProductList');

const ProductListScreen = lazy(() => loadProductList().then((module) => ({ default: module.ProductList })));

export function ProductList() {
  return (
    <Suspense fallback={<ListingSkeleton />}>
      <ProductListScreen />
    </Suspense>
  );
}
