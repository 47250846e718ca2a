/**
 * Choosing a delivery slot, on a desktop and on a phone: a new shopper with one item in the cart reaches checkout,
 * adds an address, chooses a window on a later day than the one offered first, pays cash on delivery, and finds
 * that window on the success page and in the order's view, in a browser set to New York's time. The chooser fits the
 * phone's screen.
 */
import type { Locator, Page } from '@playwright/test';
import { cartBadge, DEVICES, expect, expectAccessible, horizontalOverflow, registerOnScreens, test } from './fixtures';

const PINCODE = '560034';
/** A product of the seeded catalogue (server/src/seed/catalogue.ts). */
const RICE = { slug: 'desi-harvest-brown-rice', name: 'Desi Harvest Brown Rice' };

/** A chip's first line: the day ('Dec 4, 2026') or the window ('7:00 PM – 10:00 PM'), without its note. */
const labelOf = async (radio: Locator) => (await radio.locator('xpath=..').innerText()).split('\n')[0].trim();

/** From the navbar's pincode button (the cart panel's one would open the panel again after the reload). */
async function choosePincode(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Select pincode' }).click();
  const modal = page.getByRole('dialog', { name: 'Change Location' });
  await modal.getByRole('textbox', { name: 'Pincode' }).fill(PINCODE);
  await Promise.all([page.waitForEvent('load'), modal.getByRole('button', { name: 'Apply' }).click()]);
}

for (const { device, viewport } of DEVICES) {
  test.describe(`choosing a delivery slot on a ${device}`, () => {
    // A browser far from the shop: the windows, their dates and cut-offs still read in shop time (Asia/Kolkata).
    test.use({ viewport, timezoneId: 'America/New_York' });
    const phone = device === 'phone';

    test('a shopper chooses a later slot, pays cash on delivery and finds that slot on the order', async ({ page, consoleErrors }) => {
      test.setTimeout(60_000);
      const shopper = {
        name: `Slots ${device}`,
        email: `slots-${device}-${Date.now()}@example.com`,
        phone: `8${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
      };
      await page.goto(`/products/${RICE.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: RICE.name })).toBeVisible();
      await page.getByRole('button', { name: 'Add to Cart' }).first().click();
      await expect(cartBadge(page, 1)).toBeVisible();
      await choosePincode(page);

      await page.goto('/checkout');
      await registerOnScreens(page, shopper);
      await expect(page).toHaveURL(/\/checkout$/);
      const form = page.getByRole('form', { name: 'Add a new address' });
      await form.getByRole('textbox', { name: 'Address line 1', exact: true }).fill('7, 2nd Cross, Indiranagar');
      await form.getByRole('textbox', { name: 'City', exact: true }).fill('Bengaluru');
      await form.getByRole('combobox', { name: 'State' }).selectOption('Karnataka');
      await form.getByRole('button', { name: 'Save address' }).click();
      await expect(form).toBeHidden();

      // The earliest open window is chosen first; the shopper takes the last open window of the last open day.
      const chooser = page.getByRole('region', { name: 'Delivery slot' });
      const days = chooser.getByRole('radiogroup', { name: 'Delivery: day' });
      await expect(days.getByRole('radio')).toHaveCount(7);
      await expect(chooser.getByRole('radiogroup', { name: /^Delivery: time on / }).getByRole('radio', { checked: true })).toHaveCount(1);
      const firstDay = await labelOf(days.getByRole('radio', { checked: true }));
      const lastDay = days.getByRole('radio', { name: /^(?!.*Closed)/ }).last();
      await lastDay.check();
      const dayLabel = await labelOf(lastDay);
      expect(dayLabel).not.toBe(firstDay);
      const windows = chooser.getByRole('radiogroup', { name: `Delivery: time on ${dayLabel}` });
      const lastWindow = windows.getByRole('radio', { disabled: false }).last();
      await lastWindow.check();
      await expect(lastWindow).toBeChecked();
      const chosen = `${dayLabel}, ${await labelOf(lastWindow)}`;

      const summary = page.getByRole('complementary', { name: 'Order summary' });
      await expect(summary.getByText(`Delivery slot: ${chosen}`)).toBeVisible();
      if (phone) expect(await horizontalOverflow(page)).toBe(0);
      await chooser.screenshot({ path: test.info().outputPath(`slot-chooser-${device}.png`) });
      await expectAccessible(page);

      await page.getByRole('radiogroup', { name: 'Pay with' }).getByRole('radio', { name: 'Cash on Delivery' }).check();
      const placeOrder = page.getByRole('button', { name: 'Place Order' });
      await expect(placeOrder).toBeEnabled();
      await placeOrder.click();

      await expect(page).toHaveURL(/\/order\/success\/GR-[\w-]+$/);
      await expect(page.getByTestId('delivery-slot')).toContainText(chosen);
      await page.getByRole('link', { name: 'View order' }).click();
      await expect(page.getByRole('region', { name: 'Delivery slot' })).toContainText(chosen);
      expect(consoleErrors).toEqual([]);
    });
  });
}
