import { sql } from 'drizzle-orm';
import { CART_MESSAGES, COUPON_MESSAGES, formatINR } from '@storefront/shared/contracts';
import { queryRows } from '../src/db/client';
import { startTestServer, type TestServer } from './helpers/testServer';
import { createShopper, signInAs, visitor, type Visitor } from './helpers/visitors';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const rows = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => queryRows<T>(server.db, query);
/** Every cart with its lines, as stored. */
const cartRows = () =>
  rows(sql`
    select c.id, c.session_id, c.user_id, c.coupon_id, c.updated_at, ci.pack_id, ci.warehouse_id, ci.quantity
    from carts c left join cart_items ci on ci.cart_id = c.id order by c.id, ci.pack_id`);

interface StockedPack extends Record<string, unknown> {
  pack_id: number;
  warehouse_id: number;
  price_paise: number;
}
const usedPerRange = new Map<string, number>();
/** A pack in the price range that no earlier test of this file used. */
async function freshPack(minPaise: number, maxPaise: number): Promise<StockedPack> {
  const range = `${minPaise}-${maxPaise}`;
  const offset = usedPerRange.get(range) ?? 0;
  usedPerRange.set(range, offset + 1);
  const [pack] = await rows<StockedPack>(sql`
    select pk.id as pack_id, ps.warehouse_id, pk.price_paise
    from packs pk join products p on p.id = pk.product_id and p.is_active
    join pack_stock ps on ps.pack_id = pk.id and ps.quantity >= 20
    join warehouses w on w.id = ps.warehouse_id and w.city = 'Bengaluru'
    where pk.position = 0 and pk.price_paise between ${minPaise} and ${maxPaise}
    order by pk.id offset ${offset} limit 1`);
  return pack;
}
/** A cart in 560034 holding `units` of one pack priced in the range. */
async function cartWith(shopper: Visitor, minPaise: number, maxPaise: number, units = 1) {
  await shopper.get('/s/api/check/pincode/560034');
  const pack = await freshPack(minPaise, maxPaise);
  for (let unit = 0; unit < units; unit += 1) await shopper.post('/s/api/cart/add', { pack_id: pack.pack_id, warehouse_id: pack.warehouse_id });
  return pack;
}
const apply = (shopper: Visitor, code: string) => shopper.post('/s/api/apply/coupon', { code });

/** A refusal is an answer: 200 with `success: false` and the reason, every cart left as it was. */
async function refused(shopper: Visitor, code: string, message: string | RegExp) {
  const before = await cartRows();
  const response = await apply(shopper, code);
  const expected = typeof message === 'string' ? message : expect.stringMatching(message);
  expect([response.statusCode, response.json()]).toEqual([200, { success: false, message: expected }]);
  expect(await cartRows()).toEqual(before);
}

describe('POST /api/apply/coupon', () => {
  it('applies a percent coupon (case-insensitive) and answers the whole cart with the discount', async () => {
    const shopper = visitor(server);
    const pack = await cartWith(shopper, 25_000, 30_000, 2);
    const response = await apply(shopper, ' fresh10 ');
    expect(response.statusCode).toBe(200);
    const cart = response.json();
    expect(cart.success).toBe(true);
    const total = (2 * pack.price_paise) / 100;
    const discount = Math.floor((2 * pack.price_paise * 10) / 100) / 100;
    expect(cart).toMatchObject({ offercode: 'FRESH10', total, discount, amount: Math.round((total - discount + cart.delivery_charge) * 100) / 100 });
    expect(cart.message).toBe(CART_MESSAGES.couponApplied('FRESH10', formatINR(discount)));
    // Re-read: the coupon stays applied.
    expect((await shopper.get('/s/api/cart')).json()).toMatchObject({ offercode: 'FRESH10', discount, message: null });
  });

  it('caps a percent discount at its maximum', async () => {
    const shopper = visitor(server);
    await cartWith(shopper, 60_000, 200_000, 2);
    expect((await apply(shopper, 'FRESH10')).json()).toMatchObject({ offercode: 'FRESH10', discount: 100 });
  });

  it('takes a flat amount off', async () => {
    const shopper = visitor(server);
    await cartWith(shopper, 40_000, 60_000);
    expect((await apply(shopper, 'FLAT50')).json()).toMatchObject({ offercode: 'FLAT50', discount: 50 });
  });

  it('refuses each rule with its own message and changes nothing', async () => {
    const shopper = visitor(server);
    await shopper.get('/s/api/cookie');
    await refused(shopper, 'FRESH10', COUPON_MESSAGES.emptyCart);
    await cartWith(shopper, 10_000, 20_000);
    await refused(shopper, 'nope', COUPON_MESSAGES.unknown('NOPE'));
    await refused(shopper, 'OLDFRIEND', COUPON_MESSAGES.inactive('OLDFRIEND'));
    await refused(shopper, 'FRESH10', 'Coupon FRESH10 needs a minimum order of ₹499.');
    await refused(shopper, 'DIWALI25', /^Coupon DIWALI25 can be used from [A-Z][a-z]{2} \d{1,2}, \d{4}\.$/);
    await refused(shopper, 'MONSOON20', /^Coupon MONSOON20 expired on [A-Z][a-z]{2} \d{1,2}, \d{4}\.$/);
    // Bad input is still an error.
    const blank = await apply(shopper, '  ');
    expect([blank.statusCode, blank.json()]).toEqual([400, { message: 'code: Please enter a coupon code', field: 'code' }]);
  });

  it('refuses a coupon without touching a coupon already on the cart', async () => {
    const shopper = visitor(server);
    await cartWith(shopper, 40_000, 60_000);
    expect((await apply(shopper, 'FLAT50')).json()).toMatchObject({ success: true, offercode: 'FLAT50' });
    await refused(shopper, 'OLDFRIEND', COUPON_MESSAGES.inactive('OLDFRIEND'));
    expect((await shopper.get('/s/api/cart')).json()).toMatchObject({ offercode: 'FLAT50', discount: 50 });
  });

  it('stays an error for a caller with no cart: 403 without a session', async () => {
    const stranger = await server.app.inject({
      method: 'POST',
      url: '/s/api/apply/coupon',
      payload: { code: 'FRESH10' },
      headers: { 'x-web-url': 'http://localhost:3000' },
    });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).not.toHaveProperty('success');
  });

  it('limits uses per shopper, counting orders that were paid or can still be paid', async () => {
    const user = await createShopper(server);
    const [{ coupon_id: couponId, website_id: websiteId }] = await rows<{ coupon_id: number; website_id: number }>(
      sql`select id as coupon_id, website_id from coupons where code = 'FLAT50'`,
    );
    const placeOrder = async (status: string, { released = false } = {}) => {
      const [order] = await rows<{ id: number; order_number: string }>(sql`
        insert into orders (website_id, user_id, status, payment_method, address, coupon_id, offercode, total_paise, amount_paise, stock_released_at)
        values (${websiteId}, ${user.id}, ${status}, 'razorpay', '{"name":"x","phone":"x","line1":"x","line2":"","landmark":"","city":"x","state":"x","pincode":"560034","type":"home"}',
          ${couponId}, 'FLAT50', 50000, 45000, ${released ? sql`now()` : null})
        returning id, order_number`);
      return order;
    };
    await placeOrder('cancelled');
    await placeOrder('payment_failed', { released: true });
    const shopper = await signInAs(server, user.email);
    await cartWith(shopper, 40_000, 60_000);
    expect((await apply(shopper, 'FLAT50')).statusCode).toBe(200);
    await shopper.get('/s/api/remove/coupon');

    // A failed payment that can still be retried holds the coupon, and the refusal says which order holds it.
    const unpaid = await placeOrder('payment_failed');
    await refused(shopper, 'FLAT50', COUPON_MESSAGES.heldByUnpaidOrder('FLAT50', unpaid.order_number));
    expect(COUPON_MESSAGES.heldByUnpaidOrder('FLAT50', 'GR-000042')).toBe(
      'Coupon FLAT50 is on your unpaid order GR-000042. Pay for that order, or cancel it to use the coupon here.',
    );
    await server.db.execute(sql`update orders set status = 'delivered' where id = ${unpaid.id}`);
    await refused(shopper, 'FLAT50', COUPON_MESSAGES.usedUp('FLAT50', 1));
    expect(COUPON_MESSAGES.usedUp('WEEKEND15', 2)).toBe('You have already used coupon WEEKEND15 2 times.');
  });

  it('lets a guest apply a per-user coupon (checked again at order time)', async () => {
    const shopper = visitor(server);
    await cartWith(shopper, 40_000, 60_000);
    expect((await apply(shopper, 'FLAT50')).json().offercode).toBe('FLAT50');
  });
});

describe('coupon re-validation and removal', () => {
  it('drops a coupon on the next read once the cart no longer qualifies, saying why', async () => {
    const shopper = visitor(server);
    const pack = await cartWith(shopper, 25_000, 30_000, 2);
    expect((await apply(shopper, 'FRESH10')).statusCode).toBe(200);
    const cart = (await shopper.post('/s/api/cart/remove', { pack_id: pack.pack_id })).json();
    expect(cart).toMatchObject({
      offercode: null,
      discount: 0,
      message: CART_MESSAGES.couponDropped('Coupon FRESH10 needs a minimum order of ₹499.'),
    });
    const [row] = await rows<{ coupon_id: number | null }>(
      sql`select c.coupon_id from carts c join cart_items ci on ci.cart_id = c.id where ci.pack_id = ${pack.pack_id}`,
    );
    expect(row.coupon_id).toBeNull();
    expect((await shopper.get('/s/api/cart')).json().message).toBeNull();
  });

  it('GET /api/remove/coupon takes the coupon off and answers the whole cart', async () => {
    const shopper = visitor(server);
    await cartWith(shopper, 40_000, 60_000);
    await apply(shopper, 'FLAT50');
    const response = await shopper.get('/s/api/remove/coupon');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ offercode: null, discount: 0, message: CART_MESSAGES.couponRemoved });
    expect(response.json().items).toHaveLength(1);
    // Nothing to remove: still the cart, without a notice; a visitor without a session gets an empty cart.
    expect((await shopper.get('/s/api/remove/coupon')).json().message).toBeNull();
    const stranger = await server.app.inject({ method: 'GET', url: '/s/api/remove/coupon', headers: { 'x-web-url': 'http://localhost:3000' } });
    expect(stranger.json()).toMatchObject({ items: [], offercode: null });
  });
});
