/**
 * The accessibility check every journey ends with (tests/fixtures.ts) can fail: on a page with known serious and
 * critical violations it throws, naming each rule, its impact and the elements; a page that is not HTML is skipped.
 */
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';

/** Serves `body` as an HTML page at /accessibility-check, in place of the shop. */
async function showPage(page: Page, body: string) {
  const html = `<!doctype html><html lang="en"><head><title>Accessibility check</title></head><body><main>${body}</main></body></html>`;
  await page.route('**/accessibility-check', (route) => route.fulfill({ contentType: 'text/html', body: html }));
  await page.goto('/accessibility-check');
}

test('fails on an unlabelled field and faint text, naming the rules and the elements', async ({ page }) => {
  await showPage(page, '<h1>Sign in</h1><input id="unlabelled"><p id="faint" style="color: #aaa; background: #fff">Forgot your code?</p>');
  const failure = await expectAccessible(page).then(
    () => new Error('no violation found'),
    (error: Error) => error,
  );
  expect(failure.message).toContain('axe found 2 serious or critical accessibility violation(s)');
  expect(failure.message).toMatch(/- label \(critical\): Form elements must have labels\n.*\n\s+#unlabelled/);
  expect(failure.message).toMatch(/- color-contrast \(serious\): .*\n.*\n\s+#faint/);

  // The same screen put right passes (and so does the fixture's own check when the test ends).
  await page.unrouteAll();
  await showPage(page, '<h1>Sign in</h1><label>Mobile number <input id="labelled"></label><p>Forgot your code?</p>');
  await expectAccessible(page);
});

test('skips a page that is not HTML', async ({ page }) => {
  const answer = await page.goto('/s/api/init');
  expect(answer?.headers()['content-type']).toContain('application/json');
  await expectAccessible(page);
});
