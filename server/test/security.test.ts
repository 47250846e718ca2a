import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { XSRF_REFUSED } from '../src/http/xsrf';
import { BODY_LIMIT_BYTES } from '../src/app';
import { queryRows } from '../src/db/client';
import { sessions } from '../src/db/schema';
import { MESSAGE_SIGN_IN_REQUIRED } from '../src/http/guards';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../src/http/sessions';
import { countRows, startTestServer, type TestServer } from './helpers/testServer';
import { WEB_URL, createShopper, signInAs, type Visitor } from './helpers/visitors';

let server: TestServer;
let productId: number;
let packId: number;
let warehouseId: number;
beforeAll(async () => {
  server = await startTestServer();
  [{ product_id: productId, pack_id: packId, warehouse_id: warehouseId }] = await queryRows<{
    product_id: number;
    pack_id: number;
    warehouse_id: number;
  }>(
    server.db,
    sql`select k.product_id, k.id as pack_id, s.warehouse_id from packs k join pack_stock s on s.pack_id = k.id where s.quantity > 5 order by k.id limit 1`,
  );
}, 60_000);
afterAll(async () => {
  await server.close();
});

const TABLES = ['wishlist_items', 'wishlist_categories', 'addresses', 'cart_items', 'carts', 'form_submissions', 'websites', 'sessions'];
const rowCounts = async () => Object.fromEntries(await Promise.all(TABLES.map(async (table) => [table, await countRows(server.db, table)])));
const sessionIdOf = (someone: Visitor) => createHash('sha256').update(someone.cookies.get('sid')!).digest('hex');

async function shopper(): Promise<Visitor> {
  return signInAs(server, (await createShopper(server)).email);
}

/** Non-GET calls of several modules, with bodies they would accept. */
const WRITES: [string, unknown][] = [
  ['/s/api/cart/add', () => ({ pack_id: packId, warehouse_id: warehouseId })],
  ['/s/api/wishlist/update', () => ({ product_id: productId, wishlist_category_id: '' })],
  ['/s/api/wishlistCategory', () => ({ name: 'Monthly' })],
  ['/s/api/addresses', () => ({ name: 'Asha', phone: '9876543210', line1: '1 MG Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' })],
  ['/s/api/webui/create', () => ({ formtype: 'Contact', formdata: { a: 'b' } })],
];
const payloadOf = (make: unknown) => (make as () => unknown)();

describe('XSRF on real endpoints', () => {
  it('refuses a missing token with 403 and the message, changing nothing', async () => {
    const user = await shopper();
    const before = await rowCounts();
    for (const [url, make] of WRITES) {
      const response = await server.app.inject({
        method: 'POST',
        url,
        payload: payloadOf(make) as object,
        headers: { 'x-web-url': WEB_URL, cookie: `sid=${user.cookies.get('sid')}` },
      });
      expect({ url, status: response.statusCode, body: response.json() }).toEqual({ url, status: 403, body: { message: XSRF_REFUSED } });
    }
    expect(await rowCounts()).toEqual(before);
  });

  it("refuses a wrong token, and another session's token, with 403", async () => {
    const user = await shopper();
    const other = await shopper();
    const before = await rowCounts();
    for (const [url, make] of WRITES) {
      for (const token of [`${user.cookies.get('XSRF-TOKEN')}x`, other.cookies.get('XSRF-TOKEN')!]) {
        const response = await user.send('POST', url, payloadOf(make), { 'x-xsrf-token': token });
        expect({ url, status: response.statusCode, message: response.json().message }).toEqual({ url, status: 403, message: XSRF_REFUSED });
      }
    }
    expect(await rowCounts()).toEqual(before);
  });
});

describe('request size limit', () => {
  it(`answers a body over ${BODY_LIMIT_BYTES / 1024} KB with 413 and a readable message, storing nothing`, async () => {
    const user = await shopper();
    const before = await rowCounts();
    const response = await user.post('/s/api/webui/create', { formtype: 'Contact', formdata: { note: 'x'.repeat(BODY_LIMIT_BYTES) } });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: expect.stringMatching(/body is too large/i) });
    expect(await rowCounts()).toEqual(before);
  });
});

describe('no mass assignment', () => {
  it('ignores ids, owners and flags sent by the client', async () => {
    const { id: userId, email } = await createShopper(server);
    const user = await signInAs(server, email);
    const created = await user.post('/s/api/wishlistCategory', { name: 'Mine', user_id: 1, website_id: 999, id: 1 });
    expect(created.statusCode).toBe(201);
    const [row] = await queryRows<{ id: number; user_id: number; website_id: number }>(
      server.db,
      sql`select id, user_id, website_id from wishlist_categories where name = 'Mine' and user_id = ${userId}`,
    );
    expect(row.id).toBe(created.json().data.id);
    expect(row.website_id).not.toBe(999);

    const [flags] = await queryRows<{ superadmin: boolean; is_sales_agent: boolean }>(
      server.db,
      sql`select superadmin, is_sales_agent from users where id = ${userId}`,
    );
    expect(flags).toEqual({ superadmin: false, is_sales_agent: false });
    const websites = await user.post('/s/api/websites', { name: 'Mine', domain: 'https://mine.example.com', superadmin: true });
    expect(websites.statusCode).toBe(403);
  });
});

describe('bad requests never get a 5xx', () => {
  const WEIRD: unknown[] = [
    null,
    [],
    'text',
    42,
    { product_id: [], wishlist_category_id: {} },
    { product_id: 1e308, pack_id: -1, warehouse_id: 'x' },
    { name: { $gt: '' } },
    { name: 'a'.repeat(5000) },
    { name: 'nul\u0000byte', formtype: 'x\u0000', formdata: { 'k\u0000': 'v' } },
    { formtype: 'A', formdata: { ['__proto__']: 'x', constructor: 'y' } },
    { domain: 'javascript:alert(1)', name: 'x' },
    { product_id: '1 or 1=1', wishlist_category_id: "1'; drop table users; --" },
    { pack_id: 9_999_999_999, warehouse_id: 1.5 },
    { emailactivation: '1', formtype: ['a'], formdata: 'x' },
  ];
  const POSTS = [
    '/s/api/wishlist/update',
    '/s/api/wishlist/move',
    '/s/api/wishlistCategory',
    '/s/api/webui/create',
    '/s/api/websites',
    '/s/api/websites/abc/choose',
    '/s/api/websites/99999999999/choose',
    '/s/api/cart/add',
    '/s/api/cart/remove',
    '/s/api/apply/coupon',
    '/s/api/addresses',
    '/s/api/order/create',
    '/s/api/order/cancel/1',
    '/s/api/auth/otp',
    '/s/api/auth/register',
    '/s/api/auth/verify',
  ];

  it('answers fuzzed bodies with 4xx, as a signed-in shopper and as a superadmin', async () => {
    for (const user of [await shopper(), await signInAs(server, 'superadmin@example.com')]) {
      for (const url of POSTS) {
        for (const payload of WEIRD) {
          const response = await user.send('POST', url, JSON.stringify(payload), { 'content-type': 'application/json' });
          expect({ url, payload, status: response.statusCode < 500 }).toEqual({ url, payload, status: true });
          expect(typeof response.json().message).toBe('string');
        }
        const broken = await user.send('POST', url, '{"name": ', { 'content-type': 'application/json' });
        expect({ url, status: broken.statusCode }).toEqual({ url, status: 400 });
        const wrongType = await user.send('POST', url, 'name=x', { 'content-type': 'application/x-www-form-urlencoded' });
        expect({ url, status: wrongType.statusCode }).toEqual({ url, status: 415 });
      }
    }
  });

  it('answers fuzzed queries and paths with 4xx', async () => {
    const agent = await signInAs(server, 'agent@example.com');
    for (const url of [
      '/s/api/sales/dashboard?from[]=1',
      '/s/api/sales/dashboard?from=9999-99-99',
      '/s/api/sales/dashboard?from=2025-01-01&to=0000-01-01',
      '/s/api/sales/dashboard?page=1e400',
      '/s/api/sales/dashboard?perPage=-5&page=%00',
      '/s/api/wishlist/items?x=%FF',
      '/s/api/products?q=%00',
      '/s/api/products?c=%00,fruits&b=%FF',
      '/s/api/products/%00',
      '/s/api/check/pincode/56%0034',
      '/s/api/orders?status=%00',
      '/s/api/orders/%00',
      '/s/api/cart?address_id=%00',
      '/s/api/page/data/%00',
    ]) {
      const response = await agent.get(url);
      expect({ url, status: response.statusCode < 500 }).toEqual({ url, status: true });
    }
  });
});

describe('NUL characters', () => {
  it('are refused in queries, paths and bodies with a 400 naming the field, storing nothing', async () => {
    const visitor = await shopper();
    const before = await rowCounts();
    const search = await visitor.get('/s/api/products?q=to%00mato');
    expect(search.statusCode).toBe(400);
    expect(search.json()).toEqual({ message: 'q: must not contain NUL characters', field: 'q' });
    const product = await visitor.get('/s/api/products/to%00mato');
    expect([product.statusCode, product.json()]).toEqual([400, { message: 'slugOrId: must not contain NUL characters', field: 'slugOrId' }]);
    const address = await visitor.post('/s/api/addresses', {
      name: 'Asha Rao',
      phone: '9876543210',
      line1: 'x\u0000',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560034',
    });
    expect(address.statusCode).toBe(400);
    expect(address.json().field).toBe('line1');
    expect(await rowCounts()).toEqual(before);
  });
});

describe('session expiry', () => {
  it('treats a session idle for longer than the idle limit as gone', async () => {
    const user = await shopper();
    expect((await user.get('/s/api/wishlist')).statusCode).toBe(200);
    await server.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - SESSION_IDLE_MS - 60_000) })
      .where(eq(sessions.id, sessionIdOf(user)));
    const response = await user.get('/s/api/wishlist');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: MESSAGE_SIGN_IN_REQUIRED });
    expect(
      await server.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, sessionIdOf(user))),
    ).toEqual([]);
  });

  it('treats a session older than the absolute limit as gone, even when it was just used', async () => {
    const user = await shopper();
    await server.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - SESSION_ABSOLUTE_MS - 60_000), lastSeenAt: new Date() })
      .where(eq(sessions.id, sessionIdOf(user)));
    expect((await user.get('/s/api/wishlist')).statusCode).toBe(401);
    // Its XSRF token dies with it: a write is refused and changes nothing.
    const before = await rowCounts();
    const write = await server.app.inject({
      method: 'POST',
      url: '/s/api/wishlistCategory',
      payload: { name: 'Late' },
      headers: {
        'x-web-url': WEB_URL,
        cookie: `sid=${user.cookies.get('sid')}; XSRF-TOKEN=${user.cookies.get('XSRF-TOKEN')}`,
        'x-xsrf-token': user.cookies.get('XSRF-TOKEN')!,
      },
    });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toEqual({ message: XSRF_REFUSED });
    expect(await rowCounts()).toEqual(before);
  });
});

describe('ids beyond what the database can hold', () => {
  const BEYOND = 2 ** 31;
  const CALLS: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body: unknown][] = [
    ['POST', '/s/api/cart/add', { pack_id: BEYOND, warehouse_id: 1 }],
    ['POST', '/s/api/cart/add', { pack_id: 1, warehouse_id: BEYOND }],
    ['POST', '/s/api/cart/remove', { pack_id: BEYOND }],
    ['GET', `/s/api/cart?address_id=${BEYOND}`, null],
    ['POST', '/s/api/order/create', { address_id: BEYOND, payment: 'cod' }],
    ['GET', `/s/api/payments/${BEYOND}/start`, null],
    [
      'POST',
      '/s/api/payments/razorpay/verify',
      { order_id: BEYOND, razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_1', razorpay_signature: 'x' },
    ],
    ['POST', `/s/api/payments/cashfree/confirm/${BEYOND}`, {}],
    ['POST', '/s/api/wishlist/update', { product_id: BEYOND, wishlist_category_id: '' }],
    ['POST', '/s/api/wishlist/update', { product_id: String(BEYOND), wishlist_category_id: '' }],
    ['POST', '/s/api/wishlist/update', { product_id: productId, wishlist_category_id: BEYOND }],
    ['POST', '/s/api/wishlist/move', { product_id: productId, from_wishlist_category_id: BEYOND, to_wishlist_category_id: '' }],
    ['POST', '/s/api/wishlist/move', { product_id: productId, from_wishlist_category_id: '', to_wishlist_category_id: String(BEYOND) }],
    ['PUT', `/s/api/addresses/${BEYOND}`, {}],
    ['POST', `/s/api/websites/${BEYOND}/choose`, {}],
    ['GET', `/s/api/orders?page=${2 ** 60}`, null],
  ];

  it.each(CALLS)('%s %s %j answers 400 with a message', async (method, url, body) => {
    const user = await shopper();
    const response = method === 'GET' ? await user.get(url) : await user.send(method, url, body);
    expect({ status: response.statusCode, message: typeof response.json().message }).toEqual({ status: 400, message: 'string' });
  });
});

describe('x-web-url', () => {
  it.each(['javascript:alert(1)', 'data:text/html,<b>x</b>', 'file:///etc/passwd', 'not a url', 'ftp://example.com'])(
    'refuses %s with a 400 on every API route',
    async (webUrl) => {
      for (const url of ['/s/api/init', '/s/api/products', '/s/api/cookie', '/s/api/cart']) {
        const response = await server.app.inject({ method: 'GET', url, headers: { 'x-web-url': webUrl } });
        expect({ url, status: response.statusCode, body: response.json() }).toEqual({
          url,
          status: 400,
          body: { message: 'x-web-url must be the http(s) address of the page the request comes from.' },
        });
      }
    },
  );

  it('falls back to the Host for an Origin of "null" (a sandboxed frame), as for no origin at all', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/s/api/init', headers: { origin: 'null' } });
    expect(response.statusCode).toBe(200);
  });
});
