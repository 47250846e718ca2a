import { createHash } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { CART_MESSAGES, MAX_QUANTITY_PER_LINE, MESSAGES, cartSchema, formatINR } from '@storefront/shared/contracts';
import { XSRF_REFUSED } from '../src/http/xsrf';
import { API_COMPRESSION_THRESHOLD_BYTES } from '../src/http/compression';
import { queryRows } from '../src/db/client';
import { SESSION_IDLE_MS } from '../src/http/sessions';
import { countRows, startTestServer, type TestServer } from './helpers/testServer';
import { createShopper, signInAs, visitor, type Visitor } from './helpers/visitors';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const rows = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => queryRows<T>(server.db, query);
const count = (table: string) => countRows(server.db, table);
const cartRows = async () => ({
  carts: await count('carts'),
  items: await count('cart_items'),
  quantity: Number((await rows<{ q: string | null }>(sql`select sum(quantity) as q from cart_items`))[0].q ?? 0),
});

interface StockedPack extends Record<string, unknown> {
  pack_id: number;
  warehouse_id: number;
  price_paise: number;
  mrp_paise: number;
  product_id: number;
  name: string;
  pack_name: string;
}
let nextPack = 0;
/** A pack (not used by any other test of this file) stocked at the city's warehouse, priced within a range. */
async function freshPack(city: string, minPaise = 0, maxPaise = 10_000_000): Promise<StockedPack> {
  const [pack] = await rows<StockedPack>(sql`
    select pk.id as pack_id, ps.warehouse_id, pk.price_paise, pk.mrp_paise, p.id as product_id, p.name, pk.name as pack_name
    from packs pk join products p on p.id = pk.product_id and p.is_active
    join pack_stock ps on ps.pack_id = pk.id and ps.quantity >= 20
    join warehouses w on w.id = ps.warehouse_id and w.city = ${city}
    where pk.position = 0 and pk.price_paise between ${minPaise} and ${maxPaise}
    order by pk.id offset ${nextPack++} limit 1`);
  return pack;
}
const add = (shopper: ReturnType<typeof visitor>, pack: StockedPack) =>
  shopper.post('/s/api/cart/add', { pack_id: pack.pack_id, warehouse_id: pack.warehouse_id });

async function guestAt(pincode: string | null) {
  const shopper = visitor(server);
  await shopper.get('/s/api/cookie');
  if (pincode) expect((await shopper.get(`/s/api/check/pincode/${pincode}`)).statusCode).toBe(200);
  return shopper;
}

describe('POST /api/cart/add', () => {
  it('adds one unit and answers the whole cart priced from the database', async () => {
    const shopper = await guestAt('560034');
    const pack = await freshPack('Bengaluru', 10_000, 20_000);
    const response = await add(shopper, pack);
    expect(response.statusCode).toBe(200);
    const cart = response.json();
    expect(cartSchema.parse(cart)).toEqual(cart);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      pack_id: pack.pack_id,
      warehouse_id: pack.warehouse_id,
      name: pack.name,
      pack: pack.pack_name,
      quantity: 1,
      price: pack.price_paise / 100,
      act_price: pack.mrp_paise / 100,
      amount: pack.price_paise / 100,
      valid: true,
      message: null,
    });
    expect(cart.items[0].image).toMatch(/\.svg$/);
    expect(cart.items[0].del_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const again = (await add(shopper, pack)).json();
    expect(again.items[0]).toMatchObject({ quantity: 2, amount: (2 * pack.price_paise) / 100 });
    expect(again).toMatchObject({ quantity: 2, total: (2 * pack.price_paise) / 100, serviceable: true, discount: 0, offercode: null });
    expect(again.del_date).toBe(again.items[0].del_date);
    expect(again.del_start_time).toBe(again.items[0].del_start_time);
  });

  it('ignores prices sent by the client', async () => {
    const shopper = await guestAt('560034');
    const pack = await freshPack('Bengaluru');
    const cart = (await shopper.post('/s/api/cart/add', { pack_id: pack.pack_id, warehouse_id: pack.warehouse_id, price: 1, amount: 1 })).json();
    expect(cart.items[0].price).toBe(pack.price_paise / 100);
  });

  it('asks for a pincode and is not serviceable until one is chosen', async () => {
    const shopper = await guestAt(null);
    const cart = (await add(shopper, await freshPack('Bengaluru'))).json();
    expect(cart).toMatchObject({ serviceable: false, message: MESSAGES.pincodeRequired, del_date: null });
    expect(cart.items[0]).toMatchObject({ valid: true, del_date: null });
  });

  it.each([
    [{ pack_id: 'abc', warehouse_id: 1 }, 'pack_id', 'pack_id: pack_id must be a number'],
    [{ pack_id: 1 }, 'warehouse_id', 'warehouse_id: warehouse_id must be a number'],
    [{ pack_id: -4, warehouse_id: 1 }, 'pack_id', 'pack_id: pack_id must be a positive number'],
  ])('refuses a malformed body %p with a 400 naming the field', async (body, field, message) => {
    const shopper = await guestAt(null);
    const before = await cartRows();
    const response = await shopper.post('/s/api/cart/add', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, field });
    expect(await cartRows()).toEqual(before);
  });

  it('refuses unknown packs, inactive products and warehouses that do not stock the pack, changing nothing', async () => {
    const shopper = await guestAt('560034');
    const pack = await freshPack('Bengaluru');
    const before = await cartRows();
    let response = await shopper.post('/s/api/cart/add', { pack_id: 99_999_999, warehouse_id: pack.warehouse_id });
    expect([response.statusCode, response.json().message]).toEqual([404, CART_MESSAGES.packNotFound]);
    response = await shopper.post('/s/api/cart/add', { pack_id: pack.pack_id, warehouse_id: 99_999 });
    expect([response.statusCode, response.json().message]).toEqual([404, CART_MESSAGES.warehouseNotFound]);
    const inactive = await freshPack('Bengaluru');
    await server.db.execute(sql`update products set is_active = false where id = ${inactive.product_id}`);
    response = await add(shopper, inactive);
    expect([response.statusCode, response.json().message]).toEqual([404, CART_MESSAGES.packNotFound]);
    expect(await cartRows()).toEqual(before);
  });

  it('refuses an out-of-stock pack and never goes above the stock', async () => {
    const shopper = await guestAt('560034');
    const pack = await freshPack('Bengaluru');
    await server.db.execute(sql`update pack_stock set quantity = 0 where pack_id = ${pack.pack_id} and warehouse_id = ${pack.warehouse_id}`);
    let response = await add(shopper, pack);
    expect([response.statusCode, response.json().message]).toEqual([409, CART_MESSAGES.outOfStock]);
    await server.db.execute(sql`update pack_stock set quantity = 2 where pack_id = ${pack.pack_id} and warehouse_id = ${pack.warehouse_id}`);
    await add(shopper, pack);
    await add(shopper, pack);
    const before = await cartRows();
    response = await add(shopper, pack);
    expect([response.statusCode, response.json().message]).toEqual([409, 'Only 2 left in stock.']);
    expect(await cartRows()).toEqual(before);
  });

  it(`never holds more than ${MAX_QUANTITY_PER_LINE} units in a line`, async () => {
    const shopper = await guestAt('560034');
    const pack = await freshPack('Bengaluru');
    for (let unit = 0; unit < MAX_QUANTITY_PER_LINE; unit += 1) expect((await add(shopper, pack)).statusCode).toBe(200);
    const before = await cartRows();
    const response = await add(shopper, pack);
    expect([response.statusCode, response.json().message]).toEqual([409, CART_MESSAGES.maxPerLine]);
    expect(await cartRows()).toEqual(before);
  });

  it('keeps a signed-in shopper’s cart on the user, not the session', async () => {
    const user = await createShopper(server);
    const shopper = await signInAs(server, user.email);
    await add(shopper, await freshPack('Bengaluru'));
    const [cart] = await rows<{ user_id: number | null; session_id: string | null }>(
      sql`select user_id, session_id from carts where user_id = ${user.id}`,
    );
    expect(cart).toEqual({ user_id: user.id, session_id: null });
  });
});

describe("POST /api/cart/add and the visitor's session", () => {
  const sessionIdOf = (someone: Visitor) => createHash('sha256').update(someone.cookies.get('sid')!).digest('hex');
  const lastSeen = async (someone: Visitor) =>
    (await rows<{ last_seen_at: Date | string }>(sql`select last_seen_at from sessions where id = ${sessionIdOf(someone)}`)).map((row) =>
      new Date(row.last_seen_at).getTime(),
    );

  it("refuses an add whose XSRF token is not its session's, storing nothing", async () => {
    const shopper = await guestAt(null);
    const before = await cartRows();
    const [body] = await rows<{ pack_id: number; warehouse_id: number }>(
      sql`select pack_id, warehouse_id from pack_stock where quantity > 0 limit 1`,
    );
    const response = await shopper.send('POST', '/s/api/cart/add', body, { 'x-xsrf-token': `${shopper.cookies.get('XSRF-TOKEN')}x` });
    expect([response.statusCode, response.json()]).toEqual([403, { message: XSRF_REFUSED }]);
    expect(await cartRows()).toEqual(before);
  });

  it('refuses a session past its idle limit with 403, storing nothing, and forgets the session', async () => {
    const shopper = await guestAt(null);
    await server.db.execute(
      sql`update sessions set last_seen_at = ${new Date(Date.now() - SESSION_IDLE_MS - 60_000).toISOString()} where id = ${sessionIdOf(shopper)}`,
    );
    const before = await cartRows();
    const response = await add(shopper, await freshPack('Bengaluru'));
    expect([response.statusCode, response.json()]).toEqual([403, { message: XSRF_REFUSED }]);
    expect(await cartRows()).toEqual(before);
    expect(await lastSeen(shopper)).toEqual([]);
  });

  it('keeps a session in use alive: an add after a few idle minutes moves its last-seen time', async () => {
    const shopper = await guestAt(null);
    const idleSince = Date.now() - 5 * 60_000;
    await server.db.execute(sql`update sessions set last_seen_at = ${new Date(idleSince).toISOString()} where id = ${sessionIdOf(shopper)}`);
    expect((await add(shopper, await freshPack('Bengaluru'))).statusCode).toBe(200);
    const [seen] = await lastSeen(shopper);
    expect(seen).toBeGreaterThan(idleSince + 60_000);
  });

  it("acts on a superadmin's chosen website: a pack of another website is refused, storing nothing", async () => {
    const superadmin = await signInAs(server, 'superadmin@example.com');
    const created = await superadmin.post('/s/api/websites', { name: 'Cart Test Shop', domain: 'https://cart-test.example.com' });
    expect((await superadmin.post(`/s/api/websites/${created.json().data.id}/choose`)).statusCode).toBe(200);
    const before = await cartRows();
    const response = await add(superadmin, await freshPack('Bengaluru'));
    expect([response.statusCode, response.json().message]).toEqual([404, CART_MESSAGES.packNotFound]);
    expect(await cartRows()).toEqual(before);
  });
});

describe('cart answers on the wire', () => {
  it(`go out as they are under ${API_COMPRESSION_THRESHOLD_BYTES / 1024} kB, in brotli from there`, async () => {
    const shopper = await guestAt('560034');
    // The packs other tests take come first (freshPack): these from the other end.
    const packs = await rows<StockedPack>(sql`
      select ps.pack_id, ps.warehouse_id from pack_stock ps join warehouses w on w.id = ps.warehouse_id and w.city = 'Bengaluru'
      join packs pk on pk.id = ps.pack_id join products p on p.id = pk.product_id and p.is_active
      where ps.quantity > 0 order by ps.pack_id desc limit 60`);
    const sent: { bytes: number; encoding: string | undefined }[] = [];
    for (const [index, pack] of packs.entries()) {
      if (sent.at(-1)?.encoding !== undefined) break;
      const answer = await shopper.send(
        'POST',
        '/s/api/cart/add',
        { pack_id: pack.pack_id, warehouse_id: pack.warehouse_id },
        { 'accept-encoding': 'gzip, deflate, br' },
      );
      const encoding = answer.headers['content-encoding'] as string | undefined;
      const text = encoding === 'br' ? brotliDecompressSync(answer.rawPayload).toString('utf8') : answer.body;
      expect(cartSchema.parse(JSON.parse(text)).items).toHaveLength(index + 1);
      sent.push({ bytes: Buffer.byteLength(text), encoding });
    }
    const rule = ({ bytes }: { bytes: number }) => ({ bytes, encoding: bytes < API_COMPRESSION_THRESHOLD_BYTES ? undefined : 'br' });
    expect(sent).toEqual(sent.map(rule));
    expect(sent.filter(({ bytes }) => bytes > 1024 && bytes < API_COMPRESSION_THRESHOLD_BYTES).length).toBeGreaterThan(5);
    expect(sent.at(-1)?.encoding).toBe('br');
  });
});

describe('POST /api/cart/remove', () => {
  it('removes one unit, drops the line at zero, and removes a whole line with remove: true', async () => {
    const shopper = await guestAt('560034');
    const first = await freshPack('Bengaluru');
    const second = await freshPack('Bengaluru');
    await add(shopper, first);
    await add(shopper, first);
    await add(shopper, second);
    let cart = (await shopper.post('/s/api/cart/remove', { pack_id: first.pack_id })).json();
    expect(cart.items.map((item: { quantity: number }) => item.quantity)).toEqual([1, 1]);
    cart = (await shopper.post('/s/api/cart/remove', { pack_id: first.pack_id })).json();
    expect(cart.items.map((item: { pack_id: number }) => item.pack_id)).toEqual([second.pack_id]);
    await add(shopper, second);
    cart = (await shopper.post('/s/api/cart/remove', { pack_id: second.pack_id, remove: true })).json();
    expect(cart).toMatchObject({ items: [], quantity: 0, total: 0, amount: 0 });
  });

  it('answers 404 for a pack that is not in the cart, changing nothing', async () => {
    const shopper = await guestAt('560034');
    await add(shopper, await freshPack('Bengaluru'));
    const before = await cartRows();
    const response = await shopper.post('/s/api/cart/remove', { pack_id: 99_999_999, remove: true });
    expect([response.statusCode, response.json().message]).toEqual([404, CART_MESSAGES.notInCart]);
    expect(await cartRows()).toEqual(before);
  });
});

describe('GET /api/cart', () => {
  it('answers an empty, unserviceable cart to a visitor without a session', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/s/api/cart', headers: { 'x-web-url': 'http://localhost:3000' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ items: [], quantity: 0, total: 0, serviceable: false, paymentMethods: ['razorpay', 'cashfree', 'cod'] });
  });

  it('charges delivery below the free threshold and says how much more is needed, then delivers free', async () => {
    const shopper = await guestAt('560034');
    const pack = await freshPack('Bengaluru', 15_000, 20_000);
    let cart = (await add(shopper, pack)).json();
    const missing = (59_900 - pack.price_paise) / 100;
    expect(cart).toMatchObject({ delivery_charge: 49, finalDelivery: 49, amount: pack.price_paise / 100 + 49 });
    expect(cart.deliveryMessage).toBe(CART_MESSAGES.addForFreeDelivery(formatINR(missing)));
    expect(cart.deliveryInfo).toEqual([
      {
        delivery_charge_id: cart.items[0].delivery_charge_id,
        delivery_charge: 49,
        free_above: 599,
        amount: pack.price_paise / 100,
        message: cart.deliveryMessage,
      },
    ]);
    for (let unit = 1; unit < 5; unit += 1) cart = (await add(shopper, pack)).json();
    expect(cart.total).toBeGreaterThanOrEqual(599);
    expect(cart).toMatchObject({ delivery_charge: 0, finalDelivery: 0, deliveryMessage: CART_MESSAGES.freeDelivery, amount: cart.total });
  });

  it('marks lines that can no longer be bought invalid with a message and leaves them out of the totals', async () => {
    const shopper = await guestAt('560034');
    const gone = await freshPack('Bengaluru');
    const scarce = await freshPack('Bengaluru');
    const fine = await freshPack('Bengaluru');
    await add(shopper, gone);
    await add(shopper, scarce);
    await add(shopper, scarce);
    await add(shopper, fine);
    await server.db.execute(sql`update products set is_active = false where id = ${gone.product_id}`);
    await server.db.execute(sql`update pack_stock set quantity = 1 where pack_id = ${scarce.pack_id} and warehouse_id = ${scarce.warehouse_id}`);
    const cart = (await shopper.get('/s/api/cart')).json();
    const byPack = new Map(cart.items.map((item: { pack_id: number }) => [item.pack_id, item]));
    expect(byPack.get(gone.pack_id)).toMatchObject({ valid: false, message: CART_MESSAGES.productUnavailable, del_date: null });
    expect(byPack.get(scarce.pack_id)).toMatchObject({ valid: false, message: 'Only 1 left in stock.' });
    expect(byPack.get(fine.pack_id)).toMatchObject({ valid: true, message: null });
    expect(cart.total).toBe(fine.price_paise / 100);
    expect(cart.quantity).toBe(4);
    await server.db.execute(sql`update pack_stock set quantity = 0 where pack_id = ${scarce.pack_id} and warehouse_id = ${scarce.warehouse_id}`);
    const later = (await shopper.get('/s/api/cart')).json();
    expect(later.items.find((item: { pack_id: number }) => item.pack_id === scarce.pack_id).message).toBe(CART_MESSAGES.outOfStock);
    // A merged guest cart can push a line past the per-line maximum.
    await server.db.execute(sql`update cart_items set quantity = ${MAX_QUANTITY_PER_LINE + 1} where pack_id = ${fine.pack_id}`);
    const merged = (await shopper.get('/s/api/cart')).json();
    expect(merged.items.find((item: { pack_id: number }) => item.pack_id === fine.pack_id)).toMatchObject({
      valid: false,
      message: CART_MESSAGES.maxPerLine,
    });
  });

  it('prices for a signed-in shopper’s address: lines its warehouse cannot deliver are invalid, groups per delivery rule', async () => {
    const user = await createShopper(server);
    const shopper = await signInAs(server, user.email);
    await shopper.get('/s/api/check/pincode/560034');
    const bengaluru = await freshPack('Bengaluru');
    const gurugram = await freshPack('Gurugram');
    await add(shopper, bengaluru);
    await add(shopper, gurugram);
    const [address] = await rows<{ id: number }>(sql`
      insert into addresses (website_id, user_id, name, phone, line1, city, state, pincode)
      select website_id, id, name, phone, '9 MG Road', 'Gurugram', 'Haryana', '122002' from users where id = ${user.id} returning id`);
    const response = await shopper.get(`/s/api/cart?address_id=${address.id}&groupby_delivery=true&payment_method=cod`);
    expect(response.statusCode).toBe(200);
    const cart = response.json();
    const byPack = new Map(cart.items.map((item: { pack_id: number }) => [item.pack_id, item]));
    expect(byPack.get(bengaluru.pack_id)).toMatchObject({ valid: false, message: CART_MESSAGES.notDeliverable('122002') });
    expect(byPack.get(gurugram.pack_id)).toMatchObject({ valid: true });
    expect(cart.grouped_items).toHaveLength(2);
    expect(cart.deliveryInfo.map((info: { free_above: number }) => info.free_above).sort()).toEqual([499, 599]);
    expect(cart.total).toBe(gurugram.price_paise / 100);
    expect(cart.serviceable).toBe(true);
    // Without groupby_delivery the groups are left out; the session pincode is unchanged.
    const plain = (await shopper.get('/s/api/cart')).json();
    expect(plain.grouped_items).toEqual([]);
    expect(plain.items.find((item: { pack_id: number }) => item.pack_id === bengaluru.pack_id).valid).toBe(true);
  });

  it('leaves out COD where the pincode refuses it and says so when COD is chosen', async () => {
    const shopper = await guestAt('560066');
    await add(shopper, await freshPack('Bengaluru'));
    const cart = (await shopper.get('/s/api/cart?payment_method=cod')).json();
    expect(cart.paymentMethods).toEqual(['razorpay', 'cashfree']);
    expect(cart.message).toBe(CART_MESSAGES.codUnavailable('560066'));
    expect((await shopper.get('/s/api/cart?payment_method=paypal')).json()).toEqual({
      message: 'payment_method: payment_method must be razorpay, cashfree or cod',
      field: 'payment_method',
    });
  });

  it('answers 404 for another shopper’s address and for a guest naming an address', async () => {
    const owner = await createShopper(server);
    const [address] = await rows<{ id: number }>(sql`
      insert into addresses (website_id, user_id, name, phone, line1, city, state, pincode)
      select website_id, id, name, phone, '1 Residency Road', 'Bengaluru', 'Karnataka', '560001' from users where id = ${owner.id} returning id`);
    const other = await signInAs(server, (await createShopper(server)).email);
    let response = await other.get(`/s/api/cart?address_id=${address.id}`);
    expect([response.statusCode, response.json().message]).toEqual([404, CART_MESSAGES.addressNotFound]);
    response = await (await guestAt(null)).get(`/s/api/cart?address_id=${address.id}`);
    expect([response.statusCode, response.json().message]).toEqual([404, CART_MESSAGES.addressNotFound]);
    response = await other.get('/s/api/cart?address_id=-1');
    expect([response.statusCode, response.json()]).toEqual([
      400,
      { message: 'address_id: address_id must be a positive number', field: 'address_id' },
    ]);
  });

  it('is what init sends as the cart', async () => {
    const shopper = await guestAt('560038');
    await add(shopper, await freshPack('Bengaluru'));
    const init = (await shopper.get('/s/api/init')).json();
    expect(init.cart).toEqual((await shopper.get('/s/api/cart')).json());
    expect(init.cart.items).toHaveLength(1);
  });
});

describe('OpenAPI', () => {
  it('documents the delivery, cart, coupon and order calls', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/s/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    for (const path of [
      '/api/check/pincode/{pincode}',
      '/api/cart',
      '/api/cart/add',
      '/api/cart/remove',
      '/api/apply/coupon',
      '/api/remove/coupon',
      '/api/order/create',
      '/api/orders',
      '/api/orders/{id}',
      '/api/order/cancel/{id}',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
