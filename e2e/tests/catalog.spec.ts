/**
 * The catalogue through its screens, on a desktop and on a phone: search from the navbar (the phone's is in
 * the drawer), sort, the Category Filter, a brand added and removed as a tag, page 2 and back, a product with its
 * packs, the cart badge, and a wishlist made on the way; nothing wider than the phone's screen.
 */
import type { Locator, Page } from '@playwright/test';
import { cartBadge, DEVICES, expect, expectAccessible, horizontalOverflow, PHONE_VIEWPORT, searchBox, signInOnScreens, test } from './fixtures';

const cards = (page: Page) => page.getByTestId('product-card');

/** The rupee amounts of the cards on screen, in order (each card's selling price, not its struck MRP). */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await cards(page).locator('span > span:first-child').allTextContents();
  return texts.filter((text) => text.startsWith('₹')).map((text) => Number(text.replace(/[₹,]/g, '')));
}

/** The site's Categories item: in the sub-navbar on a desktop, in the drawer on a phone. */
async function openCategoryFilter(page: Page, phone: boolean) {
  if (phone) await page.getByRole('button', { name: 'Open menu' }).click();
  const navigation = phone ? page.getByRole('navigation', { name: 'Menu' }) : page.getByRole('navigation');
  await navigation.getByRole('link', { name: 'Categories' }).first().click();
}

// A shopper each: sign-in codes are rate-limited per account (5 in 15 minutes), and other journeys sign in too.
const SHOPPERS = { desktop: 'priya@example.com', phone: 'agent@example.com' } as const;
for (const { device, viewport } of DEVICES) {
  const shopper = SHOPPERS[device];
  test.describe(`browsing the catalogue on a ${device}`, () => {
    test.use({ viewport });
    const phone = device === 'phone';
    /** On a phone, nothing may be wider than the screen. */
    const expectNoOverflow = async (page: Page) => {
      if (phone) expect(await horizontalOverflow(page)).toBe(0);
    };

    test('search with a typo from the navbar, sort, filter by category in the modal and by brand as a tag', async ({ page, consoleErrors }) => {
      await page.goto('/');
      const search = await searchBox(page, phone);
      await search.fill('tomatoe');
      await search.press('Enter');
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
      // The previous results stay (dimmed) until the sorted answer arrives: wait for it.
      const ascending = (prices: number[]) => prices.length > 1 && prices.every((price, index) => index === 0 || prices[index - 1] <= price);
      await expect.poll(async () => ascending(await cardPrices(page))).toBe(true);

      await expectNoOverflow(page);

      await openCategoryFilter(page, phone);
      const filter = page.getByRole('dialog', { name: 'Category Filter' });
      await filter.getByRole('checkbox', { name: 'Fresh Vegetables' }).check();
      await expectAccessible(page);
      await filter.getByRole('button', { name: 'Apply Filters' }).click();
      // The search and the sort still apply within the category: Apply Filters keeps them, and starts at page 1.
      await expect(page).toHaveURL(/\/products\?c=fresh-vegetables&q=tomatoe&s=price_asc$/);
      await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_asc');
      await expect(cards(page).getByRole('heading').first()).toHaveText(/Tomato/);

      await page.goto('/products?c=fresh-vegetables');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fresh Vegetables');
      await expect(page.getByText(/^\d+ products$/)).toBeVisible();

      // The Brand picker's stand-in wears the kit's control look, as the Sort select beside it does.
      const background = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(await background(page.getByRole('button', { name: 'Brand' }))).toBe(await background(page.getByRole('combobox', { name: 'Sort by' })));
      await page.getByRole('button', { name: 'Brand' }).click();
      // Only the brands of Fresh Vegetables, each with how many of its products it has: each leads to that many.
      const brands = page.getByRole('listbox', { name: 'Add a brand' });
      await expect(brands.getByRole('option').first()).toBeVisible();
      const offered = await brands.getByRole('option').allTextContents();
      expect(offered.length).toBeGreaterThan(0);
      for (const option of offered) expect(option).toMatch(/^.+ \(\d+\)$/);
      expect(offered.join()).not.toContain('Chamak Home');
      const freshFarm = offered.find((option) => option.startsWith('FreshFarm ('))!;
      await page.getByRole('option', { name: freshFarm }).click();
      await expect(page).toHaveURL(/[?&]b=freshfarm/);
      const count = /\((\d+)\)$/.exec(freshFarm)![1];
      await expect(page.getByText(/^\d+ products?$/)).toHaveText(count === '1' ? '1 product' : `${count} products`);
      await expect(page.getByRole('button', { name: 'Remove FreshFarm' })).toBeVisible();
      await expectNoOverflow(page);
      await page.getByRole('button', { name: 'Remove FreshFarm' }).click();
      await expect(page).toHaveURL(/\/products\?c=fresh-vegetables$/);
      await page.getByRole('button', { name: 'Reset All' }).click();
      await expect(page).toHaveURL(/\/products$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('All products');
      expect(consoleErrors).toEqual([]);
    });

    test('page 2, a product from it, and back to the same page, filters and scroll', async ({ page, consoleErrors }) => {
      await page.goto('/products?c=staples');
      await page.getByRole('link', { name: 'Page 2' }).click();
      await expect(page).toHaveURL(/\/products\?c=staples&page=2$/);
      await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
      // Page 1's cards stay on screen, dimmed, until page 2's answer is in.
      await expect(page.getByRole('region', { name: 'Staples' })).toHaveAttribute('aria-busy', 'false');
      const firstOnPage2 = await cards(page).first().getByRole('heading').textContent();

      await cards(page).nth(12).scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(300);
      await cards(page).nth(12).getByRole('link').first().click();
      await expect(page).toHaveURL(/\/products\/[a-z0-9-]+$/);
      await expect(page.getByRole('group', { name: 'Choose a pack' })).toBeVisible();
      await expectNoOverflow(page);

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
      await expectNoOverflow(page);
      expect(consoleErrors).toEqual([]);
    });

    test('the wishlist heart: a guest signs in and comes back, then keeps the product in a new named wishlist', async ({ page, consoleErrors }) => {
      await page.goto('/products?q=onion');
      await cards(page).getByRole('link', { name: /Onion/ }).first().click();
      const heart = page.getByRole('button', { name: /^Add Onion.* to a wishlist$/ });
      await heart.click();
      await signInOnScreens(page, shopper);
      await expect(page).toHaveURL(/\/products\/onion/);

      await heart.click();
      const modal = page.getByRole('dialog', { name: 'Add Products In Wishlist' });
      await expect(modal.getByRole('button', { name: 'Default' })).toBeVisible();
      await modal.getByRole('button', { name: 'Create Another Wishlist' }).click();
      const create = page.getByRole('dialog', { name: 'Create Another Wish List' });
      const name = `Weekend ${Date.now()}`;
      await create.getByLabel('New Wishlist').fill(name);
      await expectAccessible(page);
      await create.getByRole('button', { name: 'Submit' }).click();
      await expect(modal.getByRole('status')).toHaveText('Wishlist added successfully');
      await modal.getByRole('button', { name }).click();
      await expect(page.getByText('Added to your wishlist')).toBeVisible();
      await expect(modal).toBeHidden();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      // One toast for one save: the new list was confirmed inside the modal, not toasted as well.
      await expect(page.getByText('Wishlist added successfully')).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE_VIEWPORT });

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

test('a long listing title is one line on a phone, where the first frame mirrors it, and whole on a desktop', async ({ browser }) => {
  const query = 'fresh organic toned milk with extra cream and a little sugar for the whole family every morning';
  const path = `/products?q=${encodeURIComponent(query)}&c=dairy-and-bakery,staples,beverages`;
  for (const { width, lines } of [
    { width: 375, lines: 1 },
    { width: 1280, lines: 2 },
  ]) {
    const page = await browser.newPage({ viewport: { width, height: 800 } });
    await page.goto(path);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toContainText(query);
    const box = await heading.evaluate((h) => ({
      clipped: h.scrollWidth > h.clientWidth,
      lines: Math.round(h.getBoundingClientRect().height / parseFloat(getComputedStyle(h).lineHeight)),
    }));
    expect(box).toEqual({ clipped: lines === 1, lines });
    await page.close();
  }
});
