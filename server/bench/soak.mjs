// `npm run bench:soak`: a soak test of the built server on PostgreSQL under shopping traffic. Shoppers browse,
// search, open products, fill and change carts, keep wishlists and place cash-on-delivery orders (signed in
// through the real sign-in API). The mix first runs flat out to measure capacity, then at half that rate for the
// soak, sampling the server's memory every minute. Prints numbers; asserts no timing. Exits with 1 when any
// request failed (a connection error, a timeout or a non-2xx answer).
//
// SOAK_SECONDS        length of the soak (default 600)
// SOAK_PRODUCTS       catalogue size (default 10,000, as `npm run bench`)
// BENCH_DATABASE_URL  the PostgreSQL server a fresh database is created on for the run, and dropped from after
//                     (default postgres://postgres:postgres@127.0.0.1:5432/postgres)
// BENCH_PORT          the server's port (default 3401)
import { execFileSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import pg from 'pg';
import { prepareBenchDatabase } from './benchCatalogue.mjs';
import { startBuiltServer } from './builtServer.mjs';

const soakSeconds = Number(process.env.SOAK_SECONDS ?? 600);
const productCount = Number(process.env.SOAK_PRODUCTS ?? 10_000);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
const port = Number(process.env.BENCH_PORT ?? 3401);

const CAPACITY_SECONDS = 20;
const CONNECTIONS = 20;
// Sign-in codes are limited to 20 an hour per client address, and every shopper here comes from 127.0.0.1.
const ACCOUNTS = 15;
const SAMPLED_PRODUCTS = 2000;
const MEMORY_SAMPLE_SECONDS = 60;
// Served by the default (Bengaluru) warehouse the catalogue prices from, with cash on delivery.
const PINCODE = '560034';
const SORTS = ['popularity', 'price_asc', 'price_desc', 'discount', 'newest', 'name'];
const WEB_URL = 'http://localhost:3000';
const BROWSER_HEADERS = { 'x-web-url': WEB_URL, 'accept-encoding': 'gzip, deflate, br' };

// ---- random choices ----

const chance = (probability) => Math.random() < probability;
const between = (min, max) => min + Math.floor(Math.random() * (max - min + 1));
const pick = (items) => items[Math.floor(Math.random() * items.length)];
/** `count` different items. */
const pickSome = (items, count) => {
  const chosen = new Set();
  while (chosen.size < Math.min(count, items.length)) chosen.add(pick(items));
  return [...chosen];
};

// ---- the API, outside the load ----

/** The session cookie and XSRF token of `Set-Cookie` lines, as the headers a request sends them in. */
function authFrom(setCookie) {
  const lines = Array.isArray(setCookie) ? setCookie : [setCookie];
  const cookies = Object.fromEntries(lines.map((line) => line.split(';')[0].split('=')).map(([name, ...value]) => [name.trim(), value.join('=')]));
  return { cookie: `sid=${cookies.sid}; XSRF-TOKEN=${cookies['XSRF-TOKEN']}`, 'x-xsrf-token': cookies['XSRF-TOKEN'] };
}

async function api(base, method, path, { auth = {}, body } = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'x-web-url': WEB_URL, ...auth, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return { body: await response.json(), setCookie: response.headers.getSetCookie() };
}

/** Orders take stock: plenty of every pack in stock, so 10 minutes of orders sell nothing out. */
async function stockUp(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('update pack_stock set quantity = 1000000 where quantity > 0');
  } finally {
    await client.end();
  }
}

/** A sample of the catalogue as shoppers meet it: products with their in-stock packs, categories, brands, words to search. */
async function sampleCatalogue(base) {
  const products = [];
  for (let page = 1; products.length < SAMPLED_PRODUCTS; page++) {
    const { body } = await api(base, 'GET', `/s/api/products?perPage=100&page=${page}`);
    if (body.data.length === 0) break;
    for (const product of body.data) {
      const packs = product.packs.filter((pack) => pack.in_stock).map(({ pack_id, warehouse_id }) => ({ pack_id, warehouse_id }));
      if (packs.length > 0)
        products.push({ id: product.product_id, slug: product.slug, category: product.category_slug, brand: product.brand_slug, packs });
    }
  }
  const words = products.flatMap((product) => product.slug.split('-').filter((word) => word.length >= 4 && !/\d/.test(word)));
  return {
    products,
    categories: [...new Set(products.map((product) => product.category).filter(Boolean))],
    brands: [...new Set(products.map((product) => product.brand))],
    words: [...new Set(words)],
  };
}

/** Registers a shopper, signs them in with the code from the development outbox, and gives them an address. */
async function signUp(base, catalogue, n) {
  const phone = `70000${String(n).padStart(5, '0')}`;
  const guest = authFrom((await api(base, 'GET', '/s/api/cookie')).setCookie);
  await api(base, 'POST', '/s/api/auth/register', { auth: guest, body: { name: `Soak Shopper ${n}`, email: `soak.shopper${n}@example.com`, phone } });
  const outbox = (await api(base, 'GET', `/s/api/dev/outbox?recipient=${phone}`)).body;
  const otp = outbox.data[0].body.match(/\b\d{6}\b/)[0];
  const auth = authFrom((await api(base, 'POST', '/s/api/auth/verify', { auth: guest, body: { identifier: phone, otp } })).setCookie);
  const address = { name: `Soak Shopper ${n}`, phone, line1: `${n} 27th Main, HSR Layout`, city: 'Bengaluru', state: 'Karnataka', pincode: PINCODE };
  const saved = (await api(base, 'POST', '/s/api/addresses', { auth, body: address })).body;
  // A few favourites toggled in and out, so the wishlist stays the size of a real one.
  return { auth, addressId: saved.data.id, favourites: pickSome(catalogue.products, 6) };
}

// ---- the shopping mix ----

const get = (label, path) => ({ label, method: 'GET', path });
const post = (label, path, body) => ({ label, method: 'POST', path, body });

function listingStep(catalogue) {
  const query = pick([
    () => `page=${between(1, 3)}`,
    () => `c=${pick(catalogue.categories)}&s=${pick(SORTS)}&page=${between(1, 3)}`,
    () => `c=${pick(catalogue.categories)}`,
    () => `b=${pick(catalogue.brands)}&s=${pick(SORTS)}`,
  ])();
  return get('GET /products', `/s/api/products?${query}`);
}

function searchStep(catalogue) {
  const word = pick(catalogue.words);
  // Now and then a typo, as shoppers type them.
  const typed = chance(0.2) ? word.slice(0, -2) + word.slice(-1) : word;
  return get('GET /products?q=', `/s/api/products?q=${encodeURIComponent(typed)}${chance(0.3) ? '&s=relevance' : ''}`);
}

const productStep = (product) => get('GET /products/:slug', `/s/api/products/${product.slug}`);

function browsing(catalogue, count) {
  return Array.from({ length: count }, () => pick([listingStep, listingStep, searchStep, (c) => productStep(pick(c.products))])(catalogue));
}

const addStep = (product) => post('POST /cart/add', '/s/api/cart/add', product.packs[0]);
const removeStep = (product, line = false) => post('POST /cart/remove', '/s/api/cart/remove', { pack_id: product.packs[0].pack_id, remove: line });

/** Looks around without a session. */
function windowShopping(catalogue) {
  return { steps: [get('GET /init', '/s/api/init'), ...browsing(catalogue, between(3, 5))] };
}

/** A guest with a new session fills a cart, changes their mind about some of it, and looks at it. */
function guestCart(catalogue) {
  const [first, second] = pickSome(catalogue.products, 2);
  const visit = { steps: [] };
  visit.steps = [
    { ...get('GET /cookie', '/s/api/cookie'), onAnswer: (headers) => (visit.auth = authFrom(headers['set-cookie'])) },
    get('GET /init', '/s/api/init'),
    ...browsing(catalogue, between(1, 3)),
    productStep(first),
    addStep(first),
    productStep(second),
    addStep(second),
    addStep(first),
    removeStep(first),
    removeStep(second, true),
    get('GET /cart', '/s/api/cart'),
  ];
  return visit;
}

/** A signed-in shopper browses, toggles a favourite, fills a small cart and places it for cash on delivery. */
function checkout(catalogue, account, release) {
  const basket = pickSome(catalogue.products, between(2, 4));
  const steps = [
    get('GET /init', '/s/api/init'),
    ...browsing(catalogue, between(1, 3)),
    post('POST /wishlist/update', '/s/api/wishlist/update', { product_id: pick(account.favourites).id }),
    get('GET /wishlist/items', '/s/api/wishlist/items'),
    ...basket.flatMap((product) => [productStep(product), addStep(product)]),
    ...(chance(0.5) ? [addStep(basket[0]), removeStep(basket[0])] : []),
    get('GET /cart?address_id=', `/s/api/cart?address_id=${account.addressId}&payment_method=cod`),
    post('POST /order/create', '/s/api/order/create', { address_id: account.addressId, payment: 'cod' }),
    get('GET /orders', '/s/api/orders'),
  ];
  return { auth: account.auth, steps, end: release };
}

/** Answers by route and status. */
class Tally {
  counts = new Map();

  add(label, status) {
    const key = `${label} ${status}`;
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }

  byRoute() {
    const routes = new Map();
    for (const [key, count] of this.counts) {
      const label = key.slice(0, key.lastIndexOf(' '));
      routes.set(label, (routes.get(label) ?? 0) + count);
    }
    return [...routes].sort((a, b) => b[1] - a[1]);
  }

  failures() {
    return [...this.counts].filter(([key]) => !/ 2\d\d$/.test(key));
  }
}

/**
 * One autocannon connection as one shopper after another: each visit a scripted sequence of requests. The
 * accounts are shared by the connections, one visit at a time, so no two visits work on one cart.
 */
class Shopper {
  visit = null;
  steps = [];
  step = null;

  constructor(catalogue, accounts, tally) {
    this.catalogue = catalogue;
    this.accounts = accounts;
    this.tally = tally;
  }

  request() {
    return {
      setupRequest: (request) => this.next(request),
      onResponse: (status, _body, _context, headers) => this.answered(status, headers),
    };
  }

  startVisit() {
    this.visit?.end?.();
    const roll = Math.random();
    if (roll < 0.2 && this.accounts.length > 0) {
      const account = this.accounts.pop();
      this.visit = checkout(this.catalogue, account, () => this.accounts.push(account));
    } else this.visit = roll < 0.45 ? guestCart(this.catalogue) : windowShopping(this.catalogue);
    this.steps = [...this.visit.steps];
  }

  next(request) {
    if (this.steps.length === 0) this.startVisit();
    this.step = this.steps.shift();
    const { method, path, body } = this.step;
    const headers = { ...BROWSER_HEADERS, ...this.visit.auth, ...(body ? { 'content-type': 'application/json' } : {}) };
    return { ...request, method, path, headers, ...(body ? { body: JSON.stringify(body) } : {}) };
  }

  answered(status, headers) {
    this.tally.add(this.step.label, status);
    // The rest of the visit builds on this answer.
    if (status < 200 || status >= 300) this.steps = [];
    else this.step.onAnswer?.(headers);
  }
}

/** The mix on CONNECTIONS shoppers for `duration` seconds, flat out or at `overallRate` requests a second. */
async function runMix(base, catalogue, accounts, { duration, overallRate }) {
  const tally = new Tally();
  const free = [...accounts];
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration,
    // autocannon's coordinated-omission correction at a fixed rate compares the interval between requests in
    // seconds with latencies in ms, which skews the percentiles: these are the latencies as measured.
    ...(overallRate ? { overallRate, ignoreCoordinatedOmission: true } : {}),
    setupClient: (client) => client.setRequests([new Shopper(catalogue, free, tally).request()]),
  });
  return { result, tally };
}

// ---- what is printed ----

const errorsOf = (result) => result.errors + result.non2xx;
const megabytes = (kB) => `${(kB / 1024).toFixed(1)} MB`;
const clock = (seconds) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

function rssKb(pid) {
  return Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim());
}

/** RSS now, then every minute of the soak; `stop()` ends the sampling. */
function sampleMemory(pid) {
  const samples = [{ at: 0, kB: rssKb(pid) }];
  console.log(`  ${clock(0).padStart(5)}  server RSS ${megabytes(samples[0].kB)}`);
  const timers = [];
  for (let at = MEMORY_SAMPLE_SECONDS; at < soakSeconds; at += MEMORY_SAMPLE_SECONDS) {
    timers.push(
      setTimeout(() => {
        samples.push({ at, kB: rssKb(pid) });
        console.log(`  ${clock(at).padStart(5)}  server RSS ${megabytes(samples.at(-1).kB)}`);
      }, at * 1000),
    );
  }
  return {
    samples,
    stop: () => timers.forEach(clearTimeout),
  };
}

function printRun(title, result) {
  console.log(
    `${title}: ${Math.round(result.requests.average)} req/s   ${result.requests.total} requests   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   errors ${errorsOf(result)}`,
  );
}

function printSoak(result, tally, memory) {
  const start = memory.samples[0].kB;
  const end = memory.samples.at(-1).kB;
  console.log(`soak (${soakSeconds} s):`);
  console.log(`  requests     ${result.requests.total} (${(result.requests.total / result.duration).toFixed(1)} req/s)`);
  console.log(
    `  errors       ${errorsOf(result)} (connection errors ${result.errors - result.timeouts}, timeouts ${result.timeouts}, non-2xx ${result.non2xx})`,
  );
  console.log(`  latency      p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   max ${result.latency.max} ms`);
  console.log(`  server RSS   start ${megabytes(start)}   end ${megabytes(end)}   (${end >= start ? '+' : ''}${megabytes(end - start)})`);
  console.log('  answers by route:');
  for (const [label, count] of tally.byRoute()) {
    console.log(`    ${label.padEnd(26)} ${String(count).padStart(8)}  ${((count / result.requests.total) * 100).toFixed(1).padStart(5)} %`);
  }
}

function printFailures(title, tally) {
  const failures = tally.failures();
  if (failures.length === 0) return;
  console.log(`${title} non-2xx answers by route and status:`);
  for (const [key, count] of failures) console.log(`    ${key.padEnd(30)} ${count}`);
}

// ---- the run ----

/** A run ends with requests in flight: the server finishes them before the next run, or before it stops. */
const settle = () => sleep(5000);

const preparing = performance.now();
const database = await prepareBenchDatabase(productCount, serverUrl);
await stockUp(database.databaseUrl);
console.log(`catalogue of ${productCount} products prepared on PostgreSQL in ${((performance.now() - preparing) / 1000).toFixed(1)} s`);
// Development mode: the outbox where sign-in codes are read is served only there.
const server = await startBuiltServer({ port, env: { NODE_ENV: 'development', SERVE_APPS: 'false', DATABASE_URL: database.databaseUrl } });

try {
  const catalogue = await sampleCatalogue(server.base);
  const accounts = [];
  for (let n = 1; n <= ACCOUNTS; n++) accounts.push(await signUp(server.base, catalogue, n));
  console.log(`${accounts.length} shoppers signed in; ${catalogue.products.length} products sampled; ${CONNECTIONS} connections`);

  const capacity = await runMix(server.base, catalogue, accounts, { duration: CAPACITY_SECONDS });
  printRun(`capacity (flat out, ${CAPACITY_SECONDS} s)`, capacity.result);
  printFailures('capacity', capacity.tally);
  const rate = Math.max(1, Math.round(capacity.result.requests.average / 2));
  console.log(`soak at ${rate} req/s (half the capacity) for ${soakSeconds} s:`);
  await settle();

  const memory = sampleMemory(server.pid);
  const soak = await runMix(server.base, catalogue, accounts, { duration: soakSeconds, overallRate: rate });
  memory.stop();
  memory.samples.push({ at: soakSeconds, kB: rssKb(server.pid) });
  console.log(`  ${clock(soakSeconds).padStart(5)}  server RSS ${megabytes(memory.samples.at(-1).kB)}`);
  printSoak(soak.result, soak.tally, memory);
  printFailures('soak', soak.tally);
  if (errorsOf(capacity.result) + errorsOf(soak.result) > 0) process.exitCode = 1;
} finally {
  await settle();
  await server.stop();
  await database.drop();
}
