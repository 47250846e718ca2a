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
