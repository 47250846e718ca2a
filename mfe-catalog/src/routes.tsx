import { lazy, Suspense } from 'react';
import type { RemoteRoutesModule } from '@storefront/shared';
import { Spinner } from '@storefront/shared/ui';
import { ProductList } from './listing/lazyProductList';
import { ProductDetail } from './product/lazyProductDetail';

// Only `/categories` opened directly draws it: no listing or product page downloads it.
const CategoryFilterScreen = lazy(() => import('./panels/CategoryFilterPage'));

function CategoryFilterPage() {
  return (
    <Suspense fallback={<Spinner />}>
      <CategoryFilterScreen />
    </Suspense>
  );
}

export const screens: RemoteRoutesModule<'catalog'>['screens'] = { ProductList, ProductDetail, CategoryFilterPage };

export const build = STOREFRONT_BUILD;
