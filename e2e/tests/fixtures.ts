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
