/** A product and its packs as the catalogue API answers them, for tests: Amul Butter unless told otherwise. */
import type { Pack, Product } from '../contracts/schemas';

export const aPack = (fields: Partial<Pack> = {}): Pack => ({
  pack_id: 11,
  pack_name: '100 g',
  price: 56,
  act_price: 56,
  discount: 0,
  discount_type: null,
  warehouse_id: 1,
  quantity: 0,
  in_stock: true,
  ...fields,
});

export const aProduct = (fields: Partial<Product> = {}): Product => ({
  product_id: 7,
  product_name: 'Amul Butter',
  product_description: 'Pasteurised butter.',
  product_info: null,
  brand_name: 'Amul',
  slug: 'amul-butter',
  brand_slug: 'amul',
  category_slug: 'butter',
  wishlist: false,
  medias: [{ src: 'products/amul-butter.svg' }],
  image: 'products/amul-butter.svg',
  packs: [aPack()],
  ...fields,
});
