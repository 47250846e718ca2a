/**
 * One team redeploys: the catalog image is rebuilt with a new BUILD_ID and its container alone is recreated
 * (`docker-compose up -d --no-deps catalog`). The next load runs the new build and no other container restarted;
 * every file of the build a page opened before had started with is still served, for the code it has yet to load.
 */
import { execFileSync } from 'node:child_process';
import { expect, test } from '../tests/fixtures';
import { CATALOG_ORIGIN, composeWith, containerStarts, healthy, root } from './compose';

test('the catalog team redeploys alone: the next load shows the new build, nothing else restarts', async ({ page, consoleErrors }) => {
  const before = containerStarts();
  await page.goto('/products');
  const slot = page.locator('[data-remote="catalog"]');
  await expect(slot).toHaveAttribute('data-build', /^\d+\.\d+\.\d+\+/);

  const oldBuildFiles = manifestFiles(await (await page.request.get(`${CATALOG_ORIGIN}/mf-manifest.json`)).json());
  expect(oldBuildFiles.length).toBeGreaterThan(5);

  const buildId = `compose${Date.now()}`;
  const env = { ...process.env, BUILD_ID: buildId };
  execFileSync(process.execPath, ['scripts/compose-build.mjs', 'catalog'], { cwd: root, env, stdio: 'inherit' });
  composeWith(env, 'up', '-d', '--no-deps', 'catalog');
  await expect.poll(() => healthy('catalog'), { timeout: 60_000 }).toBe(true);

  const newBuildFiles = manifestFiles(await (await page.request.get(`${CATALOG_ORIGIN}/mf-manifest.json`)).json());
  // The routes module carries the build id, so the new build names it differently: the old name is the old build's.
  expect(oldBuildFiles.filter((file) => !newBuildFiles.includes(file))).not.toEqual([]);
  for (const file of oldBuildFiles) expect((await page.request.get(`${CATALOG_ORIGIN}/${file}`)).status(), file).toBe(200);

  await page.reload();
  await expect(slot).toHaveAttribute('data-build', new RegExp(`\\+${buildId}$`));
  await page.goto('/status');
  await expect(page.getByTestId('status-mfe-catalog')).toContainText(buildId);

  const after = containerStarts();
  const restarted = Object.keys(before).filter((name) => after[name] !== before[name]);
  expect(restarted).toEqual([expect.stringContaining('catalog')]);
  expect(consoleErrors).toEqual([]);
});

/** Every script a remote's manifest names for its exposed modules: what a page running that build may still load. */
function manifestFiles(manifest: { exposes: { assets: { js: { sync: string[]; async: string[] } } }[] }): string[] {
  return [...new Set(manifest.exposes.flatMap(({ assets }) => [...assets.js.sync, ...assets.js.async]))];
}
