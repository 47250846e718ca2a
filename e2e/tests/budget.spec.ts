/**
 * The JavaScript budget of a first visit, in bytes (gzip level 9 of every JS response), never in timings: the shell,
 * every remote entry and every chunk the route loads. Limits: e2e/support/firstVisitJs.mjs (`npm run bench` prints
 * the same table).
 */
import { BUDGETED_ROUTES, budgetViolations, formatFirstVisit, measureFirstVisit } from '../support/firstVisitJs.mjs';
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
