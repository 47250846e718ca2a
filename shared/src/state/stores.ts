/** Client state shared by every app (valtio proxies): session, cart and site. The shell owns filling them. */
import { proxy, ref } from 'valtio';
import type { Cart, InitData, User } from '../contracts/schemas';
import { eventBus } from './eventBus';

export const sessionStore = proxy<{ user: User | null; ready: boolean }>({ user: null, ready: false });

export const cartStore = proxy<{ cart: Cart | null }>({ cart: null });

export type SiteData = Omit<InitData, 'user' | 'cart'>;
export const siteStore = proxy<{ data: SiteData | null; pincode: string | null }>({ data: null, pincode: null });

export function setUser(user: User | null): void {
  sessionStore.user = user;
  sessionStore.ready = true;
  eventBus.emit('session:changed', { user });
}

/** The cart is replaced wholesale by each server cart response. */
export function replaceCart(cart: Cart): void {
  cartStore.cart = cart;
  eventBus.emit('cart:updated', { cart });
}

export function setPincode(pincode: string | null): void {
  siteStore.pincode = pincode;
  eventBus.emit('pincode:changed', { pincode });
}

/** Fill every store from GET /api/init. */
export function applyInitData(init: InitData): void {
  const { user, cart, ...site } = init;
  // Kept as it came (`ref`), not made a deep proxy: the site data is only ever replaced whole, and proxying its
  // category tree, menus and footer costs the start time on a phone (docs/performance.md) and every read of it in a
  // render some tracking.
  siteStore.data = ref(site);
  siteStore.pincode = init.pincode;
  replaceCart(cart);
  setUser(user);
}
