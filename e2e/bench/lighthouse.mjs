// Lighthouse (mobile: its default emulation and throttling) on the production build served by the built server, in
// Debian's Chromium, on six pages: home, the listing, a product, a category, a page of the footer's and sign-in.
// Prints each page's scores and metrics (FCP, LCP, TBT, CLS), the median of LIGHTHOUSE_RUNS runs (default 3).
// Asserts nothing (timings vary run to run); the deterministic byte budget is e2e/tests/budget.spec.ts.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBuiltServer } from '../../server/bench/builtServer.mjs';

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const formFactor = process.env.LIGHTHOUSE_DESKTOP ? 'desktop' : 'mobile';
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'];
const ATTEMPTS = 3;

/**
 * One Lighthouse run with every metric measured. Now and then a run here comes back without some (its trace missed
 * the paint: "NO_LCP", and TBT is then NaN); such a run is repeated, and said so, rather than taken into a median.
 */
async function completeRun(url, config) {
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] },
      config,
    );
    const missing = METRICS.filter((id) => !Number.isFinite(lhr.audits[id]?.numericValue));
    if (!lhr.runtimeError && missing.length === 0) return lhr;
    const reason = lhr.runtimeError?.code ?? missing.map((id) => `${id}: ${lhr.audits[id]?.errorMessage ?? 'not measured'}`).join('; ');
    if (attempt === ATTEMPTS) throw new Error(`Lighthouse could not measure ${url} in ${ATTEMPTS} attempts (${reason})`);
    console.log(`(a run of ${url} came back incomplete, ${reason}: repeated)`);
  }
}

/** A page the shop's editors made (page data on the server), as its footer links to one: the first footer link that is one. */
async function footerPage() {
  const { footers = [] } = await (await fetch(`${base}/s/api/init`)).json();
  for (const link of footers.flatMap((group) => group.children ?? []).map((child) => child.link)) {
    if (!link?.startsWith('/') || link.startsWith('/products')) continue;
    if ((await fetch(`${base}/s/api/page/data${link}`)).ok) return link;
  }
  throw new Error('no footer link of the demo shop leads to a page of its own (GET /s/api/init footers)');
}

// The browser first: when it cannot start, no server is left running.
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const { base, stop } = await startBuiltServer({ port: Number(process.env.BENCH_PORT ?? 3402) });
try {
  const product = (await (await fetch(`${base}/s/api/products?perPage=1`)).json()).data[0];
  const category = (await (await fetch(`${base}/s/api/categories`)).json()).data[0];
  const pages = ['/', '/products', `/products/${product.slug}`, `/products?c=${category?.slug ?? ''}`, await footerPage(), '/auth/login'];
  // A running shop is warm: the first request of each page fills the server's caches, which a visitor rarely meets.
  for (const page of pages) for (let warm = 0; warm < 3; warm++) await (await fetch(`${base}${page}`)).text();
  const config = formFactor === 'desktop' ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined;
  // One run thrown away: the first run in a new browser also measures the browser's own start-up.
  await lighthouse(`${base}${pages[0]}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, config);
  console.log(`Lighthouse ${formFactor}, median of ${runs} run(s), ${base}`);
  console.log('page'.padEnd(44), 'perf', 'a11y', 'b.p.', ' seo', '   FCP ms', '   LCP ms', '  TBT ms', '   CLS', '  JS kB (transfer)');
  const largestPaints = [];
  const blockingTimes = [];
  const failedAudits = [];
  for (const page of pages) {
    const results = [];
    for (let run = 0; run < runs; run++) results.push(await completeRun(`${base}${page}`, config));
    const score = (id) => Math.round(median(results.map((lhr) => lhr.categories[id].score * 100)));
    const metric = (id) => median(results.map((lhr) => lhr.audits[id].numericValue));
    const jsBytes = median(
      results.map((lhr) =>
        lhr.audits['network-requests'].details.items
          .filter((item) => item.resourceType === 'Script')
          .reduce((sum, item) => sum + item.transferSize, 0),
      ),
    );
    console.log(
      page.padEnd(44),
      String(score('performance')).padStart(4),
      String(score('accessibility')).padStart(4),
      String(score('best-practices')).padStart(4),
      String(score('seo')).padStart(4),
      metric('first-contentful-paint').toFixed(0).padStart(9),
      metric('largest-contentful-paint').toFixed(0).padStart(9),
      metric('total-blocking-time').toFixed(0).padStart(8),
      metric('cumulative-layout-shift').toFixed(3).padStart(6),
      (jsBytes / 1024).toFixed(1).padStart(10),
    );
    blockingTimes.push(`${page.padEnd(44)} ${results.map((lhr) => Math.round(lhr.audits['total-blocking-time'].numericValue)).join('  ')}`);
    const element = results[0].audits['largest-contentful-paint-element'].details?.items?.[0]?.items?.[0]?.node;
    largestPaints.push(`${page.padEnd(44)} ${element?.selector ?? 'none'}`);
    // What keeps accessibility, best practices or SEO under 100 (the first run's failed audits).
    const failed = ['accessibility', 'best-practices', 'seo'].flatMap((id) =>
      results[0].categories[id].auditRefs.filter((ref) => ref.weight > 0 && results[0].audits[ref.id].score < 1).map((ref) => `${id}: ${ref.id}`),
    );
    if (failed.length > 0) failedAudits.push(`${page.padEnd(44)} ${failed.join(', ')}`);
  }
  // TBT varies most from run to run: each run's figure shows how far the median can be trusted.
  console.log('\ntotal blocking time of each run (ms):');
  for (const line of blockingTimes) console.log(line);
  console.log('\nlargest contentful paint element (first run):');
  for (const line of largestPaints) console.log(line);
  if (failedAudits.length > 0) console.log('\naudits failed (first run):');
  for (const line of failedAudits) console.log(line);
} finally {
  await chrome.kill();
  await stop();
}
