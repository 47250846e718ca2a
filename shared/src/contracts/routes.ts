/**
 * The route table of the storefront and which remote owns each screen. The shell builds its router
 * from this table; each remote's `./routes` module exports a component for every screen named here.
 */
import * as z from 'zod/mini';
import { REDIRECT_STORAGE_KEY } from './constants';

export const REMOTE_PACKAGES = {
  catalog: 'mfe-catalog',
  cartCheckout: 'mfe-cart-checkout',
  account: 'mfe-account',
  pages: 'mfe-pages',
} as const;
export type RemoteName = keyof typeof REMOTE_PACKAGES;
export const REMOTE_NAMES = Object.keys(REMOTE_PACKAGES) as RemoteName[];

export const REMOTE_SCREENS = {
  catalog: ['ProductList', 'ProductDetail', 'CategoryFilterPage'],
  cartCheckout: ['Checkout', 'RazorpayStart', 'CashfreeStart', 'PaymentConfirm', 'OrderSuccess'],
  account: [
    'AccountLayout',
    'AccountDashboard',
    'OrderList',
    'OrderView',
    'Addresses',
    'Profile',
    'Wishlist',
    'SalesDashboard',
    'Login',
    'Verify',
    'Register',
    'Logout',
    'ChooseWebsite',
    'CreateWebsite',
  ],
  pages: ['DynamicPage'],
} as const satisfies Record<RemoteName, readonly string[]>;
export type ScreenOf<R extends RemoteName> = (typeof REMOTE_SCREENS)[R][number];

export interface RouteDef<R extends RemoteName = RemoteName> {
  path?: string;
  index?: boolean;
  remote: R;
  screen: ScreenOf<R>;
  /** Rendered edge to edge rather than inside the page container. */
  fullWidth?: boolean;
  /** Guests are sent to /auth/login. */
  auth?: boolean;
  /** Non-agents are sent to /account/orders. */
  agentOnly?: boolean;
  children?: RouteDef<R>[];
}

function route<R extends RemoteName>(def: RouteDef<R>): RouteDef {
  return def as unknown as RouteDef;
}

/** The sign-in screen every guard, link and guest action leads to. */
export const LOGIN_PATH = '/auth/login';

/** Keeps `path` (pathname + search + hash) for after sign-in: the sign-in screen sends the shopper back there once. */
export function rememberPathForSignIn(path: string): void {
  sessionStorage.setItem(REDIRECT_STORAGE_KEY, path);
}

export const ROUTES: RouteDef[] = [
  route({
    path: '/account',
    remote: 'account',
    screen: 'AccountLayout',
    auth: true,
    children: [
      { index: true, remote: 'account', screen: 'AccountDashboard' },
      { path: 'orders', remote: 'account', screen: 'OrderList' },
      { path: 'orders/:id', remote: 'account', screen: 'OrderView' },
      { path: 'addresses', remote: 'account', screen: 'Addresses' },
      { path: 'details', remote: 'account', screen: 'Profile' },
      { path: 'wishlist', remote: 'account', screen: 'Wishlist' },
      { path: 'dashboard', remote: 'account', screen: 'SalesDashboard', auth: true, agentOnly: true },
    ],
  }),
  route({ path: '/auth/login', remote: 'account', screen: 'Login', fullWidth: true }),
  route({ path: '/auth/verify', remote: 'account', screen: 'Verify', fullWidth: true }),
  route({ path: '/auth/register', remote: 'account', screen: 'Register', fullWidth: true }),
  route({ path: '/auth/logout', remote: 'account', screen: 'Logout', fullWidth: true }),
  route({ path: '/auth/bos/choose', remote: 'account', screen: 'ChooseWebsite', auth: true }),
  route({ path: '/auth/bos/create', remote: 'account', screen: 'CreateWebsite', auth: true }),
  route({ path: '/products', remote: 'catalog', screen: 'ProductList' }),
  route({ path: '/products/:slug', remote: 'catalog', screen: 'ProductDetail' }),
  // The Category Filter as a page, for `/categories` opened directly (a click on a `/categories` link opens the modal).
  route({ path: '/categories', remote: 'catalog', screen: 'CategoryFilterPage' }),
  route({ path: '/checkout', remote: 'cartCheckout', screen: 'Checkout', fullWidth: true, auth: true }),
  route({ path: '/checkout/razorpay/:id', remote: 'cartCheckout', screen: 'RazorpayStart', fullWidth: true }),
  route({ path: '/checkout/cashfree/:id', remote: 'cartCheckout', screen: 'CashfreeStart', fullWidth: true }),
  route({ path: '/checkout/confirm/:id', remote: 'cartCheckout', screen: 'PaymentConfirm', fullWidth: true }),
  route({ path: '/order/success/:ordernumber', remote: 'cartCheckout', screen: 'OrderSuccess', auth: true }),
  route({ path: '*', remote: 'pages', screen: 'DynamicPage', fullWidth: true }),
];

/**
 * The global panels: any app opens one with its bus event; the remote that owns it exposes it as a module (a
 * `GlobalPanelModule`), and the shell mounts it once, loading it on the first open. The cart also opens at start when
 * sessionStorage holds its event's name: a pincode set from the open cart reloads the page (every app starts again
 * from the new pincode's answers), then the cart is back.
 */
export const GLOBAL_PANELS = {
  'ui:open-cart': { remote: 'cartCheckout', module: './CartPanel' },
  'ui:open-pincode': { remote: 'cartCheckout', module: './PincodeModal' },
  'ui:open-category-filter': { remote: 'catalog', module: './CategoryFilter' },
  'ui:open-wishlist': { remote: 'catalog', module: './WishlistModal' },
} as const satisfies Record<string, { remote: RemoteName; module: `./${string}` }>;
export type GlobalPanelEvent = keyof typeof GLOBAL_PANELS;

/** Modules a remote exposes to the shell: `./routes` and its global panels — typed contracts for coarse slots. */
export const REMOTE_EXPOSES = {
  catalog: ['./routes', './CategoryFilter', './WishlistModal', './Carousels', './ProductGrid'],
  cartCheckout: ['./routes', './CartPanel', './PincodeModal'],
  account: ['./routes'],
  pages: ['./routes', './Popup'],
} as const satisfies Record<RemoteName, readonly string[]>;

/**
 * The shell's Module Federation name. A remote that places another remote's modules (the pages remote placing the
 * catalogue's carousels) loads them through the shell's federation instance, which knows where every remote lives.
 */
export const HOST_FEDERATION_NAME = 'shell';

/** `remotes.json`: where each remote's manifest lives, decided at run time by the server. */
export const remotesConfigSchema = z.object(
  Object.fromEntries(REMOTE_NAMES.map((name) => [name, z.string().check(z.minLength(1))])) as Record<RemoteName, z.ZodMiniString<string>>,
);
export type RemotesConfig = z.infer<typeof remotesConfigSchema>;

/** Id of the JSON script element in the shell's page that carries the runtime configuration. */
export const RUNTIME_CONFIG_ELEMENT_ID = 'storefront-config';
/** Id of the JSON script element carrying this visitor's `GET /api/init` answer, written by the server into the page. */
export const INIT_DATA_ELEMENT_ID = 'storefront-init';
/** The query key a dynamic page's data is cached under: mfe-pages fetches it, the shell seeds and reads it. */
export const pageQueryKey = (pathname: string) => ['page', pathname] as const;

/** Id of the JSON script element carrying the current dynamic page's data (`{path, data}`). */
export const PAGE_DATA_ELEMENT_ID = 'storefront-page-data';
/** Id of the JSON script element carrying API answers the route's first screen asks for, by `apiRequestKey`. */
export const API_ANSWERS_ELEMENT_ID = 'storefront-api-answers';
/** Id of the JSON script element carrying the first screen's GETs the API refused (`{status, body}` by `apiRequestKey`). */
export const API_REFUSALS_ELEMENT_ID = 'storefront-api-refusals';

/** The runtime configuration the server injects into the shell's HTML (and serves as /remotes.json's sibling). */
export const runtimeConfigSchema = z.object({
  remotes: remotesConfigSchema,
  cdnBase: z._default(z.string(), '/cdn'),
  posthogKey: z._default(z.nullable(z.string()), null),
  sentryDsn: z._default(z.nullable(z.string()), null),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
