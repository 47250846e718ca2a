/**
 * One team redeploys: the catalog image is rebuilt with a new BUILD_ID and its container alone is recreated
 * (`docker-compose up -d --no-deps catalog`). The next load runs the new build and no other container restarted.
 */
import { execFileSync } from 'node:child_process';
import { expect, test } from '../tests/fixtures';
import { composeWith, containerStarts, healthy, root } from './compose';

test('the catalog team redeploys alone: the next load shows the new build, nothing else restarts', async ({ page, consoleErrors }) => {
  const before = containerStarts();
  await page.goto('/products');
  const slot = page.locator('[data-remote="catalog"]');
  await expect(slot).toHaveAttribute('data-build', /^\d+\.\d+\.\d+\+/);

  const buildId = `compose${Date.now()}`;
  const env = { ...process.env, BUILD_ID: buildId };
  execFileSync(process.execPath, ['scripts/compose-build.mjs', 'catalog'], { cwd: root, env, stdio: 'inherit' });
  composeWith(env, 'up', '-d', '--no-deps', 'catalog');
  await expect.poll(() => healthy('catalog'), { timeout: 60_000 }).toBe(true);

  await page.reload();
  await expect(slot).toHaveAttribute('data-build', new RegExp(`\\+${buildId}$`));
  await page.goto('/status');
  await expect(page.getByTestId('status-mfe-catalog')).toContainText(buildId);

  const after = containerStarts();
  const restarted = Object.keys(before).filter((name) => after[name] !== before[name]);
  expect(restarted).toEqual([expect.stringContaining('catalog')]);
  expect(consoleErrors).toEqual([]);
});
