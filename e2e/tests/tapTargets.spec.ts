/**
 * Tap targets (WCAG 2.5.8): on a phone, every visible link, button and field of the main screens of both demo
 * websites is at least 24 × 24 px. Exempt, as the criterion says: a link inside a sentence (its height is the line's).
 * A field hidden for its label's sake (the pack choices' radios) is measured by its label, which takes the tap.
 */
import type { Page } from '@playwright/test';
import { expect, PHONE_VIEWPORT, test } from './fixtures';

const MIN_TARGET_PX = 24;

/** The main screens: the home page, a listing with filter chips, a product, a text page, a form page, sign-in. */
const SCREENS = ['/', '/products?c=staples&b=desi-harvest', '/products/doodh-ganga-fresh-paneer', '/about-us', '/contact-us', '/auth/login'];
const CORNER_BASKET = 'http://corner.localhost';

/** Every visible target of the page smaller than 24 px either way, described as "tag 'name' W×H". */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const selector =
      'a[href], button, input, select, textarea, summary, [role="button"], [role="link"], [role="checkbox"], [role="switch"], [tabindex="0"]';
    const small: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || element.closest('[aria-hidden="true"], [inert]')) continue;
      let box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      // Hidden for its label's sake: the label is what a finger taps.
      const label = element instanceof HTMLInputElement ? element.labels?.[0] : undefined;
      if (box.width <= 1 && box.height <= 1 && label) box = label.getBoundingClientRect();
      // A link in a sentence is as tall as the sentence's line.
      const parentText = element.parentElement?.textContent?.trim() ?? '';
      if (style.display === 'inline' && parentText !== element.textContent?.trim()) continue;
      if (box.width < min || box.height < min) {
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
        small.push(`${element.tagName.toLowerCase()} '${name.slice(0, 40)}' ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }
    return small;
  }, MIN_TARGET_PX);
}

/** Scrolls down as a shopper does, so what loads near the screen (carousels, the footer) is there too. */
async function scrollThrough(page: Page) {
  for (let step = 0; step < 15; step += 1) {
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(100);
  }
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

test.describe('tap targets on a phone', () => {
  test.use({ viewport: PHONE_VIEWPORT });

  for (const [site, origin] of [
    ['FreshKart', ''],
    ['Corner Basket', CORNER_BASKET],
  ] as const) {
    test(`every target on ${site}'s main screens is at least 24 px either way`, async ({ page, baseURL, consoleErrors }) => {
      test.setTimeout(120_000);
      const port = new URL(baseURL!).port;
      const screens = origin ? ['/', '/products'] : SCREENS;
      const found: Record<string, string[]> = {};
      for (const path of screens) {
        await page.goto(origin ? `${origin}:${port}${path}` : path);
        await scrollThrough(page);
        const small = await smallTargets(page);
        if (small.length > 0) found[path] = small;
      }
      expect(found).toEqual({});
      expect(consoleErrors).toEqual([]);
    });
  }
});
