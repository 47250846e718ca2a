import type { RemoteRoutesModule } from '@storefront/shared';
import { ProductDetail } from './product/ProductDetail';
import { ProductList } from './listing/ProductList';

export const screens: RemoteRoutesModule<'catalog'>['screens'] = { ProductList, ProductDetail };

export const build = STOREFRONT_BUILD;
