/**
 * A keyboard shopper fills a cart and goes to checkout without focus ever dropping to the page: 'Add to Cart' turns
 * into the −/+ stepper under the key press and back after the last −, every dialog gives focus back to what opened
 * it, a pincode set from the cart brings the shopper back to the open cart after the page reloads, and 'Continue to
 * Checkout' lands on the checkout's heading.
 */
import type { Locator } from '@playwright/test';
import { DEVICES, expect, registerOnScreens, test } from './fixtures';

const RICE = { slug: 'desi-harvest-brown-rice', name: 'Desi Harvest Brown Rice', pack: '1 kg' };
const PINCODE = '560034';

/** Presses Enter on a control reached from the keyboard. */
async function press(control: Locator, key = 'Enter') {
  await control.focus();
  await control.press(key);
}

const focusIsIn = (dialog: Locator) => dialog.evaluate((element) => element.contains(document.activeElement));

for (const { device, viewport } of DEVICES) {
  test(`a keyboard shopper keeps focus from Add to Cart to the checkout's heading on a ${device}`, async ({ page, consoleErrors }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(viewport);
    const stamp = String(Date.now()).slice(-8);
    await page.goto('/auth/login');
    await registerOnScreens(page, {
      name: `Keys ${device}`,
      email: `keys.${device}.${stamp}@example.com`,
      phone: `6${device === 'phone' ? 1 : 2}${stamp}`,
    });
    await expect(page).not.toHaveURL(/\/auth\//);

    await page.goto(`/products/${RICE.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: RICE.name })).toBeVisible();
    const main = page.getByRole('main');
    const quantity = main.getByRole('group', { name: `Quantity of ${RICE.name} ${RICE.pack}` }).first();
    // Add to Cart turns into − 1 + with focus on +; + again keeps it there; the last − brings Add to Cart back, focused.
    await press(main.getByRole('button', { name: 'Add to Cart' }).first());
    await expect(quantity.getByRole('button', { name: 'Increase quantity' })).toBeFocused();
    await expect(quantity).toContainText('1');
    await page.keyboard.press('Enter');
    await expect(quantity).toContainText('2');
    await expect(quantity.getByRole('button', { name: 'Increase quantity' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(quantity.getByRole('button', { name: 'Decrease quantity' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(quantity).toContainText('1');
    await page.keyboard.press('Enter');
    const addToCart = main.getByRole('button', { name: 'Add to Cart' }).first();
    await expect(addToCart).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(quantity.getByRole('button', { name: 'Increase quantity' })).toBeFocused();

    // The cart panel takes focus and gives it back to the cart button on Esc.
    const cartButton = page.getByRole('banner').getByRole('button', { name: /^Cart, 1 item/ });
    await press(cartButton);
    const cart = page.getByRole('dialog', { name: 'Cart Summary' });
    await expect(cart).toBeVisible();
    await expect.poll(() => focusIsIn(cart)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(cart).toBeHidden();
    await expect(cartButton).toBeFocused();

    // From the cart, the pincode dialog: Esc gives focus back to 'Select Pincode' in the cart.
    await press(cartButton);
    const choosePincode = cart.getByRole('button', { name: 'Select Pincode' });
    await press(choosePincode);
    const location = page.getByRole('dialog', { name: 'Change Location' });
    await expect(location.getByRole('textbox', { name: 'Pincode' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(location).toBeHidden();
    await expect(choosePincode).toBeFocused();

    // A pincode set from the cart reloads the page (every app starts again from the new pincode's answers) and the
    // shopper is back in the open cart.
    await page.keyboard.press('Enter');
    await expect(location.getByRole('textbox', { name: 'Pincode' })).toBeFocused();
    await page.keyboard.type(PINCODE);
    await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
    await expect(page.getByRole('banner').getByRole('button', { name: `Delivery pincode ${PINCODE}, change` })).toBeVisible();
    await expect(cart).toBeVisible();
    await expect.poll(() => focusIsIn(cart)).toBe(true);
    await expect(cart.getByText('Delivery Pincode Required', { exact: false })).toBeHidden();

    // Continue to Checkout: the checkout's heading has focus.
    await press(cart.getByRole('button', { name: 'Continue to Checkout' }));
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeFocused();
    await expect(cart).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeFocused();

    // A refused 'Save address' takes the shopper to the first field in error.
    const addressForm = page.getByRole('form', { name: 'Add a new address' });
    await addressForm.getByRole('button', { name: 'Save address' }).click();
    const firstError = addressForm.locator('[aria-invalid="true"]').first();
    await expect(firstError).toBeFocused();
    expect(await firstError.evaluate((field) => field.getBoundingClientRect().top >= 0 && field.getBoundingClientRect().bottom <= innerHeight)).toBe(
      true,
    );
    expect(consoleErrors).toEqual([]);
  });
}
