/**
 * A product and its packs as the catalogue API answers them, for tests: Amul Butter unless told otherwise; and a cart
 * holding some of them.
 */
import { cartSchema, type Cart, type Pack, type Product } from '../contracts/schemas';

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

/** A cart holding `quantity` of each pack given, as the server answers it. */
export function cartWith(lines: Array<{ pack_id: number; quantity: number }>): Cart {
  return cartSchema.parse({
    quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    items: lines.map((line) => ({
      pack_id: line.pack_id,
      warehouse_id: 1,
      delivery_charge_id: 1,
      image: '',
      name: 'Line',
      pack: '500 g',
      quantity: line.quantity,
      price: 85,
      act_price: 106,
      amount: 85 * line.quantity,
    })),
  });
}
