/**
 * GET /s/api/products/{slug-or-id}/bought-together: the products most often in the same sales (paid or
 * cash-on-delivery orders that stand, of this website), in stock at the shopper's warehouse, filled up with the
 * category's best sellers; cached until the catalogue or the sales change. The test's own categories and products
 * ("Bt …") keep the seeded orders out of the counts.
 */
import { sql } from 'drizzle-orm';
import { CATALOGUE_MESSAGES, type Product } from '@storefront/shared/contracts';
import { CatalogueCache } from '../src/catalogue/cache';
import { queryRows, type Db } from '../src/db/client';
import type { OrderStatus } from '../src/db/schema';
import { startTestServer, type TestServer } from './helpers/testServer';
import { createShopper, signInAs, visitor, type Visitor } from './helpers/visitors';

let server: TestServer;
let websiteId: number;
let otherWebsiteId: number;
let shopperId: number;
/** The warehouse of guests (the default, Bengaluru) and one in Mumbai (pincode 400050). */
let defaultWarehouse: number;
let mumbaiWarehouse: number;
/** Test products by name, and the ids of their only pack. */
const productIds: Record<string, number> = {};
const packIds: Record<string, number> = {};

const rows = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => queryRows<T>(server.db, query);
const slugOf = (name: string) => name.toLowerCase().replace(/\s+/g, '-');

async function addCategory(name: string): Promise<number> {
  const [row] = await rows<{ id: number }>(
    sql`insert into categories (website_id, name, slug) values (${websiteId}, ${name}, ${slugOf(name)}) returning id`,
  );
  return row.id;
}

/** A product with one ₹100 pack, stocked at the default warehouse (`stock`) and at the others (`elsewhere`). */
async function addProduct(name: string, categoryId: number, { stock = 50, elsewhere = 50 } = {}) {
  const [brand] = await rows<{ id: number }>(sql`select id from brands where website_id = ${websiteId} order by id limit 1`);
  const [product] = await rows<{ id: number }>(
    sql`insert into products (website_id, category_id, brand_id, name, slug)
    values (${websiteId}, ${categoryId}, ${brand.id}, ${name}, ${slugOf(name)}) returning id`,
  );
  const [pack] = await rows<{ id: number }>(
    sql`insert into packs (product_id, name, price_paise, mrp_paise) values (${product.id}, '1 pc', 10000, 12000) returning id`,
  );
  await server.db.execute(sql`insert into pack_stock (pack_id, warehouse_id, quantity)
    select ${pack.id}, w.id, case when w.id = ${defaultWarehouse} then ${stock}::int else ${elsewhere}::int end
    from warehouses w where w.website_id = ${websiteId}`);
  productIds[name] = product.id;
  packIds[name] = pack.id;
}

const ADDRESS = {
  name: 'Test Shopper',
  phone: '9876543210',
  line1: '1 MG Road',
  line2: '',
  landmark: '',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560034',
  type: 'home',
};

interface OrderOptions {
  payment?: 'cod' | 'razorpay';
  site?: number;
  /** Written with the triggers off: nobody is notified. */
  unannounced?: boolean;
}

/** An order written as the order API and the payment transitions leave it, with lines [product name, units]. */
async function addOrder(
  status: OrderStatus,
  lines: [string, number][],
  { payment = 'cod', site = websiteId, unannounced = false }: OrderOptions = {},
) {
  await server.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    if (unannounced) await tx.execute(sql`set local session_replication_role = replica`);
    const [order] = await queryRows<{ id: number }>(
      tx,
      sql`insert into orders (website_id, user_id, status, payment_method, address, total_paise, amount_paise)
      values (${site}, ${shopperId}, ${status}, ${payment}, ${JSON.stringify(ADDRESS)}::jsonb, 10000, 10000) returning id`,
    );
    for (const [name, units] of lines) {
      await tx.execute(sql`insert into order_items (order_id, product_id, pack_id, warehouse_id, name, pack_name, quantity, price_paise, mrp_paise, amount_paise)
        values (${order.id}, ${productIds[name]}, ${packIds[name]}, ${defaultWarehouse}, ${name}, '1 pc', ${units}, 10000, 12000, ${units * 10000})`);
    }
  });
}

async function repeat(times: number, place: () => Promise<void>) {
  for (let time = 0; time < times; time += 1) await place();
}

async function boughtTogether(slugOrId: string | number, who: Visitor = visitor(server)): Promise<Product[]> {
  const response = await who.get(`/s/api/products/${slugOrId}/bought-together`);
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

const namesOf = (products: Product[]) => products.map((product) => product.product_name);

/** Polls until the answer shows a change: notifications arrive after COMMIT, on PostgreSQL on another connection. */
async function eventually(slugOrId: string, check: (names: string[]) => boolean, who?: Visitor): Promise<string[]> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const names = namesOf(await boughtTogether(slugOrId, who));
    if (check(names) || Date.now() > deadline) return names;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A signed-in shopper whose session delivers to `pincode`. */
async function shopperAt(pincode: string): Promise<{ id: number; session: Visitor }> {
  const user = await createShopper(server);
  const session = await signInAs(server, user.email);
  expect((await session.get(`/s/api/check/pincode/${pincode}`)).statusCode).toBe(200);
  return { id: user.id, session };
}

beforeAll(async () => {
  server = await startTestServer();
  [{ id: websiteId }] = await rows<{ id: number }>(sql`select id from websites where is_default`);
  [{ id: defaultWarehouse }] = await rows<{ id: number }>(sql`select id from warehouses where website_id = ${websiteId} and is_default`);
  [{ id: mumbaiWarehouse }] = await rows<{ id: number }>(
    sql`select w.id from warehouses w join warehouse_pincodes wp on wp.warehouse_id = w.id where w.website_id = ${websiteId} and wp.pincode = '400050'`,
  );
  expect(mumbaiWarehouse).not.toBe(defaultWarehouse);
  [{ id: otherWebsiteId }] = await rows<{ id: number }>(sql`insert into websites (name) values ('Other Shop') returning id`);
  shopperId = (await createShopper(server)).id;

  // A basket: Bt Target bought with Amla 3 times (once paid online), Beans twice (9 units each time), Carrot and Dill once
  // each; with Hops 4 times, out of stock at the default warehouse; with Endive only in unpaid online orders, Fig only in
  // cancelled and failed ones, Guava only in another website's orders.
  const basket = await addCategory('Bt Basket');
  for (const name of ['Bt Target', 'Bt Amla', 'Bt Beans', 'Bt Carrot', 'Bt Dill', 'Bt Endive', 'Bt Fig', 'Bt Guava']) await addProduct(name, basket);
  await addProduct('Bt Hops', basket, { stock: 0 });
  await addOrder('delivered', [
    ['Bt Target', 1],
    ['Bt Amla', 1],
  ]);
  await addOrder('confirmed', [
    ['Bt Amla', 1],
    ['Bt Target', 1],
  ]);
  await addOrder(
    'confirmed',
    [
      ['Bt Target', 1],
      ['Bt Amla', 1],
    ],
    { payment: 'razorpay' },
  );
  await addOrder('packed', [
    ['Bt Target', 1],
    ['Bt Beans', 9],
  ]);
  await addOrder('out_for_delivery', [
    ['Bt Target', 1],
    ['Bt Beans', 9],
  ]);
  await addOrder('delivered', [
    ['Bt Target', 1],
    ['Bt Dill', 1],
  ]);
  await addOrder('delivered', [
    ['Bt Target', 1],
    ['Bt Carrot', 1],
  ]);
  await repeat(4, () =>
    addOrder('delivered', [
      ['Bt Target', 1],
      ['Bt Hops', 1],
    ]),
  );
  await repeat(5, () =>
    addOrder(
      'pending_payment',
      [
        ['Bt Target', 1],
        ['Bt Endive', 1],
      ],
      { payment: 'razorpay' },
    ),
  );
  await repeat(3, () =>
    addOrder('cancelled', [
      ['Bt Target', 1],
      ['Bt Fig', 1],
    ]),
  );
  await repeat(2, () =>
    addOrder(
      'payment_failed',
      [
        ['Bt Target', 1],
        ['Bt Fig', 1],
      ],
      { payment: 'razorpay' },
    ),
  );
  await repeat(5, () =>
    addOrder(
      'delivered',
      [
        ['Bt Target', 1],
        ['Bt Guava', 1],
      ],
      { site: otherWebsiteId },
    ),
  );

  // A category of best sellers: Vanilla bought with Fallback 5 once; Fallback n sold 11 - n units; Xigua sold most but is
  // out of stock at the default warehouse, Yam only in an unpaid online order.
  const fallback = await addCategory('Bt Fallback');
  await addProduct('Bt Vanilla', fallback);
  for (let n = 1; n <= 9; n += 1) await addProduct(`Bt Fallback ${n}`, fallback);
  await addProduct('Bt Xigua', fallback, { stock: 0 });
  await addProduct('Bt Yam', fallback);
  await addOrder('delivered', [
    ['Bt Vanilla', 30],
    ['Bt Fallback 5', 1],
  ]);
  for (let n = 1; n <= 9; n += 1) await addOrder('delivered', [[`Bt Fallback ${n}`, 11 - n]]);
  await addOrder('delivered', [['Bt Xigua', 50]]);
  await addOrder('pending_payment', [['Bt Yam', 40]], { payment: 'razorpay' });
}, 90_000);
afterAll(async () => server.close());

describe('GET /api/products/{slug-or-id}/bought-together', () => {
  it('ranks the products by how many sales of this website hold both, ties by name, the product itself left out', async () => {
    // Endive (unpaid online orders), Fig (cancelled, failed), Guava (another website) and Hops (out of stock) are not offered.
    expect(namesOf(await boughtTogether('bt-target'))).toEqual(['Bt Amla', 'Bt Beans', 'Bt Carrot', 'Bt Dill']);
    // By id too; the same answer.
    expect(namesOf(await boughtTogether(productIds['Bt Target']))).toEqual(['Bt Amla', 'Bt Beans', 'Bt Carrot', 'Bt Dill']);
  });

  it("answers the demo shop's popular products with what its orders really hold with them", async () => {
    for (const [slug, companions] of [
      ['onion', ['tomato-hybrid', 'potato']],
      ['desi-harvest-whole-wheat-atta', ['desi-harvest-sugar', 'kolhu-pure-cold-pressed-groundnut-oil']],
    ] as const) {
      const answer = await boughtTogether(slug);
      expect(answer).toHaveLength(8);
      expect(answer.map((product) => product.slug)).toEqual(expect.arrayContaining([...companions]));
      // Every product offered is in sales with this one, the most often first; the first four in more than one.
      const counts = await rows<{ slug: string; orders: number }>(sql`
        select p.slug, count(distinct oi.order_id)::int as orders from order_items oi
        join orders o on o.id = oi.order_id join products p on p.id = oi.product_id
        where o.website_id = ${websiteId} and o.status in ('confirmed', 'packed', 'out_for_delivery', 'delivered')
          and oi.order_id in (select order_id from order_items where product_id = (select id from products where website_id = ${websiteId} and slug = ${slug}))
        group by p.slug`);
      const ordersWith = answer.map((product) => counts.find((count) => count.slug === product.slug)?.orders ?? 0);
      expect(ordersWith).toEqual([...ordersWith].sort((a, b) => b - a));
      expect(ordersWith.slice(0, 4).every((orders) => orders >= 2)).toBe(true);
      expect(ordersWith.every((orders) => orders >= 1)).toBe(true);
    }
  });

  it("offers only what is in stock at the shopper's warehouse", async () => {
    const mumbai = await shopperAt('400050');
    const answer = await boughtTogether('bt-target', mumbai.session);
    expect(namesOf(answer)).toEqual(['Bt Hops', 'Bt Amla', 'Bt Beans', 'Bt Carrot', 'Bt Dill']);
    for (const product of answer) expect(product.packs[0]).toMatchObject({ warehouse_id: mumbaiWarehouse, in_stock: true });
  });

  it("fills up with the category's best sellers by units sold when fewer than 4 are bought together, without duplicates, 8 at most", async () => {
    // Vanilla's only companion, Fallback 5, is also a best seller: it comes once. Xigua (out of stock), Yam (unpaid) and
    // Vanilla itself (30 units) are left out; Fallback 9 does not fit.
    expect(namesOf(await boughtTogether('bt-vanilla'))).toEqual([
      'Bt Fallback 5',
      'Bt Fallback 1',
      'Bt Fallback 2',
      'Bt Fallback 3',
      'Bt Fallback 4',
      'Bt Fallback 6',
      'Bt Fallback 7',
      'Bt Fallback 8',
    ]);
    // Amla is bought with Target only; Beans (18 units), Carrot and Dill (1 each, by name) fill up; Hops is out of stock.
    expect(namesOf(await boughtTogether('bt-amla'))).toEqual(['Bt Target', 'Bt Beans', 'Bt Carrot', 'Bt Dill']);
    // Guava sold only on another website: its category's sellers of this website fill its answer.
    expect(namesOf(await boughtTogether('bt-guava'))).toEqual(['Bt Beans', 'Bt Target', 'Bt Amla', 'Bt Carrot', 'Bt Dill']);
  });

  it('answers each product as the listing and the product page do, with the shopper’s cart and wishlist', async () => {
    const guest = await boughtTogether('bt-target');
    for (const product of guest) expect((await visitor(server).get(`/s/api/products/${product.slug}`)).json()).toEqual(product);
    const listing: Product[] = (await visitor(server).get('/s/api/products?c=bt-basket&perPage=100')).json().data;
    expect(guest).toEqual(guest.map((product) => listing.find((listed) => listed.product_id === product.product_id)));

    const shopper = await shopperAt('560034');
    expect((await shopper.session.post('/s/api/cart/add', { pack_id: packIds['Bt Beans'], warehouse_id: defaultWarehouse })).statusCode).toBe(200);
    await server.db.execute(
      sql`insert into wishlist_items (website_id, user_id, product_id) values (${websiteId}, ${shopper.id}, ${productIds['Bt Carrot']})`,
    );
    const theirs = await boughtTogether('bt-target', shopper.session);
    expect(theirs.map((product) => [product.product_name, product.packs[0].quantity, product.wishlist])).toEqual([
      ['Bt Amla', 0, false],
      ['Bt Beans', 1, false],
      ['Bt Carrot', 0, true],
      ['Bt Dill', 0, false],
    ]);
  });

  it('answers 404 for a product this website does not have, as the product page does', async () => {
    const [other] = await rows<{ id: number }>(sql`select id from products where website_id <> ${websiteId} limit 1`);
    for (const slugOrId of ['no-such-product', '999999999', ...(other ? [String(other.id)] : [])]) {
      const response = await visitor(server).get(`/s/api/products/${slugOrId}/bought-together`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: CATALOGUE_MESSAGES.productNotFound(slugOrId) });
      expect(response.json()).toEqual((await visitor(server).get(`/s/api/products/${slugOrId}`)).json());
    }
  });
});

describe('bought-together cache', () => {
  beforeAll(async () => {
    // Zest bought with Kale twice, Kiwi, Kohlrabi and Kumquat once each.
    const category = await addCategory('Bt Cached');
    for (const name of ['Bt Zest', 'Bt Kale', 'Bt Kiwi', 'Bt Kohlrabi', 'Bt Kumquat']) await addProduct(name, category);
    await repeat(2, () =>
      addOrder('delivered', [
        ['Bt Zest', 1],
        ['Bt Kale', 1],
      ]),
    );
    for (const name of ['Bt Kiwi', 'Bt Kohlrabi', 'Bt Kumquat'])
      await addOrder('delivered', [
        ['Bt Zest', 1],
        [name, 1],
      ]);
  });

  it('serves a cached answer until a sale changes it: a new order, a payment, a cancel', async () => {
    expect(namesOf(await boughtTogether('bt-zest'))).toEqual(['Bt Kale', 'Bt Kiwi', 'Bt Kohlrabi', 'Bt Kumquat']);
    // An order nobody is notified of: the cached answer stays.
    await repeat(3, () =>
      addOrder(
        'delivered',
        [
          ['Bt Zest', 1],
          ['Bt Kohlrabi', 1],
        ],
        { unannounced: true },
      ),
    );
    expect(namesOf(await boughtTogether('bt-zest'))).toEqual(['Bt Kale', 'Bt Kiwi', 'Bt Kohlrabi', 'Bt Kumquat']);

    // A cash-on-delivery order through the order API: Kumquat now in 2 sales, and the unannounced ones show (Kohlrabi 4).
    const shopper = await shopperAt('560034');
    await server.db.execute(sql`insert into addresses (website_id, user_id, name, phone, line1, city, state, pincode)
      values (${websiteId}, ${shopper.id}, 'Test Shopper', '9876543210', '1 MG Road', 'Bengaluru', 'Karnataka', '560034')`);
    const [address] = await rows<{ id: number }>(sql`select id from addresses where user_id = ${shopper.id}`);
    for (const name of ['Bt Zest', 'Bt Kumquat'])
      expect((await shopper.session.post('/s/api/cart/add', { pack_id: packIds[name], warehouse_id: defaultWarehouse })).statusCode).toBe(200);
    const placed = await shopper.session.post('/s/api/order/create', { address_id: address.id, payment: 'cod' });
    expect(placed.statusCode).toBe(200);
    const expected = ['Bt Kohlrabi', 'Bt Kale', 'Bt Kumquat', 'Bt Kiwi'];
    expect(await eventually('bt-zest', (names) => names.join() === expected.join())).toEqual(expected);

    // An online order waiting for its payment changes nothing; paid, it counts (Kiwi in 4 sales); cancelled, no more.
    await repeat(3, () =>
      addOrder(
        'pending_payment',
        [
          ['Bt Zest', 1],
          ['Bt Kiwi', 1],
        ],
        { payment: 'razorpay' },
      ),
    );
    expect(namesOf(await boughtTogether('bt-zest'))).toEqual(expected);
    const unpaid = sql`status = 'pending_payment' and id in (select order_id from order_items where product_id = ${productIds['Bt Kiwi']})`;
    await server.db.execute(sql`update orders set status = 'confirmed' where ${unpaid}`);
    const paid = ['Bt Kiwi', 'Bt Kohlrabi', 'Bt Kale', 'Bt Kumquat'];
    expect(await eventually('bt-zest', (names) => names.join() === paid.join())).toEqual(paid);
    await server.db.execute(sql`update orders set status = 'cancelled' where status = 'confirmed' and payment_method = 'razorpay'
      and id in (select order_id from order_items where product_id = ${productIds['Bt Kiwi']})`);
    expect(await eventually('bt-zest', (names) => names.join() === expected.join())).toEqual(expected);
  });

  it('follows catalogue changes: a new price, a product sold out', async () => {
    const before = await boughtTogether('bt-zest');
    expect(before.find((product) => product.product_name === 'Bt Kale')!.packs[0].price).toBe(100);
    await server.db.execute(sql`update packs set price_paise = 9000 where id = ${packIds['Bt Kale']}`);
    const deadline = Date.now() + 5_000;
    let repriced = before;
    while (Date.now() < deadline && repriced.find((product) => product.product_name === 'Bt Kale')!.packs[0].price !== 90) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      repriced = await boughtTogether('bt-zest');
    }
    expect(repriced.find((product) => product.product_name === 'Bt Kale')!.packs[0].price).toBe(90);

    await server.db.execute(sql`update pack_stock set quantity = 0 where pack_id = ${packIds['Bt Kohlrabi']} and warehouse_id = ${defaultWarehouse}`);
    // Kohlrabi gone, 3 left: the category's best sellers fill up (Kohlrabi is still one, but out of stock).
    const soldOut = await eventually('bt-zest', (names) => !names.includes('Bt Kohlrabi'));
    expect(soldOut).toEqual(['Bt Kale', 'Bt Kumquat', 'Bt Kiwi']);
  });
});

describe('CatalogueCache bought-together entries', () => {
  it('are dropped by a change of their website’s sales or catalogue; listings only by the catalogue', async () => {
    const cache = new CatalogueCache({ live: true });
    const load = (value: string) => jest.fn(async () => value);
    await cache.boughtTogether(1, 'k', load('one'));
    await cache.boughtTogether(2, 'k', load('two'));
    await cache.listing(1, 'k', load('listing'));
    cache.invalidateSales(1);
    expect(await cache.boughtTogether(1, 'k', load('after a sale'))).toBe('after a sale');
    expect(await cache.boughtTogether(2, 'k', load('stale?'))).toBe('two');
    expect(await cache.listing(1, 'k', load('stale?'))).toBe('listing');
    cache.invalidate(2);
    expect(await cache.boughtTogether(2, 'k', load('after a change'))).toBe('after a change');
    cache.invalidateSales(null);
    expect(await cache.boughtTogether(1, 'k', load('every website'))).toBe('every website');
    expect(await cache.boughtTogether(2, 'k', load('every website'))).toBe('every website');
  });
});
