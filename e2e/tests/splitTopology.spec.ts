/**
 * The shop as compose runs it, without Docker (server/src/deploy/topology.ts): a proxy at the public origin, each app
 * from its own static server on its own origin, the API behind the proxy (two processes on PostgreSQL when
 * TEST_DATABASE_URL is set). Each team's redeploy is a real production build of its app into a new release. The
 * redeploys run with the shop's service worker active (the other journeys block it): it must never pin a build.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page, Response } from '@playwright/test';
import { Client } from 'pg';
import { deployBuild, deployDist, redeploy, startSplit } from '../../server/src/deploy/topology';
import { createPostgresDatabase, type TemporaryDatabase } from '../../server/test/helpers/postgresDatabase';
import { buildFailingServerRemote } from '../support/buildRemote';
import { buildPreviousRelease, PREVIOUS_RELEASE } from '../support/previousRelease';
import { cartBadge, expect, test } from './fixtures';

const PORT = Number(process.env.E2E_SPLIT_PORT ?? 3700);

/** A route each remote draws, open to guests; `serverDrawn`: the shell's deployable draws it on the server too. */
const REMOTE_ROUTES = [
  { app: 'mfe-catalog', remote: 'catalog', route: '/products', serverDrawn: true },
  { app: 'mfe-cart-checkout', remote: 'cartCheckout', route: '/checkout/confirm/999999', serverDrawn: false },
  { app: 'mfe-account', remote: 'account', route: '/auth/login', serverDrawn: false },
  { app: 'mfe-pages', remote: 'pages', route: '/', serverDrawn: true },
] as const;

let topology: Awaited<ReturnType<typeof startSplit>>;
let deployRoot: string;
let dataDir: string;
let database: TemporaryDatabase | null = null;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  deployRoot = mkdtempSync(path.join(tmpdir(), 'storefront-deploy-'));
  dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-split-data-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  database = adminUrl ? await createPostgresDatabase(adminUrl, 'storefront_split') : null;
  topology = await startSplit({ port: PORT, deployRoot, dataDir, databaseUrl: database?.url, quiet: true });
});

test.afterAll(async () => {
  await topology?.stop();
  await database?.drop();
  for (const folder of [deployRoot, dataDir]) if (folder) rmSync(folder, { recursive: true, force: true });
});

const url = (route: string) => new URL(route, topology.publicUrl).href;
const slot = (page: Page, remote: string) => page.locator(`[data-remote="${remote}"]`);

/** The build of a remote's slot in the HTML the shell's deployable sends for a route, or null when not drawn there. */
async function serverDrawnBuild(request: APIRequestContext, route: string, remote: string): Promise<string | null> {
  const html = await (await request.get(url(route))).text();
  expect(html).toMatch(/<div id="root" data-server-rendered="">/);
  return new RegExp(`data-remote="${remote}"[^>]*data-build="([^"]+)"`).exec(html)?.[1] ?? null;
}

async function controlledByWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, { timeout: 15_000 });
}

/** The addresses the shop's worker keeps in its network-first cache (entries, manifests, remotes.json). */
const keptBuildFiles = (page: Page) => page.evaluate(async () => (await (await caches.open('build-files')).keys()).map((request) => request.url));

/** Whether the shop's registration has a new worker installed and waiting to take over. */
const workerWaiting = (page: Page) => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));

/** A payment screen open to guests (the order is not theirs: the API answers 401, the screen says so). */
const PAYMENT_PATH = '/checkout/confirm/999999';

test.describe('with the shop’s service worker active', () => {
  test.use({ serviceWorkers: 'allow' });

  test('each remote and then the shell redeployed alone runs on the next load; the open page keeps its old chunks; an open payment keeps its worker', async ({
    page,
    context,
    request,
    consoleErrors,
  }) => {
    test.setTimeout(360_000);
    const before = topology.pids();
    await page.goto(url('/'));
    await controlledByWorker(page);
    for (const [index, { app, remote, route, serverDrawn }] of REMOTE_ROUTES.entries()) {
      const remoteOrigin = new URL(topology.appUrl(app)).origin;
      const loaded: string[] = [];
      const onResponse = (response: Response) => {
        if (response.url().startsWith(remoteOrigin) && response.url().endsWith('.js')) loaded.push(response.url());
      };
      page.on('response', onResponse);
      await page.goto(url(route));
      const oldBuild = await slot(page, remote).getAttribute('data-build');
      expect(oldBuild).toMatch(/^\d+\.\d+\.\d+\+/);
      // The shell's deployable draws the shopper's pages with the remote's server build, the one the browser runs.
      if (serverDrawn) expect(await serverDrawnBuild(request, route, remote)).toBe(oldBuild);
      page.off('response', onResponse);
      expect(loaded.length).toBeGreaterThan(0);
      // The worker keeps the remote's entry (from the remote's own origin) for a load without a connection.
      await expect.poll(() => keptBuildFiles(page)).toContain(`${topology.appUrl(app)}/remoteEntry.js`);

      const buildId = `e2e${Date.now()}${index}`;
      await redeploy(deployRoot, app, { buildId, quiet: true });

      // The page opened before the switch can still fetch every script of the build it runs.
      for (const script of loaded) expect((await request.get(script)).status(), script).toBe(200);
      // The next page the shell's deployable draws has the new build (its renderer looks again within a second).
      if (serverDrawn) await expect.poll(() => serverDrawnBuild(request, route, remote), { timeout: 5_000 }).toMatch(new RegExp(`\\+${buildId}$`));
      // The shell keeps running the page; its next load runs the new build of this remote only, worker or not.
      await page.reload();
      await expect(slot(page, remote)).toHaveAttribute('data-build', new RegExp(`\\+${buildId}$`));
      const status = await request.get(`${topology.appUrl(app)}/mf-manifest.json`);
      expect((await status.json()).metaData.buildInfo.buildVersion).toMatch(new RegExp(`\\+${buildId}$`));
    }
    // The shell's own build did not change.
    await page.goto(url('/status'));
    await expect(page.getByTestId('status-shell')).toContainText('ok');
    for (const { app } of REMOTE_ROUTES) await expect(page.getByTestId(`status-${app}`)).toContainText(/\+e2e\d+/);
    await expect(page.getByTestId('status-server')).toContainText('ok');

    // A shopper in a payment in another tab, under the same worker.
    const payment = await context.newPage();
    await payment.goto(url(PAYMENT_PATH));
    await controlledByWorker(payment);
    await payment.evaluate(() => {
      const counted = window as unknown as { workerChanges: number };
      counted.workerChanges = 0;
      navigator.serviceWorker.addEventListener('controllerchange', () => (counted.workerChanges += 1));
    });
    const shellBuild = `e2e${Date.now()}s`;
    await redeploy(deployRoot, 'shell', { buildId: shellBuild, quiet: true });
    // The browser looks for a new worker on navigations; asked now, it installs the shell's new one, which waits.
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
    await expect.poll(() => workerWaiting(page), { timeout: 30_000 }).toBe(true);
    // The shell's new build runs on the next load all the same: the old worker asks the network first.
    await page.goto(url('/status'));
    await expect(page.getByTestId('status-shell')).toContainText(shellBuild);
    // That load found the payment still open: the new worker still waits, and the payment's page kept its worker.
    expect(await workerWaiting(page)).toBe(true);
    expect(await payment.evaluate(() => (window as unknown as { workerChanges: number }).workerChanges)).toBe(0);
    // The payment over, the next page loaded takes the new worker on.
    await payment.goto(url('/products'));
    await expect.poll(() => workerWaiting(payment), { timeout: 15_000 }).toBe(false);

    // Nothing was restarted: the same processes serve the shell, the proxy, the API and every app.
    expect(topology.pids()).toEqual(before);
    // The payment confirmation screen asks the API for an order a guest may not see (401): the only error expected.
    expect(consoleErrors.filter((error) => !error.includes('status of 401 (Unauthorized)'))).toEqual([]);
  });
});

test('each remote’s server stopped in turn: its slot shows the fallback, the rest of the shop works, Retry brings it back', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  for (const { app, remote, route } of REMOTE_ROUTES) {
    await topology.stopApp(app);
    // The shell's deployable still answers with the page; within a second its renderer sees the remote gone and
    // leaves its slot to the browser.
    await expect
      .poll(async () => {
        const sent = await request.get(url(route));
        return sent.status() === 200 && !(await sent.text()).includes(`data-remote="${remote}"`);
      })
      .toBe(true);
    await page.goto(url(route));
    await expect(page.getByTestId(`remote-fallback-${remote}`)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('This part of the shop is unavailable right now')).toBeVisible();
    // The shell and the other remotes keep working.
    await expect(page.getByPlaceholder('Search')).toBeVisible();
    const other = REMOTE_ROUTES.find((candidate) => candidate.app !== app && candidate.remote !== 'cartCheckout')!;
    const otherPage = await page.context().newPage();
    await otherPage.goto(url(other.route));
    await expect(slot(otherPage, other.remote)).toBeAttached();
    await otherPage.close();

    await topology.startApp(app);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(slot(page, remote)).toBeAttached();
    await expect(page.getByTestId(`remote-fallback-${remote}`)).toHaveCount(0);
  }
  // The browser took each page over as the server drew it: no difference reported, only the stopped servers' refusals.
  expect(consoleErrors.filter((error) => !/ERR_CONNECTION_REFUSED|status of 401/.test(error))).toEqual([]);
});

test.describe('a remote whose server build cannot draw its screen', () => {
  let buildFolder: string;
  test.beforeAll(() => {
    buildFolder = mkdtempSync(path.join(tmpdir(), 'storefront-failing-'));
  });
  test.afterAll(() => {
    if (buildFolder) rmSync(buildFolder, { recursive: true, force: true });
  });

  for (const { app, remote, route } of REMOTE_ROUTES.filter(({ serverDrawn }) => serverDrawn)) {
    test(`${app}: a screen that throws or never finishes on the server is drawn by the browser; the page answers 200 with the shop around it`, async ({
      page,
      request,
      consoleErrors,
    }) => {
      test.setTimeout(120_000);
      // The team's browser build as it is, beside a server build whose screens fail (e2e/fixtures/failing-server-remote).
      const release = path.join(buildFolder, app);
      cpSync(path.resolve(__dirname, '../..', app, 'dist'), release, { recursive: true });
      rmSync(path.join(release, 'server'), { recursive: true, force: true });
      await buildFailingServerRemote(remote, release);
      deployBuild(deployRoot, app, release, 'failing-server');
      try {
        // At `?slow` the screen is still drawing when the renderer's deadline passes; elsewhere it throws.
        for (const address of [route, `${route}${route.includes('?') ? '&' : '?'}slow`]) {
          // Within a second of the switch the renderer draws with the failing build, and leaves the slot to the browser.
          await expect
            .poll(async () => {
              const sent = await request.get(url(address));
              const html = await sent.text();
              return sent.status() === 200 && html.includes('data-server-rendered') && !html.includes(`data-remote="${remote}"`);
            })
            .toBe(true);
          const html = await (await request.get(url(address))).text();
          expect(html).toContain('All Rights Reserved');
          expect(html).toMatch(/<header[^>]*>[\s\S]*FreshKart/);

          await page.goto(url(address));
          await expect(slot(page, remote)).toHaveAttribute('data-build', /\+/);
          await expect(page.getByTestId(`remote-fallback-${remote}`)).toHaveCount(0);
        }
        // The browser took the slot over as a part left to it, not as a page that differs from the server's.
        expect(consoleErrors).toEqual([]);
      } finally {
        deployDist(deployRoot, app);
      }
    });
  }
});

test('two API processes behind one origin: a price change is served by both at once', async ({ page, request }) => {
  test.skip(!database, 'two API processes share a PostgreSQL database: set TEST_DATABASE_URL (npm test does when DATABASE_URL is set)');
  expect(topology.apiUrls).toHaveLength(2);
  const headers = { 'x-web-url': topology.publicUrl };
  const listing = async (apiUrl: string) => (await (await request.get(`${apiUrl}/s/api/products`, { headers })).json()).data;
  // Both processes have the listing in their cache.
  const [first] = await listing(topology.apiUrls[0]);
  expect((await listing(topology.apiUrls[1]))[0].product_id).toBe(first.product_id);
  const pack = first.packs[0];
  const newPrice = pack.price + 7;

  // The change lands in the shared database (as the back office would write it).
  const client = new Client({ connectionString: database!.url });
  await client.connect();
  try {
    await client.query('update packs set price_paise = $1 where id = $2', [newPrice * 100, pack.pack_id]);
  } finally {
    await client.end();
  }

  for (const apiUrl of topology.apiUrls) {
    await expect
      .poll(async () => (await listing(apiUrl)).find((product: { product_id: number }) => product.product_id === first.product_id).packs[0].price, {
        timeout: 2_000,
      })
      .toBe(newPrice);
  }
  // And the shopper sees it through the public origin, whichever process answers.
  await page.goto(url('/products'));
  await expect(page.getByTestId('product-card').first()).toContainText(`₹${newPrice}`);
});

test.describe('version skew against the previous release', () => {
  let previous: Record<string, string>;
  let buildFolder: string;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    buildFolder = mkdtempSync(path.join(tmpdir(), 'storefront-previous-'));
    previous = await buildPreviousRelease(['shell', 'mfe-catalog'], buildFolder);
  });
  test.afterAll(() => {
    if (buildFolder) rmSync(buildFolder, { recursive: true, force: true });
  });

  test('the previous catalog on the current shell: the listing and a product page work', async ({ page, request, consoleErrors }) => {
    deployBuild(deployRoot, 'mfe-catalog', previous['mfe-catalog'], `previous-${PREVIOUS_RELEASE.commit.slice(0, 7)}`);
    try {
      // Within a second of the switch the shell's deployable draws the listing with the previous build's server container.
      await expect.poll(() => serverDrawnBuild(request, '/products', 'catalog')).toMatch(/\+previous$/);
      await page.goto(url('/products'));
      await expect(page.getByTestId('product-card')).toHaveCount(24);
      await expect(slot(page, 'catalog')).toHaveAttribute('data-build', /\+previous$/);
      const name = (await page.getByTestId('product-card').first().getByRole('heading').textContent())!.trim();
      await page.getByTestId('product-card').first().getByRole('link').first().click();
      await expect(page).toHaveURL(/\/products\/[^/?]+$/);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      expect(consoleErrors).toEqual([]);
    } finally {
      deployDist(deployRoot, 'mfe-catalog');
    }
  });

  test('the current remotes on the previous shell: every remote whose runtime needs are met works, bought-together too', async ({
    page,
    consoleErrors,
  }) => {
    deployBuild(deployRoot, 'shell', previous.shell, `previous-${PREVIOUS_RELEASE.commit.slice(0, 7)}`);
    try {
      // Since the runtime holds only what must be one per page, the remotes' calls and contracts travel with them:
      // each current remote runs on the previous shell's runtime (same major), none shows its fallback.
      for (const { remote, route } of REMOTE_ROUTES) {
        await page.goto(url(route));
        await expect(slot(page, remote)).toHaveAttribute('data-build', /\+/, { timeout: 20_000 });
        await expect(page.getByTestId(`remote-fallback-${remote}`)).toHaveCount(0);
      }
      // A guest's payment confirmation is refused by the API (401), as it should be: not this journey's concern.
      consoleErrors.splice(0);
      // A feature the catalog team shipped alone (with the server): listing → product → "Frequently bought
      // together" → add to cart, and the previous shell's badge counts it.
      await page.goto(url('/products?q=onion'));
      await page.getByTestId('product-card').getByRole('link', { name: /Onion/ }).first().click();
      await expect(page).toHaveURL(/\/products\/[^/?]+$/);
      const together = page.getByRole('region', { name: 'Frequently bought together' });
      await expect(together.getByTestId('product-card').first()).toBeVisible();
      // The previous shell's server-drawn page does not hold a press made before the app takes it over (the current
      // one does): the shopper presses once React owns the button (it marks the elements it owns with its props).
      const add = together.getByRole('button', { name: 'Add to Cart' }).first();
      await expect.poll(() => add.evaluate((button) => Object.keys(button).some((key) => key.startsWith('__reactProps$')))).toBe(true);
      await add.click();
      await expect(cartBadge(page, 1)).toBeVisible();
      expect(consoleErrors).toEqual([]);
    } finally {
      deployDist(deployRoot, 'shell');
    }
  });
});
