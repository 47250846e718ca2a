import { sql } from 'drizzle-orm';
import {
  COUPON_MESSAGES,
  ORDER_MESSAGES,
  PAYMENT_MESSAGES,
  formatINR,
  SANDBOX_TEXTS,
  paymentResultSchema,
  paymentStartSchema,
} from '@storefront/shared/contracts';
import { queryRows } from '../src/db/client';
import { MESSAGE_SIGN_IN_REQUIRED } from '../src/http/guards';
import type { SandboxCredentials } from '../src/payments/accounts';
import { cashfreeWebhookSignature, razorpayPaymentSignature, razorpayWebhookSignature } from '../src/payments/signatures';
import { FAILED_PAYMENT_GRACE_MS, releaseUnpaidOrders } from '../src/orders/service';
import { countRows, startTestServer, type TestServer } from './helpers/testServer';
import { WEB_URL, createShopper, signInAs, visitor, type Visitor } from './helpers/visitors';

let server: TestServer;
let keys: SandboxCredentials;
beforeAll(async () => {
  server = await startTestServer();
  // The sandbox keys are generated on first use (here: the first provider call).
  await server.app.ready();
});
afterAll(async () => {
  await server.close();
});

const rows = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => queryRows<T>(server.db, query);
const count = (table: string) => countRows(server.db, table);
const snapshot = async () => ({
  orders: await rows(sql`select id, status, stock_released_at from orders order by id`),
  history: await count('order_status_history'),
  payments: await rows(sql`select order_id, status, provider_payment_id, refund_id from payments order by id`),
  events: await count('payment_events'),
  stock: Number((await rows<{ s: string }>(sql`select sum(quantity) as s from pack_stock`))[0].s),
});
const credentials = async () =>
  (keys ??= JSON.parse((await rows<{ value: string }>(sql`select value from app_settings where key = 'payments_sandbox_credentials'`))[0].value));

interface StockedPack extends Record<string, unknown> {
  pack_id: number;
  warehouse_id: number;
}
let nextPack = 0;
async function freshPack(): Promise<StockedPack> {
  const [pack] = await rows<StockedPack>(sql`
    select pk.id as pack_id, ps.warehouse_id from packs pk join products p on p.id = pk.product_id and p.is_active
    join pack_stock ps on ps.pack_id = pk.id and ps.quantity >= 20
    join warehouses w on w.id = ps.warehouse_id and w.city = 'Bengaluru'
    where pk.position = 0 and pk.price_paise between 10000 and 40000
    order by pk.id asc offset ${nextPack++} limit 1`);
  return pack;
}
const stockOf = async (pack: StockedPack) =>
  (await rows<{ quantity: number }>(sql`select quantity from pack_stock where pack_id = ${pack.pack_id} and warehouse_id = ${pack.warehouse_id}`))[0]
    .quantity;

interface Shopper {
  session: Visitor;
  addressId: number;
}
async function shopperAt(pincode = '560034', pack?: StockedPack): Promise<Shopper> {
  const user = await createShopper(server, 'Asha Rao');
  const session = await signInAs(server, user.email);
  const [address] = await rows<{ id: number }>(sql`
    insert into addresses (website_id, user_id, name, phone, line1, line2, landmark, city, state, pincode)
    select website_id, id, name, '9812345678', '12, 1st Main', 'Koramangala', '', 'Bengaluru', 'Karnataka', ${pincode}
    from users where id = ${user.id} returning id`);
  if (pack) {
    await session.get(`/s/api/check/pincode/${pincode}`);
    expect((await session.post('/s/api/cart/add', { pack_id: pack.pack_id, warehouse_id: pack.warehouse_id })).statusCode).toBe(200);
  }
  return { session, addressId: address.id };
}

/** A shopper with an online order just placed: the order, what the start screen gets, and the pack. */
async function placed(provider: 'razorpay' | 'cashfree', pincode = '560034') {
  const pack = await freshPack();
  const shopper = await shopperAt(pincode, pack);
  const created = await shopper.session.post('/s/api/order/create', { address_id: shopper.addressId, payment: provider });
  expect(created.statusCode).toBe(200);
  const { order, payOptions } = created.json();
  const start = await shopper.session.get(`/s/api/payments/${order.id}/start`);
  expect(start.statusCode).toBe(200);
  return { shopper, pack, order, payOptions, start: paymentStartSchema.parse(start.json()) };
}

const inject = (method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  server.app.inject({ method, url, payload: payload as never, headers });
const sandboxPay = (providerOrderId: string, action: 'pay' | 'fail') => inject('POST', `/sandbox/razorpay/checkout/${providerOrderId}/${action}`, {});
const verify = (shopper: Shopper, body: Record<string, unknown>) => shopper.session.post('/s/api/payments/razorpay/verify', body);

function razorpayWebhook(event: string, providerOrderId: string, paymentId: string, amount: number, eventId: string, secret?: string) {
  const body = JSON.stringify({
    entity: 'event',
    event,
    payload: {
      payment: { entity: { id: paymentId, order_id: providerOrderId, amount, status: event === 'payment.failed' ? 'failed' : 'captured' } },
    },
  });
  const signature = razorpayWebhookSignature(secret ?? keys.razorpay.webhookSecret, body);
  return {
    body,
    send: (headers: Record<string, string> = {}) =>
      inject('POST', '/s/api/webhooks/razorpay', body, {
        'content-type': 'application/json',
        'x-razorpay-signature': signature,
        'x-razorpay-event-id': eventId,
        ...headers,
      }),
  };
}
const timeline = async (session: Visitor, id: number) =>
  (await session.get(`/s/api/orders/${id}`)).json().timeline.map((entry: { status: string; note: string }) => [entry.status, entry.note]);

describe('Razorpay through the sandbox', () => {
  it('creates a pending order with payOptions, and gives the start screen what Checkout.js needs', async () => {
    const pack = await freshPack();
    const shopper = await shopperAt('560034', pack);
    const stockBefore = await stockOf(pack);
    const created = await shopper.session.post('/s/api/order/create', { address_id: shopper.addressId, payment: 'razorpay' });
    const { order, payOptions } = created.json();
    expect(payOptions).toEqual({ provider: 'razorpay', id: String(order.id) });
    expect(order).toMatchObject({ status: 'pending_payment', payment_method: 'razorpay', payment_status: 'awaiting', can_cancel: true });
    expect(order.timeline).toEqual([{ status: 'pending_payment', note: PAYMENT_MESSAGES.placedOnline('Razorpay'), created_at: expect.any(String) }]);
    expect(await stockOf(pack)).toBe(stockBefore - 1);
    await credentials();
    const start = (await shopper.session.get(`/s/api/payments/${order.id}/start`)).json();
    expect(start).toEqual({
      provider: 'razorpay',
      mode: 'sandbox',
      script_url: 'http://localhost:80/sandbox/razorpay/checkout.js',
      key_id: keys.razorpay.keyId,
      cashfree_mode: null,
      amount: order.amount,
      amount_paise: Math.round(order.amount * 100),
      currency: 'INR',
      name: expect.any(String),
      description: `Order ${order.order_number}`,
      order_id: order.id,
      order_number: order.order_number,
      provider_order_id: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/),
      payment_session_id: null,
      prefill: { name: 'Asha Rao', email: expect.stringMatching(/@example\.com$/), contact: '9812345678' },
    });
    const [sandboxOrder] = await rows(sql`select amount_paise, receipt, status from sandbox_provider_orders where id = ${start.provider_order_id}`);
    expect(sandboxOrder).toEqual({ amount_paise: start.amount_paise, receipt: order.order_number, status: 'created' });

    const script = await inject('GET', '/sandbox/razorpay/checkout.js');
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.body).toContain('window.Razorpay = Razorpay');
    const page = await inject(
      'GET',
      `/sandbox/razorpay/checkout?order_id=${start.provider_order_id}&key_id=${start.key_id}&parent_origin=${WEB_URL}`,
    );
    expect(page.statusCode).toBe(200);
    for (const text of [SANDBOX_TEXTS.banner, '>Pay<', '>Fail<', '>Dismiss<', order.order_number]) expect(page.body).toContain(text);
    const wrongKey = await inject('GET', `/sandbox/razorpay/checkout?order_id=${start.provider_order_id}&key_id=rzp_test_x&parent_origin=${WEB_URL}`);
    expect([wrongKey.statusCode, wrongKey.body.includes(SANDBOX_TEXTS.unknownOrder)]).toEqual([404, true]);
  });

  it('pays: the webhook confirms the order, then the handler payload verifies without changing it again', async () => {
    const { shopper, order, start } = await placed('razorpay');
    const success = (await sandboxPay(start.provider_order_id!, 'pay')).json();
    expect(success).toEqual({
      razorpay_payment_id: expect.stringMatching(/^pay_/),
      razorpay_order_id: start.provider_order_id,
      razorpay_signature: razorpayPaymentSignature(keys.razorpay.keySecret, start.provider_order_id!, success.razorpay_payment_id),
    });
    const afterWebhook = await snapshot();
    expect(await timeline(shopper.session, order.id)).toEqual([
      ['pending_payment', PAYMENT_MESSAGES.placedOnline('Razorpay')],
      ['confirmed', PAYMENT_MESSAGES.notePaid('Razorpay', success.razorpay_payment_id)],
    ]);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const verified = await verify(shopper, { order_id: order.id, ...success });
      expect(verified.statusCode).toBe(200);
      const result = paymentResultSchema.parse(verified.json());
      expect(result).toMatchObject({ paid: true, status: 'confirmed', message: PAYMENT_MESSAGES.paid(order.order_number) });
      expect(await snapshot()).toEqual(afterWebhook);
    }
    expect((await shopper.session.get(`/s/api/orders/${order.id}`)).json().payment_status).toBe('paid');
    const again = await shopper.session.get(`/s/api/payments/${order.id}/start`);
    expect([again.statusCode, again.json().message]).toEqual([409, PAYMENT_MESSAGES.alreadyPaid(order.order_number)]);
  });

  it('verify first, then the webhook and its replay change nothing more', async () => {
    const { shopper, order, start } = await placed('razorpay');
    const paymentId = 'pay_29QQoUBi66xm2f';
    const signature = razorpayPaymentSignature(keys.razorpay.keySecret, start.provider_order_id!, paymentId);
    const verified = await verify(shopper, {
      order_id: order.id,
      razorpay_payment_id: paymentId,
      razorpay_order_id: start.provider_order_id,
      razorpay_signature: signature,
    });
    expect(verified.json()).toMatchObject({ paid: true, status: 'confirmed' });
    const afterVerify = await snapshot();
    const webhook = razorpayWebhook('order.paid', start.provider_order_id!, paymentId, start.amount_paise, `evt_${order.id}`);
    expect((await webhook.send()).json()).toEqual({ received: true, duplicate: false });
    expect((await webhook.send()).json()).toEqual({ received: true, duplicate: true });
    const after = await snapshot();
    expect({ ...after, events: afterVerify.events }).toEqual(afterVerify);
    expect(after.events).toBe(afterVerify.events + 1);
    expect((await timeline(shopper.session, order.id)).filter(([status]: string[]) => status === 'confirmed')).toHaveLength(1);
  });

  it('refuses tampered, mismatched, foreign and anonymous confirmations, changing no rows', async () => {
    const { shopper, order, start } = await placed('razorpay');
    const paymentId = 'pay_TamperedTest01';
    const good = {
      order_id: order.id,
      razorpay_payment_id: paymentId,
      razorpay_order_id: start.provider_order_id,
      razorpay_signature: razorpayPaymentSignature(keys.razorpay.keySecret, start.provider_order_id!, paymentId),
    };
    const before = await snapshot();
    const refusals: [Record<string, unknown>, number, string][] = [
      [
        { ...good, razorpay_signature: razorpayPaymentSignature('wrong_secret', start.provider_order_id!, paymentId) },
        400,
        PAYMENT_MESSAGES.signatureInvalid,
      ],
      [{ ...good, razorpay_payment_id: 'pay_SomeoneElse001' }, 400, PAYMENT_MESSAGES.signatureInvalid],
      [{ ...good, razorpay_order_id: 'order_IluGWxBm9U8zJ8' }, 400, PAYMENT_MESSAGES.orderMismatch],
      [{ ...good, order_id: 999_999 }, 404, ORDER_MESSAGES.notFound],
    ];
    for (const [body, status, message] of refusals) {
      const response = await verify(shopper, body);
      expect([response.statusCode, response.json().message]).toEqual([status, message]);
    }
    const stranger = await shopperAt();
    const foreign = await verify(stranger, good);
    expect([foreign.statusCode, foreign.json().message]).toEqual([404, ORDER_MESSAGES.notFound]);
    const foreignStart = await stranger.session.get(`/s/api/payments/${order.id}/start`);
    expect([foreignStart.statusCode, foreignStart.json().message]).toEqual([404, ORDER_MESSAGES.notFound]);
    const guest = visitor(server);
    const anonymous = await guest.post('/s/api/payments/razorpay/verify', good);
    expect([anonymous.statusCode, anonymous.json().message]).toEqual([401, MESSAGE_SIGN_IN_REQUIRED]);
    const invalid = await verify(shopper, { order_id: order.id });
    expect(invalid.json()).toEqual({ message: 'razorpay_payment_id: razorpay_payment_id is required', field: 'razorpay_payment_id' });
    const badId = await shopper.session.get('/s/api/payments/abc/start');
    expect([badId.statusCode, badId.json().message]).toEqual([400, 'id: Order not found.']);

    const webhook = razorpayWebhook('order.paid', start.provider_order_id!, paymentId, start.amount_paise, 'evt_refused');
    const wrongSecret = razorpayWebhook('order.paid', start.provider_order_id!, paymentId, start.amount_paise, 'evt_refused', 'whsec');
    for (const response of [
      await wrongSecret.send(),
      await inject('POST', '/s/api/webhooks/razorpay', webhook.body.replace(String(start.amount_paise), '100'), {
        'content-type': 'application/json',
        'x-razorpay-signature': razorpayWebhookSignature(keys.razorpay.webhookSecret, webhook.body),
        'x-razorpay-event-id': 'evt_refused',
      }),
      await webhook.send({ 'x-razorpay-signature': '' }),
    ]) {
      expect([response.statusCode, response.json().message]).toEqual([400, PAYMENT_MESSAGES.webhookSignatureInvalid]);
    }
    const notJson = await inject('POST', '/s/api/webhooks/razorpay', 'not json', {
      'content-type': 'text/plain',
      'x-razorpay-signature': razorpayWebhookSignature(keys.razorpay.webhookSecret, 'not json'),
    });
    expect([notJson.statusCode, notJson.json().message]).toEqual([400, PAYMENT_MESSAGES.webhookMalformed]);
    // A payment event whose amount differs from the order's is acknowledged but confirms nothing.
    const wrongAmount = razorpayWebhook('order.paid', start.provider_order_id!, paymentId, 100, 'evt_wrong_amount');
    expect((await wrongAmount.send()).statusCode).toBe(200);
    const after = await snapshot();
    expect({ ...after, events: before.events }).toEqual(before);
  });

  it('a failed payment waits for a retry; paying again confirms the order', async () => {
    const { shopper, order, start } = await placed('razorpay');
    const failure = (await sandboxPay(start.provider_order_id!, 'fail')).json();
    expect(failure.error).toMatchObject({ description: 'Payment failed', reason: 'payment_failed' });
    expect((await shopper.session.get(`/s/api/orders/${order.id}`)).json()).toMatchObject({ status: 'payment_failed', payment_status: 'failed' });
    const retry = await shopper.session.get(`/s/api/payments/${order.id}/start`);
    expect(retry.json().provider_order_id).toBe(start.provider_order_id);
    const success = (await sandboxPay(start.provider_order_id!, 'pay')).json();
    const result = (await verify(shopper, { order_id: order.id, ...success })).json();
    expect(result).toMatchObject({ paid: true, status: 'confirmed' });
    expect(await timeline(shopper.session, order.id)).toEqual([
      ['pending_payment', PAYMENT_MESSAGES.placedOnline('Razorpay')],
      ['payment_failed', PAYMENT_MESSAGES.noteFailed('Razorpay', 'Payment failed in the sandbox')],
      ['confirmed', PAYMENT_MESSAGES.notePaid('Razorpay', success.razorpay_payment_id)],
    ]);
  });

  describe('a once-per-shopper coupon on an online order', () => {
    /** A shopper whose cart is worth at least FLAT50's minimum of ₹399 at a Bengaluru address. */
    async function fillCart(shopper: Shopper) {
      const pack = await freshPack();
      await shopper.session.get('/s/api/check/pincode/560034');
      for (let unit = 0; unit < 4; unit++) {
        expect((await shopper.session.post('/s/api/cart/add', { pack_id: pack.pack_id, warehouse_id: pack.warehouse_id })).statusCode).toBe(200);
      }
    }
    async function order(shopper: Shopper, payment: 'razorpay' | 'cod') {
      await fillCart(shopper);
      return shopper.session.post('/s/api/order/create', { address_id: shopper.addressId, payment, offercode: 'FLAT50' });
    }
    async function failedFlat50Order() {
      const shopper = await shopperAt();
      const created = await order(shopper, 'razorpay');
      expect(created.statusCode).toBe(200);
      const { order: placedOrder } = created.json();
      expect(placedOrder).toMatchObject({ offercode: 'FLAT50', discount: 50 });
      const start = paymentStartSchema.parse((await shopper.session.get(`/s/api/payments/${placedOrder.id}/start`)).json());
      await sandboxPay(start.provider_order_id!, 'fail');
      return { shopper, order: placedOrder, start };
    }

    it('is held by an order that can still be paid: a second order cannot use it, and the retry pays with it', async () => {
      const { shopper, order: failed, start } = await failedFlat50Order();
      const second = await order(shopper, 'cod');
      expect([second.statusCode, second.json()]).toEqual([
        400,
        { message: COUPON_MESSAGES.heldByUnpaidOrder('FLAT50', failed.order_number), field: 'offercode' },
      ]);

      const success = (await sandboxPay(start.provider_order_id!, 'pay')).json();
      expect((await verify(shopper, { order_id: failed.id, ...success })).json()).toMatchObject({ paid: true, status: 'confirmed' });
      const third = await shopper.session.post('/s/api/order/create', { address_id: shopper.addressId, payment: 'cod', offercode: 'FLAT50' });
      expect([third.statusCode, third.json().message]).toEqual([400, COUPON_MESSAGES.usedUp('FLAT50', 1)]);
      expect(await rows(sql`select status from orders where user_id = (select user_id from orders where id = ${failed.id}) order by id`)).toEqual([
        { status: 'confirmed' },
      ]);
    });

    it('is given back when the unpaid order is cancelled', async () => {
      const { shopper, order: failed } = await failedFlat50Order();
      const cancelled = await shopper.session.post(`/s/api/order/cancel/${failed.id}`);
      expect([cancelled.statusCode, cancelled.json().order.payment_status]).toEqual([200, 'not_paid']);
      const second = await order(shopper, 'cod');
      expect(second.statusCode).toBe(200);
      expect(second.json().order).toMatchObject({ status: 'confirmed', offercode: 'FLAT50', discount: 50 });
    });

    it('is checked again when a failed order is retried: a use recorded meanwhile refuses the retry clearly', async () => {
      const { shopper, order: failed } = await failedFlat50Order();
      // A use recorded while the order waited (an order placed by a build that did not hold coupons, or an agent).
      await server.db.execute(sql`insert into orders (website_id, user_id, status, payment_method, address_id, address, coupon_id, offercode,
          total_paise, discount_paise, delivery_charge_paise, amount_paise)
        select website_id, user_id, 'confirmed', 'cod', address_id, address, coupon_id, offercode, total_paise, discount_paise,
          delivery_charge_paise, amount_paise from orders where id = ${failed.id}`);
      const before = await snapshot();
      const retry = await shopper.session.get(`/s/api/payments/${failed.id}/start`);
      expect([retry.statusCode, retry.json().message]).toEqual([409, PAYMENT_MESSAGES.couponUsedMeanwhile(failed.order_number, 'FLAT50')]);
      expect(await snapshot()).toEqual(before);
    });
  });

  it('two cancels of a paid order at once refund it once: the second finds the order cancelled', async () => {
    const { shopper, order, start } = await placed('razorpay');
    const success = (await sandboxPay(start.provider_order_id!, 'pay')).json();
    const answers = await Promise.all([1, 2, 3].map(() => shopper.session.post(`/s/api/order/cancel/${order.id}`)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const [sandbox] = await rows<{ refunds: unknown[] }>(
      sql`select refunds from sandbox_provider_orders where payment_id = ${success.razorpay_payment_id}`,
    );
    expect(sandbox.refunds).toHaveLength(1);
  });

  it('a refund Razorpay made but whose answer was lost is recorded on the next cancel, not made again', async () => {
    const { shopper, order, start } = await placed('razorpay');
    const success = (await sandboxPay(start.provider_order_id!, 'pay')).json();
    const { razorpay } = await credentials();
    // The refund reached Razorpay; its answer never reached us (a timeout), so the order is still confirmed and paid.
    const lost = await inject(
      'POST',
      `/sandbox/razorpay/v1/payments/${success.razorpay_payment_id}/refund`,
      { amount: start.amount_paise },
      {
        authorization: `Basic ${Buffer.from(`${razorpay.keyId}:${razorpay.keySecret}`).toString('base64')}`,
      },
    );
    expect(lost.statusCode).toBe(200);
    const cancelled = await shopper.session.post(`/s/api/order/cancel/${order.id}`);
    expect(cancelled.statusCode).toBe(200);
    const [payment] = await rows<{ status: string; refund_id: string }>(sql`select status, refund_id from payments where order_id = ${order.id}`);
    expect(payment).toEqual({ status: 'refunded', refund_id: lost.json().id });
    const [sandbox] = await rows<{ refunds: unknown[] }>(
      sql`select refunds from sandbox_provider_orders where payment_id = ${success.razorpay_payment_id}`,
    );
    expect(sandbox.refunds).toHaveLength(1);
  });

  it('cancelling a paid order refunds it through the provider and records the refund', async () => {
    const { shopper, order, start, pack } = await placed('razorpay');
    const success = (await sandboxPay(start.provider_order_id!, 'pay')).json();
    const stockBefore = await stockOf(pack);
    const cancelled = await shopper.session.post(`/s/api/order/cancel/${order.id}`);
    expect(cancelled.statusCode).toBe(200);
    const [payment] = await rows<{ status: string; refund_id: string; refund_status: string }>(
      sql`select status, refund_id, refund_status from payments where order_id = ${order.id}`,
    );
    expect(payment).toEqual({ status: 'refunded', refund_id: expect.stringMatching(/^rfnd_/), refund_status: 'processed' });
    const [sandbox] = await rows<{ refunds: { id: string; amountPaise: number }[] }>(
      sql`select refunds from sandbox_provider_orders where payment_id = ${success.razorpay_payment_id}`,
    );
    expect(sandbox.refunds).toEqual([expect.objectContaining({ id: payment.refund_id, amountPaise: start.amount_paise })]);
    expect((await timeline(shopper.session, order.id)).slice(-2)).toEqual([
      ['cancelled', ORDER_MESSAGES.cancelledByCustomer],
      ['cancelled', PAYMENT_MESSAGES.noteRefunded(formatINR(start.amount), payment.refund_id)],
    ]);
    expect((await shopper.session.get(`/s/api/orders/${order.id}`)).json().payment_status).toBe('refunded');
    expect(await stockOf(pack)).toBe(stockBefore + 1);
  });

  it('a payment arriving after the order was cancelled is refunded at once', async () => {
    const { shopper, order, start } = await placed('razorpay');
    expect((await shopper.session.post(`/s/api/order/cancel/${order.id}`)).statusCode).toBe(200);
    await sandboxPay(start.provider_order_id!, 'pay');
    const [payment] = await rows(sql`select status from payments where order_id = ${order.id}`);
    expect(payment).toEqual({ status: 'refunded' });
    const detail = (await shopper.session.get(`/s/api/orders/${order.id}`)).json();
    expect(detail).toMatchObject({ status: 'cancelled', payment_status: 'refunded' });
    expect(detail.timeline.at(-1).note).toMatch(/^Payment arrived after the order closed; refund of .* started \(rfnd_/);
  });
});

describe('stock sweeper', () => {
  it('releases a failed order’s units after the grace period, once, even when run twice at once', async () => {
    const { shopper, order, start, pack } = await placed('razorpay');
    await sandboxPay(start.provider_order_id!, 'fail');
    const reserved = await stockOf(pack);
    expect(await releaseUnpaidOrders(server.db)).not.toContain(order.id);
    expect(await stockOf(pack)).toBe(reserved);
    const later = new Date(Date.now() + FAILED_PAYMENT_GRACE_MS + 60_000);
    const [first, second] = await Promise.all([releaseUnpaidOrders(server.db, later), releaseUnpaidOrders(server.db, later)]);
    expect([...first, ...second].filter((id) => id === order.id)).toEqual([order.id]);
    expect(await stockOf(pack)).toBe(reserved + 1);
    expect((await timeline(shopper.session, order.id)).at(-1)).toEqual(['payment_failed', PAYMENT_MESSAGES.noteStockReleased]);
    const retry = await shopper.session.get(`/s/api/payments/${order.id}/start`);
    expect([retry.statusCode, retry.json().message]).toEqual([409, PAYMENT_MESSAGES.cannotPay(order.order_number, 'payment failed')]);
    // A payment that still arrives is refunded, and the stock is not taken twice.
    await sandboxPay(start.provider_order_id!, 'pay');
    expect((await rows(sql`select status from payments where order_id = ${order.id}`))[0]).toEqual({ status: 'refunded' });
    expect(await stockOf(pack)).toBe(reserved + 1);
  });
});

describe('Cashfree through the sandbox', () => {
  const cashfreeWebhook = (payload: object, timestamp = String(Date.now()), secret = keys.cashfree.secretKey) => {
    const body = JSON.stringify(payload);
    return inject('POST', '/s/api/webhooks/cashfree', body, {
      'content-type': 'application/json',
      'x-webhook-timestamp': timestamp,
      'x-webhook-signature': cashfreeWebhookSignature(secret, timestamp, body),
    });
  };
  const successEvent = (orderId: string, amount: number, paymentId = '5114910000001') => ({
    data: {
      order: { order_id: orderId, order_amount: amount },
      payment: { cf_payment_id: paymentId, payment_status: 'SUCCESS', payment_amount: amount },
    },
    type: 'PAYMENT_SUCCESS_WEBHOOK',
  });

  it('pays in the sandbox, returns to the confirm screen and confirms once', async () => {
    await credentials();
    const { shopper, order, payOptions, start } = await placed('cashfree');
    expect(payOptions).toEqual({ provider: 'cashfree', id: String(order.id) });
    expect(start).toMatchObject({ provider: 'cashfree', mode: 'sandbox', key_id: null, cashfree_mode: 'sandbox', provider_order_id: null });
    expect(start.payment_session_id).toMatch(/^session_/);
    expect(start.script_url).toMatch(/\/sandbox\/cashfree\/checkout\.js$/);
    expect((await inject('GET', '/sandbox/cashfree/checkout.js')).body).toContain('window.Cashfree = function');
    const page = await inject('GET', `/sandbox/cashfree/checkout?session=${start.payment_session_id}`);
    expect(page.body).toContain(SANDBOX_TEXTS.banner);

    const pending = (await shopper.session.get(`/s/api/payments/cashfree/confirm/${order.id}`)).json();
    expect(pending).toMatchObject({ paid: false, status: 'pending_payment', message: PAYMENT_MESSAGES.notPaidYet(order.order_number) });
    const paid = (await inject('POST', `/sandbox/cashfree/checkout/${start.payment_session_id}/pay`, {})).json();
    expect(paid.redirect).toBe(`${WEB_URL}/checkout/confirm/${order.id}?provider=cashfree&order_id=${order.order_number}`);
    const afterWebhook = await snapshot();
    expect(afterWebhook.orders.find((row) => row.id === order.id)).toMatchObject({ status: 'confirmed' });
    for (const method of ['GET', 'POST'] as const) {
      const confirmed =
        method === 'GET'
          ? await shopper.session.get(`/s/api/payments/cashfree/confirm/${order.id}`)
          : await shopper.session.post(`/s/api/payments/cashfree/confirm/${order.id}`);
      expect(confirmed.json()).toMatchObject({ paid: true, status: 'confirmed', message: PAYMENT_MESSAGES.paid(order.order_number) });
    }
    expect(await snapshot()).toEqual(afterWebhook);
    const stranger = await shopperAt();
    const foreign = await stranger.session.get(`/s/api/payments/cashfree/confirm/${order.id}`);
    expect([foreign.statusCode, foreign.json().message]).toEqual([404, ORDER_MESSAGES.notFound]);

    // Cancelling refunds through Cashfree's refund API.
    expect((await shopper.session.post(`/s/api/order/cancel/${order.id}`)).statusCode).toBe(200);
    expect((await rows(sql`select status, refund_id, refund_status from payments where order_id = ${order.id}`))[0]).toEqual({
      status: 'refunded',
      refund_id: `refund_${order.id}`,
      refund_status: 'SUCCESS',
    });
  });

  it.each([
    ['at order creation', 'create'],
    ['at payment start', 'start'],
  ])('returns the shopper to this shop, never to an origin an x-web-url names %s', async (_when, step) => {
    const pack = await freshPack();
    const shopper = await shopperAt('560034', pack);
    const foreign = { 'x-web-url': 'https://evil.example/checkout', host: 'localhost:3000' };
    const created = await shopper.session.send(
      'POST',
      '/s/api/order/create',
      { address_id: shopper.addressId, payment: 'cashfree' },
      step === 'create' ? foreign : {},
    );
    expect(created.statusCode).toBe(200);
    const { order } = created.json();
    const start = await shopper.session.get(`/s/api/payments/${order.id}/start`, step === 'start' ? foreign : { host: 'localhost:3000' });
    expect(start.statusCode).toBe(200);
    const paid = (await inject('POST', `/sandbox/cashfree/checkout/${start.json().payment_session_id}/pay`, {})).json();
    expect(paid.redirect).toBe(`http://localhost:3000/checkout/confirm/${order.id}?provider=cashfree&order_id=${order.order_number}`);
  });

  it('confirms from the webhook, deduplicates replays and refuses stale or wrongly signed ones', async () => {
    const { shopper, order, start } = await placed('cashfree');
    const event = successEvent(order.order_number, start.amount);
    const before = await snapshot();
    const stale = await cashfreeWebhook(event, String(Date.now() - 10 * 60_000));
    expect([stale.statusCode, stale.json().message]).toEqual([400, PAYMENT_MESSAGES.webhookTimestampStale]);
    const wrong = await cashfreeWebhook(event, String(Date.now()), 'cf_secret');
    expect([wrong.statusCode, wrong.json().message]).toEqual([400, PAYMENT_MESSAGES.webhookSignatureInvalid]);
    const timestamp = String(Date.now());
    const tampered = await inject('POST', '/s/api/webhooks/cashfree', JSON.stringify({ ...event, type: 'PAYMENT_FAILED_WEBHOOK' }), {
      'content-type': 'application/json',
      'x-webhook-timestamp': timestamp,
      'x-webhook-signature': cashfreeWebhookSignature(keys.cashfree.secretKey, timestamp, JSON.stringify(event)),
    });
    expect([tampered.statusCode, tampered.json().message]).toEqual([400, PAYMENT_MESSAGES.webhookSignatureInvalid]);
    expect(await snapshot()).toEqual(before);

    expect((await cashfreeWebhook(event)).json()).toEqual({ received: true, duplicate: false });
    expect((await cashfreeWebhook(event)).json()).toEqual({ received: true, duplicate: true });
    expect((await shopper.session.get(`/s/api/orders/${order.id}`)).json().status).toBe('confirmed');
    expect((await timeline(shopper.session, order.id)).filter(([status]: string[]) => status === 'confirmed')).toHaveLength(1);
  });

  it('refuses a PAID Cashfree order whose amount differs from ours, changing no rows', async () => {
    const { shopper, order, start } = await placed('cashfree');
    await server.db.execute(sql`update sandbox_provider_orders set status = 'PAID', amount_paise = 100 where id = ${order.order_number}`);
    const before = await snapshot();
    const response = await shopper.session.post(`/s/api/payments/cashfree/confirm/${order.id}`);
    expect([response.statusCode, response.json().message]).toEqual([409, PAYMENT_MESSAGES.amountMismatch(order.order_number)]);
    expect(await snapshot()).toEqual(before);
    const razorpayVerify = await verify(shopper, {
      order_id: order.id,
      razorpay_payment_id: 'pay_x',
      razorpay_order_id: 'order_x',
      razorpay_signature: 'x',
    });
    expect([razorpayVerify.statusCode, razorpayVerify.json().message]).toEqual([409, PAYMENT_MESSAGES.wrongProvider(order.order_number, 'Razorpay')]);
    expect(start.amount).toBeGreaterThan(1);
  });

  it('a failed Cashfree payment marks the order payment_failed and the confirm screen says so', async () => {
    const { shopper, order, start } = await placed('cashfree');
    const failed = (await inject('POST', `/sandbox/cashfree/checkout/${start.payment_session_id}/fail`, {})).json();
    expect(failed.redirect).toContain(`/checkout/confirm/${order.id}`);
    const result = (await shopper.session.get(`/s/api/payments/cashfree/confirm/${order.id}`)).json();
    expect(result).toMatchObject({ paid: false, status: 'payment_failed', message: PAYMENT_MESSAGES.failed(order.order_number) });
  });
});

describe('payment choice at checkout', () => {
  it('takes online payment where COD is not allowed, and refuses payment screens for COD orders', async () => {
    const { start } = await placed('razorpay', '560066');
    expect(start.provider).toBe('razorpay');
    const pack = await freshPack();
    const shopper = await shopperAt('560034', pack);
    const { order } = (await shopper.session.post('/s/api/order/create', { address_id: shopper.addressId, payment: 'cod' })).json();
    const response = await shopper.session.get(`/s/api/payments/${order.id}/start`);
    expect([response.statusCode, response.json().message]).toEqual([409, PAYMENT_MESSAGES.notOnline(order.order_number)]);
  });
});
