/**
 * The search box's suggestions, on a desktop and a phone: the empty box offers popular searches, typing a Hinglish
 * word lists the shop's products for it, the open list is accessible, a product is added to the cart from it, and a
 * shopper picks one with the keyboard and lands on its page. An Enter searches the trimmed text in the app even before
 * the suggestions have loaded, and without JavaScript the plain form does.
 */
import { cartBadge, DESKTOP_VIEWPORT, DEVICES, expect, expectAccessible, searchBox, test } from './fixtures';

for (const { device, viewport } of DEVICES) {
  test.describe(`search suggestions on a ${device}`, () => {
    test.use({ viewport });

    test('type "aloo", add a suggested product to the cart, pick one with the keyboard, land on its page', async ({ page, consoleErrors }) => {
      await page.goto('/');
      const box = await searchBox(page, device === 'phone');
      const list = page.getByRole('grid', { name: 'Search suggestions' });
      // While the box is empty: what the shop's shoppers search for most (the demo's week of searches).
      await expect(list.getByRole('rowgroup', { name: 'Popular searches' }).getByRole('gridcell', { name: 'paneer' })).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`popular-${viewport.width}.png`) });
      await box.pressSequentially('aloo');
      const productRows = list.getByRole('rowgroup', { name: 'Products' }).getByRole('row');
      const products = productRows.getByRole('gridcell').filter({ hasNot: page.getByRole('button') });
      await expect(products.first()).toBeVisible();
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      await expect(list.getByRole('gridcell').last()).toHaveText("See all results for 'aloo'");
      await expect(page.getByRole('banner').getByRole('status')).toHaveText(/^\d+ suggestions?$/);
      await expectAccessible(page);
      await page.screenshot({ path: test.info().outputPath(`suggestions-${viewport.width}.png`) });

      // Added from the list, without leaving the search.
      await productRows.getByRole('button', { name: 'Add to Cart' }).first().click();
      await expect(cartBadge(page, 1)).toBeVisible();
      await expect(box).toHaveAttribute('aria-expanded', 'true');

      const name = (await products.first().locator('span span').first().textContent()) ?? '';
      await box.press('ArrowDown');
      await expect(products.first()).toHaveAttribute('aria-selected', 'true');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/products\/[a-z0-9-]+$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      expect(consoleErrors).toEqual([]);
    });
  });
}

test.describe('an Enter in the search box', () => {
  test.use({ viewport: DESKTOP_VIEWPORT });

  test('before the suggestions have loaded searches the trimmed text in the app, as after', async ({ page, consoleErrors }) => {
    await page.goto('/');
    const form = page.getByRole('banner').getByRole('search');
    await expect.poll(() => form.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$')))).toBe(true);
    // The code the box's focus asks for is held back until the Enter has been pressed.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const box = form.getByRole('searchbox', { name: 'Search products' });
    await box.fill('  paneer ');
    await box.press('Enter');
    await expect(form.getByRole('combobox')).toHaveCount(0);
    release();
    await expect(page).toHaveURL(/\/products\?q=paneer$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “paneer”');
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  test('without JavaScript submits the form, and the listing reads a padded search as the trimmed one', async ({ browser }) => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto('/');
    const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search products' });
    await box.fill('  paneer ');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/products\?q=\+\+paneer\+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “paneer”');
    await expect(page.getByRole('banner').getByRole('searchbox', { name: 'Search products' })).toHaveValue('paneer');
    await page.close();
  });
});
