import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_SHOP } from '../../server/src/seed/siteContent';
import { expectAccessible, expectAccessibleOnce } from '../support/accessibility';
import { withAccountLock } from '../support/accountLock';

export { expectAccessible };

/**
 * A shopper who has already seen the seeded promotional popup (a `once` popup shows each picture once), so it does not
 * cover the screen of journeys about something else 5 s into them. The popup's own journey (pages.spec.ts) starts
 * without it.
 */
export async function rememberPopupSeen(context: BrowserContext): Promise<void> {
  const image = DEMO_SHOP.popup?.image;
  if (image) await context.addInitScript((seen) => localStorage.setItem('popupShown', seen), image);
}

/**
 * Every journey fails on an unhandled page error or a console error the test did not expect, and on a serious or
 * critical axe violation on the screen it ends on (checked only when the journey itself passed).
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  context: async ({ context }, use) => {
    await rememberPopupSeen(context);
    await use(context);
  },
  page: async ({ page }, use, testInfo) => {
    // A journey acts as a shopper does once the app has taken the server's page over (the page template's held
    // presses are handed to it then); what the page does before that is firstPaint.spec.ts's.
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await appTakenOver(page).catch(() => undefined);
      return response;
    };
    await use(page);
    if (testInfo.status === 'passed') await expectAccessible(page);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console: ${message.text()}`);
    });
    await use(errors);
  },
});

export { expect };

/** Resolves once the app has taken the server's page over: the page template hands it the presses it held. */
export async function appTakenOver(page: Page): Promise<void> {
  await page.waitForFunction(() => !('storefrontHeldPresses' in window) || window.storefrontHeldPresses === undefined, undefined, {
    timeout: 15_000,
  });
}

export const DESKTOP_VIEWPORT = { width: 1280, height: 800 };
export const PHONE_VIEWPORT = { width: 375, height: 800 };
/** The two screens every shopper journey runs on. */
export const DEVICES = [
  { device: 'desktop', viewport: DESKTOP_VIEWPORT },
  { device: 'phone', viewport: PHONE_VIEWPORT },
] as const;

/** How far the page is wider than the screen (0: no sideways scrolling). */
export const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The navbar's cart button, named by its count ('Cart, 1 item', 'Cart, 2 items'). */
export const cartBadge = (page: Page, items: number) =>
  page.getByRole('banner').getByRole('button', { name: `Cart, ${items} ${items === 1 ? 'item' : 'items'}`, exact: true });

/**
 * The navbar's search box, focused: in the bar on a desktop; on a phone, behind the bar's Search button, which focuses
 * it. Its first focus loads its suggestions, which make it a combobox.
 */
export async function searchBox(page: Page, phone: boolean) {
  const banner = page.getByRole('banner');
  if (phone) await banner.getByRole('button', { name: 'Search', exact: true }).click();
  else await banner.getByRole('searchbox', { name: 'Search products' }).click();
  const box = banner.getByRole('combobox', { name: 'Search products' });
  await expect(box).toBeFocused();
  return box;
}

/**
 * The footer's code loads as the visitor scrolls near it (shell/src/layout/LazyFooter.tsx): scroll to the page's end,
 * and wait for the app's footer to replace the server's HTML one (an element React owns carries its props, under a
 * private key, as bootstrap.tsx also reads).
 */
export async function scrollToFooter(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForFunction(() => {
    const footer = document.querySelector('footer');
    return footer !== null && Object.keys(footer).some((key) => key.startsWith('__reactProps$'));
  });
}

/** Signs in on the login and verify screens; the code is read where a developer reads it (the dev outbox). */
export async function signInOnScreens(page: Page, email: string) {
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.getByLabel('Mobile number or email').fill(email);
  await expectAccessibleOnce(page, 'login');
  await withAccountLock(email, async () => {
    await page.getByRole('button', { name: 'Send code' }).click();
    await enterCodeFromOutbox(page, email);
    await expect(page).not.toHaveURL(/\/auth\/verify$/);
  });
}

/**
 * Registers a brand-new shopper from the login screen (Create an account, then the code sent to the phone);
 * `checkScreen` runs on each screen on the way.
 */
export async function registerOnScreens(
  page: Page,
  shopper: { name: string; email: string; phone: string },
  checkScreen: (page: Page) => Promise<void> = async () => undefined,
) {
  await expect(page).toHaveURL(/\/auth\/login$/);
  await checkScreen(page);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/auth\/register$/);
  await expect(page.getByRole('heading', { name: 'Register' })).toBeVisible();
  await checkScreen(page);
  await page.getByLabel('Name').fill(shopper.name);
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Phone').fill(shopper.phone);
  await expectAccessibleOnce(page, 'register');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { name: 'Verify your code' })).toBeVisible();
  await checkScreen(page);
  await enterCodeFromOutbox(page, shopper.phone);
}

/** The newest code sent to `recipient`, read where a developer reads it (the dev outbox). */
export async function codeFromOutbox(page: Page, recipient: string): Promise<string> {
  const outbox = await page.request.get(`/s/api/dev/outbox?recipient=${encodeURIComponent(recipient)}`);
  return /\b(\d{6})\b/.exec((await outbox.json()).data[0].body)![1];
}

/** On the verify screen: the code sent to `recipient`. */
async function enterCodeFromOutbox(page: Page, recipient: string) {
  await expect(page).toHaveURL(/\/auth\/verify$/);
  await expectAccessibleOnce(page, 'verify');
  // A complete code is checked at once (as the platform's one-time-code autofill would fill it).
  await page.getByLabel('6-digit code').fill(await codeFromOutbox(page, recipient));
}
