/**
 * A remote's container stopped (`docker-compose stop pages`): the home page's slot shows the shell's fallback, the
 * rest of the shop works (the catalogue, the cart); `docker-compose start pages` and Retry bring the remote back into
 * the same page, without reloading it.
 */
import { cartBadge, expect, test } from '../tests/fixtures';
import { compose, healthy } from './compose';

const slot = (page: import('@playwright/test').Page) => page.locator('[data-remote="pages"]');

test('the pages remote stopped: its slot falls back, the shop works, start and Retry bring it back', async ({ page, request, consoleErrors }) => {
  compose('stop', 'pages');
  // The shell's deployable still answers; once its renderer sees the remote gone it leaves the slot to the browser.
  await expect
    .poll(async () => {
      const sent = await request.get('/');
      return sent.status() === 200 && !(await sent.text()).includes('data-remote="pages"');
    })
    .toBe(true);
  await page.goto('/');
  await expect(page.getByTestId('remote-fallback-pages')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'This part of the shop is unavailable right now' })).toBeVisible();
  await expect(page.getByText('We could not load mfe-pages. The rest of the shop still works.')).toBeVisible();

  const shop = await page.context().newPage();
  await shop.goto('/products');
  await shop.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(cartBadge(shop, 1)).toBeVisible();
  await shop.close();

  compose('start', 'pages');
  await expect.poll(() => healthy('pages'), { timeout: 60_000, intervals: [1000] }).toBe(true);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(slot(page)).toBeAttached();
  await expect(page.getByTestId('remote-fallback-pages')).toHaveCount(0);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  // Only the stopped container's refused connections.
  expect(consoleErrors.filter((error) => !/ERR_CONNECTION_REFUSED/.test(error))).toEqual([]);
});

test.afterEach(() => {
  compose('start', 'pages');
});
