// `npm run bench`: starts the built server on an embedded database grown to BENCH_PRODUCTS products (default
// 10,000, the catalogue size of the quality bars) and measures API throughput with autocannon on loopback, next to
// a trivial Fastify route started in the same run (the machine's ceiling), measured again in slices alternating with
// each figure given as a share of it. Prints numbers; asserts nothing.
// BENCH_SECONDS sets each run's length (default 10); BENCH_ONLY (e.g. "listing,init,cart,scale") picks the runs.
// BENCH_DATABASE_URL runs the server on PostgreSQL instead: a fresh database is created on that server for the run
// and dropped after it. The scale-out run (1 and 2 API processes on one database) always needs PostgreSQL: it uses
// BENCH_DATABASE_URL, else the local server the soak uses, and says so when none answers. BENCH_SERVER_NODE_ARGS passes
// node flags to the API processes (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile one at its limit).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { prepareBenchDatabase } from './benchCatalogue.mjs';
import { startBuiltServer } from './builtServer.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const productCount = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const WEB_URL = 'http://localhost:3000';
/** What a browser's fetch sends: answers go out compressed as they would to a shopper. */
const BROWSER_HEADERS = { 'x-web-url': WEB_URL, 'accept-encoding': 'gzip, deflate, br' };
const CART_VISITORS = 1000;
const WARM_UP_REQUESTS = 300;
const LOCAL_POSTGRES = 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
const only = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',')) : null;
const runs = (name) => !only || only.has(name);

const preparing = performance.now();
const database = await prepareBenchDatabase(productCount, process.env.BENCH_DATABASE_URL);
console.log(
  `catalogue of ${productCount} products prepared on ${database.databaseUrl ? 'PostgreSQL' : 'PGlite'} in ${((performance.now() - preparing) / 1000).toFixed(1)} s`,
);
const port = Number(process.env.BENCH_PORT ?? 3400);
const startApi = (database, at = port) =>
  startBuiltServer({
    port: at,
    env: { SERVE_APPS: 'false', ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}) },
    dataDir: database.dataDir,
  });
const { base, stop } = await startApi(database);

/** `expected304`: a revalidation run, whose 304s are the answers wanted, not errors. */
function report(title, result, expected304 = false) {
  const errors = result.errors + result.non2xx - (expected304 ? (result.statusCodeStats?.['304']?.count ?? 0) : 0);
  console.log(
    `${title.padEnd(44)} ${Math.round(result.requests.average).toString().padStart(7)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   errors ${errors}`,
  );
}

/** One autocannon run of `duration` seconds (the run length unless given), compressed as a browser accepts. */
const load = (options, origin = base, duration = seconds) =>
  new Promise((resolve, reject) =>
    autocannon(
      { connections: 20, ...options, duration, url: `${origin}${options.url}`, headers: { ...BROWSER_HEADERS, ...options.headers } },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );

/** Two seconds of the same load, not reported: the first seconds of a process also measure its JIT compiler warming up. */
const warmUp = async (options, origin = base) => {
  await load(options, origin, 2);
};

async function run(title, options, origin = base) {
  const result = await load(options, origin);
  report(title, result, options.headers?.['if-none-match'] !== undefined);
  return result;
}

async function timeOnce(url) {
  const started = performance.now();
  const response = await fetch(`${base}${url}`, { headers: BROWSER_HEADERS });
  await response.arrayBuffer();
  return performance.now() - started;
}

/** A visitor session with its XSRF token, as the storefront's client gets one. */
async function session(origin = base) {
  const response = await fetch(`${origin}/s/api/cookie`, { headers: { 'x-web-url': WEB_URL } });
  const cookies = Object.fromEntries(
    response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0].split('='))
      .map(([name, ...value]) => [name, value.join('=')]),
  );
  return { cookie: `sid=${cookies.sid}; XSRF-TOKEN=${cookies['XSRF-TOKEN']}`, 'x-xsrf-token': cookies['XSRF-TOKEN'] };
}

/** One run spread over several API processes (the connections shared out): their throughputs added up. */
async function runAcross(title, options, origins) {
  const results = await Promise.all(origins.map((origin) => load({ connections: 20 / origins.length, ...options }, origin)));
  const sum = (pick) => results.reduce((total, result) => total + pick(result), 0);
  const combined = {
    requests: { average: sum((result) => result.requests.average) },
    latency: { p50: Math.max(...results.map((result) => result.latency.p50)), p99: Math.max(...results.map((result) => result.latency.p99)) },
    errors: sum((result) => result.errors),
    non2xx: sum((result) => result.non2xx),
  };
  report(title, combined);
  return combined;
}

/** `warmUp` of every process of a run across several, the connections shared out as the run shares them. */
const warmUpAcross = (options, origins) => Promise.all(origins.map((origin) => warmUp({ ...options, connections: 20 / origins.length }, origin)));

/**
 * A trivial Fastify route in its own process: the throughput every ratio below is compared with. It stays up for the
 * whole bench, as the ratios measure it again next to each figure (see `runAgainstCeiling`).
 */
async function startCeiling() {
  const port = Number(process.env.BENCH_TRIVIAL_PORT ?? 3401);
  const child = spawn(process.execPath, [fileURLToPath(new URL('./trivialServer.mjs', import.meta.url))], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const ceiling = { origin, stop: () => child.kill('SIGTERM') };
  try {
    for (
      let attempt = 0;
      !(await fetch(origin).then(
        (response) => response.ok,
        () => false,
      ));
      attempt++
    ) {
      if (attempt >= 50) throw new Error('the trivial Fastify server did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await warmUp({ url: '/' }, origin);
    await run('GET / of a trivial Fastify route (ceiling)', { url: '/' }, origin);
    return ceiling;
  } catch (error) {
    ceiling.stop();
    throw error;
  }
}

/** Pairs of runs, the trivial route's and the figure's, alternated: each pair's ratio, and the median. */
const CEILING_PAIRS = 3;

/**
 * The run (after a warm-up) and its throughput as a share of the trivial route's. This machine's speed drifts by a
 * third within minutes, so a ceiling measured once, minutes before, moved the ratio as much: the two are measured in
 * alternating slices of the run's length instead, and the ratio is the median of the pairs'.
 */
async function runAgainstCeiling(title, options, ceiling) {
  await warmUp(options);
  const slice = seconds / CEILING_PAIRS;
  const pairs = [];
  for (let pair = 0; pair < CEILING_PAIRS; pair++) {
    const trivial = await load({ url: '/' }, ceiling.origin, slice);
    pairs.push({ trivial, result: await load(options, base, slice) });
  }
  const results = pairs.map((pair) => pair.result);
  report(
    title,
    {
      requests: { average: results.reduce((total, result) => total + result.requests.average, 0) / results.length },
      latency: { p50: Math.max(...results.map((result) => result.latency.p50)), p99: Math.max(...results.map((result) => result.latency.p99)) },
      errors: results.reduce((total, result) => total + result.errors, 0),
      non2xx: results.reduce((total, result) => total + result.non2xx, 0),
      statusCodeStats: { 304: { count: results.reduce((total, result) => total + (result.statusCodeStats?.['304']?.count ?? 0), 0) } },
    },
    options.headers?.['if-none-match'] !== undefined,
  );
  const ratios = pairs.map((pair) => (pair.result.requests.average / pair.trivial.requests.average) * 100).sort((a, b) => a - b);
  const trivialRates = pairs.map((pair) => Math.round(pair.trivial.requests.average / 1000)).join(' / ');
  console.log(
    `${''.padEnd(44)} ${ratios[Math.floor(ratios.length / 2)].toFixed(0).padStart(6)} %  of the trivial route (median of ${CEILING_PAIRS} alternating pairs: ${ratios.map((ratio) => ratio.toFixed(0)).join(' / ')} %; trivial ${trivialRates}k req/s)`,
  );
}

/** The ETag a browser holds after its first visit, for the revalidation runs. */
async function etagOf(url) {
  const response = await fetch(`${base}${url}`, { headers: BROWSER_HEADERS });
  await response.arrayBuffer();
  return response.headers.get('etag');
}

async function listing(ceiling) {
  // A running shop's database has its tables and indexes in memory: other queries touch them first, so what is
  // timed below is a query the listing cache has never answered, not a database reading its files for the first time.
  for (const url of ['/s/api/products?q=milk&perPage=1', '/s/api/products?c=dairy&s=name', '/s/api/products?s=price_desc&perPage=2']) {
    await timeOnce(url);
  }
  // And its code (this client's fetch too) has served many requests, as a shop's does: answers the cache holds and,
  // one in three, a search page no one asked for yet. Without this the first timed queries also measured both JITs
  // (3–6 ms more each here).
  for (let request = 0; request < WARM_UP_REQUESTS; request++) {
    await timeOnce(request % 3 === 0 ? `/s/api/products?q=rice&perPage=1&page=${request + 1}` : '/s/api/products?q=milk&perPage=1');
  }
  console.log(`cold listing, search and filter (a query the cache has not answered, ms):`);
  for (const url of [
    '/s/api/products?c=staples&s=price_asc',
    '/s/api/products?q=basmti%20rice',
    '/s/api/products?q=tomatoe&s=relevance',
    '/s/api/products?q=panner',
    '/s/api/products?b=amrit-dairy&s=discount&page=2',
  ]) {
    console.log(`  ${url.padEnd(50)} ${(await timeOnce(url)).toFixed(1)} ms`);
  }
  console.log(`autocannon: 20 connections, ${seconds} s each, loopback, ${productCount} products, compressed as a browser accepts`);
  await runAgainstCeiling('GET /s/api/products (warm)', { url: '/s/api/products' }, ceiling);
  await runAgainstCeiling(
    'GET /s/api/products (warm, 304 revalidation)',
    { url: '/s/api/products', headers: { 'if-none-match': await etagOf('/s/api/products') } },
    ceiling,
  );
  await run('GET /s/api/products?c=staples&s=price_asc', { url: '/s/api/products?c=staples&s=price_asc' });
  await run('GET /s/api/products?q=…&page=N (uncached)', uncachedSearch());
}

async function init(ceiling) {
  await runAgainstCeiling('GET /s/api/init (guest)', { url: '/s/api/init' }, ceiling);
  await runAgainstCeiling(
    'GET /s/api/init (guest, 304 revalidation)',
    { url: '/s/api/init', headers: { 'if-none-match': await etagOf('/s/api/init') } },
    ceiling,
  );
}

/**
 * Cart add: many visitors, each adding different in-stock packs, so carts stay shopper-sized (a few dozen lines at
 * most) and no line reaches its maximum. Sessions live in the database, so any API process on it serves them.
 */
async function cartAddWorkload(origin) {
  const visitors = await Promise.all(Array.from({ length: CART_VISITORS }, () => session(origin)));
  const lines = [];
  for (let listPage = 1; lines.length < 20_000 && listPage <= 200; listPage++) {
    const body = await (await fetch(`${origin}/s/api/products?perPage=100&page=${listPage}`, { headers: { 'x-web-url': WEB_URL } })).json();
    if (body.data.length === 0) break;
    for (const product of body.data)
      for (const pack of product.packs) if (pack.in_stock) lines.push({ pack_id: pack.pack_id, warehouse_id: pack.warehouse_id });
  }
  let next = 0;
  return {
    url: '/s/api/cart/add',
    method: 'POST',
    requests: [
      {
        setupRequest: (request) => {
          const n = next++;
          const body = JSON.stringify(lines[n % lines.length]);
          return { ...request, body, headers: { ...request.headers, ...visitors[n % CART_VISITORS], 'content-type': 'application/json' } };
        },
      },
    ],
  };
}

const CART_ADD_TITLE = `POST /s/api/cart/add (${CART_VISITORS} visitors)`;
/** Every request a different page of a search, so no answer comes from the listing cache. */
function uncachedSearch() {
  let page = 0;
  return {
    url: '/s/api/products',
    requests: [{ setupRequest: (request) => ({ ...request, path: `/s/api/products?q=rice&perPage=1&page=${(page++ % 5000) + 1}` }) }],
  };
}

/** The same workloads on one API process, then on two sharing the PostgreSQL database (README: growing past one machine). */
async function scaleOut() {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? LOCAL_POSTGRES;
  let shared = database.databaseUrl ? database : null;
  if (!shared) {
    try {
      shared = await prepareBenchDatabase(productCount, serverUrl);
    } catch (error) {
      console.log(`scale-out skipped: no PostgreSQL at ${serverUrl} (${error.message}); set BENCH_DATABASE_URL`);
      return;
    }
  }
  const apis = [];
  try {
    apis.push(shared === database ? { base, stop: async () => undefined } : await startApi(shared, port + 10));
    console.log(`scale-out on PostgreSQL, ${productCount} products: 1 API process, then 2 on the same database (20 connections in all)`);
    const workloads = [
      ['GET /s/api/products (warm)', () => ({ url: '/s/api/products' })],
      ['GET /s/api/products?q=…&page=N (uncached)', uncachedSearch],
      [CART_ADD_TITLE, () => cartAddWorkload(apis[0].base)],
    ];
    const one = [];
    for (const [title, workload] of workloads) {
      await warmUpAcross(await workload(), [apis[0].base]);
      await shared.settle();
      one.push(await runAcross(`1 process: ${title}`, await workload(), [apis[0].base]));
    }
    apis.push(await startApi(shared, port + 11));
    for (const [index, [title, workload]] of workloads.entries()) {
      await warmUpAcross(
        await workload(),
        apis.map((api) => api.base),
      );
      await shared.settle();
      const two = await runAcross(
        `2 processes: ${title}`,
        await workload(),
        apis.map((api) => api.base),
      );
      console.log(`${''.padEnd(44)} ${(two.requests.average / one[index].requests.average).toFixed(2).padStart(6)} ×  one process`);
    }
  } finally {
    for (const api of apis) await api.stop();
    if (shared !== database) await shared.drop();
  }
}

const ceiling = runs('listing') || runs('init') ? await startCeiling() : null;
try {
  if (runs('listing')) await listing(ceiling);
  if (runs('init')) await init(ceiling);
  if (runs('cart')) {
    // Its own visitors, so the measured run's carts start empty as before.
    await warmUp(await cartAddWorkload(base));
    await database.settle();
    await run(CART_ADD_TITLE, await cartAddWorkload(base));
  }
  if (runs('scale')) await scaleOut();
} finally {
  ceiling?.stop();
  await stop();
  await database.drop();
}
