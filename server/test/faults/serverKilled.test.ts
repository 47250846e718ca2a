/**
 * The built server killed with SIGKILL while orders are being placed and payments confirmed (on PostgreSQL with
 * TEST_DATABASE_URL, on a PGlite folder otherwise), then started again on the same database. Every order is whole
 * or absent, stock matches the orders, what was acknowledged is there, and a Razorpay webhook arriving after the
 * restart confirms a payment left pending by the crash exactly once.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client';
import { razorpayPaymentSignature, razorpayWebhookSignature } from '../../src/payments/signatures';
import { startBuiltServer } from './helpers/builtServer';
import { useBuiltShop } from './helpers/builtShop';
import { httpVisitor, type Answer, type HttpVisitor } from './helpers/httpVisitor';
import { brokenOrders, cartsVersusOrders, ordersOf, paymentMismatches, stockDrift, type Line } from './helpers/shopInvariants';
import { shopStorage } from './helpers/shopStorage';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Shopper {
  id: number;
  addressId: number;
  visitor: HttpVisitor;
  /** The cart the shopper orders. */
  lines: Line[];
}

/** An online order whose Razorpay payment is open (created at the provider) but not paid yet. */
interface OpenPayment {
  shopper: Shopper;
  orderId: number;
  providerOrderId: string;
  amountPaise: number;
  paymentId: string;
  eventId: string;
}

/** What a request in the storm got: its answer, or null when the server died before answering. */
interface Fired {
  what: 'order' | 'verify' | 'webhook';
  shopper: Shopper;
  answer: Answer | null;
}

/** The items of several lists taken in turn (a, b, c, a, b, c, …), so each kind of request is sent throughout. */
function interleaved<T>(lists: T[][]): T[] {
  const longest = Math.max(...lists.map((list) => list.length));
  return Array.from({ length: longest }, (_, index) => lists.flatMap((list) => (index < list.length ? [list[index]] : []))).flat();
}

describe(`the built server killed with SIGKILL mid-orders and mid-payments (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  const built = useBuiltShop(shopStorage, { shopperCount: 36, packCount: 6 });

  const base = () => built.server!.base;

  /** A signed-in shopper with two packs in the cart. */
  async function shopperWithCart(index: number): Promise<Shopper> {
    const { id, token, addressId } = built.shop.shoppers[index];
    const visitor = httpVisitor(base, { sid: token });
    expect((await visitor.get('/s/api/cookie')).status).toBe(200);
    const packs = [built.shop.packs[index % 6], built.shop.packs[(index + 1) % 6]];
    for (const pack of packs)
      expect((await visitor.post('/s/api/cart/add', { pack_id: pack.pack_id, warehouse_id: pack.warehouse_id })).status).toBe(200);
    const lines = packs.map((pack) => ({ pack_id: pack.pack_id, warehouse_id: pack.warehouse_id, quantity: 1 }));
    return { id, addressId, visitor, lines: lines.sort((a, b) => a.pack_id - b.pack_id) };
  }

  const placeOrder = (shopper: Shopper, payment: 'cod' | 'razorpay') =>
    shopper.visitor.post('/s/api/order/create', { address_id: shopper.addressId, payment });

  async function openPayment(shopper: Shopper): Promise<OpenPayment> {
    const placed = await placeOrder(shopper, 'razorpay');
    expect(placed.status).toBe(200);
    const orderId: number = placed.body.order.id;
    const start = await shopper.visitor.get(`/s/api/payments/${orderId}/start`);
    expect(start.status).toBe(200);
    const suffix = String(orderId).padStart(10, '0');
    return {
      shopper,
      orderId,
      providerOrderId: start.body.provider_order_id,
      amountPaise: start.body.amount_paise,
      paymentId: `pay_kill${suffix}`,
      eventId: `evt_kill${suffix}`,
    };
  }

  /** Checkout.js's success payload for the payment, signed with the sandbox's key secret. */
  const verify = (open: OpenPayment) =>
    open.shopper.visitor.post('/s/api/payments/razorpay/verify', {
      order_id: open.orderId,
      razorpay_payment_id: open.paymentId,
      razorpay_order_id: open.providerOrderId,
      razorpay_signature: razorpayPaymentSignature(built.shop.keys.razorpay.keySecret, open.providerOrderId, open.paymentId),
    });

  /** Razorpay's order.paid webhook for the payment, signed with the sandbox's webhook secret. */
  function webhook(open: OpenPayment) {
    const body = JSON.stringify({
      entity: 'event',
      event: 'order.paid',
      payload: { payment: { entity: { id: open.paymentId, order_id: open.providerOrderId, amount: open.amountPaise, status: 'captured' } } },
    });
    return open.shopper.visitor.post('/s/api/webhooks/razorpay', body, {
      'x-razorpay-signature': razorpayWebhookSignature(built.shop.keys.razorpay.webhookSecret, body),
      'x-razorpay-event-id': open.eventId,
    });
  }

  const timelineOf = async (open: OpenPayment) => {
    const answer = await open.shopper.visitor.get(`/s/api/orders/${open.orderId}`);
    expect(answer.status).toBe(200);
    return {
      status: answer.body.status,
      timeline: answer.body.timeline.map((entry: { status: string; note: string }) => [entry.status, entry.note]),
    };
  };

  it('keeps every order whole or absent and stock matching, and confirms a payment pending at the crash once', async () => {
    const shoppers = await Promise.all(built.shop.shoppers.map((_, index) => shopperWithCart(index)));
    const [cod, online, verifying, hooked] = [shoppers.slice(0, 12), shoppers.slice(12, 20), shoppers.slice(20, 28), shoppers.slice(28)];
    const open = await Promise.all([...verifying, ...hooked].map(openPayment));
    const hookedInStorm = open.slice(verifying.length, verifying.length + hooked.length / 2);

    // The storm: orders, browser confirmations and provider webhooks at once; the kill once a third have answered.
    let answered = 0;
    const fire = (what: Fired['what'], shopper: Shopper, send: () => Promise<Answer>): Promise<Fired> =>
      send().then(
        (answer) => {
          answered += 1;
          return { what, shopper, answer };
        },
        () => ({ what, shopper, answer: null }),
      );
    const storm = interleaved([
      cod.map((shopper) => () => fire('order', shopper, () => placeOrder(shopper, 'cod'))),
      online.map((shopper) => () => fire('order', shopper, () => placeOrder(shopper, 'razorpay'))),
      open.slice(0, verifying.length).map((payment) => () => fire('verify', payment.shopper, () => verify(payment))),
      hookedInStorm.map((payment) => () => fire('webhook', payment.shopper, () => webhook(payment))),
    ]).map((send) => send());
    while (answered < storm.length / 3) await sleep(1);
    await built.server!.kill();
    const fired = await Promise.all(storm);
    const acknowledged = fired.filter((request) => request.answer !== null);
    expect(acknowledged.map((request) => [request.what, request.answer!.status])).toEqual(acknowledged.map((request) => [request.what, 200]));
    expect(fired.length - acknowledged.length).toBeGreaterThan(0);

    const since = built.shop.sinceOrderId;
    const pendingAtCrash = await built.storage.use(async (db) => {
      expect(await brokenOrders(db, since)).toEqual([]);
      expect(await stockDrift(db, built.shop.seededStock, since)).toEqual([]);
      expect(await paymentMismatches(db, since)).toEqual([]);
      expect(await cartsVersusOrders(db, shoppers, since)).toEqual([]);
      for (const { what, shopper, answer } of acknowledged) {
        if (what === 'order') expect((await ordersOf(db, shopper.id, since)).map((order) => order.id)).toEqual([answer!.body.order.id]);
        if (what === 'verify') expect(answer!.body).toMatchObject({ paid: true, status: 'confirmed' });
      }
      const ids = sql.join(
        open.map((payment) => sql`${payment.orderId}`),
        sql`, `,
      );
      const pending = await queryRows<{ order_id: number }>(db, sql`select order_id from payments where status = 'created' and order_id in (${ids})`);
      return open.filter((payment) => pending.some((row) => row.order_id === payment.orderId));
    });
    // At least the webhooks kept out of the storm are still pending.
    expect(pendingAtCrash.length).toBeGreaterThanOrEqual(hooked.length - hookedInStorm.length);

    built.server = await startBuiltServer(built.storage.env);
    // The provider (re)delivers each payment's webhook: a pending one is confirmed now, a paid one stays as it was.
    for (const payment of open) {
      const delivered = await webhook(payment);
      expect(delivered.status).toBe(200);
      if (pendingAtCrash.includes(payment)) expect(delivered.body).toEqual({ received: true, duplicate: false });
    }
    const confirmed = await Promise.all(open.map(timelineOf));
    for (const order of confirmed) {
      expect(order.status).toBe('confirmed');
      expect(order.timeline.filter(([status]: string[]) => status === 'confirmed')).toHaveLength(1);
    }
    // Delivered again, every webhook is a duplicate and changes nothing.
    for (const payment of open) expect((await webhook(payment)).body).toEqual({ received: true, duplicate: true });
    expect(await Promise.all(open.map(timelineOf))).toEqual(confirmed);

    // Shoppers whose order died with the server still have their cart, and order it now.
    const unplaced = fired.filter((request) => request.what === 'order' && request.answer === null).map((request) => request.shopper);
    for (const shopper of unplaced) {
      const cart = await shopper.visitor.get('/s/api/cart');
      if (cart.body.items.length > 0) expect((await placeOrder(shopper, 'cod')).status).toBe(200);
    }
    await built.server.stop();
    await built.storage.use(async (db) => {
      expect(await brokenOrders(db, since)).toEqual([]);
      expect(await stockDrift(db, built.shop.seededStock, since)).toEqual([]);
      expect(await paymentMismatches(db, since)).toEqual([]);
      for (const shopper of shoppers) expect(await ordersOf(db, shopper.id, since)).toHaveLength(1);
    });
  }, 90_000);
});
