/**
 * Independent deploys across a shared-code bump, in Chromium: a remote built against newer stateless shared code
 * loads its own copy and still runs on the page's one runtime (event bus, stores, API client); a shell that is
 * ahead serves an older remote; a remote needing an incompatible runtime is refused by its slot's fallback while
 * the rest of the shop keeps working. Each scenario builds the app anew into a temporary folder and serves it in
 * place of the deployed one.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { buildRemote } from '../support/buildRemote';
import { expect, scrollToFooter, test } from './fixtures';

const sharedPackage = JSON.parse(readFileSync(path.resolve(__dirname, '../../shared/package.json'), 'utf8'));
/** The @storefront/shared entry versions of the workspace: what the deployed apps were built against. */
const CURRENT: Record<string, string> = sharedPackage.storefront.entryVersions;
const nextMinor = (version: string) => version.replace(/^(\d+)\.(\d+)\.\d+$/, (_all, major, minor) => `${major}.${Number(minor) + 1}.0`);
const nextMajor = (version: string) => `${Number(version.split('.')[0]) + 1}.0.0`;

/** Which version of each @storefront/shared entry each app of the page runs on, from the federation runtime. */
function sharedInUse(page: Page) {
  return page.evaluate(() => {
    type Share = { from: string; loaded?: boolean; useIn?: string[] };
    const federation = (
      window as unknown as {
        __FEDERATION__: { __INSTANCES__: { name: string; shareScopeMap: Record<string, Record<string, Record<string, Share>>> }[] };
      }
    ).__FEDERATION__;
    const scope = federation.__INSTANCES__.find((instance) => instance.name === 'shell')!.shareScopeMap.default;
    const inUse: Record<string, Record<string, { version: string; from: string }>> = {};
    for (const [key, versions] of Object.entries(scope)) {
      if (!key.startsWith('@storefront/shared')) continue;
      for (const [version, share] of Object.entries(versions)) {
        if (!share.loaded) continue;
        for (const app of share.useIn ?? []) (inUse[app] ??= {})[key] = { version, from: share.from };
      }
    }
    return inUse;
  });
}

/** Whether the shell and the catalog hold the very same runtime module (and so the same event bus). */
function sameRuntimeInstance(page: Page) {
  return page.evaluate(async () => {
    type Instance = { name: string; loadShare: (key: string) => Promise<false | (() => Record<string, unknown>)> };
    const instances = (window as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } }).__FEDERATION__.__INSTANCES__;
    const runtimeOf = async (name: string) => {
      const factory = await instances.find((instance) => instance.name === name)!.loadShare('@storefront/shared/runtime');
      return factory ? factory() : null;
    };
    const [shell, catalog] = [await runtimeOf('shell'), await runtimeOf('catalog')];
    return Boolean(shell && catalog && shell === catalog && shell.eventBus === catalog.eventBus && shell.cartStore === catalog.cartStore);
  });
}

/**
 * Serves the files of `folder` for every request under `urlPrefix` (the app "redeployed" at the same address).
 * A file the new build does not have (the page's preload hints name the deployed build's chunks) comes from the
 * server, as an old chunk would after a real redeploy.
 */
async function serveBuild(page: Page, folder: string, matches: (pathname: string) => boolean, stripPrefix = '') {
  await page.route(
    (url) => matches(url.pathname),
    (route) => {
      const file = path.join(folder, new URL(route.request().url()).pathname.slice(stripPrefix.length));
      return existsSync(file) ? route.fulfill({ path: file }) : route.continue();
    },
  );
}

test.describe('version skew between the shell and a remote', () => {
  test.describe.configure({ timeout: 180_000 });
  const folders: string[] = [];
  const newFolder = () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'storefront-skew-'));
    folders.push(folder);
    return folder;
  };
  test.afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

  test('a catalog built against newer contracts and UI kit loads its own copies and shares the one runtime', async ({ page, consoleErrors }) => {
    const folder = newFolder();
    await buildRemote('mfe-catalog', { ...CURRENT, '.': nextMinor(CURRENT['.']), './ui': nextMinor(CURRENT['./ui']) }, folder);
    await serveBuild(page, folder, (pathname) => pathname.startsWith('/mfe-catalog/'), '/mfe-catalog/');
    await page.goto('/products');
    await expect(page.getByTestId('product-card')).toHaveCount(24);

    const inUse = await sharedInUse(page);
    expect(inUse.catalog['@storefront/shared']).toEqual({ version: nextMinor(CURRENT['.']), from: 'catalog' });
    expect(inUse.shell['@storefront/shared']).toEqual({ version: CURRENT['.'], from: 'shell' });
    expect(inUse.catalog['@storefront/shared/runtime']).toEqual({ version: CURRENT['./runtime'], from: 'shell' });
    expect(await sameRuntimeInstance(page)).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  test('a shell that is ahead (newer contracts, UI kit and compatible runtime) runs an older catalog on its copies', async ({
    page,
    consoleErrors,
  }) => {
    const folder = newFolder();
    await buildRemote(
      'shell',
      { ...CURRENT, '.': nextMinor(CURRENT['.']), './runtime': nextMinor(CURRENT['./runtime']), './ui': nextMinor(CURRENT['./ui']) },
      folder,
    );
    // The shell's scripts live at the site root; the page itself is still the server's (it injects the config).
    await serveBuild(page, folder, (pathname) => /^\/[^/]+\.js$/.test(pathname));
    await page.goto('/products');
    await expect(page.getByTestId('product-card')).toHaveCount(24);

    const inUse = await sharedInUse(page);
    expect(inUse.catalog['@storefront/shared/runtime']).toEqual({ version: nextMinor(CURRENT['./runtime']), from: 'shell' });
    expect(inUse.catalog['@storefront/shared']).toEqual({ version: nextMinor(CURRENT['.']), from: 'shell' });
    expect(await sameRuntimeInstance(page)).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  for (const [bump, runtimeVersion] of [
    ['major', nextMajor(CURRENT['./runtime'])],
    ['minor', nextMinor(CURRENT['./runtime'])],
  ] as const)
    test(`a catalog that needs a newer runtime (${bump}) than the shell provides is refused by its fallback; the rest of the shop works`, async ({
      page,
    }) => {
      const folder = newFolder();
      await buildRemote('mfe-catalog', { ...CURRENT, './runtime': runtimeVersion }, folder);
      await serveBuild(page, folder, (pathname) => pathname.startsWith('/mfe-catalog/'), '/mfe-catalog/');
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await page.goto('/products');
      await expect(page.getByRole('heading', { name: 'This part of the shop is unavailable right now' })).toBeVisible();
      await expect(page.getByText('We could not load mfe-catalog. The rest of the shop still works.')).toBeVisible();
      expect(warnings.join('\n')).toMatch(/@storefront\/shared\/runtime does not satisfy the requirement of catalog/);
      await expect(page.getByPlaceholder('Search')).toBeVisible();
      await scrollToFooter(page);
      await expect(page.getByText(/All Rights Reserved\./)).toBeVisible();
      // Another remote still serves its screen.
      await page.getByRole('link', { name: 'FreshKart' }).first().click();
      await expect(page.getByRole('heading', { name: 'Fresh groceries, delivered today' })).toBeVisible();
    });
});
