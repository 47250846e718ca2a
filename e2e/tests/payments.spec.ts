/**
 * Paying for an order with each provider's sandbox (Razorpay in a frame over the start screen, Cashfree by
 * redirect and return) and with cash on delivery, through to the order success page or a clear error and retry.
 * Each journey arranges its order through the API in the browser's own session, then drives the screens.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test as base } from './fixtures';

const PHONE = '9876543210';
const PINCODE = '560034';
const SANDBOX_BANNER = 'Test payment — no money moves';

type StorageState = Awaited<ReturnType<APIRequestContext['storageState']>>;

interface PlacedOrder {
  id: number;
  order_number: string;
  amount: number;
  items: { name: string; pack: string; quantity: number }[];
  del_date: string | null;
}

/** Rupees as the shop writes them: whole amounts without decimals, paise as two (₹178, ₹539.10). */
const inr = (rupees: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: Number.isInteger(rupees) ? 0 : 2 }).format(rupees);

/** Calls the API as the storefront does: x-web-url, and the XSRF cookie echoed in X-XSRF-TOKEN. */
async function call<T>(request: APIRequestContext, baseURL: string, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const xsrf = (await request.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await request.fetch(path, { method, data, headers: { 'x-web-url': baseURL, 'x-xsrf-token': decodeURIComponent(xsrf) } });
  expect(response.ok(), `${method} ${path} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** Priya signs in once per run (sign-in codes are rate limited per phone); every journey starts from her session. */
const test = base.extend<object, { shopperState: StorageState }>({
  shopperState: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL!;
      const request = await playwright.request.newContext({ baseURL });
      await call(request, baseURL, 'GET', '/s/api/cookie');
      await call(request, baseURL, 'POST', '/s/api/auth/otp', { identifier: PHONE });
      const outbox = await call<{ data: { body: string }[] }>(request, baseURL, 'GET', `/s/api/dev/outbox?recipient=${PHONE}`);
      const otp = /\b(\d{6})\b/.exec(outbox.data[0].body)![1];
      await call(request, baseURL, 'POST', '/s/api/auth/verify', { identifier: PHONE, otp });
      await use(await request.storageState());
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  storageState: async ({ shopperState }, use) => use(shopperState),
});

/** Puts an in-stock pack in Priya's cart at 560034 and places the order with `payment`. */
async function placeOrder(page: Page, baseURL: string, payment: 'razorpay' | 'cashfree' | 'cod') {
  const api = <T>(method: 'GET' | 'POST', path: string, data?: unknown) => call<T>(page.request, baseURL, method, path, data);
  await api('GET', `/s/api/check/pincode/${PINCODE}`);
  const products = await api<{ data: { packs: { pack_id: number; warehouse_id: number; in_stock: boolean; price: number }[] }[] }>(
    'GET',
    '/s/api/products?perPage=24',
  );
  const pack = products.data.flatMap((product) => product.packs).find((candidate) => candidate.in_stock && candidate.price >= 10)!;
  await api('POST', '/s/api/cart/add', { pack_id: pack.pack_id, warehouse_id: pack.warehouse_id });
  const addresses = await api<{ data: { id: number }[] }>('GET', '/s/api/addresses');
  const created = await api<{ order: PlacedOrder; payOptions?: { provider: string; id: string } }>('POST', '/s/api/order/create', {
    address_id: addresses.data[0].id,
    payment,
  });
  if (payment === 'cod') expect(created.payOptions).toBeUndefined();
  else expect(created.payOptions).toEqual({ provider: payment, id: String(created.order.id) });
  return created.order;
}

async function expectStartScreen(page: Page, provider: 'Razorpay' | 'Cashfree', order: PlacedOrder) {
  await expect(page.getByRole('heading', { name: `Pay with ${provider}` })).toBeVisible();
  await expect(page.getByTestId('payment-order-number')).toHaveText(order.order_number);
  await expect(page.getByTestId('payment-amount')).toHaveText(inr(order.amount));
}

async function expectSuccessPage(page: Page, order: PlacedOrder) {
  await expect(page).toHaveURL(`/order/success/${order.order_number}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you! Your order is placed.' })).toBeVisible();
  await expect(page.getByTestId('order-number')).toHaveText(order.order_number);
  await expect(page.getByTestId('order-status')).toHaveText('Confirmed');
  await expect(page.getByTestId('order-item')).toHaveCount(order.items.length);
  await expect(page.getByTestId('order-item').first()).toContainText(order.items[0].name);
  await expect(page.getByTestId('order-item').first()).toContainText(`${order.items[0].pack} × ${order.items[0].quantity}`);
  await expect(page.getByTestId('order-amount')).toHaveText(inr(order.amount));
  if (order.del_date)
    await expect(page.getByTestId('delivery-slot')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M – \d{1,2}:\d{2} [AP]M$/);
}

const razorpayCheckout = (page: Page) => page.frameLocator(`iframe[title="${SANDBOX_BANNER}"]`);

test.describe('paying with Razorpay (sandbox)', () => {
  test('pays in the checkout and lands on the success page', async ({ page, baseURL, consoleErrors }) => {
    const order = await placeOrder(page, baseURL!, 'razorpay');
    await page.goto(`/checkout/razorpay/${order.id}`);
    await expectStartScreen(page, 'Razorpay', order);
    const checkout = razorpayCheckout(page);
    await expect(checkout.getByText(SANDBOX_BANNER)).toBeVisible();
    await expect(checkout.getByText(inr(order.amount))).toBeVisible();
    await checkout.getByRole('button', { name: 'Pay' }).click();
    await expectSuccessPage(page, order);
    expect(consoleErrors).toEqual([]);
  });

  test('a failed payment shows the failure and a retry that reopens the checkout', async ({ page, baseURL, consoleErrors }) => {
    const order = await placeOrder(page, baseURL!, 'razorpay');
    await page.goto(`/checkout/razorpay/${order.id}`);
    await razorpayCheckout(page).getByRole('button', { name: 'Fail' }).click();
    await expect(page.getByRole('alert')).toHaveText(`The payment for order ${order.order_number} failed. No money was taken; you can try again.`);
    await expect(page.locator(`iframe[title="${SANDBOX_BANNER}"]`)).toHaveCount(0);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(razorpayCheckout(page).getByText(SANDBOX_BANNER)).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('dismissing the checkout offers a retry, and paying then succeeds', async ({ page, baseURL, consoleErrors }) => {
    const order = await placeOrder(page, baseURL!, 'razorpay');
    await page.goto(`/checkout/razorpay/${order.id}`);
    await razorpayCheckout(page).getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      `You closed the payment window before paying. Order ${order.order_number} is waiting for your payment.`,
    );
    await page.getByRole('button', { name: 'Try again' }).click();
    await razorpayCheckout(page).getByRole('button', { name: 'Pay' }).click();
    await expectSuccessPage(page, order);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('paying with Cashfree (sandbox)', () => {
  test('pays on the checkout page, returns to confirm and lands on the success page', async ({ page, baseURL, consoleErrors }) => {
    const order = await placeOrder(page, baseURL!, 'cashfree');
    await page.goto(`/checkout/cashfree/${order.id}`);
    await expect(page).toHaveURL(/\/sandbox\/cashfree\/checkout\?session=/);
    await expect(page.getByText(SANDBOX_BANNER)).toBeVisible();
    await expect(page.getByText(inr(order.amount))).toBeVisible();
    await page.getByRole('button', { name: 'Pay' }).click();
    await expectSuccessPage(page, order);
    expect(consoleErrors).toEqual([]);
  });

  test('a failed payment returns to a clear message and a retry back to the checkout', async ({ page, baseURL, consoleErrors }) => {
    const order = await placeOrder(page, baseURL!, 'cashfree');
    await page.goto(`/checkout/cashfree/${order.id}`);
    await page.getByRole('button', { name: 'Fail' }).click();
    await expect(page).toHaveURL(new RegExp(`/checkout/confirm/${order.id}\\?provider=cashfree&order_id=`));
    await expect(page.getByRole('heading', { name: 'Confirming your payment' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(`The payment for order ${order.order_number} failed. No money was taken; you can try again.`);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/sandbox\/cashfree\/checkout\?session=/);
    await expect(page.getByRole('button', { name: 'Pay' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('dismissing the checkout returns to "not received yet" and a retry that can still pay', async ({ page, baseURL, consoleErrors }) => {
    const order = await placeOrder(page, baseURL!, 'cashfree');
    await page.goto(`/checkout/cashfree/${order.id}`);
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect(page).toHaveURL(new RegExp(`/checkout/confirm/${order.id}\\?provider=cashfree&order_id=`));
    await expect(page.getByRole('alert')).toHaveText(`We have not received the payment for order ${order.order_number} yet.`);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('button', { name: 'Pay' }).click();
    await expectSuccessPage(page, order);
    expect(consoleErrors).toEqual([]);
  });
});

test('cash on delivery confirms at once and shows the success page', async ({ page, baseURL, consoleErrors }) => {
  const order = await placeOrder(page, baseURL!, 'cod');
  await page.goto(`/order/success/${order.order_number}`);
  await expectSuccessPage(page, order);
  expect(consoleErrors).toEqual([]);
});
