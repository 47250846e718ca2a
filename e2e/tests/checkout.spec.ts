/**
 * Checking out through the screens, on a desktop and on a phone: a guest fills a cart from a listing card and a
 * product page, picks a delivery pincode (a short one and one the shop does not deliver to are refused), changes
 * the cart in its panel and applies a coupon, is sent to sign in at checkout, registers, comes back to /checkout
 * with the cart, adds an address and pays cash on delivery. The same new shopper then pays with each provider's
 * sandbox (Razorpay in a frame, Cashfree by redirect and return). Nothing wider than the phone's screen.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { cartBadge, DEVICES, expect, expectAccessible, horizontalOverflow, registerOnScreens, searchBox, test } from './fixtures';

const PINCODE = '560034';
const SANDBOX_BANNER = 'Test payment — no money moves';
/** FreshKart takes both providers (its website setting), so each online row says how paying through it differs. */
const RAZORPAY = 'UPI, cards, net banking with Razorpay, in a window over this page';
const CASHFREE = 'UPI, cards, net banking with Cashfree, on its own page, then back here';

/** Two products of the seeded catalogue (server/src/seed/catalogue.ts): the ghee's 1 L pack is ₹599, the rice ₹129. */
const GHEE = { query: 'ghee', name: 'Doodh Ganga Pure Cow Ghee', pack: '1 L' };
const RICE = { slug: 'desi-harvest-brown-rice', name: 'Desi Harvest Brown Rice', pack: '1 kg' };

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

const cartPanel = (page: Page) => page.getByRole('dialog', { name: 'Cart Summary' });

async function openCartPanel(page: Page, items: number) {
  await cartBadge(page, items).click();
  await expect(cartPanel(page)).toBeVisible();
  return cartPanel(page);
}

/** The success page of a confirmed order of `item`, and the badge back at zero. */
async function expectOrderPlaced(page: Page, item: { name: string; pack: string }, payment: string) {
  await expect(page).toHaveURL(/\/order\/success\/GR-[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you! Your order is placed.' })).toBeVisible();
  const orderNumber = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  await expect(page.getByTestId('order-number')).toHaveText(orderNumber);
  await expect(page.getByTestId('order-status')).toHaveText('Confirmed');
  await expect(page.getByText(payment, { exact: true })).toBeVisible();
  await expect(page.getByTestId('order-item')).toHaveCount(1);
  await expect(page.getByTestId('order-item')).toContainText(item.name);
  await expect(page.getByTestId('order-item')).toContainText(`${item.pack} × 1`);
  await expect(cartBadge(page, 0)).toBeVisible();
}

// One new shopper per device, registered in the first journey and reused by the next two: sign-in codes are
// rate-limited per account and per client address, and the seeded shoppers belong to other specs.
for (const { device, viewport } of DEVICES) {
  test.describe.serial(`checking out on a ${device}`, () => {
    test.use({ viewport });
    const phone = device === 'phone';
    /** On a phone, nothing may be wider than the screen. */
    const expectNoOverflow = async (page: Page) => {
      if (phone) expect(await horizontalOverflow(page)).toBe(0);
    };
    let signedIn: StorageState | undefined;

    test('a guest fills the cart, picks a pincode, applies a coupon, registers at checkout and pays cash on delivery', async ({
      page,
      consoleErrors,
    }) => {
      // The whole way from an empty cart to a placed order, in about twenty steps: more than the default 30 s when the
      // machine is busy.
      test.setTimeout(60_000);
      const shopper = {
        name: `Checkout ${device}`,
        email: `checkout-${device}-${Date.now()}@example.com`,
        phone: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
      };
      // A listing card: its pack picked in the card, then Add to Cart.
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Fresh groceries, delivered today' })).toBeVisible();
      await expectNoOverflow(page);
      const search = await searchBox(page, phone);
      await search.fill(GHEE.query);
      await search.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/products\\?q=${GHEE.query}$`));
      const card = page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name: GHEE.name, exact: true }) });
      await card.getByRole('combobox', { name: `Pack of ${GHEE.name}` }).selectOption({ label: GHEE.pack });
      await card.getByRole('button', { name: 'Add to Cart' }).click();
      await expect(card.getByRole('group', { name: `Quantity of ${GHEE.name} ${GHEE.pack}` })).toContainText('1');
      await expect(cartBadge(page, 1)).toBeVisible();
      await expectNoOverflow(page);

      // A product page's Add to Cart.
      await page.goto(`/products/${RICE.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: RICE.name })).toBeVisible();
      await page.getByRole('button', { name: 'Add to Cart' }).first().click();
      await expect(page.getByRole('group', { name: `Quantity of ${RICE.name} ${RICE.pack}` }).first()).toContainText('1');
      await expect(cartBadge(page, 2)).toBeVisible();
      await expectNoOverflow(page);

      // Without a pincode the way to checkout is closed, and the panel says why.
      let panel = await openCartPanel(page, 2);
      await expect(panel.getByTestId('cart-line')).toHaveCount(2);
      await expect(panel.getByText('Delivery Pincode Required: Please select your delivery pincode to proceed to checkout.')).toBeVisible();
      await expect(panel.getByRole('button', { name: 'Continue to Checkout' })).toBeDisabled();
      await expectNoOverflow(page);
      await expectAccessible(page);

      // The Change Location modal: from the panel on a desktop, from the navbar's pincode button on a phone.
      if (phone) {
        await page.keyboard.press('Escape');
        await expect(panel).toBeHidden();
        await page.getByRole('banner').getByRole('button', { name: 'Select pincode' }).click();
      } else {
        await panel.getByRole('button', { name: 'Select Pincode' }).click();
      }
      const modal = page.getByRole('dialog', { name: 'Change Location' });
      await expect(modal).toBeVisible();
      const pincode = modal.getByRole('textbox', { name: 'Pincode' });
      await pincode.fill('5600');
      await modal.getByRole('button', { name: 'Apply' }).click();
      await expect(modal.getByText('Please enter a valid pincode')).toBeVisible();
      await pincode.fill('999999');
      await modal.getByRole('button', { name: 'Apply' }).click();
      // GET /api/check/pincode/{pincode}: pincodeNotServiceableMessage (shared/src/contracts/api/delivery.ts).
      await expect(modal.getByText('Sorry, we do not deliver to 999999 yet.')).toBeVisible();
      // A pincode the shop does not deliver to is an answer, not a failed request: the browser logs nothing.
      expect(consoleErrors).toEqual([]);
      await expectNoOverflow(page);
      await expectAccessible(page);
      await pincode.fill(PINCODE);
      await Promise.all([page.waitForEvent('load'), modal.getByRole('button', { name: 'Apply' }).click()]);
      await expect(page.getByRole('banner').getByRole('button', { name: `Delivery pincode ${PINCODE}, change` })).toContainText(PINCODE);

      // The cart in its panel: one more rice and one less, then the rice removed. A pincode set from the cart brings
      // the shopper back to it, focus inside, after the reload.
      if (phone) {
        panel = await openCartPanel(page, 2);
      } else {
        panel = cartPanel(page);
        await expect(panel).toBeVisible();
        await expect.poll(() => panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      }
      await expect(panel.getByText('Delivery Pincode Required', { exact: false })).toBeHidden();
      const amount = panel.getByTestId('cart-amount');
      const riceQuantity = panel.getByRole('group', { name: `Quantity of ${RICE.name} ${RICE.pack}` });
      await expect(riceQuantity).toContainText('1');
      // Delivery at 560034 is free from ₹599 (the seeded 'Metro standard' rule).
      await expect(amount).toHaveText('₹728');
      await riceQuantity.getByRole('button', { name: 'Increase quantity' }).click();
      await expect(riceQuantity).toContainText('2');
      await expect(amount).toHaveText('₹857');
      await expect(cartBadge(page, 3)).toBeAttached();
      await riceQuantity.getByRole('button', { name: 'Decrease quantity' }).click();
      await expect(riceQuantity).toContainText('1');
      await expect(amount).toHaveText('₹728');
      await panel.getByRole('button', { name: `Remove ${RICE.name} ${RICE.pack}` }).click();
      await expect(panel.getByTestId('cart-line')).toHaveCount(1);
      await expect(panel.getByTestId('cart-line')).toContainText(GHEE.name);
      await expect(amount).toHaveText('₹599');
      await expect(cartBadge(page, 1)).toBeAttached();

      // A coupon the cart is too small for is refused with the server's words; one it meets (₹499) applies.
      const coupon = panel.getByRole('textbox', { name: 'Coupon code' });
      await coupon.fill('WEEKEND15');
      await panel.getByRole('button', { name: 'Apply' }).click();
      await expect(panel.getByText('Coupon WEEKEND15 needs a minimum order of ₹999.')).toBeVisible();
      await expect(coupon).toHaveValue('WEEKEND15');
      expect(consoleErrors).toEqual([]);
      await coupon.fill('FRESH10');
      await panel.getByRole('button', { name: 'Apply' }).click();
      await expect(panel.getByText('Coupon FRESH10 applied', { exact: true })).toBeVisible();
      await expect(panel.getByText('Coupon WEEKEND15 needs a minimum order of ₹999.')).toBeHidden();
      await expect(panel.getByTestId('cart-totals')).toContainText('Discount (FRESH10)−₹59.90');
      await expect(amount).toHaveText('₹539.10');
      await expectNoOverflow(page);

      // A guest goes to checkout by way of sign-in, and comes back to it.
      await panel.getByRole('button', { name: 'Continue to Checkout' }).click();
      await expect(panel).toBeHidden();
      await registerOnScreens(page, shopper, expectNoOverflow);
      await expect(page).toHaveURL(/\/checkout$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
      // The guest's cart is now the shopper's.
      await expect(cartBadge(page, 1)).toBeVisible();
      const summary = page.getByRole('complementary', { name: 'Order summary' });
      await expect(summary.getByTestId('cart-line')).toHaveCount(1);
      await expect(summary.getByTestId('cart-line')).toContainText(GHEE.name);
      await expect(summary.getByText('Coupon FRESH10 applied', { exact: true })).toBeVisible();
      await expect(summary.getByTestId('cart-amount')).toHaveText('₹539.10');

      // No saved address yet: the new one is typed in place, with the shopper's name and phone filled in.
      await expect(page.getByText('You have no saved address yet. Add one to deliver to.')).toBeVisible();
      await expect(page.getByRole('radiogroup', { name: 'Pay with' })).toBeHidden();
      const form = page.getByRole('form', { name: 'Add a new address' });
      await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(shopper.name);
      await expect(form.getByRole('textbox', { name: 'Phone', exact: true })).toHaveValue(shopper.phone);
      await form.getByRole('textbox', { name: 'Address line 1', exact: true }).fill('12, 5th Cross, Koramangala 4th Block');
      await form.getByRole('textbox', { name: 'City', exact: true }).fill('Bengaluru');
      await form.getByRole('combobox', { name: 'State' }).selectOption('Karnataka');
      // The pincode chosen in the navbar is already there.
      await expect(form.getByRole('textbox', { name: 'Pincode', exact: true })).toHaveValue(PINCODE);
      await expectNoOverflow(page);
      await form.getByRole('button', { name: 'Save address' }).click();
      await expect(form).toBeHidden();
      const address = page.getByRole('radiogroup', { name: 'Deliver to' }).getByRole('radio');
      await expect(address).toHaveCount(1);
      await expect(address).toBeChecked();

      // Payment is named by what the shopper pays with; the shop's first provider is chosen until the shopper chooses.
      const placeOrder = page.getByRole('button', { name: 'Place Order' });
      const payWith = page.getByRole('radiogroup', { name: 'Pay with' });
      await expect(payWith.getByRole('radio')).toHaveCount(3);
      await expect(payWith.getByRole('radio', { name: RAZORPAY })).toBeChecked();
      await payWith.getByRole('radio', { name: 'Cash on Delivery' }).check();
      await expect(placeOrder).toBeEnabled();
      await expectNoOverflow(page);
      await placeOrder.click();

      await expectOrderPlaced(page, GHEE, 'Pay on delivery');
      await expect(page.getByTestId('order-amount')).toHaveText('₹539.10');
      await expectNoOverflow(page);
      signedIn = await page.context().storageState();
      expect(consoleErrors).toEqual([]);
    });

    test.describe('the same shopper, signed in', () => {
      // eslint-disable-next-line no-empty-pattern
      test.use({ storageState: async ({}, use) => use(signedIn!) });

      /** A product page's Add to Cart, the panel, and checkout with the saved (default) address and `method`. */
      async function checkOutWith(page: Page, method: string) {
        await page.goto(`/products/${RICE.slug}`);
        await expect(page.getByRole('banner').getByRole('button', { name: `Delivery pincode ${PINCODE}, change` })).toBeVisible();
        await expectNoOverflow(page);
        await page.getByRole('button', { name: 'Add to Cart' }).first().click();
        const panel = await openCartPanel(page, 1);
        await expect(panel.getByTestId('cart-line')).toContainText(RICE.name);
        await expectNoOverflow(page);
        await panel.getByRole('button', { name: 'Continue to Checkout' }).click();
        await expect(panel).toBeHidden();
        await expect(page).toHaveURL(/\/checkout$/);
        const address = page.getByRole('radiogroup', { name: 'Deliver to' }).getByRole('radio');
        await expect(address).toHaveCount(1);
        await expect(address).toBeChecked();
        await expect(page.getByRole('radiogroup', { name: 'Deliver to' })).toContainText('Default');
        await page.getByRole('radiogroup', { name: 'Pay with' }).getByRole('radio', { name: method }).check();
        await expectNoOverflow(page);
        await page.getByRole('button', { name: 'Place Order' }).click();
      }

      test('pays with Razorpay in the sandbox checkout', async ({ page, consoleErrors }) => {
        await checkOutWith(page, RAZORPAY);
        await expect(page).toHaveURL(/\/checkout\/razorpay\/\d+$/);
        await expect(page.getByRole('heading', { name: 'Pay with Razorpay' })).toBeVisible();
        await expect(page.getByTestId('payment-order-number')).toHaveText(/^GR-/);
        const orderNumber = (await page.getByTestId('payment-order-number').textContent())!;
        await expectNoOverflow(page);
        const checkout = page.frameLocator(`iframe[title="${SANDBOX_BANNER}"]`);
        await expect(checkout.getByText(SANDBOX_BANNER)).toBeVisible();
        await checkout.getByRole('button', { name: 'Pay' }).click();
        await expectOrderPlaced(page, RICE, 'Paid with Razorpay');
        // ₹129 and the ₹49 delivery charge below ₹599.
        await expect(page.getByTestId('order-amount')).toHaveText('₹178');
        await expect(page.getByTestId('order-number')).toHaveText(orderNumber);
        await expectNoOverflow(page);
        expect(consoleErrors).toEqual([]);
      });

      test('pays with Cashfree on the sandbox checkout page and returns to confirm', async ({ page, consoleErrors }) => {
        await checkOutWith(page, CASHFREE);
        await expect(page).toHaveURL(/\/sandbox\/cashfree\/checkout\?session=/);
        await expect(page.getByText(SANDBOX_BANNER)).toBeVisible();
        await expectNoOverflow(page);
        await page.getByRole('button', { name: 'Pay' }).click();
        await expectOrderPlaced(page, RICE, 'Paid with Cashfree');
        await expect(page.getByTestId('order-amount')).toHaveText('₹178');
        await expectNoOverflow(page);
        expect(consoleErrors).toEqual([]);
      });
    });
  });
}
