import type { RemoteRoutesModule } from '@storefront/shared';
import { ProductList } from './listing/lazyProductList';
import { ProductDetail } from './product/lazyProductDetail';

export const screens: RemoteRoutesModule<'catalog'>['screens'] = { ProductList, ProductDetail };

export const build = STOREFRONT_BUILD;
