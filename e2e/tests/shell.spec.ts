/**
 * The shell's navigation through the screens: the account menu for each seeded role after signing in on
 * the login screens, logout, guards sending back to the wanted page, the drawer and dropdowns, Categories opening
 * the Category Filter, the custom-navbar website, and back restoring the scroll position.
 */
import type { Page } from '@playwright/test';
import { DESKTOP_VIEWPORT, expect, expectAccessible, PHONE_VIEWPORT, searchBox, signInOnScreens, test } from './fixtures';

/**
 * The menu each seeded role sees besides its name (shell/src/navigation/accountMenu.ts; seed:
 * server/src/seed/siteContent.ts).
 */
const ROLES = [
  { email: 'priya@example.com', name: 'Priya Sharma', menu: ['Account', 'Orders', 'Addresses', 'Logout'] },
  { email: 'agent@example.com', name: 'Ravi Kumar', menu: ['Account', 'Orders', 'Addresses', 'Sales Dashboard', 'Logout'] },
  {
    email: 'admin@example.com',
    name: 'Anita Desai',
    menu: ['Account', 'Orders', 'Addresses', 'Administration', 'Website Settings', 'POS', 'Logout'],
  },
  {
    email: 'superadmin@example.com',
    name: 'Vikram Rao',
    menu: ['Account', 'Orders', 'Addresses', 'Administration', 'Website Settings', 'POS', 'Switch Website', 'Logout'],
  },
];

const accountButton = (page: Page, name: string) => page.getByRole('banner').getByRole('button', { name });

test.describe('the account menu of each seeded role', () => {
  test.use({ viewport: DESKTOP_VIEWPORT });
  for (const role of ROLES) {
    test(`${role.email}: guard to login, back to the wanted page after sign-in, the role's menu, logout`, async ({ page, consoleErrors }) => {
      await page.goto('/account/orders');
      await signInOnScreens(page, role.email);
      // The guard remembered /account/orders; after sign-in the shopper is taken back there.
      await expect(page).toHaveURL(/\/account\/orders$/);
      await accountButton(page, role.name).click();
      const menu = page.getByRole('menu', { name: role.name });
      await expect(menu.getByRole('menuitem')).toHaveText(role.menu);
      for (const newTab of ['Administration', 'Website Settings', 'POS'].filter((label) => role.menu.includes(label))) {
        await expect(menu.getByRole('menuitem', { name: newTab })).toHaveAttribute('target', '_blank');
      }
      await menu.getByRole('menuitem', { name: 'Logout' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
      // Signed out for real: the guard sends the visitor to login again.
      await page.goto('/account');
      await expect(page).toHaveURL(/\/auth\/login$/);
      expect(consoleErrors).toEqual([]);
    });
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE_VIEWPORT });
  test('the drawer shows the groups, expands one, and its Categories entry opens the Category Filter', async ({ page, consoleErrors }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'FreshKart' });
    await expect(drawer).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('drawer-375.png') });
    await drawer.getByRole('button', { name: /Fruits & Vegetables/ }).click();
    await expect(drawer.getByRole('link', { name: 'Fresh Vegetables' })).toBeVisible();
    await expectAccessible(page);
    await drawer.getByRole('link', { name: 'Categories' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Category Filter' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('search on a phone', () => {
  test.use({ viewport: PHONE_VIEWPORT });
  test("the header's Search button opens the search box focused; a search opens the listing", async ({ page, consoleErrors }) => {
    await page.goto('/');
    const search = await searchBox(page, true);
    await page.screenshot({ path: test.info().outputPath('phone-search-375.png') });
    await search.fill('atta');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/products\?q=atta$/);
    await expectAccessible(page);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: DESKTOP_VIEWPORT });
  test('a sub-navbar dropdown opens on hover and by keyboard, and Categories opens the Category Filter without navigating', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Categories' });
    await bar.getByRole('link', { name: 'Dairy & Bakery' }).hover();
    await expect(bar.getByRole('link', { name: 'Milk' })).toBeVisible();
    // By keyboard: Tab walks the bar's items and their toggles, never the closed dropdowns' entries.
    await page.mouse.move(0, 600);
    const fruits = bar.getByRole('link', { name: 'Fruits & Vegetables' });
    await fruits.focus();
    await page.keyboard.press('Tab');
    const toggle = bar.getByRole('button', { name: 'Fruits & Vegetables menu' });
    await expect(toggle).toBeFocused();
    await expect(bar.getByRole('link', { name: 'Fresh Vegetables' })).toBeHidden();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('li > ul') === null)).toBe(true);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(bar.getByRole('link', { name: 'Fresh Vegetables' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toBeFocused();
    await expect(bar.getByRole('link', { name: 'Fresh Vegetables' })).toBeHidden();
    await fruits.focus();
    await page.keyboard.press('ArrowDown');
    await expect(bar.getByRole('link', { name: 'Fresh Vegetables' })).toBeFocused();
    await page.keyboard.press('Escape');
    await bar.getByRole('link', { name: 'Categories' }).click();
    const filter = page.getByRole('dialog', { name: 'Category Filter' });
    await expect(filter).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await filter.getByRole('checkbox', { name: 'Milk' }).check();
    await filter.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page).toHaveURL(/\/products\?c=milk$/);
    expect(consoleErrors).toEqual([]);
  });

  test("the first Tab stop is 'Skip to content', which moves the focus to the page's main area", async ({ page, consoleErrors }) => {
    await page.goto('/products');
    await expect(page.locator('main a[href^="/products/"]').first()).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.screenshot({ path: test.info().outputPath('skip-link-1280.png') });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await expect(skip).not.toBeInViewport();
    // The next Tab stop is in the main area, past the whole header.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  test('back returns to the listing at the position it was left', async ({ page, consoleErrors }) => {
    await page.goto('/products');
    await page.locator('main a[href^="/products/"]').nth(12).scrollIntoViewIfNeeded();
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
    const card = page.locator('main a[href^="/products/"]').nth(12);
    // Where the visitor left is where the click happens: a click first scrolls its target into view.
    await card.hover();
    const left = await page.evaluate(() => window.scrollY);
    await card.click();
    await expect(page).toHaveURL(/\/products\/[^/?]+$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/products$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(left - 5);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - left)).toBeLessThan(5);
    expect(consoleErrors).toEqual([]);
  });

  test('Categories answers at once while the filter loads, and /categories opened directly is the filter as a page', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/products', { waitUntil: 'networkidle' });
    const loading = page.getByRole('status', { name: 'Loading' });
    await expect(loading).toHaveCount(0);
    // A slow network: the filter's code is held back until the page has answered the click without it.
    let releaseFilterCode = () => {};
    const filterCodeHeld = new Promise<void>((resolve) => (releaseFilterCode = resolve));
    await page.route('**/mfe-catalog/**', async (route) => {
      await filterCodeHeld;
      await route.fallback();
    });
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Categories' }).click();
    await expect(loading).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Category Filter' })).toHaveCount(0);
    releaseFilterCode();
    await expect(page.getByRole('dialog', { name: 'Category Filter' })).toBeVisible();
    await expect(loading).toHaveCount(0);
    await page.unrouteAll();

    await page.goto('/categories');
    await expect(page.getByRole('heading', { level: 1, name: 'Category Filter' })).toBeVisible();
    await expect(page.getByText('Page not found')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('categories-page-1280.png') });
    await page.getByRole('checkbox', { name: 'Milk' }).check();
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page).toHaveURL(/\/products\?c=milk$/);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('the custom navbar website (Corner Basket)', () => {
  for (const viewport of [PHONE_VIEWPORT, DESKTOP_VIEWPORT]) {
    test(`at ${viewport.width}px its own header is wired, and the script in its HTML never runs`, async ({ page, baseURL, consoleErrors }) => {
      await page.setViewportSize(viewport);
      const corner = baseURL!.replace('//localhost', '//corner.localhost');
      await page.goto(`${corner}/`);
      await expect(page.getByRole('link', { name: 'Corner Basket' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.dataset.customNavbarScript ?? 'did not run')).toBe('did not run');
      await page.screenshot({ path: test.info().outputPath(`corner-${viewport.width}.png`) });
      // One row of navigation: the custom navbar does not repeat the site's items that the sub-navbar shows.
      const visibleLink = (name: string) => page.locator('header, nav').getByRole('link', { name, exact: true }).locator('visible=true');
      await expect(visibleLink('Categories')).toHaveCount(1);
      await expect(visibleLink('Staples')).toHaveCount(viewport === DESKTOP_VIEWPORT ? 1 : 0);
      await page.getByRole('button', { name: 'Select pincode', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Change Location' })).toBeVisible();
      await page.keyboard.press('Escape');
      await page
        .getByRole('button', { name: /^Basket/ })
        .locator('visible=true')
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: 'Cart Summary' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('link', { name: 'Login' }).locator('visible=true')).toHaveAttribute('href', '/auth/login');
      // The search box is in the header at every width.
      const search = page.locator('#search-btn').getByRole('searchbox', { name: 'Search products' });
      await expect(search).toBeVisible();
      await search.click();
      // Its first focus loads its suggestions, which make it a combobox.
      await page.locator('#search-btn').getByRole('combobox', { name: 'Search products' }).fill('paneer');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/products\?q=paneer$/);
      // The chosen pack is tinted with the site's own primary colour (purple), not FreshKart's green.
      await page.locator('main a[href^="/products/"]').first().click();
      const chosenPack = page.getByTestId('pack').filter({ has: page.locator('input:checked') });
      const [red, green, blue] = (await chosenPack.evaluate((element) => getComputedStyle(element).backgroundColor)).match(/[\d.]+/g)!.map(Number);
      expect(green, 'the tint is not green').toBeLessThan(Math.min(red, blue));
      expect(consoleErrors).toEqual([]);
    });
  }
});

test('the page runs under its Content-Security-Policy, which refuses a script injected into it and framing by another site', async ({
  page,
  consoleErrors,
}) => {
  const response = await page.goto('/');
  const policy = response!.headers()['content-security-policy'];
  expect(policy).toContain("frame-ancestors 'self'");
  expect(policy).toMatch(/script-src 'self'[^;]* 'sha256-[^']+'/);
  expect(response!.headers()['x-content-type-options']).toBe('nosniff');
  await expect(page.getByRole('banner').getByRole('button', { name: /^Cart, \d+ items$/ })).toBeVisible();

  const injected = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.body.appendChild(script);
    return (window as unknown as { __injected?: boolean }).__injected ?? false;
  });
  expect(injected).toBe(false);
  await expect.poll(() => consoleErrors.some((error) => error.includes('Content Security Policy'))).toBe(true);
  expect(consoleErrors.filter((error) => !error.includes('Executing inline script violates the following Content Security Policy'))).toEqual([]);
});
