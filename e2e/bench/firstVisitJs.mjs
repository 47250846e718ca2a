// Gzipped JavaScript a first visit downloads (shell + remote entries + chunks), measured in Chromium against the
// production build served by the built server: one table per route, totals against the budget. Asserts nothing;
// e2e/tests/budget.spec.ts enforces the same numbers.
import { chromium } from '@playwright/test';
import { startBuiltServer } from '../../server/bench/builtServer.mjs';
import { budgetViolations, formatFirstVisit, MEASURED_ROUTES, measureFirstVisit } from '../support/firstVisitJs.mjs';

// The browser first: when it cannot start, no server is left running.
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run', '--disable-dev-shm-usage'],
});
const { base, stop } = await startBuiltServer({ port: Number(process.env.BENCH_PORT ?? 3401) });
try {
  for (const route of MEASURED_ROUTES) {
    const files = await measureFirstVisit(browser, `${base}${route}`);
    console.log(formatFirstVisit(route, files));
    const violations = budgetViolations(files);
    console.log(violations.length ? `  over budget: ${violations.join('; ')}\n` : '  within budget\n');
  }
} finally {
  await browser.close();
  await stop();
}
