/**
 * The page's shared stores (site, session, cart) filled as the shell fills them from `GET /api/init`, with only
 * what a test is about spelled out: settings are the server's defaults unless given.
 */
import { ref } from 'valtio';
import * as z from 'zod/mini';
import {
  cartSchema,
  footerGroupSchema,
  initDataSchema,
  navSettingSchema,
  popupSchema,
  userSchema,
  type NavItem,
  type User,
} from '@storefront/shared';
import { cartStore, sessionStore, setUser, siteStore } from '@storefront/shared/runtime';

export const SITE_NAME = 'FreshKart';

export type NavSettingInput = z.input<typeof navSettingSchema>;
export type NavItemInput = Partial<Omit<NavItem, 'name' | 'children'>> & { name: string; children?: NavItemInput[] };
export type FooterGroupInput = z.input<typeof footerGroupSchema>;

export interface SiteInput {
  name?: string;
  logo?: string | null;
  description?: string;
  webId?: number | null;
  pincode?: string | null;
  navSetting?: NavSettingInput;
  navs?: NavItemInput[];
  footers?: FooterGroupInput[];
  popup?: z.input<typeof popupSchema> | null;
}

/** Every item, nested ones too, in its own group unless given one. */
const withGroups = (items: NavItemInput[]): unknown[] =>
  items.map((item, index) => ({ group: index + 1, ...item, children: withGroups(item.children ?? []) }));

/** The init data the server would send for this site (a guest with an empty cart). */
export function initData({
  name = SITE_NAME,
  logo = null,
  description = '',
  webId = 1,
  pincode = null,
  navSetting = {},
  navs = [],
  footers = [],
  popup = null,
}: SiteInput = {}) {
  return initDataSchema.parse({
    user: null,
    web: { id: webId, name, logo, description },
    pincode,
    categories: [],
    brands: [],
    webSeo: {},
    webAddress: {},
    popup,
    webPages: [],
    dynamicNavbar: null,
    navSetting,
    activetheme: {},
    navs: withGroups(navs),
    footers,
    cart: {},
  });
}

/** Fills the site store as the shell does at start. */
export function setSite(input: SiteInput = {}): void {
  const { user: _user, cart: _cart, ...site } = initData(input);
  siteStore.data = ref(site);
  siteStore.pincode = site.pincode;
}

export type UserInput = Partial<z.input<typeof userSchema>>;

/** A signed-in user: Priya, a plain shopper unless flags or permissions are given. */
export const makeUser = (overrides: UserInput = {}): User =>
  userSchema.parse({ id: 7, name: 'Priya Sharma', email: 'priya@example.com', phone: '9876543210', ...overrides });

/** Signs a user in through the shared runtime (`session:changed` included). */
export const signIn = (overrides: UserInput = {}): User => {
  const user = makeUser(overrides);
  setUser(user);
  return user;
};

export const setCartQuantity = (quantity: number) => {
  cartStore.cart = cartSchema.parse({ quantity });
};

/** A guest on a site that has not loaded yet, with nothing in the cart. */
export function resetStores(): void {
  siteStore.data = null;
  siteStore.pincode = null;
  sessionStore.user = null;
  sessionStore.ready = true;
  cartStore.cart = null;
}
