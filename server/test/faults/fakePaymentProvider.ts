/**
 * A stand-in for the Razorpay and Cashfree APIs on a local port, modelling just the calls the adapters make
 * (Razorpay: create and list orders, refund a payment; Cashfree: create/read an order, refund it). It can be switched
 * to hang (never answer), to do a POST's work but lose its answer, to answer 500, or to answer garbage, and records what it
 * really created or refunded.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ProviderMode = 'up' | 'hang' | 'lose-answer' | 'error' | 'garbage';

export const FAKE_KEYS = {
  RAZORPAY_KEY_ID: 'rzp_test_faults',
  RAZORPAY_KEY_SECRET: 'razorpay-faults-secret',
  RAZORPAY_WEBHOOK_SECRET: 'razorpay-faults-webhook',
  CASHFREE_APP_ID: 'TESTfaults',
  CASHFREE_SECRET_KEY: 'cfsk_test_faults',
} as const;

interface RazorpayOrder {
  id: string;
  amount: number;
  receipt: string;
  /** Set by `payRazorpay`: the payment a refund names. */
  paymentId: string | null;
  refunded: number;
}
interface CashfreeOrder {
  order_id: string;
  order_amount: number;
  order_status: 'ACTIVE' | 'PAID';
  payment_session_id: string;
  refundIds: string[];
}

type Answer = { status: number; body: unknown };
const id = (prefix: string) => `${prefix}${randomBytes(7).toString('hex')}`;
const razorpayError = (status: number, description: string): Answer => ({ status, body: { error: { code: 'BAD_REQUEST_ERROR', description } } });
const cashfreeError = (status: number, message: string, code: string): Answer => ({ status, body: { message, code, type: 'invalid_request_error' } });

export async function startFakePaymentProvider() {
  const state = {
    mode: 'up' as ProviderMode,
    /** Every request received, in any mode: `POST /v1/orders`, … */
    requests: [] as string[],
    razorpayOrders: [] as RazorpayOrder[],
    cashfreeOrders: [] as CashfreeOrder[],
    /** Refunds the provider accepted (a repeated Cashfree refund_id is the same refund, not another). */
    refunds: [] as { provider: 'razorpay' | 'cashfree'; id: string; amountPaise: number; paymentId?: string }[],
  };

  const razorpayAuthorised = (request: IncomingMessage) =>
    request.headers.authorization === `Basic ${Buffer.from(`${FAKE_KEYS.RAZORPAY_KEY_ID}:${FAKE_KEYS.RAZORPAY_KEY_SECRET}`).toString('base64')}`;
  const cashfreeAuthorised = (request: IncomingMessage) =>
    request.headers['x-client-id'] === FAKE_KEYS.CASHFREE_APP_ID &&
    request.headers['x-client-secret'] === FAKE_KEYS.CASHFREE_SECRET_KEY &&
    Boolean(request.headers['x-api-version']);

  function razorpay(method: string, path: string, body: Record<string, unknown>, request: IncomingMessage, query: URLSearchParams): Answer {
    if (!razorpayAuthorised(request)) return razorpayError(401, 'Authentication failed');
    if (method === 'GET' && path === '/v1/orders') {
      const receipt = query.get('receipt');
      const items = state.razorpayOrders
        .filter((order) => receipt === null || order.receipt === receipt)
        .reverse()
        .map((order) => ({ id: order.id, entity: 'order', amount: order.amount, currency: 'INR', receipt: order.receipt, status: 'created' }));
      return { status: 200, body: { entity: 'collection', count: items.length, items } };
    }
    if (method === 'POST' && path === '/v1/orders') {
      const order = { id: id('order_'), amount: Number(body.amount), receipt: String(body.receipt), paymentId: null, refunded: 0 };
      state.razorpayOrders.push(order);
      return {
        status: 200,
        body: { id: order.id, entity: 'order', amount: order.amount, currency: 'INR', receipt: order.receipt, status: 'created' },
      };
    }
    const listed = /^\/v1\/payments\/([^/]+)\/refunds$/.exec(path);
    if (method === 'GET' && listed) {
      const paymentId = decodeURIComponent(listed[1]);
      const items = state.refunds
        .filter((made) => made.provider === 'razorpay' && made.paymentId === paymentId)
        .map((made) => ({ id: made.id, entity: 'refund', amount: made.amountPaise, payment_id: paymentId, status: 'processed' }));
      return { status: 200, body: { entity: 'collection', count: items.length, items } };
    }
    const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path);
    if (method === 'POST' && refund) {
      const order = state.razorpayOrders.find((candidate) => candidate.paymentId === decodeURIComponent(refund[1]));
      if (!order) return razorpayError(400, 'The id provided does not exist');
      const amount = Number(body.amount ?? order.amount - order.refunded);
      if (order.refunded + amount > order.amount) return razorpayError(400, 'The payment has been fully refunded already');
      order.refunded += amount;
      const done = { provider: 'razorpay' as const, id: id('rfnd_'), amountPaise: amount, paymentId: order.paymentId ?? undefined };
      state.refunds.push(done);
      return { status: 200, body: { id: done.id, entity: 'refund', amount, currency: 'INR', payment_id: order.paymentId, status: 'processed' } };
    }
    return razorpayError(404, 'The requested URL was not found on the server.');
  }

  function cashfree(method: string, path: string, body: Record<string, unknown>, request: IncomingMessage, _query: URLSearchParams): Answer {
    if (!cashfreeAuthorised(request)) return cashfreeError(401, 'authentication Failed', 'request_failed');
    const json = (order: CashfreeOrder) => ({ ...order, refundIds: undefined, order_currency: 'INR' });
    if (method === 'POST' && path === '/pg/orders') {
      if (state.cashfreeOrders.some((order) => order.order_id === body.order_id)) {
        return cashfreeError(409, 'order with same id is already present', 'order_already_exists');
      }
      const order: CashfreeOrder = {
        order_id: String(body.order_id),
        order_amount: Number(body.order_amount),
        order_status: 'ACTIVE',
        payment_session_id: id('session_'),
        refundIds: [],
      };
      state.cashfreeOrders.push(order);
      return { status: 200, body: json(order) };
    }
    const match = /^\/pg\/orders\/([^/]+)(\/refunds)?$/.exec(path);
    const order = match && state.cashfreeOrders.find((candidate) => candidate.order_id === decodeURIComponent(match[1]));
    if (!order) return cashfreeError(404, 'order not found', 'order_not_found');
    if (method === 'GET' && !match[2]) return { status: 200, body: json(order) };
    if (method === 'POST' && match[2]) {
      const refundId = String(body.refund_id);
      const refund = { refund_id: refundId, order_id: order.order_id, refund_amount: Number(body.refund_amount), refund_status: 'SUCCESS' };
      if (order.refundIds.includes(refundId)) return { status: 200, body: refund };
      if (order.order_status !== 'PAID') return cashfreeError(400, 'order is not paid', 'order_not_paid');
      order.refundIds.push(refundId);
      state.refunds.push({ provider: 'cashfree', id: refundId, amountPaise: Math.round(refund.refund_amount * 100) });
      return { status: 200, body: refund };
    }
    return cashfreeError(404, 'not found', 'request_failed');
  }

  function answer(request: IncomingMessage, response: ServerResponse, raw: string) {
    const { pathname, searchParams } = new URL(request.url ?? '/', 'http://fake');
    state.requests.push(`${request.method} ${pathname}`);
    if (state.mode === 'hang') return;
    if (state.mode === 'error') return void response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"internal"}');
    if (state.mode === 'garbage') return void response.writeHead(200, { 'content-type': 'text/html' }).end('<html>Bad gateway</html>');
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    const handle = pathname.startsWith('/pg/') ? cashfree : razorpay;
    const { status, body: json } = handle(request.method ?? 'GET', pathname, body, request, searchParams);
    // The work is done (an order created, a refund made) but the answer never reaches the server.
    if (state.mode === 'lose-answer' && request.method === 'POST') return;
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
  }

  const server = createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (raw += chunk));
    request.on('end', () => answer(request, response, raw));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    state,
    setMode(mode: ProviderMode) {
      state.mode = mode;
    },
    /** Requests received for `route` (e.g. `POST /v1/orders`) since the test began counting. */
    received: (route: string | RegExp) => state.requests.filter((line) => (typeof route === 'string' ? line === route : route.test(line))).length,
    /** The shopper paid Razorpay order `orderId` as payment `paymentId`. */
    payRazorpay(orderId: string, paymentId: string) {
      state.razorpayOrders.find((order) => order.id === orderId)!.paymentId = paymentId;
    },
    /** The shopper paid the Cashfree order. */
    payCashfree(orderId: string) {
      state.cashfreeOrders.find((order) => order.order_id === orderId)!.order_status = 'PAID';
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type FakePaymentProvider = Awaited<ReturnType<typeof startFakePaymentProvider>>;
