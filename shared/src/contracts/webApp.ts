/**
 * The installable web app's addresses, which the server answers and the shell's service worker and pages name: the
 * manifest, its icons and the offline page, all under `/s`, which the API processes answer in every topology.
 */

/** The web app manifest of the website the request is for. */
export const WEB_APP_MANIFEST_PATH = '/s/web-app/manifest.webmanifest';
/** The page the service worker shows for a page never saved on this device while the network is down. */
export const OFFLINE_PAGE_PATH = '/s/web-app/offline';
/** The icon sizes the manifest lists, in px: what Chromium's install criteria and splash screens ask for. */
export const WEB_APP_ICON_SIZES = [192, 512] as const;
export type WebAppIconSize = (typeof WEB_APP_ICON_SIZES)[number];
/** `any`: shown as drawn (rounded corners); `maskable`: the launcher cuts its own shape from a full square. */
export type WebAppIconPurpose = 'any' | 'maskable';

export const webAppIconPath = (purpose: WebAppIconPurpose, size: number) => `/s/web-app/icon-${purpose}-${size}.png`;

/** Shown on a page the service worker answered from its saved copy because the device is offline. */
export const OFFLINE_NOTICE = 'You are offline — showing saved prices';
/** Shown instead when the device is online but the shop did not answer in time (a slow or failing network). */
export const SLOW_CONNECTION_NOTICE = 'The shop is slow to answer — showing saved prices';
/** The id of that notice's element, first in the page's body. */
export const OFFLINE_NOTICE_ELEMENT_ID = 'offline-notice';
/** The service worker's stable address: the shell's build writes it at its root, served `no-cache`. */
export const SERVICE_WORKER_PATH = '/sw.js';
/** What a page tells a waiting service worker once it has loaded: take over now unless a checkout is open. */
export const TAKE_OVER_MESSAGE = 'take-over';

/**
 * Pages during which the service worker must not change: checkout, the providers' payment screens and the order
 * confirmation (the sandboxes stand in for the providers in development and tests).
 */
export const isCheckoutPath = (pathname: string) => /^\/(checkout|order\/success|sandbox)(\/|$)/.test(pathname);
/** Answers no cache may keep: placing and paying for orders, and the session's own (sign-in, sign-out, XSRF token). */
export const isUncacheableApiPath = (pathname: string) => /^\/s\/api\/(order\/|payment|auth\/)/.test(pathname);
/** The API's sign-out: what was saved while signed in goes with the session. */
export const SIGN_OUT_API_PATH = '/s/api/auth/logout';
