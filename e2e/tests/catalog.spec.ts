/**
 * The catalogue through its screens (issue 11): search from the navbar, sort, the Category Filter, a brand added and
 * removed as a tag, page 2 and back, a product with its packs, the cart badge, and a wishlist made on the way.
 */
import type { Page } from '@playwright/test';
import { expect, signInOnScreens, test } from './fixtures';

const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 800 };

const cards = (page: Page) => page.getByTestId('product-card');
const cartBadge = (page: Page, items: number) => page.getByRole('banner').getByRole('button', { name: `Cart, ${items} items` });
const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The rupee amounts of the cards on screen, in order (each card's selling price, not its struck MRP). */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await cards(page).locator('span > span:first-child').allTextContents();
  return texts.filter((text) => text.startsWith('₹')).map((text) => Number(text.replace(/[₹,]/g, '')));
}

test.describe('browsing the catalogue', () => {
  test.use({ viewport: DESKTOP });

  test('search with a typo from the navbar, sort, filter by category in the modal and by brand as a tag', async ({ page, consoleErrors }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('searchbox').fill('tomatoe');
    await page.getByRole('banner').getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/products\?q=tomatoe$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “tomatoe”');
    await expect(
      cards(page)
        .getByRole('heading', { name: /Tomato/ })
        .first(),
    ).toBeVisible();

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
    await expect(page).toHaveURL(/[?&]s=price_asc/);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_asc');
    const prices = await cardPrices(page);
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    await page.getByRole('navigation').getByRole('link', { name: 'Categories' }).first().click();
    const filter = page.getByRole('dialog', { name: 'Category Filter' });
    await filter.getByRole('checkbox', { name: 'Fresh Vegetables' }).check();
    await filter.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page).toHaveURL(/\/products\?c=fresh-vegetables$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fresh Vegetables');
    await expect(page.getByText(/^\d+ products$/)).toBeVisible();

    await page.getByRole('button', { name: 'Brand' }).click();
    await page.getByRole('option', { name: 'FreshFarm' }).click();
    await expect(page).toHaveURL(/[?&]b=freshfarm/);
    await expect(page.getByRole('button', { name: 'Remove FreshFarm' })).toBeVisible();
    await page.getByRole('button', { name: 'Remove FreshFarm' }).click();
    await expect(page).toHaveURL(/\/products\?c=fresh-vegetables$/);
    await page.getByRole('button', { name: 'Reset All' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All products');
    expect(consoleErrors).toEqual([]);
  });

  test('page 2, a product from it, and back to the same page, filters and scroll', async ({ page, consoleErrors }) => {
    await page.goto('/products?c=staples');
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/products\?c=staples&page=2$/);
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    const firstOnPage2 = await cards(page).first().getByRole('heading').textContent();

    await cards(page).nth(12).scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(300);
    await cards(page).nth(12).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/products\/[a-z0-9-]+$/);
    await expect(page.getByRole('group', { name: 'Choose a pack' })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/products\?c=staples&page=2$/);
    await expect(cards(page).first().getByRole('heading')).toHaveText(firstOnPage2 ?? '');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
    expect(consoleErrors).toEqual([]);
  });

  test('a product: switch pack, add to cart, the badge counts it, − qty + takes one away', async ({ page, consoleErrors }) => {
    await page.goto('/products?q=garlic');
    await cards(page)
      .getByRole('link', { name: /Garlic/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Garlic');
    await expect(page).toHaveTitle(/^Garlic — /);
    const packs = page.getByRole('group', { name: 'Choose a pack' });
    await packs.getByRole('radio', { name: /250 g/ }).check({ force: true });
    await expect(packs.getByRole('radio', { name: /250 g/ })).toBeChecked();

    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    const quantity = page.getByRole('group', { name: 'Quantity of Garlic 250 g' });
    await expect(quantity).toContainText('1');
    await expect(cartBadge(page, 1)).toBeVisible();
    await quantity.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(quantity).toContainText('2');
    await expect(cartBadge(page, 2)).toBeVisible();
    await quantity.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect(cartBadge(page, 1)).toBeVisible();

    await expect(page.getByRole('region', { name: 'Similar products' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('the wishlist heart: a guest signs in and comes back, then keeps the product in a new named wishlist', async ({ page, consoleErrors }) => {
    await page.goto('/products?q=onion');
    await cards(page).getByRole('link', { name: /Onion/ }).first().click();
    const heart = page.getByRole('button', { name: /^Add Onion.* to a wishlist$/ });
    await heart.click();
    await signInOnScreens(page, 'priya@example.com');
    await expect(page).toHaveURL(/\/products\/onion/);

    await heart.click();
    const modal = page.getByRole('dialog', { name: 'Add Products In Wishlist' });
    await expect(modal.getByRole('button', { name: 'Default' })).toBeVisible();
    await modal.getByRole('button', { name: 'Create Another Wishlist' }).click();
    const create = page.getByRole('dialog', { name: 'Create Another Wish List' });
    const name = `Weekend ${Date.now()}`;
    await create.getByLabel('New Wishlist').fill(name);
    await create.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Wishlist added successfully')).toBeVisible();
    await modal.getByRole('button', { name }).click();
    await expect(page.getByText('Added to your wishlist')).toBeVisible();
    await expect(modal).toBeHidden();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the listing and a product fit the screen, and a card adds to the cart', async ({ page, consoleErrors }) => {
    await page.goto('/products?c=fresh-vegetables');
    await expect(cards(page).first()).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);
    await cards(page).first().getByRole('button', { name: 'Add to Cart' }).click();
    await expect(cartBadge(page, 1)).toBeVisible();
    await expect(
      cards(page)
        .first()
        .getByRole('group', { name: /^Quantity of / }),
    ).toContainText('1');

    await cards(page).nth(1).getByRole('link').first().click();
    await expect(page.getByRole('group', { name: 'Choose a pack' })).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);
    expect(consoleErrors).toEqual([]);
  });
});
