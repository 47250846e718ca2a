/**
 * Analytics and error reporting never sit on the critical path: with both configured, posthog-js and @sentry/react
 * load only after the page's load event, page views made before then are delivered once posthog-js is attached,
 * and their traffic goes to the shop's own origin (/brgest, /tunnel), where the server stores it. Analytics waits
 * for the visitor's consent (DPDP Act 2023): until they turn the footer's switch on, posthog-js is not even fetched.
 */
import { gunzipSync, gzipSync } from 'node:zlib';
import type { Page, Request } from '@playwright/test';
import { expect, scrollToFooter, searchBox, test } from './fixtures';

/**
 * The analytics proxy path and the error tunnel (`ANALYTICS_PROXY_PATH`, `ERROR_TUNNEL_PATH` of the contracts), on the
 * shop's own origin.
 */
const ANALYTICS_PROXY_PATH = '/brgest';
const ERROR_TUNNEL_PATH = '/tunnel';
const PROJECT_TOKEN = 'phc_e2e_project_token';
const DSN = 'http://e2epublickey@localhost/7';
/** Where the shell keeps the visitor's analytics choice (shell/src/telemetry/consent.ts). */
const CONSENT_STORAGE_KEY = 'storefront:analytics-consent';

// posthog-js drops the events of browsers that look automated (a headless user agent, navigator.webdriver):
// this page presents itself as a shopper's phone.
test.use({ userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36' });
test.beforeEach(({ page }) => page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false })));

/** Serves every page as if the deployment configured a posthog token and a Sentry DSN. */
async function configureTelemetry(page: Page) {
  await page.route(
    (url) => !url.pathname.startsWith('/s/') && !/\.\w+$/.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = (await response.text())
        .replace('"posthogKey":null', `"posthogKey":"${PROJECT_TOKEN}"`)
        .replace('"sentryDsn":null', `"sentryDsn":"${DSN}"`);
      expect(html, 'the page carries the runtime configuration').toContain(PROJECT_TOKEN);
      const headers = { ...response.headers() };
      delete headers['content-encoding'];
      delete headers['content-length'];
      await route.fulfill({ response, body: html, headers });
    },
  );
}

/** The events of one posthog-js request, whichever encoding it chose. */
function postedEvents(request: Request): Array<{ event: string; properties: Record<string, unknown> }> {
  const body = request.postDataBuffer();
  if (!body?.length) return [];
  const gzipped = body[0] === 0x1f && body[1] === 0x8b;
  const base64 = new URL(request.url()).searchParams.get('compression') === 'base64';
  let text = gzipped ? gunzipSync(body).toString('utf8') : body.toString('utf8');
  if (base64) text = Buffer.from(decodeURIComponent(text.replace(/^data=/, '')), 'base64').toString('utf8');
  const parsed = JSON.parse(text);
  return Array.isArray(parsed) ? parsed : (parsed.batch ?? [parsed]);
}

/** Every script the page fetched, with when it started and when the load event ended (ms since navigation). */
function scriptTimings(page: Page) {
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.initiatorType === 'script' || /\.js(\?|$)/.test(entry.name))
      .map((entry) => ({ url: new URL(entry.name).pathname, start: entry.startTime }));
    return { loadEnd: navigation.loadEventEnd, scripts };
  });
}

test('analytics and error reporting load after the page has loaded and deliver what was queued', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  // What the first screen loads without telemetry: the scripts only the configured page loads are posthog-js and Sentry.
  const plain = await browser.newPage();
  await plain.goto(new URL('/', baseURL).href, { waitUntil: 'networkidle' });
  const firstScreenScripts = new Set((await scriptTimings(plain)).scripts.map((script) => script.url));
  await plain.close();

  await configureTelemetry(page);
  // A visitor who turned analytics on before.
  await page.addInitScript((key) => localStorage.setItem(key, 'granted'), CONSENT_STORAGE_KEY);
  const analyticsRequests: Request[] = [];
  const tunnelResponses: number[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith(`${ANALYTICS_PROXY_PATH}/`) && request.method() === 'POST') analyticsRequests.push(request);
  });
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === ERROR_TUNNEL_PATH) tunnelResponses.push(response.status());
  });

  await page.goto('/');
  const pageViews = () => analyticsRequests.flatMap(postedEvents).filter((event) => event.event === '$pageview');
  // posthog-js loads once the page is idle and sends its queue every few seconds: allow for a slow machine.
  await expect.poll(() => pageViews().map((event) => event.properties.path), { timeout: 20_000 }).toEqual(['/']);
  expect(pageViews()[0].properties.token).toBe(PROJECT_TOKEN);
  await expect.poll(() => tunnelResponses, { timeout: 20_000 }).toContain(200);

  const { loadEnd, scripts } = await scriptTimings(page);
  const telemetryScripts = scripts.filter((script) => !firstScreenScripts.has(script.url));
  expect(telemetryScripts.length, 'posthog-js and @sentry/react were fetched').toBeGreaterThan(0);
  for (const script of telemetryScripts) expect(script.start, `${script.url} started before the load event`).toBeGreaterThanOrEqual(loadEnd);

  // After a route change, one more page view with the new path, sent by the now loaded posthog-js.
  await (await searchBox(page, false)).fill('dal');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/products\?q=dal/);
  await expect.poll(() => pageViews().map((event) => event.properties.path), { timeout: 20_000 }).toEqual(['/', '/products']);
});

/** Whether a script is posthog-js (or the shell's wrapper of it): both call its consent API. */
const isPosthogScript = (body: string) => body.includes('opt_out_capturing');

test('a new visitor is not tracked until they turn analytics on in the footer; the choice is remembered', async ({ page, consoleErrors }) => {
  test.setTimeout(90_000);
  await configureTelemetry(page);
  const posthogScripts: string[] = [];
  /** posthog-js and its wrapper, gzipped as the budget measures (e2e/support/firstVisitJs.mjs). */
  const posthogBytes: number[] = [];
  const analyticsRequests: Request[] = [];
  const tunnelResponses: number[] = [];
  page.on('response', async (response) => {
    const { pathname } = new URL(response.url());
    if (pathname === ERROR_TUNNEL_PATH) tunnelResponses.push(response.status());
    if (!pathname.endsWith('.js')) return;
    const body = await response.body().catch(() => null);
    if (!body || !isPosthogScript(body.toString('utf8'))) return;
    posthogScripts.push(pathname);
    posthogBytes.push(gzipSync(body, { level: 9 }).length);
  });
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith(`${ANALYTICS_PROXY_PATH}/`)) analyticsRequests.push(request);
  });
  const pageViews = () => analyticsRequests.flatMap(postedEvents).filter((event) => event.event === '$pageview');

  await page.goto('/');
  // Error reporting, loaded with analytics once the page is idle, is running: analytics would have started by now.
  await expect.poll(() => tunnelResponses, { timeout: 20_000 }).toContain(200);
  await page.waitForLoadState('networkidle');
  expect(posthogScripts, 'posthog-js fetched without consent').toEqual([]);
  expect(
    analyticsRequests.map((request) => request.url()),
    'analytics traffic without consent',
  ).toEqual([]);

  const consent = page.getByRole('contentinfo').getByRole('switch', { name: 'Usage analytics' });
  await scrollToFooter(page);
  await expect(consent).not.toBeChecked();
  await expect(consent).toHaveAccessibleDescription(/^Off until you turn it on\./);
  const box = (await consent.boundingBox())!;
  expect(Math.min(box.width, box.height), 'tap target').toBeGreaterThanOrEqual(24);
  await page.screenshot({ path: test.info().outputPath('consent-off.png') });

  await consent.check();
  await expect.poll(() => posthogScripts.length, { timeout: 20_000 }).toBeGreaterThan(0);
  await (await searchBox(page, false)).fill('dal');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/products\?q=dal/);
  await expect.poll(() => pageViews().map((event) => event.properties.path), { timeout: 20_000 }).toEqual(['/products']);
  // What analytics adds, all of it after the page has loaded (posthog-js is running: it sent the page view): 60 kB
  // gzipped at most.
  const analyticsBytes = posthogBytes.reduce((sum, bytes) => sum + bytes, 0);
  expect(analyticsBytes, 'posthog-js measured').toBeGreaterThan(10 * 1024);
  expect(analyticsBytes).toBeLessThanOrEqual(60 * 1024);

  // The next visit remembers the choice: posthog-js loads by itself and the page view is sent.
  posthogScripts.length = 0;
  analyticsRequests.length = 0;
  await page.goto('/');
  await expect.poll(() => posthogScripts.length, { timeout: 20_000 }).toBeGreaterThan(0);
  await expect.poll(() => pageViews().map((event) => event.properties.path), { timeout: 20_000 }).toEqual(['/']);
  await scrollToFooter(page);
  await expect(consent).toBeChecked();
  expect(consoleErrors).toEqual([]);
});
