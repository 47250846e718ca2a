// What a first visit downloads in JavaScript: every JS response a route loads, gzipped at level 9, grouped by the
// app whose origin served it. Shared by the budget test (e2e/tests/budget.spec.ts) and `npm run bench`.
import { gzipSync } from 'node:zlib';

/**
 * The bar for one first visit, in gzipped bytes: 170 kB for the shell and the remotes together, so a change that adds
 * to a first visit takes as much out elsewhere (docs/performance.md). Posthog-js and Sentry are not part of it: they
 * load after the load event (e2e/tests/telemetry.spec.ts proves it) and only when configured, which the test server
 * is not; nor is the retry plugin, fetched only when a remote fails to load.
 */
export const TOTAL_BUDGET_BYTES = 170 * 1024;
/** One remote's share of a first visit (its remoteEntry.js and every chunk loaded from `/mfe-<name>/`), gzipped. */
export const REMOTE_BUDGET_BYTES = 40 * 1024;
/**
 * The routes whose first visit is held to the budget, every kind of shopper route: the home page, the listing, a
 * product page (its detail and carousel chunks), a seeded text page and a page with a form (the forms code).
 */
export const BUDGETED_ROUTES = ['/', '/products', '/products/doodh-ganga-fresh-paneer', '/about-us', '/contact-us'];
/**
 * Measured and printed by the bench, not yet within the budget: the sign-in screen, not a shopper route, whose remote
 * bundles its own zod and the signed-in contracts (the shell provides neither entry it does not use itself).
 */
export const MEASURED_ROUTES = [...BUDGETED_ROUTES, '/auth/login'];

/** `mfe-catalog` for `/mfe-catalog/…`; everything else is served by the shell. */
export function appOf(pathname) {
  return /^\/(mfe-[a-z-]+)\//.exec(pathname)?.[1] ?? 'shell';
}

/**
 * Opens `url` in a fresh browser context (an empty cache: a first visit) and waits until the network is idle.
 * @param {import('@playwright/test').Browser} browser
 * @returns {Promise<Array<{ path: string, app: string, raw: number, gz: number }>>} largest first
 */
export async function measureFirstVisit(browser, url) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const bodies = new Map();
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.endsWith('.js')) bodies.set(pathname, response.body());
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // A screen the browser draws may still be on its way after a quiet half second (a remote's chunks after a cold
    // start): the visit ends once the main area shows no loading spinner and the network is quiet again.
    await page.locator('main [role="status"][aria-label="Loading"]').waitFor({ state: 'detached', timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    const files = [];
    for (const [pathname, body] of bodies) {
      const bytes = await body;
      files.push({ path: pathname, app: appOf(pathname), raw: bytes.length, gz: gzipSync(bytes, { level: 9 }).length });
    }
    return files.sort((a, b) => b.gz - a.gz || a.path.localeCompare(b.path));
  } finally {
    await context.close();
  }
}

/** Gzipped bytes per app. */
export function totalsByApp(files) {
  const totals = {};
  for (const file of files) totals[file.app] = (totals[file.app] ?? 0) + file.gz;
  return totals;
}

/** Every way `files` breaks the budget, as sentences; empty when it fits. */
export function budgetViolations(files) {
  const violations = [];
  const total = files.reduce((sum, file) => sum + file.gz, 0);
  if (total > TOTAL_BUDGET_BYTES) violations.push(`total ${kB(total)} kB gzipped > ${kB(TOTAL_BUDGET_BYTES)} kB`);
  for (const [app, bytes] of Object.entries(totalsByApp(files))) {
    if (app !== 'shell' && bytes > REMOTE_BUDGET_BYTES) violations.push(`${app} ${kB(bytes)} kB gzipped > ${kB(REMOTE_BUDGET_BYTES)} kB`);
  }
  return violations;
}

const kB = (bytes) => (bytes / 1024).toFixed(1);

/** A table of every file (largest first) with raw and gzipped sizes, then the totals per app and against the budget. */
export function formatFirstVisit(route, files) {
  const width = Math.max(40, ...files.map((file) => file.path.length));
  const row = (name, app, raw, gz) => `  ${name.padEnd(width)} ${app.padEnd(18)} ${raw.padStart(8)} ${gz.padStart(8)}`;
  const lines = [`first visit ${route}: ${files.length} JS files`, row('file', 'app', 'raw kB', 'gz kB')];
  for (const file of files) lines.push(row(file.path, file.app, kB(file.raw), kB(file.gz)));
  for (const [app, bytes] of Object.entries(totalsByApp(files)).sort((a, b) => b[1] - a[1])) {
    const limit = app === 'shell' ? '' : ` (budget ${kB(REMOTE_BUDGET_BYTES)})`;
    lines.push(`  ${app}: ${kB(bytes)} kB gz${limit}`);
  }
  const raw = files.reduce((sum, file) => sum + file.raw, 0);
  const gz = files.reduce((sum, file) => sum + file.gz, 0);
  lines.push(`  TOTAL ${kB(raw)} kB raw, ${kB(gz)} kB gz (budget ${kB(TOTAL_BUDGET_BYTES)})`);
  return lines.join('\n');
}
