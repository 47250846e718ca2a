// `npm run bench`: starts the built server on an embedded database grown to BENCH_PRODUCTS products (default
// 10,000, the catalogue size of the quality bars) and measures API throughput with autocannon on loopback, next to
// a trivial Fastify route started in the same run (the machine's ceiling), measured again in slices alternating with
// each figure given as a share of it. Prints numbers; asserts nothing.
// The page run ("pages") starts the server again with the apps served and times the pages it draws for shoppers: each
// of four pages drawn for answers the API had not given before, at addresses not asked for before (median and p99 of
// BENCH_PAGE_REQUESTS, default 50, sequential requests), then the four warm pages under load as a share of the trivial
// route (pages the server keeps for guests without a session: web/pageCache.ts).
// BENCH_SECONDS sets each run's length (default 10); BENCH_ONLY (e.g. "listing,suggest,search,init,cart,scale,pages") picks the runs.
// The suggest run times search suggestions as a shopper types them: texts the cache holds, then texts never asked before.
// The search run times suggestions and the listing's search for texts never asked before, on PGlite and on PostgreSQL
// (BENCH_DATABASE_URL, else the soak's local server), with the API process's memory.
// BENCH_DATABASE_URL runs the server on PostgreSQL instead: a fresh database is created on that server for the run
// and dropped after it. The scale-out run (1 and 2 API processes on one database) always needs PostgreSQL: it uses
// BENCH_DATABASE_URL, else the local server the soak uses, and says so when none answers. BENCH_SERVER_NODE_ARGS passes
// node flags to the API processes (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile one at its limit).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import autocannon from 'autocannon';
import { prepareBenchDatabase, SECOND_SHOP_ORIGIN } from './benchCatalogue.mjs';
import { startBuiltServer } from './builtServer.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const productCount = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const WEB_URL = 'http://localhost:3000';
/** What a browser's fetch sends: answers go out compressed as they would to a shopper. */
const BROWSER_HEADERS = { 'x-web-url': WEB_URL, 'accept-encoding': 'gzip, deflate, br' };
/** What a browser sends for a page: no x-web-url (the page's own address names the website), compressed answers. */
const PAGE_HEADERS = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', 'accept-encoding': 'gzip, deflate, br' };
const PAGE_REQUESTS = Number(process.env.BENCH_PAGE_REQUESTS ?? 50);
/** Rounds of the four kinds of page drawn, for the second shop, before the page run measures. */
const PAGE_WARM_UP_ROUNDS = 30;
const CART_VISITORS = 1000;
const WARM_UP_REQUESTS = 300;
const LOCAL_POSTGRES = 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
const only = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',')) : null;
const runs = (name) => !only || only.has(name);
const apiRuns = ['listing', 'suggest', 'search', 'init', 'cart', 'scale'].some(runs);

const preparing = performance.now();
const database = await prepareBenchDatabase(productCount, process.env.BENCH_DATABASE_URL);
console.log(
  `catalogue of ${productCount} products prepared on ${database.databaseUrl ? 'PostgreSQL' : 'PGlite'} in ${((performance.now() - preparing) / 1000).toFixed(1)} s`,
);
const port = Number(process.env.BENCH_PORT ?? 3400);
/** The built server on `database`: an API process (the apps not served, as a replica behind the proxy), or the whole shop. */
const startServer = (database, { at = port, apps = false } = {}) =>
  startBuiltServer({
    port: at,
    env: { SERVE_APPS: String(apps), ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}) },
    dataDir: database.dataDir,
  });
const startApi = (database, at = port) => startServer(database, { at });
// The API runs' server. The page run starts its own once this one stopped: PGlite's folder takes one process at a time.
const { base, stop, pid } = apiRuns ? await startApi(database) : { base: null, stop: async () => undefined, pid: null };

/** `expected304`: a revalidation run, whose 304s are the answers wanted, not errors. */
function report(title, result, expected304 = false) {
  const errors = result.errors + result.non2xx - (expected304 ? (result.statusCodeStats?.['304']?.count ?? 0) : 0);
  console.log(
    `${title.padEnd(44)} ${Math.round(result.requests.average).toString().padStart(7)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   errors ${errors}`,
  );
}

/**
 * One autocannon run of `duration` seconds (the run length unless given), compressed as a browser accepts; `page`:
 * requests for pages, with a browser's page headers rather than its API calls'.
 */
const load = ({ page = false, ...options }, origin = base, duration = seconds) =>
  new Promise((resolve, reject) =>
    autocannon(
      {
        connections: 20,
        ...options,
        duration,
        url: `${origin}${options.url}`,
        headers: { ...(page ? PAGE_HEADERS : BROWSER_HEADERS), ...options.headers },
      },
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

async function timeOnce(url, origin = base) {
  const started = performance.now();
  const response = await fetch(`${origin}${url}`, { headers: BROWSER_HEADERS });
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
async function runAgainstCeiling(title, options, ceiling, origin = base) {
  await warmUp(options, origin);
  const slice = seconds / CEILING_PAIRS;
  const pairs = [];
  for (let pair = 0; pair < CEILING_PAIRS; pair++) {
    const trivial = await load({ url: '/' }, ceiling.origin, slice);
    pairs.push({ trivial, result: await load(options, origin, slice) });
    // Pages are drawn one at a time: those asked for as the run ended are still being drawn. The next slice waits for
    // them (a page asked for now is drawn after them), or the trivial route's would share the CPU with them.
    if (options.page) await getPage(origin, options.url);
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
  // Whole percents, and the first digits of a share under 10 % (which whole percents would round to nothing).
  const percent = (ratio) => ratio.toFixed(ratio >= 10 ? 0 : ratio >= 1 ? 1 : 2);
  console.log(
    `${''.padEnd(44)} ${percent(ratios[Math.floor(ratios.length / 2)]).padStart(6)} %  of the trivial route (median of ${CEILING_PAIRS} alternating pairs: ${ratios.map(percent).join(' / ')} %; trivial ${trivialRates}k req/s)`,
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
  // one in three, a search page no one asked for yet. Without this the first timed queries also measure both JITs.
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

/**
 * What shoppers type into the search box: every prefix of two letters or more of each word of the catalogue's names,
 * each word with two neighbouring letters swapped (a typo), and each pair of neighbouring words with the second one
 * unfinished, from names spread over the whole catalogue; in a shuffled but fixed order, no text twice.
 */
async function typedTexts(origin = base) {
  const pageOfNames = async (listPage) =>
    (await (await fetch(`${origin}/s/api/products?perPage=100&page=${listPage}&s=name`, { headers: { 'x-web-url': WEB_URL } })).json()).data;
  const pages = Math.ceil(productCount / 100);
  const names = [];
  for (let listPage = 1; listPage <= pages; listPage += Math.max(1, Math.floor(pages / 100))) {
    for (const product of await pageOfNames(listPage))
      names.push(
        product.product_name
          .toLowerCase()
          .split(/[^\p{L}\p{N}]+/u)
          .filter(Boolean),
      );
  }
  const texts = new Set();
  for (const words of names) {
    words.forEach((word, at) => {
      if (word.length < 3) return;
      for (let length = 2; length <= word.length; length++) {
        texts.add(word.slice(0, length));
        if (at > 0) texts.add(`${words[at - 1]} ${word.slice(0, length)}`);
      }
      texts.add(word.slice(0, 1) + word[2] + word[1] + word.slice(3));
    });
  }
  const shuffled = [...texts];
  let seed = 40;
  for (let i = shuffled.length - 1; i > 0; i--) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const j = seed % (i + 1);
    [shuffled[i], shuffled[j]] = [shuffled[j], shuffled[i]];
  }
  return shuffled;
}

const suggestUrl = (text) => `/s/api/search/suggest?q=${encodeURIComponent(text)}`;
const searchUrl = (text) => `/s/api/products?q=${encodeURIComponent(text)}`;

/** Texts in turn, each once; says when they ran out (later requests were answered by a cache). */
function textsInTurn(texts) {
  let next = 0;
  return {
    fresh: () => texts[next++ % texts.length],
    reportRunOut: () =>
      next > texts.length && console.log(`  (${texts.length} texts ran out after ${texts.length} requests: later ones were cached)`),
  };
}

/** Search suggestions as a shopper types them on the API at `origin`: texts the cache holds, then texts never asked before. */
async function suggest(origin = base, texts = null) {
  const typed = texts ?? (await typedTexts(origin));
  const { fresh, reportRunOut } = textsInTurn(typed);
  // Warm the code (and the database's pages) on texts the timed runs do not use.
  for (let request = 0; request < WARM_UP_REQUESTS; request++) await timeOnce(suggestUrl(fresh()), origin);
  const warmTexts = ['pan', 'tomatoe', 'aloo', 'दूध', 'basmti', 'atta'];
  for (const text of warmTexts) await timeOnce(suggestUrl(text), origin);
  const warm = [];
  for (let request = 0; request < 200; request++) warm.push(await timeOnce(suggestUrl(warmTexts[request % warmTexts.length]), origin));
  const cold = [];
  for (let request = 0; request < 200; request++) cold.push(await timeOnce(suggestUrl(fresh()), origin));
  const figures = (times) => {
    const sorted = [...times].sort((a, b) => a - b);
    return `p50 ${percentile(sorted, 50).toFixed(1)} ms   p99 ${percentile(sorted, 99).toFixed(1)} ms`;
  };
  console.log(`search suggestions, ${productCount} products, ${typed.length} distinct typed texts (200 sequential requests each, ms):`);
  console.log(`  ${'warm (texts the cache holds)'.padEnd(48)} ${figures(warm)}`);
  console.log(`  ${'cold (texts never asked before)'.padEnd(48)} ${figures(cold)}`);
  const distinct = { url: '/s/api/search/suggest', requests: [{ setupRequest: (request) => ({ ...request, path: suggestUrl(fresh()) }) }] };
  await run('GET /s/api/search/suggest?q=… (distinct, uncached)', distinct, origin);
  reportRunOut();
}

/** The resident memory of a process, in MB (Linux). */
function residentMegabytes(pid) {
  try {
    const kilobytes = Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+)/m)?.[1]);
    return Math.round(kilobytes / 1024);
  } catch {
    return NaN;
  }
}

/**
 * What a shopper's typing costs, texts no cache answered: suggestions and the listing's search (its first page), on
 * the API at `origin` over `databaseName`, with the API process's memory before and after (the search index is built
 * by the first searches). Its goal: at 100k products, ≥ 300 req/s with p99 ≤ 100 ms for both.
 */
async function searchRuns(origin, pid, databaseName) {
  const before = residentMegabytes(pid);
  console.log(`search as shoppers type, on ${databaseName}, ${productCount} products:`);
  const texts = await typedTexts(origin);
  await suggest(origin, texts);
  const { fresh, reportRunOut } = textsInTurn(texts);
  const distinct = { url: '/s/api/products', requests: [{ setupRequest: (request) => ({ ...request, path: searchUrl(fresh()) }) }] };
  await warmUp(distinct, origin);
  await run('GET /s/api/products?q=… (distinct, uncached)', distinct, origin);
  reportRunOut();
  console.log(`  memory of the API process (RSS): ${before} MB at start, ${residentMegabytes(pid)} MB after the search runs`);
}

/** The search runs on the bench's database, then on the other kind (PostgreSQL at BENCH_DATABASE_URL or the soak's local server, or PGlite). */
async function searchOnBoth() {
  await searchRuns(base, pid, database.databaseUrl ? 'PostgreSQL' : 'PGlite');
  let other;
  try {
    other = await prepareBenchDatabase(productCount, database.databaseUrl ? undefined : (process.env.BENCH_DATABASE_URL ?? LOCAL_POSTGRES));
  } catch (error) {
    console.log(`search runs on PostgreSQL skipped: no PostgreSQL at ${process.env.BENCH_DATABASE_URL ?? LOCAL_POSTGRES} (${error.message})`);
    return;
  }
  const api = await startApi(other, port + 10);
  try {
    await searchRuns(api.base, api.pid, other.databaseUrl ? 'PostgreSQL' : 'PGlite');
  } finally {
    await api.stop();
    await other.drop();
  }
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

/**
 * The same workloads on one API process, then on two sharing the PostgreSQL database (docs/operations.md: growing past
 * one machine).
 */
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

const DECODERS = { br: brotliDecompressSync, gzip: gunzipSync, deflate: inflateSync };
/** One kept-alive connection, as a browser's, for the sequential page requests. */
const pageAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/**
 * A page requested as a browser requests it: its status, the time to its last byte (compressed, as it left the server;
 * decompressed after) and its HTML. `host`: the Host the page is asked of, which names the website.
 */
function getPage(origin, path, host) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const headers = host ? { ...PAGE_HEADERS, host } : PAGE_HEADERS;
    http
      .get(`${origin}${path}`, { agent: pageAgent, headers }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const ms = performance.now() - started;
          const body = Buffer.concat(chunks);
          const decode = DECODERS[response.headers['content-encoding']];
          resolve({ ms, status: response.statusCode, html: (decode ? decode(body) : body).toString('utf8') });
        });
      })
      .on('error', reject);
  });
}

/** Why a page is not the server's drawing of its screen (the browser would draw it), or null when it is. */
function notDrawn({ status, html }) {
  if (status !== 200) return `status ${status}`;
  const root = html.match(/<div id="?root"?(?:\s[^>]*)?>/)?.[0];
  if (!root) return 'no #root element';
  if (!/\sdata-server-rendered[\s=>]/.test(root)) return "#root has no data-server-rendered: the template's spinner, for the browser to draw";
  // A slot the server did not draw (its remote late or unavailable) is a Suspense fallback marked with this digest.
  if (html.includes('data-dgst="client-rendered-slot"')) return 'part of the page (a client-rendered slot) was left to the browser';
  return null;
}

/** Nearest-rank percentile of sorted values. */
const percentile = (sorted, p) => sorted[Math.min(sorted.length, Math.ceil((p / 100) * sorted.length)) - 1];

/** JSON of a GET on the API for the website at `webUrl`. */
const apiJson = async (origin, path, webUrl = WEB_URL) => (await fetch(`${origin}${path}`, { headers: { 'x-web-url': webUrl } })).json();

/** Every category of a website's tree, parents before their children. */
const categorySlugs = (nodes) => nodes.flatMap((node) => [node.slug, ...categorySlugs(node.children ?? [])]);

/** `count` products of a website, taken one per category in turn (so as many categories as possible), and one more. */
async function productsAcrossCategories(origin, count, webUrl = WEB_URL) {
  const byCategory = new Map();
  for (let listPage = 1; listPage <= 5; listPage++) {
    const { data } = await apiJson(origin, `/s/api/products?perPage=100&page=${listPage}`, webUrl);
    for (const product of data) byCategory.set(product.category_slug, [...(byCategory.get(product.category_slug) ?? []), product.slug]);
    if (data.length < 100) break;
  }
  const picked = [];
  for (let round = 0; picked.length <= count && [...byCategory.values()].some((slugs) => slugs.length > round); round++)
    for (const slugs of byCategory.values()) if (slugs.length > round && picked.length <= count) picked.push(slugs[round]);
  return { slugs: picked, categories: byCategory.size };
}

/**
 * The page run: the server started with the apps served, as shoppers reach it. Each page kind is timed on pages whose
 * API answers no request asked for before (the listing cache holds listing pages; products and their "bought
 * together" are per product), after a warm-up that draws the same kinds of page for the demo's second shop, whose
 * caches are its own. Only what every guest shares is cached, as in a running shop: a guest's init (the site part),
 * and a filter's product count, cached apart from its pages (a product page's carousel counts its category too). Every
 * timed address, and every warm-up one, is asked for once: the pages kept for guests are keyed by address, so each of
 * those is drawn.
 */
async function pageRun(ceiling) {
  const server = await startServer(database, { apps: true });
  try {
    const origin = server.base;
    // The pages of the shop measured, one set per kind, each listing page, category and product once (the home page
    // has one path: a query it ignores makes each address new, and its data, the shop's page, is read for each request);
    // and one page of each kind for the load run.
    const categories = categorySlugs((await apiJson(origin, '/s/api/categories')).data);
    const products = await productsAcrossCategories(origin, PAGE_REQUESTS);
    // The first product was drawn by the server's own warm-up at start (web/apps.ts warmUpPages), as was /products.
    const [loadProduct, ...timedProducts] = products.slugs;
    const timedCategories = categories.slice(0, Math.min(PAGE_REQUESTS, categories.length - 1));
    const kinds = [
      { title: '/?n=N', urls: Array.from({ length: PAGE_REQUESTS }, (_, index) => `/?n=${index}`) },
      { title: '/products?page=N', urls: Array.from({ length: PAGE_REQUESTS }, (_, index) => `/products?page=${index + 2}`) },
      { title: `/products?c=<slug> (${timedCategories.length} categories)`, urls: timedCategories.map((slug) => `/products?c=${slug}`) },
      {
        title: `/products/<slug> (${timedProducts.length} products, ${Math.min(products.categories, timedProducts.length)} categories)`,
        urls: timedProducts.map((slug) => `/products/${encodeURIComponent(slug)}`),
      },
    ];
    const loadPages = ['/', '/products', `/products/${encodeURIComponent(loadProduct)}`, `/products?c=${categories.at(-1)}`];

    // The same kinds of page for the second shop (its own caches), each address once so each is drawn, and the load
    // run's pages. Pages asked for while the server is still loading the remotes' code (its own warm-up runs after it
    // answers) leave their screens to the browser; after this they must not.
    const second = new URL(SECOND_SHOP_ORIGIN);
    const secondCategories = categorySlugs((await apiJson(origin, '/s/api/categories', second.origin)).data);
    const secondProducts = (await productsAcrossCategories(origin, 40, second.origin)).slugs;
    for (let round = 0; round < PAGE_WARM_UP_ROUNDS; round++) {
      for (const path of [
        `/?warm=${round}`,
        `/products?page=${(round % 3) + 1}&warm=${round}`,
        `/products?c=${secondCategories[round % secondCategories.length]}&warm=${round}`,
        `/products/${encodeURIComponent(secondProducts[round % secondProducts.length])}?warm=${round}`,
      ])
        await getPage(origin, path, second.host);
      if (round % 5 === 0) for (const path of loadPages) await getPage(origin, path);
    }
    // A bench of spinner pages would time the template, not a page: the load run's pages drawn, or no run at all.
    for (const path of loadPages) {
      const why = notDrawn(await getPage(origin, path));
      if (why)
        throw new Error(
          `GET ${path} did not come back drawn by the server (${why}): the page run would time the wrong page. Are shell/dist/server/renderer.js and the remotes' dist/server/ built, and what does the server log above say?`,
        );
    }

    console.log(
      `page render, uncached (${productCount} products; ${PAGE_REQUESTS} sequential requests each, a guest's, compressed as a browser asks; time to the last byte; goal: median ≤ 20 ms):`,
    );
    for (const { title, urls } of kinds) {
      const answers = [];
      for (const url of urls) answers.push({ url, ...(await getPage(origin, url)) });
      const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
      const kb = answers.reduce((total, answer) => total + answer.html.length, 0) / answers.length / 1024;
      console.log(
        `  ${title.padEnd(50)} median ${percentile(times, 50).toFixed(1).padStart(5)} ms   p99 ${percentile(times, 99).toFixed(1).padStart(5)} ms   (${kb.toFixed(0)} kB of HTML)`,
      );
      const undrawn = answers.map((answer) => ({ url: answer.url, why: notDrawn(answer) })).filter((answer) => answer.why);
      if (undrawn.length > 0)
        console.log(
          `  !! ${undrawn.length} of ${answers.length} not drawn by the server, their times are not a page's: ${undrawn
            .slice(0, 3)
            .map((answer) => `${answer.url} (${answer.why})`)
            .join('; ')}`,
        );
    }
    // The same addresses again: pages kept for guests, the contrast that shows the ones above were drawn.
    const again = [];
    for (const { urls } of kinds) for (const url of urls) again.push((await getPage(origin, url)).ms);
    again.sort((a, b) => a - b);
    console.log(
      `  ${'the same addresses again (kept for guests)'.padEnd(50)} median ${percentile(again, 50).toFixed(1).padStart(5)} ms   p99 ${percentile(again, 99).toFixed(1).padStart(5)} ms`,
    );

    let next = 0;
    console.log(`autocannon: 20 connections, ${seconds} s, loopback, guest, compressed as a browser accepts: ${loadPages.join(', ')} in turn`);
    await runAgainstCeiling(
      'GET the four pages (warm, guest)',
      { url: loadPages[0], page: true, requests: [{ setupRequest: (request) => ({ ...request, path: loadPages[next++ % loadPages.length] }) }] },
      ceiling,
      origin,
    );
  } finally {
    pageAgent.destroy();
    await server.stop();
  }
}

const ceiling = runs('listing') || runs('init') || runs('pages') ? await startCeiling() : null;
try {
  if (runs('listing')) await listing(ceiling);
  if (runs('suggest')) await suggest();
  if (runs('search')) await searchOnBoth();
  if (runs('init')) await init(ceiling);
  if (runs('cart')) {
    // Its own visitors, so the measured run's carts start empty as before.
    await warmUp(await cartAddWorkload(base));
    await database.settle();
    await run(CART_ADD_TITLE, await cartAddWorkload(base));
  }
  if (runs('scale')) await scaleOut();
  if (runs('pages')) {
    await stop();
    await pageRun(ceiling);
  }
} finally {
  ceiling?.stop();
  await stop();
  await database.drop();
}
