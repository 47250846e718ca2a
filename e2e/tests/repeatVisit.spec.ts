/**
 * A repeat visit loads no unchanged JavaScript: content-hashed chunks come from the browser's cache, and
 * what keeps its name across releases (the shell's main.js, each remote's remoteEntry.js, and a manifest should the
 * browser ask for one) is revalidated with its ETag and answered 304. Read from the browser's own network log
 * (DevTools protocol).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** A product of the seeded catalogue (server/src/seed/catalogue.ts). */
const PRODUCT = { slug: 'desi-harvest-brown-rice', name: 'Desi Harvest Brown Rice' };

interface Fetched {
  path: string;
  status: number;
  /** Answered by the browser's memory or disk cache, without asking the server. */
  fromCache: boolean;
  /** Bytes received from the network for it (headers included). */
  received: number;
}

/** Every file `page` fetches from now on, by the DevTools protocol's request id. */
async function recordNetwork(page: Page): Promise<Map<string, Fetched>> {
  const fetched = new Map<string, Fetched>();
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  session.on('Network.responseReceived', ({ requestId, response }) => {
    const fromCache = Boolean(response.fromDiskCache || response.fromPrefetchCache) || fetched.get(requestId)?.fromCache === true;
    fetched.set(requestId, { path: new URL(response.url).pathname, status: response.status, fromCache, received: 0 });
  });
  session.on('Network.requestServedFromCache', ({ requestId }) => {
    const entry = fetched.get(requestId);
    if (entry) entry.fromCache = true;
    else fetched.set(requestId, { path: '', status: 0, fromCache: true, received: 0 });
  });
  session.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const entry = fetched.get(requestId);
    if (entry) entry.received = encodedDataLength;
  });
  return fetched;
}

const isJs = (file: Fetched) => file.path.endsWith('.js');
/** Files named the same in every release: revalidated on every use. */
const isUnhashedEntry = (file: Fetched) => /(^\/main\.js|\/remoteEntry\.js|\/mf-manifest\.json)$/.test(file.path);

test('a repeat visit to / downloads no JavaScript again and revalidates the entries and manifests', async ({ page, consoleErrors }) => {
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('main')).toBeVisible();
  await page.goto(`/products/${PRODUCT.slug}`, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT.name })).toBeVisible();

  // The shopper comes back to the home page: a new navigation (a new document), not a reload.
  const fetched = await recordNetwork(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('main')).toBeVisible();

  const files = [...fetched.values()].filter((file) => file.path);
  const js = files.filter(isJs);
  expect(js.length, 'the repeat visit loaded no JavaScript at all').toBeGreaterThan(0);
  const downloaded = js.filter((file) => !file.fromCache && file.status !== 304).map((file) => `${file.path} (${file.status}, ${file.received} B)`);
  expect(downloaded, 'JavaScript downloaded again on a repeat visit').toEqual([]);

  const entries = files.filter(isUnhashedEntry);
  // The shell's entry and the home page's remote (mfe-pages) at least: each asked the server, which answered 304.
  expect(entries.map((file) => file.path)).toEqual(expect.arrayContaining(['/main.js', '/mfe-pages/remoteEntry.js']));
  expect(entries.filter((file) => file.fromCache || file.status !== 304).map((file) => `${file.path} (${file.status})`)).toEqual([]);
  // Hashed chunks never ask the server.
  expect(js.filter((file) => !isUnhashedEntry(file) && !file.fromCache).map((file) => file.path)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
