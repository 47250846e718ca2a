/**
 * Fuzzes every route of the OpenAPI document with bad input derived from its schemas (helpers/fuzz/): wrong types,
 * huge and negative numbers, odd unicode, missing and unknown fields, broken JSON, wrong content types, and bad
 * headers. Cases come from a fixed seed (FUZZ_SEED), so every failure reproduces. Two properties must hold:
 * no answer is a 5xx, and no refused request changes a row.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client';
import { fuzzCases, type Hints } from './helpers/fuzz/cases';
import { fingerprinter } from './helpers/fuzz/fingerprint';
import { documentedRoutes, type OpenApiDocument, type Route } from './helpers/fuzz/openapi';
import { Fuzzer, report, type Findings } from './helpers/fuzz/runner';
import { startTestServer, type TestServer } from './helpers/testServer';
import { signInAs, visitor } from './helpers/visitors';

const SEED = Number(process.env.FUZZ_SEED ?? 20_251_124);

/**
 * The routes, grouped by their document tag: one jest test per group, declared up front (jest collects tests before
 * the server, and so the document, exists); the first test checks that every documented route is in a group.
 * The docs UI itself (/s/api/docs) is not part of the document, so nothing documented is skipped.
 */
const GROUPS = [
  'operations',
  'session',
  'site',
  'catalogue',
  'pages',
  'delivery',
  'cart',
  'orders',
  'payments',
  'auth',
  'account',
  'wishlist',
  'sales',
  'websites',
  'dev',
];

/** Routes for a role are fuzzed as that role: as a shopper, only the role check would ever run. */
const ROLE_BY_TAG: Record<string, string> = { websites: 'superadmin@example.com', sales: 'agent@example.com' };
/** The seeded shopper with orders and addresses, so that real ids of hers let one bad field reach deep code. */
const SHOPPER = 'priya@example.com';

/** A pack this dear makes one unit in the cart enough for the seeded coupons' minimum orders. */
const MIN_PACK_PAISE = 50_000;

/** Random cases per route on top of the fixed ones: more for routes with more inputs (about 4,000 requests in all). */
const randomRuns = (route: Route) => Math.min(140, 30 + 10 * route.fields.length);

let server: TestServer;
let routes: Route[];
/** Where the document's paths live ('/s'). */
let serverUrl: string;
let fuzzer: Fuzzer;
let shopper: { id: number; phone: string };
let pack: { pack_id: number; warehouse_id: number; product_id: number; slug: string; website_id: number };
const started = Date.now();

/** A per-route seed from the run's seed, so adding a route does not change the cases of the others. */
function routeSeed(route: Route): number {
  let hash = SEED >>> 0;
  for (const character of route.key) hash = Math.imul(hash ^ character.charCodeAt(0), 16_777_619) >>> 0;
  return hash;
}

const rows = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => queryRows<T>(server.db, query);
const emailOfShopper = async () => (await rows<{ email: string }>(sql`select email from users where id = ${shopper.id}`))[0].email;

/**
 * Plausible values by field name (or tag.name): the shopper's own rows as they are when a route's turn comes (order
 * creation places online orders that cancelling and the payment routes then use), a stocked pack, a serviceable
 * pincode, coupons that apply.
 */
async function currentHints(): Promise<Hints> {
  const addressIds = (await rows<{ id: number }>(sql`select id from addresses where user_id = ${shopper.id} order by id`)).map((row) => row.id);
  const orders = await rows<{ id: number; order_number: string }>(sql`
    select id, 'GR-' || lpad(id::text, 6, '0') as order_number from orders
    where user_id = ${shopper.id} order by status = 'pending_payment' desc, id desc limit 3`);
  // Coupons that apply today, the easiest first.
  const coupons = (
    await rows<{ code: string }>(sql`
      select code from coupons where is_active and coalesce(starts_at <= now(), true) and coalesce(ends_at > now(), true)
      order by min_order_paise limit 2`)
  ).map((row) => row.code);
  const pages = (await rows<{ url: string }>(sql`select url from pages where website_id = ${pack.website_id} order by id limit 3`)).map(
    (row) => row.url,
  );
  const email = await emailOfShopper();
  const table: Record<string, unknown[]> = {
    pack_id: [pack.pack_id],
    warehouse_id: [pack.warehouse_id],
    product_id: [pack.product_id],
    slugOrId: [pack.slug, String(pack.product_id)],
    address_id: addressIds,
    'account.id': addressIds.map(String),
    'orders.id': orders.flatMap((order) => [String(order.id), order.order_number]),
    'payments.id': orders.map((order) => order.id),
    order_id: orders.map((order) => order.id),
    'websites.id': [pack.website_id],
    template_id: [pack.website_id],
    '*': pages,
    pincode: ['560034'],
    payment: ['cashfree', 'razorpay', 'cod'],
    code: coupons,
    identifier: [shopper.phone, email],
    recipient: [email],
    // The profile as it is (PUT /api/user then succeeds); registration gets a new person.
    'account.name': ['Priya Sharma'],
    'account.email': [email],
    'account.phone': [shopper.phone],
    name: ['Fuzz Shopper'],
    email: ['fuzz.shopper@example.com'],
    phone: ['9000012345'],
    domain: ['https://fuzz.example.com'],
    formtype: ['Contact'],
    formdata: [{ name: 'Asha', message: 'Hello' }],
    from: ['2025-01-01'],
    to: ['2025-12-31'],
  };
  return (route, field) => table[`${route.tag}.${field.name}`] ?? table[field.name];
}

beforeAll(async () => {
  server = await startTestServer();
  const response = await server.app.inject({ method: 'GET', url: '/s/api/docs/json' });
  const document: OpenApiDocument = response.json();
  routes = documentedRoutes(document);
  serverUrl = document.servers[0].url;
  [shopper] = await rows<{ id: number; phone: string }>(sql`select id, phone from users where email = ${SHOPPER}`);
  [pack] = await rows<typeof pack>(sql`
    select k.id as pack_id, s.warehouse_id, p.id as product_id, p.slug, p.website_id
    from packs k join products p on p.id = k.product_id join pack_stock s on s.pack_id = k.id
    join warehouses w on w.id = s.warehouse_id and w.city = 'Bengaluru'
    where p.is_active and k.price_paise >= ${MIN_PACK_PAISE} order by s.quantity desc, k.id limit 1`);

  fuzzer = new Fuzzer(server, await fingerprinter(server.db), {
    async primary(route) {
      // By id: fuzzing PUT /api/user may have changed the shopper's email.
      const email = ROLE_BY_TAG[route.tag] ?? (await emailOfShopper());
      return { name: ROLE_BY_TAG[route.tag] ? `${route.tag} role ${email}` : `shopper ${email}`, visitor: await signInAs(server, email) };
    },
    async guest() {
      const guest = visitor(server);
      await guest.get('/s/api/cookie');
      return guest;
    },
    async prepare(route, session) {
      // Coupons and orders need a cart with something in it, delivered to a serviceable pincode.
      if (route.tag !== 'cart' && route.tag !== 'orders') return;
      await session.get('/s/api/check/pincode/560034');
      await session.post('/s/api/cart/add', { pack_id: pack.pack_id, warehouse_id: pack.warehouse_id });
    },
  });
}, 60_000);

afterAll(async () => {
  if (fuzzer) {
    console.log(
      `Fuzz summary (FUZZ_SEED=${SEED}): ${fuzzer.routes} routes walked, ${fuzzer.requests} requests sent, ` +
        `${fuzzer.serverErrors.length} answers >= 500, ${fuzzer.rowChanges.length} refused requests (or batches) that changed rows, ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  await server?.close();
});

it('walks every route of the OpenAPI document', () => {
  expect(routes.length).toBeGreaterThan(40);
  expect(routes.filter((route) => !GROUPS.includes(route.tag)).map((route) => route.key)).toEqual([]);
});

it.each(GROUPS)('answers bad input to the %s routes below 500, and changes no row when it refuses', async (tag) => {
  const findings: Findings = { serverErrors: [], rowChanges: [] };
  for (const route of routes.filter((candidate) => candidate.tag === tag)) {
    const cases = fuzzCases(route, { serverUrl, hints: await currentHints(), seed: routeSeed(route), runs: randomRuns(route) });
    const found = await fuzzer.fuzzRoute(route, cases);
    findings.serverErrors.push(...found.serverErrors);
    findings.rowChanges.push(...found.rowChanges);
  }
  const message = report(findings, SEED);
  if (message) throw new Error(message);
});
