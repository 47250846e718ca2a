/** The shopper's side of the page for catalogue tests: who is signed in and what the cart holds. */
import { cartSchema, type Cart, type User } from '@storefront/shared';
import { replaceCart, sessionStore } from '@storefront/shared/runtime';

export const SHOPPER: User = {
  name: 'Priya Sharma',
  email: 'priya@example.com',
  phone: '9876543210',
  superadmin: false,
  hasAdminAccess: false,
  isSalesAgent: false,
  permissions: [],
};

export function signIn(user: User | null = SHOPPER): void {
  sessionStore.user = user;
  sessionStore.ready = true;
}

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

export const fillCart = (lines: Array<{ pack_id: number; quantity: number }>) => replaceCart(cartWith(lines));
