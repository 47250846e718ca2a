/**
 * Independent deploys with the shop's service worker active, in the split topology (every app on its own origin,
 * server/src/deploy/topology.ts; each redeploy a real production build): a remote redeployed alone, and then the
 * shell, run on the next load; the shell's new worker installs meanwhile but does not take over while a window is in
 * a payment, only once a page loads with no checkout open.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { redeploy, startSplit } from '../../server/src/deploy/topology';
import { expect, test } from './fixtures';

/**
 * Clear of splitTopology.spec.ts's ports (its public one, +10, +11 and +100 to +104), which may run at the same time
 * on the other worker.
 */
const PORT = Number(process.env.E2E_SPLIT_PORT ?? 3700) + 20;
/** A payment screen open to guests (the order is not theirs: the API answers 401, the screen says so). */
const PAYMENT_PATH = '/checkout/confirm/999999';

let topology: Awaited<ReturnType<typeof startSplit>>;
let deployRoot: string;
let dataDir: string;

test.use({ serviceWorkers: 'allow' });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  deployRoot = mkdtempSync(path.join(tmpdir(), 'storefront-sw-deploy-'));
  dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-sw-data-'));
  topology = await startSplit({ port: PORT, deployRoot, dataDir, quiet: true });
});

test.afterAll(async () => {
  await topology?.stop();
  for (const folder of [deployRoot, dataDir]) if (folder) rmSync(folder, { recursive: true, force: true });
});

const url = (route: string) => new URL(route, topology.publicUrl).href;

async function controlledByWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, { timeout: 15_000 });
}

/** Whether the shop's registration has a new worker installed and waiting to take over. */
const workerWaiting = (page: Page) => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));

test('with the worker active, a redeployed remote and then shell run on the next load; a payment open keeps its worker', async ({
  page,
  context,
  consoleErrors,
}) => {
  test.setTimeout(300_000);
  await page.goto(url('/products'));
  await controlledByWorker(page);
  // Loaded through the worker: it now keeps the catalog's entry and chunks (on the catalog's own origin).
  await page.reload();
  const catalog = page.locator('[data-remote="catalog"]');
  const oldCatalog = await catalog.getAttribute('data-build');
  expect(oldCatalog).toMatch(/^\d+\.\d+\.\d+\+/);
  const kept = await page.evaluate(async () => (await (await caches.open('build-files')).keys()).map((request) => request.url));
  expect(kept).toContain(`${topology.appUrl('mfe-catalog')}/remoteEntry.js`);

  const catalogBuild = `sw${Date.now()}c`;
  await redeploy(deployRoot, 'mfe-catalog', { buildId: catalogBuild, quiet: true });
  await page.reload();
  await expect(catalog).toHaveAttribute('data-build', new RegExp(`\\+${catalogBuild}$`));

  // A shopper in a payment in another tab, under the same worker.
  const payment = await context.newPage();
  await payment.goto(url(PAYMENT_PATH));
  await controlledByWorker(payment);
  await payment.evaluate(() => {
    const counted = window as unknown as { workerChanges: number };
    counted.workerChanges = 0;
    navigator.serviceWorker.addEventListener('controllerchange', () => (counted.workerChanges += 1));
  });

  const shellBuild = `sw${Date.now()}s`;
  await redeploy(deployRoot, 'shell', { buildId: shellBuild, quiet: true });
  // The browser looks for a new worker on navigations; asked now, it installs the shell's new one, which waits.
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
  await expect.poll(() => workerWaiting(page), { timeout: 30_000 }).toBe(true);

  // The shell's new build runs on the next load all the same: the old worker asks the network first.
  await page.goto(url('/status'));
  await expect(page.getByTestId('status-shell')).toContainText(shellBuild);
  await expect(page.getByTestId('status-mfe-catalog')).toContainText(catalogBuild);
  // That load found the payment still open: the new worker still waits, and the payment's page kept its worker.
  expect(await workerWaiting(page)).toBe(true);
  expect(await payment.evaluate(() => (window as unknown as { workerChanges: number }).workerChanges)).toBe(0);

  // The payment over, the next page loaded takes the new worker on.
  await payment.goto(url('/products'));
  await expect.poll(() => workerWaiting(payment), { timeout: 15_000 }).toBe(false);
  await expect(payment.locator('[data-remote="catalog"]')).toHaveAttribute('data-build', new RegExp(`\\+${catalogBuild}$`));
  // The payment screen asks the API for an order a guest may not see (401): the only error expected.
  expect(consoleErrors.filter((error) => !error.includes('status of 401 (Unauthorized)'))).toEqual([]);
});
