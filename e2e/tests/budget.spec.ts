/**
 * The JavaScript budget of a first visit, in bytes (gzip level 9 of every JS response), never in timings: the shell,
 * every remote entry and every chunk the route loads. Limits: e2e/support/firstVisitJs.mjs (`npm run bench` prints
 * the same table).
 */
import { BUDGETED_ROUTES, budgetViolations, MEASURED_ROUTES, formatFirstVisit, measureFirstVisit } from '../support/firstVisitJs.mjs';
import { expect, test } from './fixtures';

for (const route of BUDGETED_ROUTES) {
  test(`a first visit to ${route} stays within the JavaScript budget`, async ({ browser, baseURL }) => {
    const files = await measureFirstVisit(browser, new URL(route, baseURL).href);
    // A page that failed to load its remote would look cheap: make sure the screen's remote was measured too.
    expect(
      files.some((file) => file.app !== 'shell'),
      'no remote was loaded',
    ).toBe(true);
    const violations = budgetViolations(files);
    expect(violations, `${violations.join('; ')}\n${formatFirstVisit(route, files)}`).toEqual([]);
  });
}

/**
 * Code that a first visit does not run before the page is interactive, each known by a string its minified build
 * keeps: it belongs in a chunk of its own that loads when it is needed, not in what the shell or a screen starts with.
 */
const NOT_ON_FIRST_VISIT = [
  // The server writes the page's theme into its head; the shell loads the palettes only for an init it fetched.
  { what: 'the built-in theme palettes', marker: '#0c831f' },
  // Shown 5 s after load at the earliest: the shell loads the popup's code when the delay has passed.
  { what: 'the promotional popup', marker: 'pages/Popup' },
  // Only the cart, the orders and the agents' dashboard write a date (`@storefront/shared/shopping`).
  { what: 'the date formatters', marker: 'dayPeriod' },
  // The account remote's screens load one by one: the sign-in screen does not bring the agents' dashboard along.
  { what: 'the sales dashboard', marker: 'Revenue per day' },
  // Only the checkout lets the shopper choose a delivery window.
  { what: 'the delivery slot chooser', marker: 'Closes at ' },
  // The kit's stand-in for a screen not built yet: no screen uses it any more.
  { what: 'the screen placeholder', marker: 'screen-placeholder' },
];

for (const route of MEASURED_ROUTES) {
  test(`a first visit to ${route} downloads no code that only runs later`, async ({ page }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(response.text());
    });
    await page.goto(route, { waitUntil: 'networkidle' });
    const code = await Promise.all(scripts);
    expect(code.length).toBeGreaterThan(0);
    const downloaded = NOT_ON_FIRST_VISIT.filter(({ marker }) => code.some((text) => text.includes(marker))).map(({ what }) => what);
    expect(downloaded).toEqual([]);
  });
}
