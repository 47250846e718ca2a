/**
 * A live-keyed server against a payment provider that hangs, answers 500 or answers garbage: the shopper gets a
 * clear 502 within the timeout, nothing changes, and once the provider is back the same request succeeds with
 * exactly one provider order or refund.
 */
import { sql } from 'drizzle-orm';
import {
  ORDER_MESSAGES,
  PAYMENT_MESSAGES,
  PAYMENT_PROVIDER_NAMES as NAMES,
  paymentStartSchema,
  type OnlinePaymentProvider,
} from '@storefront/shared/contracts';
import { queryRows } from '../../src/db/client';
import { razorpayPaymentSignature } from '../../src/payments/signatures';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { createShopper, signInAs, type Visitor } from '../helpers/visitors';
import { FAKE_KEYS, startFakePaymentProvider, type FakePaymentProvider, type ProviderMode } from './fakePaymentProvider';

const TIMEOUT_MS = 300;
/** How much later than the timeout a 502 may arrive. */
const SLACK_MS = 1_500;
const DOWN_MODES: ProviderMode[] = ['hang', 'error', 'garbage'];

let provider: FakePaymentProvider;
let server: TestServer;
beforeAll(async () => {
  provider = await startFakePaymentProvider();
  server = await startTestServer({
    ...FAKE_KEYS,
    RAZORPAY_API_BASE: provider.url,
    CASHFREE_API_BASE: provider.url,
    PROVIDER_TIMEOUT_MS: String(TIMEOUT_MS),
  });
});
afterEach(() => provider.setMode('up'));
afterAll(async () => {
  await server.close();
  await provider.close();
});

const rows = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => queryRows<T>(server.db, query);

let nextPack = 0;
/** A signed-in shopper who has just placed an online order of one unit of a stocked pack. */
async function placedOrder(method: OnlinePaymentProvider) {
  const [pack] = await rows<{ pack_id: number; warehouse_id: number }>(sql`
    select pk.id as pack_id, ps.warehouse_id from packs pk join products p on p.id = pk.product_id and p.is_active
    join pack_stock ps on ps.pack_id = pk.id and ps.quantity >= 20
    join warehouses w on w.id = ps.warehouse_id and w.city = 'Bengaluru'
    where pk.position = 0 and pk.price_paise between 10000 and 40000
    order by pk.id offset ${nextPack++} limit 1`);
  const user = await createShopper(server);
  const session = await signInAs(server, user.email);
  const [address] = await rows<{ id: number }>(sql`
    insert into addresses (website_id, user_id, name, phone, line1, line2, landmark, city, state, pincode)
    select website_id, id, name, phone, '12, 1st Main', 'Koramangala', '', 'Bengaluru', 'Karnataka', '560034'
    from users where id = ${user.id} returning id`);
  await session.get('/s/api/check/pincode/560034');
  expect((await session.post('/s/api/cart/add', pack)).statusCode).toBe(200);
  const created = await session.post('/s/api/order/create', { address_id: address.id, payment: method });
  expect(created.statusCode).toBe(200);
  const order = created.json().order as { id: number; order_number: string };
  return { session, order, pack };
}

/** Everything a refused request must leave as it was: the order, its timeline, its payment and its stock. */
async function stateOf(orderId: number) {
  return rows(sql`
    select o.status, (select count(*) from order_status_history h where h.order_id = o.id) as history,
      p.status as payment, p.provider_order_id, p.refund_id,
      (select sum(ps.quantity) from order_items i join pack_stock ps on ps.pack_id = i.pack_id and ps.warehouse_id = i.warehouse_id
        where i.order_id = o.id) as stock
    from orders o left join payments p on p.order_id = o.id where o.id = ${orderId}`);
}

/** The request's answer and how long it took. */
async function timed<T>(request: () => Promise<T>): Promise<{ response: T; ms: number }> {
  const started = performance.now();
  const response = await request();
  return { response, ms: performance.now() - started };
}

const start = (session: Visitor, orderId: number) => session.get(`/s/api/payments/${orderId}/start`);
const providerOrdersFor = (method: OnlinePaymentProvider, orderNumber: string) =>
  method === 'razorpay'
    ? provider.state.razorpayOrders.filter((order) => order.receipt === orderNumber).map((order) => order.id)
    : provider.state.cashfreeOrders.filter((order) => order.order_id === orderNumber).map((order) => order.order_id);

/** An order paid through the fake provider and confirmed by the server. */
async function paidOrder(method: OnlinePaymentProvider) {
  const placed = await placedOrder(method);
  const opened = paymentStartSchema.parse((await start(placed.session, placed.order.id)).json());
  if (method === 'razorpay') {
    const paymentId = `pay_${opened.provider_order_id!.slice(6)}`;
    provider.payRazorpay(opened.provider_order_id!, paymentId);
    const verified = await placed.session.post('/s/api/payments/razorpay/verify', {
      order_id: placed.order.id,
      razorpay_order_id: opened.provider_order_id,
      razorpay_payment_id: paymentId,
      razorpay_signature: razorpayPaymentSignature(FAKE_KEYS.RAZORPAY_KEY_SECRET, opened.provider_order_id!, paymentId),
    });
    expect(verified.json()).toMatchObject({ paid: true, status: 'confirmed' });
  } else {
    provider.payCashfree(placed.order.order_number);
    expect((await placed.session.post(`/s/api/payments/cashfree/confirm/${placed.order.id}`)).json()).toMatchObject({ paid: true });
  }
  return placed;
}

describe.each(['razorpay', 'cashfree'] as const)('opening a %s payment while the provider is down', (method) => {
  it.each(DOWN_MODES)('when it %s: the order is placed, start answers a clear 502 in time, and one provider order once it is back', async (mode) => {
    // Placing the order opens the provider order too: down, the order still stands, waiting for its payment.
    provider.setMode(mode);
    const { session, order } = await placedOrder(method);
    const before = await stateOf(order.id);
    expect(before).toEqual([expect.objectContaining({ status: 'pending_payment', payment: null })]);

    const { response, ms } = await timed(() => start(session, order.id));
    expect([response.statusCode, response.json()]).toEqual([502, { message: PAYMENT_MESSAGES.providerUnavailable(NAMES[method]) }]);
    expect(ms).toBeLessThan(TIMEOUT_MS + SLACK_MS);
    expect(await stateOf(order.id)).toEqual(before);
    expect((await session.get(`/s/api/orders/${order.id}`)).json()).toMatchObject({ status: 'pending_payment', can_cancel: true });
    expect(providerOrdersFor(method, order.order_number)).toEqual([]);

    provider.setMode('up');
    const retried = await start(session, order.id);
    expect(retried.statusCode).toBe(200);
    const opened = paymentStartSchema.parse(retried.json());
    const [providerOrder] = providerOrdersFor(method, order.order_number);
    expect(providerOrdersFor(method, order.order_number)).toHaveLength(1);
    if (method === 'razorpay') expect(opened.provider_order_id).toBe(providerOrder);
    else expect(opened.payment_session_id).toBe(provider.state.cashfreeOrders.find((o) => o.order_id === providerOrder)!.payment_session_id);

    // The start screen opened again reuses the provider order: nothing is opened twice.
    const creates = provider.received(/^POST \/(v1|pg)\/orders$/);
    expect((await start(session, order.id)).json()).toEqual(opened);
    expect(provider.received(/^POST \/(v1|pg)\/orders$/)).toBe(creates);
  });
});

describe.each(['razorpay', 'cashfree'] as const)('a %s order whose answer was lost', (method) => {
  it('is found and paid through when the shopper starts the payment again: one provider order', async () => {
    // The provider creates the order placing it asks for, but its answer never arrives: the server heard nothing.
    provider.setMode('lose-answer');
    const { session, order } = await placedOrder(method);
    const [made] = providerOrdersFor(method, order.order_number);
    expect(providerOrdersFor(method, order.order_number)).toEqual([made]);
    expect(await stateOf(order.id)).toEqual([expect.objectContaining({ status: 'pending_payment', payment: null })]);

    provider.setMode('up');
    const retried = await start(session, order.id);
    expect(retried.statusCode).toBe(200);
    expect(providerOrdersFor(method, order.order_number)).toEqual([made]);
    const opened = paymentStartSchema.parse(retried.json());
    if (method === 'razorpay') expect(opened.provider_order_id).toBe(made);
    else expect(opened.payment_session_id).toBe(provider.state.cashfreeOrders.find((o) => o.order_id === made)!.payment_session_id);
  });
});

describe('confirming a Cashfree payment while Cashfree is down', () => {
  it.each(['hang', 'error'] as const)('when it %s: 502 and nothing changes; confirmed once Cashfree answers', async (mode) => {
    const { session, order } = await placedOrder('cashfree');
    expect((await start(session, order.id)).statusCode).toBe(200);
    provider.payCashfree(order.order_number);
    const before = await stateOf(order.id);
    provider.setMode(mode);

    const { response, ms } = await timed(() => session.post(`/s/api/payments/cashfree/confirm/${order.id}`));
    expect([response.statusCode, response.json()]).toEqual([502, { message: PAYMENT_MESSAGES.providerUnavailable('Cashfree') }]);
    expect(ms).toBeLessThan(TIMEOUT_MS + SLACK_MS);
    expect(await stateOf(order.id)).toEqual(before);

    provider.setMode('up');
    const confirmed = await session.post(`/s/api/payments/cashfree/confirm/${order.id}`);
    expect(confirmed.json()).toMatchObject({ paid: true, status: 'confirmed', message: PAYMENT_MESSAGES.paid(order.order_number) });
  });
});

describe.each(['razorpay', 'cashfree'] as const)('cancelling a paid %s order while the provider is down', (method) => {
  it.each(['hang', 'error'] as const)('when it %s: nothing changes and the shopper is told; a retry refunds exactly once', async (mode) => {
    const { session, order } = await paidOrder(method);
    const before = await stateOf(order.id);
    provider.setMode(mode);

    const { response, ms } = await timed(() => session.post(`/s/api/order/cancel/${order.id}`));
    expect([response.statusCode, response.json()]).toEqual([502, { message: PAYMENT_MESSAGES.refundFailed(NAMES[method]) }]);
    expect(ms).toBeLessThan(TIMEOUT_MS + SLACK_MS);
    expect(await stateOf(order.id)).toEqual(before);
    expect(before[0]).toMatchObject({ status: 'confirmed', payment: 'paid' });

    provider.setMode('up');
    const refundsBefore = provider.state.refunds.length;
    const cancelled = await session.post(`/s/api/order/cancel/${order.id}`);
    expect([cancelled.statusCode, cancelled.json().order.status]).toEqual([200, 'cancelled']);
    const again = await session.post(`/s/api/order/cancel/${order.id}`);
    expect([again.statusCode, again.json().message]).toEqual([409, ORDER_MESSAGES.alreadyCancelled(order.order_number)]);

    const refunds = provider.state.refunds.slice(refundsBefore);
    expect(refunds).toHaveLength(1);
    const [after] = await stateOf(order.id);
    expect(after).toMatchObject({ status: 'cancelled', payment: 'refunded', refund_id: refunds[0].id });
  });
});
