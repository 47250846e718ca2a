/**
 * Paying for an order with each provider's sandbox (Razorpay in a frame over the start screen, Cashfree by
 * redirect and return) and with cash on delivery, through to the order success page or a clear error and retry.
 * Each journey places its order through the screens (a product page, the cart panel, the checkout) as Priya, who
 * signs in once per run on the login screens and chooses her delivery pincode in the Change Location modal.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { cartBadge, expect, signInOnScreens, test as base } from './fixtures';

// Priya signs in by her mobile number: codes are limited per identifier, and other journeys use her email.
const PHONE = '9876543210';
const PINCODE = '560034';
const PRODUCT = { slug: 'desi-harvest-brown-rice', name: 'Desi Harvest Brown Rice', pack: '1 kg' };
const SANDBOX_BANNER = 'Test payment — no money moves';
/** FreshKart takes both providers (its website setting): each online row says how paying through it differs. */
const PAYMENT_LABELS = {
  razorpay: 'UPI, cards, net banking with Razorpay, in a window over this page',
  cashfree: 'UPI, cards, net banking with Cashfree, on its own page, then back here',
  cod: 'Cash on Delivery',
};

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** The order as the checkout's create call answered it (read from the network, not asked of the API). */
interface PlacedOrder {
  id: number;
  order_number: string;
  amount: number;
  items: { name: string; pack: string; quantity: number }[];
  del_date: string | null;
}

interface CreateOrderAnswer {
  order: PlacedOrder;
  payOptions?: { provider: string; id: string };
}

/** Rupees as the shop writes them: whole amounts without decimals, paise as two (₹178, ₹539.10). */
const inr = (rupees: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: Number.isInteger(rupees) ? 0 : 2 }).format(rupees);

/** Priya signs in once per run; every journey starts from her session. */
const test = base.extend<object, { shopperState: StorageState }>({
  shopperState: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      const page = await context.newPage();
      await page.goto('/auth/login');
      await signInOnScreens(page, PHONE);
      await expect(page.getByRole('banner').getByRole('button', { name: 'Priya Sharma' })).toBeVisible();
      await page
        .getByRole('banner')
        .getByRole('button', { name: /pincode/ })
        .click();
      const modal = page.getByRole('dialog', { name: 'Change Location' });
      await modal.getByRole('textbox', { name: 'Pincode' }).fill(PINCODE);
      await Promise.all([page.waitForEvent('load'), modal.getByRole('button', { name: 'Apply' }).click()]);
      await expect(page.getByRole('banner').getByRole('button', { name: `Delivery pincode ${PINCODE}, change` })).toBeVisible();
      await use(await context.storageState());
      await context.close();
    },
    { scope: 'worker' },
  ],
  storageState: async ({ shopperState }, use) => use(shopperState),
});

/** A product page's Add to Cart, the cart panel, and the checkout with Priya's address and `payment`. */
async function placeOrder(page: Page, payment: keyof typeof PAYMENT_LABELS): Promise<PlacedOrder> {
  await page.goto(`/products/${PRODUCT.slug}`);
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByRole('group', { name: `Quantity of ${PRODUCT.name} ${PRODUCT.pack}` }).first()).toBeVisible();
  await cartBadge(page, 1).click();
  await page.getByRole('dialog', { name: 'Cart Summary' }).getByRole('button', { name: 'Continue to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('radiogroup', { name: 'Deliver to' }).getByRole('radio', { name: new RegExp(PINCODE) })).toBeChecked();
  await page.getByRole('radiogroup', { name: 'Pay with' }).getByRole('radio', { name: PAYMENT_LABELS[payment] }).check();
  // The checkout's own create call, passed through as it is and read on the way (Cashfree's start screen navigates
  // away at once, and the browser drops a response body on navigation).
  let answered: (answer: CreateOrderAnswer) => void = () => undefined;
  const created = new Promise<CreateOrderAnswer>((resolve) => (answered = resolve));
  await page.route('**/s/api/order/create', async (route) => {
    const response = await route.fetch();
    answered(await response.json());
    await route.fulfill({ response });
  });
  await page.getByRole('button', { name: 'Place Order' }).click();
  const answer = await created;
  if (payment === 'cod') expect(answer.payOptions).toBeUndefined();
  else expect(answer.payOptions).toEqual({ provider: payment, id: String(answer.order.id) });
  return answer.order;
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
  test('pays in the checkout and lands on the success page', async ({ page, consoleErrors }) => {
    const order = await placeOrder(page, 'razorpay');
    await expect(page).toHaveURL(`/checkout/razorpay/${order.id}`);
    await expectStartScreen(page, 'Razorpay', order);
    const checkout = razorpayCheckout(page);
    await expect(checkout.getByText(SANDBOX_BANNER)).toBeVisible();
    await expect(checkout.getByText(inr(order.amount))).toBeVisible();
    await checkout.getByRole('button', { name: 'Pay' }).click();
    await expectSuccessPage(page, order);
    expect(consoleErrors).toEqual([]);
  });

  test('a failed payment shows the failure and a retry that reopens the checkout', async ({ page, consoleErrors }) => {
    const order = await placeOrder(page, 'razorpay');
    await expect(page).toHaveURL(`/checkout/razorpay/${order.id}`);
    await razorpayCheckout(page).getByRole('button', { name: 'Fail' }).click();
    await expect(page.getByRole('alert')).toHaveText(`The payment for order ${order.order_number} failed. No money was taken; you can try again.`);
    await expect(page.locator(`iframe[title="${SANDBOX_BANNER}"]`)).toHaveCount(0);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(razorpayCheckout(page).getByText(SANDBOX_BANNER)).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('dismissing the checkout offers a retry, and paying then succeeds', async ({ page, consoleErrors }) => {
    const order = await placeOrder(page, 'razorpay');
    await expect(page).toHaveURL(`/checkout/razorpay/${order.id}`);
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
  test('pays on the checkout page, returns to confirm and lands on the success page', async ({ page, consoleErrors }) => {
    const order = await placeOrder(page, 'cashfree');
    await expect(page).toHaveURL(/\/sandbox\/cashfree\/checkout\?session=/);
    await expect(page.getByText(SANDBOX_BANNER)).toBeVisible();
    await expect(page.getByText(inr(order.amount))).toBeVisible();
    await page.getByRole('button', { name: 'Pay' }).click();
    await expectSuccessPage(page, order);
    expect(consoleErrors).toEqual([]);
  });

  test('a failed payment returns to a clear message and a retry back to the checkout', async ({ page, consoleErrors }) => {
    const order = await placeOrder(page, 'cashfree');
    await page.getByRole('button', { name: 'Fail' }).click();
    await expect(page).toHaveURL(new RegExp(`/checkout/confirm/${order.id}\\?provider=cashfree&order_id=`));
    await expect(page.getByRole('heading', { name: 'Confirming your payment' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(`The payment for order ${order.order_number} failed. No money was taken; you can try again.`);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/sandbox\/cashfree\/checkout\?session=/);
    await expect(page.getByRole('button', { name: 'Pay' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('dismissing the checkout returns to "not received yet" and a retry that can still pay', async ({ page, consoleErrors }) => {
    const order = await placeOrder(page, 'cashfree');
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect(page).toHaveURL(new RegExp(`/checkout/confirm/${order.id}\\?provider=cashfree&order_id=`));
    await expect(page.getByRole('alert')).toHaveText(`We have not received the payment for order ${order.order_number} yet.`);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('button', { name: 'Pay' }).click();
    await expectSuccessPage(page, order);
    expect(consoleErrors).toEqual([]);
  });
});

test('cash on delivery confirms at once and shows the success page', async ({ page, consoleErrors }) => {
  const order = await placeOrder(page, 'cod');
  await expectSuccessPage(page, order);
  expect(consoleErrors).toEqual([]);
});
