/**
 * A shopper on the shop as compose runs it: fills a cart, picks a pincode, registers at checkout (the code read from
 * the database's outbox, as no SMS transport is configured) and pays cash on delivery; the order is in PostgreSQL.
 */
import { cartBadge, expect, test } from '../tests/fixtures';
import { codeSentTo, sql } from './compose';

const PINCODE = '560034';
const RICE = { slug: 'desi-harvest-brown-rice', name: 'Desi Harvest Brown Rice', pack: '1 kg' };

test('a shopper fills a cart, registers at checkout and pays cash on delivery', async ({ page, consoleErrors }) => {
  const shopper = {
    name: 'Compose Shopper',
    email: `compose-${Date.now()}@example.com`,
    phone: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
  };
  await page.goto(`/products/${RICE.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: RICE.name })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(cartBadge(page, 1)).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'Select pincode' }).click();
  const modal = page.getByRole('dialog', { name: 'Change Location' });
  await modal.getByRole('textbox', { name: 'Pincode' }).fill(PINCODE);
  await Promise.all([page.waitForEvent('load'), modal.getByRole('button', { name: 'Apply' }).click()]);
  await expect(page.getByRole('banner').getByRole('button', { name: `Delivery pincode ${PINCODE}, change` })).toBeVisible();

  await cartBadge(page, 1).click();
  const panel = page.getByRole('dialog', { name: 'Cart Summary' });
  await expect(panel.getByTestId('cart-line')).toContainText(RICE.name);
  await panel.getByRole('button', { name: 'Continue to Checkout' }).click();

  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('Name').fill(shopper.name);
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Phone').fill(shopper.phone);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { name: 'Verify your code' })).toBeVisible();
  await expect.poll(() => codeSentTo(shopper.phone)).toMatch(/^\d{6}$/);
  await page.getByLabel('6-digit code').fill(codeSentTo(shopper.phone)!);

  await expect(page).toHaveURL(/\/checkout$/);
  const form = page.getByRole('form', { name: 'Add a new address' });
  await form.getByRole('textbox', { name: 'Address line 1', exact: true }).fill('12, 5th Cross, Koramangala 4th Block');
  await form.getByRole('textbox', { name: 'City', exact: true }).fill('Bengaluru');
  await form.getByRole('combobox', { name: 'State' }).selectOption('Karnataka');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByRole('radiogroup', { name: 'Deliver to' }).getByRole('radio')).toBeChecked();
  await page.getByRole('radiogroup', { name: 'Pay with' }).getByRole('radio', { name: 'Cash on Delivery' }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expect(page).toHaveURL(/\/order\/success\/GR-[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you! Your order is placed.' })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Confirmed');
  await expect(page.getByText('Pay on delivery', { exact: true })).toBeVisible();
  const orderNumber = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  expect(sql(`select count(*) from orders where order_number = '${orderNumber}'`)).toEqual(['1']);
  expect(consoleErrors).toEqual([]);
});
