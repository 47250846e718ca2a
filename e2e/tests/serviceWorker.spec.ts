/**
 * The shop as an installable web app, in Chromium: the manifest and the service worker meet Chromium's install
 * criteria; a page visited before opens offline from the worker's copy with a notice saying so; a page never visited
 * gets the offline page in the shop's colours, whose Retry loads the page once the connection is back.
 */
import type { Page } from '@playwright/test';
import { OFFLINE_NOTICE, OFFLINE_NOTICE_ELEMENT_ID, SLOW_CONNECTION_NOTICE, WEB_APP_MANIFEST_PATH } from '../../shared/src/contracts/webApp';
import { MESSAGES } from '../../shared/src/contracts/constants';
import { cartBadge, DESKTOP_VIEWPORT, expect, PHONE_VIEWPORT, signInOnScreens, test } from './fixtures';

const PRODUCT_PATH = '/products/doodh-ganga-fresh-paneer';
const PRODUCT_NAME = 'Doodh Ganga Fresh Paneer';

/** Resolves once the shop's worker is active and controls the page (it claims the pages open when it activates). */
async function controlledByWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, { timeout: 15_000 });
}

/** The browser's errors for requests that fail offline (each failed request is checked by its address). */
const notOfflineErrors = (errors: string[]) => errors.filter((error) => !/net::ERR_(INTERNET_DISCONNECTED|FAILED)$/.test(error));

test.use({ serviceWorkers: 'allow' });

test.describe('installable, and useful offline', () => {
  test('Chromium finds the shop installable: a manifest with its icons and a worker that controls the page', async ({ page, request }) => {
    await page.goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', WEB_APP_MANIFEST_PATH);
    await controlledByWorker(page);
    const registration = await page.evaluate(async () => {
      const ready = await navigator.serviceWorker.ready;
      return { scope: ready.scope, script: ready.active?.scriptURL };
    });
    expect(registration).toEqual({ scope: new URL('/', page.url()).href, script: new URL('/sw.js', page.url()).href });
    const worker = await request.get('/sw.js');
    expect(worker.headers()['cache-control']).toBe('no-cache');

    // What Chromium itself checks before it offers to install (the manifest's fields and icons, the worker).
    const devtools = await page.context().newCDPSession(page);
    const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
    // Playwright's contexts are off the record, where Chromium never offers to install: every other criterion holds.
    expect(installabilityErrors.filter(({ errorId }) => errorId !== 'in-incognito')).toEqual([]);
    const { url, errors } = await devtools.send('Page.getAppManifest');
    expect({ url, errors }).toEqual({ url: new URL(WEB_APP_MANIFEST_PATH, page.url()).href, errors: [] });
  });

  for (const viewport of [PHONE_VIEWPORT, DESKTOP_VIEWPORT]) {
    test(`${viewport.width} px: a product page visited before opens offline, or with the shop slow to answer, with its saved prices and says which`, async ({
      page,
      context,
      consoleErrors,
    }, testInfo) => {
      await page.setViewportSize(viewport);
      await page.goto(PRODUCT_PATH);
      await controlledByWorker(page);
      // Loaded through the worker once: it keeps the page and every file the page used, the chunks the app loads
      // after it started (a carousel's) included: the network is left to go idle first.
      const loaded = new Set<string>();
      page.on('requestfinished', (request) => loaded.add(request.url()));
      await page.reload({ waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1, name: PRODUCT_NAME })).toBeVisible();
      const price = page
        .getByRole('main')
        .getByText(/₹\s?\d/)
        .first();
      const savedPrice = await price.textContent();
      await expect(page.locator(`#${OFFLINE_NOTICE_ELEMENT_ID}`)).toHaveCount(0);

      await context.setOffline(true);
      const failed: string[] = [];
      page.on('requestfailed', (failure) => failed.push(failure.url()));
      await page.reload();
      await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: PRODUCT_NAME })).toBeVisible();
      await expect(price).toHaveText(savedPrice!);
      await page.screenshot({ path: testInfo.outputPath(`offline-notice-${viewport.width}.png`) });
      // Nothing the page loaded before is missing: only pictures it never showed (further down a carousel) are.
      expect(failed.filter((url) => loaded.has(url) || !new URL(url).pathname.startsWith('/cdn/'))).toEqual([]);

      await context.setOffline(false);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: PRODUCT_NAME })).toBeVisible();
      await expect(page.locator(`#${OFFLINE_NOTICE_ELEMENT_ID}`)).toHaveCount(0);

      // Online, but the shop answers the page later than the worker waits (3 s): the saved copy, saying why.
      await context.route(page.url(), async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 4_000));
        await route.continue().catch(() => undefined);
      });
      await page.reload();
      await expect(page.getByRole('status').filter({ hasText: SLOW_CONNECTION_NOTICE })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: PRODUCT_NAME })).toBeVisible();
      expect(notOfflineErrors(consoleErrors)).toEqual([]);
    });

    test(`${viewport.width} px: a page never visited gets the offline page in the shop's look; Retry loads it once back online`, async ({
      page,
      context,
    }, testInfo) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await controlledByWorker(page);

      await context.setOffline(true);
      await page.goto('/products?c=fresh-vegetables');
      await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
      await expect(page.getByRole('banner')).toHaveText('FreshKart');
      await expect(page.getByRole('banner')).toHaveCSS('color', 'rgb(12, 131, 31)');
      const retry = page.getByRole('link', { name: 'Retry' });
      await expect(retry).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`offline-page-${viewport.width}.png`) });

      await context.setOffline(false);
      await retry.click();
      await expect(page).toHaveURL(/\/products\?c=fresh-vegetables$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fresh Vegetables');
    });
  }

  test('signing out deletes the saved pages: offline, they are no longer shown', async ({ page, context }) => {
    await page.goto(PRODUCT_PATH);
    await controlledByWorker(page);
    await page.reload();
    expect(await page.evaluate(() => caches.has('pages'))).toBe(true);

    // What the account menu's Sign out calls.
    await page.evaluate(() => fetch('/s/api/auth/logout'));
    expect(await page.evaluate(async () => [await caches.has('pages'), await caches.has('api')])).toEqual([false, false]);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  });

  test('a signed-in shopper’s orders stay readable offline: the saved list, and an order opened from it with Order these again', async ({
    page,
    context,
  }) => {
    await page.goto('/account/orders');
    await signInOnScreens(page, 'priya@example.com');
    await expect(page).toHaveURL(/\/account\/orders$/);
    await controlledByWorker(page);
    // Read once through the worker: the list, then its first order.
    await page.reload({ waitUntil: 'networkidle' });
    const orderLinks = page.getByRole('main').getByRole('link', { name: /^View order / });
    await expect(orderLinks.first()).toBeVisible();
    const listed = await orderLinks.allTextContents();
    await orderLinks.first().click();
    const reorder = page.getByRole('button', { name: 'Order these again' });
    await expect(reorder).toBeVisible();
    await expect(page.getByRole('main')).toContainText(listed[0]);
    await page.waitForLoadState('networkidle');
    const order = await page.getByRole('main').textContent();

    await context.setOffline(true);
    await page.goto('/account/orders');
    await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toBeVisible();
    await expect(orderLinks).toHaveText(listed);
    await orderLinks.first().click();
    await expect(reorder).toBeVisible();
    await expect(page.getByRole('main')).toHaveText(order!);
  });

  test('offline, the saved product page starts the app; adding to the cart is refused with a clear message; back online the notice goes and adding works', async ({
    page,
    context,
    consoleErrors,
  }) => {
    await page.goto(PRODUCT_PATH);
    await controlledByWorker(page);
    // Opened again through the worker, until the network is idle: every file the app used is saved.
    await page.goto(PRODUCT_PATH, { waitUntil: 'networkidle' });
    await context.setOffline(true);
    await page.goto(PRODUCT_PATH);
    await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toBeVisible();
    await page.waitForFunction(() => 'storefrontHeldPresses' in window && window.storefrontHeldPresses === undefined);
    const add = page.getByRole('button', { name: 'Add to Cart' }).first();

    await add.click();
    await expect(page.getByText(MESSAGES.noConnection)).toBeVisible();
    await expect(cartBadge(page, 0)).toBeVisible();

    // Back online, the notice goes (the app has asked for current prices), and adding works.
    await context.setOffline(false);
    await expect(page.locator(`#${OFFLINE_NOTICE_ELEMENT_ID}`)).toHaveCount(0);
    await add.click();
    await expect(cartBadge(page, 1)).toBeVisible();
    expect(notOfflineErrors(consoleErrors)).toEqual([]);
  });
});
