import { expect, test as base, type Page } from '@playwright/test';

/** Every journey fails on an unhandled page error or a console error the test did not expect. */
export const test = base.extend<{ consoleErrors: string[] }>({
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

/** The footer loads as the visitor scrolls near it (shell/src/layout/LazyFooter.tsx): scroll to the page's end first. */
export async function scrollToFooter(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

/** Signs in on the login and verify screens; the code is read where a developer reads it (the dev outbox). */
export async function signInOnScreens(page: Page, email: string) {
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.getByLabel('Mobile number or email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(/\/auth\/verify$/);
  const outbox = await page.request.get(`/s/api/dev/outbox?recipient=${encodeURIComponent(email)}`);
  const code = /\b(\d{6})\b/.exec((await outbox.json()).data[0].body)![1];
  // A complete code is sent at once (as the platform's one-time-code autofill would fill it).
  await page.getByLabel('6-digit code').fill(code);
}
