/**
 * The account area through the screens, on a desktop and on a phone: a new shopper registers from the account's
 * sign-in guard, keeps an address book (a wrong phone refused first), places an order, finds it under Orders,
 * cancels it and orders it again, is sent away from the agents' dashboard, moves a saved product to another
 * wishlist, and logs out. The sales agent sees the dashboard and its chart; the superadmin switches website and
 * back. Nothing wider than the phone's screen.
 */
import type { Page } from '@playwright/test';
import {
  cartBadge,
  codeFromOutbox,
  DEVICES,
  expect,
  expectAccessible,
  horizontalOverflow,
  registerOnScreens,
  rememberPopupSeen,
  signInOnScreens,
  test,
} from './fixtures';

/** A product of the seeded catalogue (server/src/seed/catalogue.ts) whose 1 kg pack is ₹129, and a deliverable pincode. */
const RICE = { slug: 'desi-harvest-brown-rice', name: 'Desi Harvest Brown Rice', pack: '1 kg' };
const PINCODE = '560034';

const accountMenu = (page: Page) => page.getByRole('navigation', { name: 'Account' });

for (const { device, viewport } of DEVICES) {
  test.describe.serial(`the account area on a ${device}`, () => {
    test.use({ viewport });
    const phone = device === 'phone';
    const expectNoOverflow = async (page: Page) => {
      if (phone) expect(await horizontalOverflow(page)).toBe(0);
    };
    // One page for the whole journey: the shopper registers once (sign-in codes are rate-limited).
    let page: Page;
    const errors: string[] = [];
    const stamp = `${Date.now()}`.slice(-6);
    const shopper = {
      name: `Meera ${device === 'phone' ? 'Iyer' : 'Nair'}`,
      email: `meera.${device}.${stamp}@example.com`,
      phone: `7${phone ? 1 : 2}${stamp}11`.slice(0, 10),
    };

    test.beforeAll(async ({ browser }) => {
      page = await browser.newPage({ viewport });
      await rememberPopupSeen(page.context());
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console: ${message.text()}`);
      });
    });
    test.afterEach(async () => {
      expect(errors).toEqual([]);
      await expectAccessible(page);
    });
    test.afterAll(async () => {
      await page.close();
    });

    test('a new shopper registers from the account’s guard and lands on the dashboard', async () => {
      await page.goto('/account');
      await registerOnScreens(page, shopper, expectNoOverflow);
      await expect(page).toHaveURL(/\/account$/);
      await expect(page.getByRole('heading', { level: 1, name: `Hello, ${shopper.name}` })).toBeVisible();
      await expect(page.getByText('You have not placed an order yet.')).toBeVisible();
      await expect(accountMenu(page).getByRole('link')).toHaveText(['Dashboard', 'Orders', 'Addresses', 'Wishlist', 'Profile details', 'Logout']);
      await expectNoOverflow(page);
      await page.screenshot({ path: test.info().outputPath(`dashboard-${viewport.width}.png`), fullPage: true });
    });

    test('adds, edits and deletes addresses, a wrong phone refused first', async () => {
      await accountMenu(page).getByRole('link', { name: 'Addresses' }).click();
      await expect(page).toHaveURL(/\/account\/addresses$/);
      await expect(page.getByText('You have no saved address yet.')).toBeVisible();
      await page.getByRole('button', { name: 'Add a new address' }).click();
      const form = page.getByRole('form', { name: 'Add a new address' });
      const field = (name: string) => form.getByRole('textbox', { name, exact: true });
      await expect(field('Name')).toHaveValue(shopper.name);
      await field('Phone').fill('12345');
      await field('Address line 1').fill('12, 5th Cross, Koramangala 4th Block');
      await field('City').fill('Bengaluru');
      await form.getByRole('combobox', { name: 'State' }).selectOption('Karnataka');
      await field('Pincode').fill(PINCODE);
      await form.getByRole('button', { name: 'Save address' }).click();
      await expect(field('Phone')).toHaveAccessibleDescription('Phone must be a 10-digit mobile number starting with 6, 7, 8 or 9');
      await expect(field('Address line 1')).toHaveValue('12, 5th Cross, Koramangala 4th Block');
      await expectNoOverflow(page);
      await field('Phone').fill(shopper.phone);
      await form.getByRole('button', { name: 'Save address' }).click();
      await expect(page.getByRole('status')).toHaveText('Address added.');
      const home = page.getByRole('listitem').filter({ hasText: 'Koramangala' });
      await expect(home).toContainText('Default');

      await home.getByRole('button', { name: 'Edit address 12, 5th Cross, Koramangala 4th Block, Bengaluru' }).click();
      const edit = page.getByRole('form', { name: 'Edit address' });
      await edit.getByRole('textbox', { name: 'Landmark', exact: true }).fill('Near Forum Mall');
      await edit.getByRole('button', { name: 'Save address' }).click();
      await expect(page.getByRole('status')).toHaveText('Address updated.');
      await expect(home).toContainText('Near Forum Mall');

      await page.getByRole('button', { name: 'Add a new address' }).click();
      const second = page.getByRole('form', { name: 'Add a new address' });
      await second.getByRole('textbox', { name: 'Address line 1', exact: true }).fill('Prestige Tech Park, Outer Ring Road');
      await second.getByRole('textbox', { name: 'City', exact: true }).fill('Bengaluru');
      await second.getByRole('combobox', { name: 'State' }).selectOption('Karnataka');
      await second.getByRole('textbox', { name: 'Pincode', exact: true }).fill('560103');
      await second.getByRole('radio', { name: 'Work' }).check();
      await second.getByRole('button', { name: 'Save address' }).click();
      await expect(page.getByRole('status')).toHaveText('Address added.');
      const work = page.getByRole('listitem').filter({ hasText: 'Prestige Tech Park' });
      await expect(work).toContainText('Work');
      await expectNoOverflow(page);
      await page.screenshot({ path: test.info().outputPath(`addresses-${viewport.width}.png`), fullPage: true });

      await work.getByRole('button', { name: /^Delete address/ }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Delete this address?' });
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByRole('status')).toHaveText('Address deleted.');
      await expect(work).toHaveCount(0);
      await expect(home).toHaveCount(1);
    });

    test('places an order, finds it under Orders, cancels it and orders it again', async () => {
      await page.goto(`/products/${RICE.slug}`);
      await page.getByRole('button', { name: 'Add to Cart' }).first().click();
      await expect(cartBadge(page, 1)).toBeVisible();
      await page.goto('/checkout');
      await expect(page.getByRole('radiogroup', { name: 'Deliver to' }).getByRole('radio')).toBeChecked();
      await page.getByRole('radiogroup', { name: 'Pay with' }).getByRole('radio', { name: 'Cash on Delivery' }).check();
      await page.getByRole('button', { name: 'Place Order' }).click();
      await expect(page).toHaveURL(/\/order\/success\/GR-[\w-]+$/);
      const orderNumber = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);

      await page.goto('/account');
      await accountMenu(page).getByRole('link', { name: 'Orders' }).click();
      await expect(page).toHaveURL(/\/account\/orders$/);
      const row = page.getByRole('listitem').filter({ hasText: orderNumber });
      await expect(row).toContainText('Confirmed');
      await expect(row).toContainText('1 item · 1 unit');
      await expect(page.getByRole('navigation', { name: 'Orders' })).toContainText('Total: 1');
      await expectNoOverflow(page);
      await page.screenshot({ path: test.info().outputPath(`orders-${viewport.width}.png`), fullPage: true });

      await row.getByRole('link', { name: `View order ${orderNumber}` }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Items' })).toContainText(RICE.name);
      await expect(page.getByRole('region', { name: 'Delivery address' })).toContainText('Near Forum Mall');
      // Cash on delivery, not delivered yet: nothing is paid.
      await expect(page.getByRole('region', { name: 'Payment summary' })).toContainText('PaymentPay on delivery');
      await expectNoOverflow(page);
      await page.screenshot({ path: test.info().outputPath(`order-${viewport.width}.png`), fullPage: true });
      await page.getByRole('button', { name: 'Cancel order' }).click();
      await page.getByRole('alertdialog', { name: 'Cancel this order?' }).getByRole('button', { name: 'Yes, cancel it' }).click();
      await expect(page.getByRole('status')).toHaveText(`Order ${orderNumber} has been cancelled.`);
      await expect(page.getByRole('region', { name: 'Order status' })).toContainText('Cancelled by the customer.');
      await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

      await page.getByRole('button', { name: 'Order these again' }).click();
      const panel = page.getByRole('dialog', { name: 'Cart Summary' });
      await expect(panel.getByTestId('cart-line')).toContainText(RICE.name);
      await page.keyboard.press('Escape');
      await expect(cartBadge(page, 1)).toBeVisible();

      await page.goto('/account/orders?status=cancelled');
      await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('cancelled');
      await expect(page.getByRole('listitem').filter({ hasText: orderNumber })).toContainText('Cancelled');
    });

    test('the profile and the wishlist are one click away; the agents’ dashboard sends a shopper to Orders', async () => {
      await accountMenu(page).getByRole('link', { name: 'Profile details' }).click();
      await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(shopper.email);
      await expectNoOverflow(page);
      await accountMenu(page).getByRole('link', { name: 'Wishlist' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible();
      await expectNoOverflow(page);
      await page.goto('/account/dashboard');
      await expect(page).toHaveURL(/\/account\/orders$/);
    });

    test('a product saved from its page moves to another wishlist in one step', async () => {
      await page.goto(`/products/${RICE.slug}`);
      await page.getByRole('button', { name: new RegExp(`^Add ${RICE.name}.* to a wishlist$`) }).click();
      const modal = page.getByRole('dialog', { name: 'Add Products In Wishlist' });
      await modal.getByRole('button', { name: 'Create Another Wishlist' }).click();
      const create = page.getByRole('dialog', { name: 'Create Another Wish List' });
      await create.getByLabel('New Wishlist').fill('Monthly');
      await create.getByRole('button', { name: 'Submit' }).click();
      await expect(modal.getByRole('status')).toHaveText('Wishlist added successfully');
      await modal.getByRole('button', { name: 'Default' }).click();
      await expect(modal).toBeHidden();

      await page.goto('/account/wishlist');
      const list = (name: string) => page.getByRole('region', { name });
      await list('Default')
        .getByRole('combobox', { name: `Move to (${RICE.name}, in Default)` })
        .selectOption('Monthly');
      await page.getByRole('button', { name: `Move ${RICE.name} from Default to Monthly` }).click();
      await expect(page.getByText(`${RICE.name} moved to Monthly`)).toBeVisible();
      await expect(list('Monthly').getByRole('article', { name: RICE.name })).toBeVisible();
      await expect(list('Default').getByRole('article')).toHaveCount(0);
      await page.reload();
      await expect(list('Monthly').getByRole('article', { name: RICE.name })).toBeVisible();
      await expect(list('Default').getByRole('article')).toHaveCount(0);
      await expectNoOverflow(page);
    });

    test('a new email is saved only with the code sent to it', async () => {
      await accountMenu(page).getByRole('link', { name: 'Profile details' }).click();
      const email = page.getByRole('textbox', { name: 'Email' });
      const newEmail = `meera.new.${device}.${stamp}@example.com`;
      await email.fill(newEmail);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('status')).toHaveText('We sent a 6-digit code to m***@example.com. Enter it to save your new email.');
      await expectNoOverflow(page);
      await page.getByRole('textbox', { name: 'Code' }).fill(await codeFromOutbox(page, newEmail));
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('status')).toHaveText('Your details have been saved.');
      await page.reload();
      await expect(email).toHaveValue(newEmail);
    });

    test('logs out and sees the Login link again', async () => {
      await accountMenu(page).getByRole('link', { name: 'Logout' }).click();
      await expect(page).toHaveURL(/\/$/);
      const login = page.getByRole('link', { name: 'Login' }).locator('visible=true');
      if (phone) await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(login.first()).toBeVisible();
      await page.goto('/account');
      await expect(page).toHaveURL(/\/auth\/login$/);
    });
  });
}

for (const { device, viewport } of DEVICES) {
  test(`the sales agent sees the dashboard and its chart on a ${device}`, async ({ page, consoleErrors }) => {
    await page.setViewportSize(viewport);
    await page.goto('/account/dashboard');
    await signInOnScreens(page, 'agent@example.com');
    await expect(page).toHaveURL(/\/account\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sales dashboard' })).toBeVisible();
    await expect(accountMenu(page).getByRole('link', { name: 'Sales Dashboard' })).toHaveAttribute('aria-current', 'page');
    // The seeded agent's customers ordered every few days for 60 days: the default 30 days are not empty.
    const chart = page.locator('canvas');
    await expect(chart).toBeVisible();
    expect((await chart.boundingBox())!.height).toBeGreaterThan(100);
    await page.getByRole('button', { name: 'Show as table' }).click();
    const days = page.getByRole('table', { name: /^Revenue per day from / }).getByRole('row');
    expect(await days.count()).toBeGreaterThan(2);
    await expect(page.getByRole('region', { name: 'Top products' }).getByRole('row')).not.toHaveCount(0);
    const recent = page.getByRole('navigation', { name: 'Recent orders pages' });

    // The Orders card counts the orders that stand; the table lists every order: the card says the difference.
    const listed = Number(/Total: (\d+)/.exec((await recent.textContent())!)![1]);
    const ordersCard = page
      .getByRole('term')
      .filter({ hasText: /^Orders$/ })
      .locator('..');
    const counted = Number(await ordersCard.getByRole('definition').first().textContent());
    if (listed > counted) await expect(ordersCard).toContainText(`Not counting ${listed - counted} cancelled or failed`);
    else await expect(ordersCard.getByRole('definition')).toHaveCount(1);

    // Each order readable where it is: every cell of a row on screen, none cut off (a card per order on a phone).
    const first = page.getByRole('table', { name: 'Recent orders' }).getByRole('row').nth(1);
    await first.scrollIntoViewIfNeeded();
    const cells = first.locator('th, td');
    await expect(cells).toHaveCount(5);
    for (const cell of await cells.all()) await expect(cell).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: test.info().outputPath(`sales-recent-${viewport.width}.png`) });

    // An order number opens the agent's read-only view of that order; the way back returns to the figures.
    const orderNumber = (await first.getByRole('link').textContent())!;
    const customer = (await first.locator('td').first().textContent())!;
    await first.getByRole('link', { name: orderNumber }).click();
    await expect(page).toHaveURL(/\/account\/dashboard\?order=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Customer' })).toContainText(customer);
    await expect(page.getByRole('region', { name: 'Items' })).toContainText(/\d+ items? · \d+ units?/);
    await expect(page.getByRole('region', { name: 'Delivery slot' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Payment summary' })).toContainText('Payment');
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    if (viewport.width < 640) expect(await horizontalOverflow(page)).toBe(0);
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath(`sales-order-${viewport.width}.png`), fullPage: true });
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await expect(page).toHaveURL(/\/account\/dashboard$/);

    await recent.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    if (viewport.width < 640) expect(await horizontalOverflow(page)).toBe(0);
    await page.screenshot({ path: test.info().outputPath(`sales-${viewport.width}.png`), fullPage: true });
    expect(consoleErrors).toEqual([]);
  });
}

test.describe('the superadmin', () => {
  test('switches to another website and back', async ({ page, consoleErrors }) => {
    await page.goto('/auth/bos/choose');
    await signInOnScreens(page, 'superadmin@example.com');
    await expect(page).toHaveURL(/\/auth\/bos\/choose$/);
    const websites = page.getByRole('list', { name: 'Websites' });
    await expect(websites.getByRole('listitem').filter({ hasText: 'FreshKart' })).toContainText('Current');
    await Promise.all([page.waitForEvent('load'), websites.getByRole('button', { name: 'Switch to Corner Basket' }).click()]);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Corner Basket' }).first()).toBeVisible();
    await page.goto('/auth/bos/choose');
    await expect(websites.getByRole('listitem').filter({ hasText: 'Corner Basket' })).toContainText('Current');
    await Promise.all([page.waitForEvent('load'), websites.getByRole('button', { name: 'Switch to FreshKart' }).click()]);
    await expect(page.getByRole('banner').getByRole('link', { name: 'FreshKart' }).first()).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
