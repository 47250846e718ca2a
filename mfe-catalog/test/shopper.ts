/** The shopper's side of the page for catalogue tests: who is signed in and what the cart holds. */
import type { User } from '@storefront/shared';
import { replaceCart, sessionStore } from '@storefront/shared/runtime';
import { cartWith } from '@storefront/shared/testing';

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

export const fillCart = (lines: Array<{ pack_id: number; quantity: number }>) => replaceCart(cartWith(lines));
