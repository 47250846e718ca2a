import type { Product } from '@storefront/shared';
import { aPack, aProduct } from '@storefront/shared/testing';

/** Product `id` of the listing, as the catalogue API answers it: one 500 g pack at ₹85, 20% off ₹106. */
export function product(id: number, overrides: Partial<Product> = {}): Product {
  return aProduct({
    product_id: id,
    product_name: `Product ${id}`,
    product_description: 'Fresh and good.',
    product_info: 'Keep cool.',
    brand_name: 'Desi Harvest',
    slug: `product-${id}`,
    brand_slug: 'desi-harvest',
    category_slug: undefined,
    medias: [],
    image: `products/product-${id}.svg`,
    packs: [aPack({ pack_id: id * 10, pack_name: '500 g', price: 85, act_price: 106, discount: 20, discount_type: 'percentage' })],
    ...overrides,
  });
}
