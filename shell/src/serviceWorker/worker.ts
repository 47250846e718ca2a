/// <reference lib="webworker" />
/**
 * The shop's service worker, served at the origin's root so its scope is the whole shop (built by Workbox's
 * InjectManifest into the shell's build as sw.js).
 *
 * - Hashed files of every app (the shell's and the remotes', on this origin or theirs) never change: cache first.
 * - Everything that says which build runs (pages, remote entries, federation manifests, remotes.json, unhashed entry
 *   scripts) and API answers: network first with a short timeout, so a remote redeployed alone runs on the next load.
 * - Product pictures: stale while revalidate, a bounded number kept.
 * - Placing and paying for orders, payment pages and the session's calls are never kept. Only GETs are cached, only
 *   of this origin or the remotes' (remotes.json names them). Signing out deletes the saved pages and answers, which
 *   may show the shopper's name, cart and orders.
 * - Offline, a page saved earlier opens with a notice saying so; a page never saved gets the offline page.
 * - A new worker takes over as soon as it is installed, unless a window is in a checkout: then it waits until a page
 *   loads with no checkout open.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type RouteHandlerCallback, type RouteMatchCallbackOptions, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate, type Strategy } from 'workbox-strategies';
import {
  isCheckoutPath,
  isUncacheableApiPath,
  OFFLINE_NOTICE,
  OFFLINE_NOTICE_ELEMENT_ID,
  OFFLINE_PAGE_PATH,
  SIGN_OUT_API_PATH,
  SLOW_CONNECTION_NOTICE,
  TAKE_OVER_MESSAGE,
} from '@storefront/shared/web-app';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

/** How long a network-first answer may take before the saved copy is used. */
const NETWORK_TIMEOUT_SECONDS = 3;
const REMOTES_JSON_PATH = '/remotes.json';
/** A build's content-hashed file (createAppConfig's hashDigestLength): its content never changes. */
const HASHED_FILE = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg)$/;
/** The product and banner pictures of the shop's image CDN. */
const PICTURE_PATH = /^\/cdn\//;
const MAX_PICTURES = 200;
const MAX_HASHED_FILES = 400;
const THIRTY_DAYS_SECONDS = 30 * 24 * 60 * 60;

/** This origin and the remotes' (learnt from remotes.json): the only ones whose files are kept. */
const appOrigins = new Set([self.location.origin]);

async function learnRemoteOrigins(remotes: Response | undefined): Promise<void> {
  if (!remotes?.ok) return;
  const manifests = (await remotes.clone().json()) as Record<string, string>;
  for (const url of Object.values(manifests)) appOrigins.add(new URL(url, self.location.href).origin);
}

/**
 * A worker started again later (they stop when idle) reads the remotes' origins from the copy kept at install. Until
 * it has, a request that may be a remote's file waits for it: read too late, the remote's entry went to the network
 * unkept, and offline the remote was missing.
 */
let remoteOriginsRead = false;
const remoteOriginsReady = caches
  .open('build-files')
  .then((cache) => cache.match(REMOTES_JSON_PATH))
  .then(learnRemoteOrigins)
  .catch(() => undefined)
  .finally(() => (remoteOriginsRead = true));

const mayBeAppFile = ({ url, request }: RouteMatchCallbackOptions) =>
  (appOrigins.has(url.origin) || !remoteOriginsRead) &&
  request.destination !== 'document' &&
  !url.pathname.startsWith('/s/') &&
  !PICTURE_PATH.test(url.pathname) &&
  !isCheckoutPath(url.pathname);

/** `strategy` for the shop's own files; another origin's file asked for before the origins were read goes by as is. */
const forAppFiles =
  (strategy: Strategy): RouteHandlerCallback =>
  async (options) => {
    await remoteOriginsReady;
    return appOrigins.has(options.url.origin) ? strategy.handle(options) : fetch(options.request);
  };

/** Scripts of remotes on other origins are loaded without CORS: their answers are opaque (status 0). */
const keptStatuses = new CacheableResponsePlugin({ statuses: [0, 200] });

/**
 * The page answered from its saved copy gets a notice, first in its body (outside the app's root): offline, or, when
 * the device is online, that the shop was slow to answer (the network's answer still refreshes the saved copy).
 */
const withOfflineNotice: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return null;
    const html = await cachedResponse.text();
    const notice =
      `<p id="${OFFLINE_NOTICE_ELEMENT_ID}" role="status" style="margin:0;padding:8px 16px;text-align:center;font-weight:600;` +
      `color:var(--sf-color-text);background:var(--sf-color-warning-soft);border-bottom:1px solid var(--sf-color-warning)">${self.navigator.onLine ? SLOW_CONNECTION_NOTICE : OFFLINE_NOTICE}</p>`;
    const headers = new Headers(cachedResponse.headers);
    headers.delete('content-length');
    return new Response(
      html.replace(/<body([^>]*)>/, (body) => `${body}${notice}`),
      { status: cachedResponse.status, headers },
    );
  },
};

/** The caches that may hold what a signed-in shopper saw. */
const PAGES_CACHE = 'pages';
const API_CACHE = 'api';

const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [new CacheableResponsePlugin({ statuses: [200] }), withOfflineNotice],
});
const buildFiles = new NetworkFirst({ cacheName: 'build-files', networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS, plugins: [keptStatuses] });

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Checkout and payment pages go to the network only; offline, they get the offline page.
registerRoute(({ request, url }) => request.mode === 'navigate' && isCheckoutPath(url.pathname), new NetworkOnly());
registerRoute(({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin, pages);
registerRoute(
  (options) => mayBeAppFile(options) && HASHED_FILE.test(options.url.pathname),
  forAppFiles(
    new CacheFirst({
      cacheName: 'hashed-files',
      plugins: [keptStatuses, new ExpirationPlugin({ maxEntries: MAX_HASHED_FILES, maxAgeSeconds: THIRTY_DAYS_SECONDS, purgeOnQuotaError: true })],
    }),
  ),
);
registerRoute(mayBeAppFile, forAppFiles(buildFiles));
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/s/api/') && !isUncacheableApiPath(url.pathname),
  new NetworkFirst({
    cacheName: API_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [new CacheableResponsePlugin({ statuses: [200] })],
  }),
);
registerRoute(
  ({ url }) => url.origin === self.location.origin && PICTURE_PATH.test(url.pathname),
  new StaleWhileRevalidate({
    cacheName: 'pictures',
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: MAX_PICTURES, purgeOnQuotaError: true })],
  }),
);

registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === SIGN_OUT_API_PATH,
  async ({ request }) => {
    await Promise.all([caches.delete(PAGES_CACHE), caches.delete(API_CACHE)]);
    return fetch(request);
  },
);

setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') return (await matchPrecache(OFFLINE_PAGE_PATH)) ?? Response.error();
  return Response.error();
});

/** Takes over at once unless a window is in a checkout, which must finish on the worker it started with. */
async function takeOverUnlessCheckingOut(): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  if (windows.some((client) => isCheckoutPath(new URL(client.url).pathname))) return;
  await self.skipWaiting();
}

self.addEventListener('install', (event) => {
  const remotes = buildFiles.handle({ event, request: new Request(REMOTES_JSON_PATH) }).then(learnRemoteOrigins);
  event.waitUntil(Promise.all([remotes.catch(() => undefined), takeOverUnlessCheckingOut()]));
});
self.addEventListener('message', (event) => {
  if (event.data === TAKE_OVER_MESSAGE) event.waitUntil(takeOverUnlessCheckingOut());
});
clientsClaim();
