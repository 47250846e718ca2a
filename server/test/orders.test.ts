import { sql } from 'drizzle-orm';
import { COUPON_MESSAGES, ORDER_MESSAGES, orderDetailSchema } from '@storefront/shared/contracts';
import { queryRows } from '../src/db/client';
import { MESSAGE_SIGN_IN_REQUIRED } from '../src/http/guards';
import { eventually } from './helpers/eventually';
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
const snapshot = async () => ({
  orders: await count('orders'),
  items: await count('order_items'),
  history: await count('order_status_history'),
  cartItems: await count('cart_items'),
  stock: Number((await rows<{ s: string }>(sql`select sum(quantity) as s from pack_stock`))[0].s),
});
const stockOf = async (packId: number, warehouseId: number) =>
  (await rows<{ quantity: number }>(sql`select quantity from pack_stock where pack_id = ${packId} and warehouse_id = ${warehouseId}`))[0].quantity;

interface StockedPack extends Record<string, unknown> {
  pack_id: number;
  warehouse_id: number;
  price_paise: number;
  name: string;
  pack_name: string;
}
let nextPack = 0;
async function freshPack(city = 'Bengaluru', minPaise = 10_000, maxPaise = 40_000): Promise<StockedPack> {
  const [pack] = await rows<StockedPack>(sql`
    select pk.id as pack_id, ps.warehouse_id, pk.price_paise, p.name, pk.name as pack_name
    from packs pk join products p on p.id = pk.product_id and p.is_active
    join pack_stock ps on ps.pack_id = pk.id and ps.quantity >= 20
    join warehouses w on w.id = ps.warehouse_id and w.city = ${city}
    where pk.position = 0 and pk.price_paise between ${minPaise} and ${maxPaise}
    order by pk.id desc offset ${nextPack++} limit 1`);
  return pack;
}

interface Shopper {
  id: number;
  session: Visitor;
  addressId: number;
}
/** A signed-in shopper with one address in `pincode` and, optionally, a cart of `units` of `pack`. */
async function shopperAt(pincode = '560034', pack?: StockedPack, units = 1): Promise<Shopper> {
  const user = await createShopper(server);
  const session = await signInAs(server, user.email);
  const [address] = await rows<{ id: number }>(sql`
    insert into addresses (website_id, user_id, name, phone, line1, line2, landmark, city, state, pincode)
    select website_id, id, name, phone, '12, 1st Main', 'Koramangala', 'Near the park', 'Bengaluru', 'Karnataka', ${pincode}
    from users where id = ${user.id} returning id`);
  if (pack) {
    await session.get(`/s/api/check/pincode/${pincode}`);
    for (let unit = 0; unit < units; unit += 1) {
      expect((await session.post('/s/api/cart/add', { pack_id: pack.pack_id, warehouse_id: pack.warehouse_id })).statusCode).toBe(200);
    }
  }
  return { id: user.id, session, addressId: address.id };
}
const create = (shopper: Shopper, body: Record<string, unknown> = {}) =>
  shopper.session.post('/s/api/order/create', { address_id: shopper.addressId, payment: 'cod', ...body });

async function refusedOrder(shopper: Shopper, body: Record<string, unknown>, status: number, message: string) {
  const before = await snapshot();
  const response = await create(shopper, body);
  expect([response.statusCode, response.json().message]).toEqual([status, message]);
  expect(await snapshot()).toEqual(before);
}

describe('POST /api/order/create', () => {
  it('places a COD order: re-priced, stock reserved, cart emptied, timeline started', async () => {
    const pack = await freshPack();
    const shopper = await shopperAt('560034', pack, 2);
    const stockBefore = await stockOf(pack.pack_id, pack.warehouse_id);
    const cart = (await shopper.session.get(`/s/api/cart?address_id=${shopper.addressId}`)).json();
    const response = await create(shopper, { note: '  Ring the bell  ', total: 1, amount: 1 });
    expect(response.statusCode).toBe(200);
    const { order, payOptions } = response.json();
    expect(payOptions).toBeUndefined();
    expect(orderDetailSchema.parse(order)).toEqual(order);
    expect(order).toMatchObject({
      order_number: `GR-${String(order.id).padStart(6, '0')}`,
      status: 'confirmed',
      payment_method: 'cod',
      total: cart.total,
      delivery_charge: cart.delivery_charge,
      discount: 0,
      amount: cart.amount,
      note: 'Ring the bell',
      // One pack, two of it: one item, two units.
      item_count: 1,
      unit_count: 2,
      payment_status: 'due_on_delivery',
      can_cancel: true,
      del_date: cart.del_date,
      del_start_time: cart.del_start_time,
      del_end_time: cart.del_end_time,
    });
    expect(order.total).toBe((2 * pack.price_paise) / 100);
    expect(order.address).toMatchObject({ line1: '12, 1st Main', pincode: '560034', city: 'Bengaluru' });
    expect(order.items).toEqual([
      expect.objectContaining({
        pack_id: pack.pack_id,
        warehouse_id: pack.warehouse_id,
        name: pack.name,
        pack: pack.pack_name,
        quantity: 2,
        price: pack.price_paise / 100,
      }),
    ]);
    expect(order.timeline).toEqual([{ status: 'confirmed', note: ORDER_MESSAGES.placedCod, created_at: expect.any(String) }]);
    expect(await stockOf(pack.pack_id, pack.warehouse_id)).toBe(stockBefore - 2);
    expect((await shopper.session.get('/s/api/cart')).json().items).toEqual([]);
    const [stored] = await rows<{ total_paise: number; amount_paise: number; user_id: number }>(
      sql`select total_paise, amount_paise, user_id from orders where id = ${order.id}`,
    );
    expect(stored).toEqual({ total_paise: 2 * pack.price_paise, amount_paise: Math.round(order.amount * 100), user_id: shopper.id });
  });

  it('applies the offercode sent with the order', async () => {
    const pack = await freshPack('Bengaluru', 45_000, 60_000);
    const shopper = await shopperAt('560034', pack);
    const { order } = (await create(shopper, { offercode: 'flat50' })).json();
    expect(order).toMatchObject({ offercode: 'FLAT50', discount: 50, amount: order.total - 50 + order.delivery_charge });
  });

  it('checks a guest-applied per-user coupon again once the shopper is known', async () => {
    const pack = await freshPack('Bengaluru', 45_000, 60_000);
    const first = await shopperAt('560034', pack);
    expect((await create(first, { offercode: 'FLAT50' })).statusCode).toBe(200);
    await first.session.post('/s/api/cart/add', { pack_id: pack.pack_id, warehouse_id: pack.warehouse_id });
    await refusedOrder(first, { offercode: 'FLAT50' }, 400, COUPON_MESSAGES.usedUp('FLAT50', 1));
    await refusedOrder(first, { offercode: 'NOPE' }, 400, COUPON_MESSAGES.unknown('NOPE'));
  });

  it('refuses guests, others’ addresses and empty carts, changing nothing', async () => {
    const guest = visitor(server);
    await guest.get('/s/api/cookie');
    const guestResponse = await guest.post('/s/api/order/create', { address_id: 1, payment: 'cod' });
    expect([guestResponse.statusCode, guestResponse.json().message]).toEqual([401, MESSAGE_SIGN_IN_REQUIRED]);

    const pack = await freshPack();
    const shopper = await shopperAt('560034', pack);
    const other = await shopperAt();
    await refusedOrder(shopper, { address_id: other.addressId }, 404, ORDER_MESSAGES.addressNotFound);
    await refusedOrder(other, {}, 400, ORDER_MESSAGES.emptyCart);
    const invalid = await create(shopper, { payment: 'upi' });
    expect([invalid.statusCode, invalid.json()]).toEqual([400, { message: 'payment: Please choose a payment method', field: 'payment' }]);
    const missing = await shopper.session.post('/s/api/order/create', { payment: 'cod' });
    expect([missing.statusCode, missing.json()]).toEqual([400, { message: 'address_id: Please choose a delivery address', field: 'address_id' }]);
    const longNote = await create(shopper, { note: 'x'.repeat(501) });
    expect(longNote.json()).toEqual({ message: 'note: The note can be at most 500 characters', field: 'note' });
    const longCode = await create(shopper, { offercode: 'X'.repeat(41) });
    expect(longCode.json()).toEqual({ message: 'offercode: Coupon codes are at most 40 characters', field: 'offercode' });
  });

  it('refuses an address the shop cannot deliver to, COD where it is not allowed and invalid lines', async () => {
    const pack = await freshPack();
    const nowhere = await shopperAt('999999');
    await nowhere.session.get('/s/api/check/pincode/560034');
    await nowhere.session.post('/s/api/cart/add', { pack_id: pack.pack_id, warehouse_id: pack.warehouse_id });
    await refusedOrder(nowhere, {}, 400, ORDER_MESSAGES.notServiceable('999999'));

    const noCod = await shopperAt('560066', pack);
    await refusedOrder(noCod, {}, 400, ORDER_MESSAGES.codUnavailable('560066'));

    const scarcePack = await freshPack();
    const scarce = await shopperAt('560034', scarcePack, 3);
    await server.db.execute(
      sql`update pack_stock set quantity = 2 where pack_id = ${scarcePack.pack_id} and warehouse_id = ${scarcePack.warehouse_id}`,
    );
    await refusedOrder(scarce, {}, 409, `${scarcePack.name} (${scarcePack.pack_name}): Only 2 left in stock.`);
  });

  it('takes the online providers the shop offers (a website setting), in its order, and refuses another, changing nothing', async () => {
    const shopper = await shopperAt('560034', await freshPack());
    const offered = async () => (await shopper.session.get(`/s/api/cart?address_id=${shopper.addressId}`)).json().paymentMethods;
    expect(await offered()).toEqual(['razorpay', 'cashfree', 'cod']);
    await server.db.execute(sql`update websites set payment_providers = '["cashfree"]'::jsonb where is_default`);
    try {
      await eventually(async () => expect(await offered()).toEqual(['cashfree', 'cod']));
      await refusedOrder(shopper, { payment: 'razorpay' }, 400, ORDER_MESSAGES.paymentNotOffered);
    } finally {
      await server.db.execute(sql`update websites set payment_providers = '["razorpay", "cashfree"]'::jsonb where is_default`);
    }
    await eventually(async () => expect(await offered()).toEqual(['razorpay', 'cashfree', 'cod']));
  });

  it('gives the last unit to exactly one of two shoppers racing for it', async () => {
    const pack = await freshPack();
    const first = await shopperAt('560034', pack);
    const second = await shopperAt('560034', pack);
    await server.db.execute(sql`update pack_stock set quantity = 1 where pack_id = ${pack.pack_id} and warehouse_id = ${pack.warehouse_id}`);
    const ordersBefore = await count('orders');
    const responses = await Promise.all([create(first), create(second)]);
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const loser = responses.find((response) => response.statusCode === 409)!;
    expect(loser.json().message).toMatch(
      new RegExp(`^(Sorry, ${pack.name} \\(${pack.pack_name}\\) just sold out|${pack.name} \\(${pack.pack_name}\\): This item is out of stock\\.)`),
    );
    expect(await stockOf(pack.pack_id, pack.warehouse_id)).toBe(0);
    expect(await count('orders')).toBe(ordersBefore + 1);
  });
});

describe('orders list, view and cancel', () => {
  let shopper: Shopper;
  let orderIds: number[];
  let orderPack: StockedPack;
  beforeAll(async () => {
    orderPack = await freshPack();
    shopper = await shopperAt('560034', orderPack);
    orderIds = [];
    for (let index = 0; index < 3; index += 1) {
      if (index > 0) await shopper.session.post('/s/api/cart/add', { pack_id: orderPack.pack_id, warehouse_id: orderPack.warehouse_id });
      orderIds.push((await create(shopper)).json().order.id);
    }
  });

  it('counts what each listed order holds: its different packs and their units', async () => {
    const [first, second] = [await freshPack(), await freshPack()];
    const buyer = await shopperAt('560034', first, 2);
    await buyer.session.post('/s/api/cart/add', { pack_id: second.pack_id, warehouse_id: second.warehouse_id });
    const placed = (await create(buyer)).json().order;
    expect(placed).toMatchObject({ item_count: 2, unit_count: 3 });
    const listed = (await buyer.session.get('/s/api/orders')).json().data;
    expect(listed.map((order: { id: number; item_count: number; unit_count: number }) => [order.id, order.item_count, order.unit_count])).toEqual([
      [placed.id, 2, 3],
    ]);
  });

  it('lists the shopper’s orders newest first with a total, filtered and paged', async () => {
    const response = await shopper.session.get('/s/api/orders?page=1&perPage=2');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.meta).toEqual({ total: 3 });
    expect(body.data.map((order: { id: number }) => order.id)).toEqual([orderIds[2], orderIds[1]]);
    expect(body.data[0]).toMatchObject({ status: 'confirmed', item_count: 1, unit_count: 1, can_cancel: true });
    expect((await shopper.session.get('/s/api/orders?page=2&perPage=2')).json().data.map((order: { id: number }) => order.id)).toEqual([orderIds[0]]);
    expect((await shopper.session.get('/s/api/orders?status=delivered')).json()).toEqual({ data: [], meta: { total: 0 } });
    const bad = await shopper.session.get('/s/api/orders?status=lost');
    expect([bad.statusCode, bad.json().field]).toEqual([400, 'status']);
    expect(bad.json().message).toBe(
      'status: status must be one of pending_payment, confirmed, packed, out_for_delivery, delivered, cancelled, payment_failed',
    );
    expect((await shopper.session.get('/s/api/orders?perPage=101')).json()).toEqual({
      message: 'perPage: perPage can be at most 100',
      field: 'perPage',
    });
    expect((await shopper.session.get('/s/api/orders?page=0')).json()).toEqual({ message: 'page: page must be 1 or more', field: 'page' });
    const stranger = await shopperAt();
    expect((await stranger.session.get('/s/api/orders')).json()).toEqual({ data: [], meta: { total: 0 } });
    const guest = await visitor(server).get('/s/api/orders');
    expect([guest.statusCode, guest.json().message]).toEqual([401, MESSAGE_SIGN_IN_REQUIRED]);
  });

  it('shows one order by id or by number, and 404 for another shopper’s or a malformed id', async () => {
    const byId = (await shopper.session.get(`/s/api/orders/${orderIds[0]}`)).json();
    const byNumber = await shopper.session.get(`/s/api/orders/${byId.order_number.toLowerCase()}`);
    expect(byNumber.json()).toEqual(byId);
    const stranger = await shopperAt();
    for (const id of [String(orderIds[0]), byId.order_number, 'GR-abc', '../1']) {
      const response = await stranger.session.get(`/s/api/orders/${encodeURIComponent(id)}`);
      expect([response.statusCode, response.json().message]).toEqual([404, ORDER_MESSAGES.notFound]);
    }
  });

  it('cancels before packing, returns the stock and records it in the timeline', async () => {
    const stockBefore = await stockOf(orderPack.pack_id, orderPack.warehouse_id);
    const response = await shopper.session.post(`/s/api/order/cancel/${orderIds[0]}`);
    expect(response.statusCode).toBe(200);
    const { order } = response.json();
    expect(order).toMatchObject({ status: 'cancelled', can_cancel: false, payment_status: 'not_paid' });
    expect(order.timeline.map((entry: { status: string; note: string }) => [entry.status, entry.note])).toEqual([
      ['confirmed', ORDER_MESSAGES.placedCod],
      ['cancelled', ORDER_MESSAGES.cancelledByCustomer],
    ]);
    expect(await stockOf(orderPack.pack_id, orderPack.warehouse_id)).toBe(stockBefore + 1);
    const again = await shopper.session.post(`/s/api/order/cancel/${orderIds[0]}`);
    expect([again.statusCode, again.json().message]).toEqual([409, ORDER_MESSAGES.alreadyCancelled(order.order_number)]);
  });

  it('refuses to cancel once packed, and refuses another shopper’s order, changing nothing', async () => {
    await server.db.execute(sql`update orders set status = 'packed' where id = ${orderIds[1]}`);
    const before = await snapshot();
    const packed = await shopper.session.post(`/s/api/order/cancel/${orderIds[1]}`);
    expect([packed.statusCode, packed.json().message]).toEqual([
      409,
      `Order GR-${String(orderIds[1]).padStart(6, '0')} is packed and can no longer be cancelled.`,
    ]);
    await server.db.execute(sql`update orders set status = 'out_for_delivery' where id = ${orderIds[1]}`);
    expect((await shopper.session.post(`/s/api/order/cancel/${orderIds[1]}`)).json().message).toBe(
      ORDER_MESSAGES.cannotCancel(`GR-${String(orderIds[1]).padStart(6, '0')}`, 'out for delivery'),
    );
    const stranger = await shopperAt();
    const foreign = await stranger.session.post(`/s/api/order/cancel/${orderIds[2]}`);
    expect([foreign.statusCode, foreign.json().message]).toEqual([404, ORDER_MESSAGES.notFound]);
    expect(await snapshot()).toEqual(before);
    expect((await rows<{ status: string }>(sql`select status from orders where id = ${orderIds[2]}`))[0].status).toBe('confirmed');
  });

  it('says cash is due on delivery until the order is delivered, and paid after', async () => {
    const paymentStatus = async () => (await shopper.session.get(`/s/api/orders/${orderIds[1]}`)).json().payment_status;
    expect(await paymentStatus()).toBe('due_on_delivery');
    await server.db.execute(sql`update orders set status = 'delivered' where id = ${orderIds[1]}`);
    expect(await paymentStatus()).toBe('paid');
  });
});

describe('demo orders seed', () => {
  it('gives the sales agent a dozen customers with addresses and two months of orders, and Priya her history', async () => {
    const [agent] = await rows<{ id: number }>(sql`select id from users where email = 'agent@example.com'`);
    const customers = await rows<{ id: number; email: string; phone: string }>(sql`select id, email, phone from users where agent_id = ${agent.id}`);
    expect(customers).toHaveLength(12);
    expect(new Set(customers.map((customer) => customer.phone)).size).toBe(12);
    const [stats] = await rows<{ orders: string; delivered: string; cancelled: string; oldest: Date; addresses: string; timeline_gaps: string }>(sql`
      select count(*) as orders,
        count(*) filter (where o.status = 'delivered') as delivered,
        count(*) filter (where o.status = 'cancelled') as cancelled,
        min(o.created_at) as oldest,
        (select count(*) from addresses a join users u on u.id = a.user_id where u.agent_id = ${agent.id}) as addresses,
        count(*) filter (where not exists (select 1 from order_status_history h where h.order_id = o.id and h.status = o.status)) as timeline_gaps
      from orders o join users u on u.id = o.user_id where u.agent_id = ${agent.id}`);
    expect(Number(stats.orders)).toBeGreaterThanOrEqual(40);
    expect(Number(stats.delivered)).toBeGreaterThan(Number(stats.orders) / 2);
    expect(Number(stats.cancelled)).toBeGreaterThan(0);
    expect(Number(stats.addresses)).toBe(12);
    expect(Number(stats.timeline_gaps)).toBe(0);
    expect(Date.now() - new Date(stats.oldest).getTime()).toBeGreaterThan(45 * 86_400_000);
    const priya = await signInAs(server, 'priya@example.com');
    const history = (await priya.get('/s/api/orders')).json();
    expect(history.meta.total).toBeGreaterThanOrEqual(2);
    const [address] = await rows<{ pincode: string }>(
      sql`select a.pincode from addresses a join users u on u.id = a.user_id where u.email = 'priya@example.com'`,
    );
    expect(address.pincode).toBe('560034');
    // Line amounts add up to each order's total.
    const mismatched = await rows(sql`
      select o.id from orders o join order_items oi on oi.order_id = o.id group by o.id having sum(oi.amount_paise) <> min(o.total_paise)`);
    expect(mismatched).toEqual([]);
  });
});
