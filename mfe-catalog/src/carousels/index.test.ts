import type { CatalogCarouselsModule } from '@storefront/shared';
import * as carousels from '.';

it('exposes the four carousels as CatalogCarouselsModule says (catalog/Carousels)', () => {
  // A compile-time check as well: the module must be assignable to the contract mfe-pages imports it by.
  const module: CatalogCarouselsModule = carousels;
  expect(Object.keys(module).sort()).toEqual(['BrandCarousel', 'CategoryCarousel', 'ProductCarousel', 'SupplierCarousel']);
  for (const component of Object.values(module)) expect(typeof component).toBe('function');
});
