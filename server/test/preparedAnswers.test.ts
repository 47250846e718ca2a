import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { initDataSchema, productListResponseSchema } from '@storefront/shared/contracts';
import { queryRows } from '../src/db/client';
import { eventually } from './helpers/eventually';
import { startTestServer, type TestServer } from './helpers/testServer';
import { visitor, WEB_URL } from './helpers/visitors';

// Listing pages and a guest's init are shared by many visitors: serialised, hashed and compressed once, sent as
// bytes with an ETag, and answered 304 when the browser already has them. Every other GET answer gets an ETag too;
// a state-changing call's answer gets none.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers: { 'x-web-url': WEB_URL, ...headers } });

function decoded(response: LightMyRequestResponse): unknown {
  const encoding = response.headers['content-encoding'];
  const bytes = response.rawPayload;
  const text = encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes;
  return JSON.parse(text.toString('utf8'));
}

describe.each([
  ['a listing page', '/s/api/products?c=staples&s=price_asc'],
  ["a guest's init", '/s/api/init'],
])('%s', (_name, url) => {
  it('goes out in the encoding the browser prefers, each decoding to the same answer', async () => {
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    const answer = plain.json();
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.5, gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const response = await get(url, { 'accept-encoding': accept });
      expect([accept, response.headers['content-encoding']]).toEqual([accept, encoding]);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers.etag).toBe(plain.headers.etag);
      expect(decoded(response)).toEqual(answer);
    }
  });

  it('answers 304 with no body when the browser has it (If-None-Match), 200 when it has another', async () => {
    const first = await get(url, { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    const again = await get(url, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const listed = await get(url, { 'if-none-match': `W/"older", ${etag}` });
    expect(listed.statusCode).toBe(304);
    const other = await get(url, { 'if-none-match': 'W/"older"' });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual(decoded(first));
  });
});

describe('a listing page many visitors ask for', () => {
  it("goes out in brotli's best quality once asked for again: fewer bytes, the same answer and ETag", async () => {
    const url = '/s/api/products?perPage=30&s=name';
    const first = await get(url, { 'accept-encoding': 'br' });
    await eventually(async () => {
      const later = await get(url, { 'accept-encoding': 'br' });
      expect(later.rawPayload.length).toBeLessThan(first.rawPayload.length * 0.95);
      expect(later.headers.etag).toBe(first.headers.etag);
      expect(Number(later.headers['content-length'])).toBe(later.rawPayload.length);
      expect(decoded(later)).toEqual(decoded(first));
    });
  });
});

describe('after a change in the catalogue', () => {
  it('sends the new listing with a new ETag to a browser holding the old one', async () => {
    const url = '/s/api/products?c=staples&s=price_asc&perPage=1';
    const before = await get(url, { 'accept-encoding': 'br' });
    const product = productListResponseSchema.parse(decoded(before)).data[0];
    await queryRows(server.db, sql`update products set name = 'Renamed staple' where id = ${product.product_id} returning id`);
    await eventually(async () => {
      const after = await get(url, { 'accept-encoding': 'br', 'if-none-match': String(before.headers.etag) });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(productListResponseSchema.parse(decoded(after)).data[0].product_name).toBe('Renamed staple');
    });
  });
});

describe('answers of one visitor', () => {
  it("a guest's init is the same answer, with the same ETag, before and after their session starts", async () => {
    const sessionless = await get('/s/api/init');
    const guest = visitor(server);
    await guest.get('/s/api/cookie');
    const withSession = await guest.get('/s/api/init');
    expect(withSession.json()).toEqual(sessionless.json());
    expect(initDataSchema.parse(sessionless.json())).toMatchObject({ user: null, pincode: null, cart: { quantity: 0, items: [] } });
    expect(withSession.headers.etag).toBe(sessionless.headers.etag);
  });

  it("carry an ETag of their own: a shopper's init with a cart, and 304 while it is unchanged", async () => {
    const shopper = visitor(server);
    const listing = productListResponseSchema.parse((await shopper.get('/s/api/products?perPage=1')).json());
    const pack = listing.data[0].packs.find((candidate) => candidate.in_stock)!;
    expect((await shopper.post('/s/api/cart/add', { pack_id: pack.pack_id, warehouse_id: pack.warehouse_id })).statusCode).toBe(200);

    const withCart = await shopper.get('/s/api/init');
    expect(initDataSchema.parse(withCart.json()).cart.quantity).toBe(1);
    const guest = await get('/s/api/init');
    expect(withCart.headers.etag).toMatch(/^W\//);
    expect(withCart.headers.etag).not.toBe(guest.headers.etag);
    expect((await shopper.get('/s/api/init', { 'if-none-match': String(withCart.headers.etag) })).statusCode).toBe(304);

    await shopper.post('/s/api/cart/add', { pack_id: pack.pack_id, warehouse_id: pack.warehouse_id });
    const changed = await shopper.get('/s/api/init', { 'if-none-match': String(withCart.headers.etag) });
    expect(changed.statusCode).toBe(200);
    expect(initDataSchema.parse(changed.json()).cart.quantity).toBe(2);
  });

  it('of a state-changing call carry no ETag, and If-None-Match never turns one into a 304', async () => {
    const shopper = visitor(server);
    await shopper.get('/s/api/cookie');
    const removeMissing = (headers: Record<string, string> = {}) => shopper.send('POST', '/s/api/cart/remove', { pack_id: 1, remove: true }, headers);
    const first = await removeMissing();
    expect(first.statusCode).toBe(404);
    expect(first.headers.etag).toBeUndefined();
    const tagOfFirst = `W/"${createHash('sha1').update(first.body).digest('base64url')}"`;
    const again = await removeMissing({ 'if-none-match': tagOfFirst });
    expect([again.statusCode, again.json()]).toEqual([404, first.json()]);
  });

  it("a listing with the shopper's cart quantities is not the guests' prepared one", async () => {
    const shopper = visitor(server);
    const url = '/s/api/products?perPage=1';
    const pack = productListResponseSchema.parse((await get(url)).json()).data[0].packs.find((candidate) => candidate.in_stock)!;
    await shopper.post('/s/api/cart/add', { pack_id: pack.pack_id, warehouse_id: pack.warehouse_id });
    const guests = await get(url, { 'accept-encoding': 'br' });
    const theirs = await shopper.get(url, { 'accept-encoding': 'br', 'if-none-match': String(guests.headers.etag) });
    expect(theirs.statusCode).toBe(200);
    const line = productListResponseSchema.parse(decoded(theirs)).data[0].packs.find((candidate) => candidate.pack_id === pack.pack_id);
    expect(line?.quantity).toBe(1);
  });
});
