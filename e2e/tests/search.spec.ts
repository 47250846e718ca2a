/**
 * The search box's suggestions, on a desktop and a phone: the empty box offers popular searches, typing a Hinglish
 * word lists the shop's products for it, the open list is accessible, a product is added to the cart from it, and a
 * shopper picks one with the keyboard and lands on its page.
 */
import { cartBadge, DEVICES, expect, expectAccessible, searchBox, test } from './fixtures';

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
