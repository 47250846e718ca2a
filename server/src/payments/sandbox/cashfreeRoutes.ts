/**
 * Cashfree's sandbox, served by this server when Cashfree has no keys: the same endpoints, client id and secret
 * headers, error shapes, redirect checkout, signatures and webhooks as Cashfree, with no money moving.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { SANDBOX_PATHS } from '../accounts';
import { CASHFREE_API_VERSION } from '../cashfree';
import { cashfreeWebhookSignature, signaturesMatch } from '../signatures';
import { CASHFREE_CHECKOUT_JS, checkoutPage, unknownPaymentPage } from './pages';
import {
  deliverWebhook,
  sandboxBooks,
  sandboxKeys,
  type SandboxBooks,
  type SandboxKeys,
  type SandboxOrder,
  type SandboxRefund,
} from './sandboxBooks';

const BASE = SANDBOX_PATHS.cashfree;

const cashfreeOrderBody = z.object({
  order_id: z.string().regex(/^[A-Za-z0-9_-]{3,50}$/),
  order_amount: z.number().min(1),
  order_currency: z.literal('INR'),
  customer_details: z.object({
    customer_id: z.string().min(1),
    customer_phone: z.string().regex(/^\d{10}$/),
    customer_name: z.string().optional(),
    customer_email: z.string().optional(),
  }),
  order_meta: z.object({ return_url: z.string().url(), notify_url: z.string().optional() }).optional(),
});
const cashfreeRefundBody = z.object({
  refund_amount: z.number().positive(),
  refund_id: z.string().min(3).max(40),
  refund_note: z.string().optional(),
});

const cashfreeError = (reply: FastifyReply, status: number, message: string, code: string, type = 'invalid_request_error') =>
  reply.code(status).send({ message, code, type });

const orderJson = (order: SandboxOrder) => ({
  cf_order_id: order.id,
  order_id: order.id,
  entity: 'order',
  order_currency: order.currency,
  order_amount: order.amountPaise / 100,
  order_status: order.status,
  payment_session_id: order.paymentSessionId,
  order_expiry_time: new Date(order.createdAt.getTime() + 30 * 86_400_000).toISOString(),
  customer_details: order.customer,
  order_meta: { return_url: order.returnUrl, payment_methods: null },
  created_at: order.createdAt.toISOString(),
});

const refundJson = (order: SandboxOrder, refund: SandboxRefund) => ({
  cf_payment_id: order.paymentId,
  cf_refund_id: refund.id,
  refund_id: refund.id,
  order_id: order.id,
  entity: 'refund',
  refund_amount: refund.amountPaise / 100,
  refund_currency: 'INR',
  refund_status: 'SUCCESS',
  created_at: refund.createdAt,
});

/** The webhook Cashfree sends for a payment attempt. */
const paymentWebhook = (order: SandboxOrder, paymentId: string, paid: boolean) => ({
  data: {
    order: { order_id: order.id, order_amount: order.amountPaise / 100, order_currency: order.currency, order_tags: null },
    payment: {
      cf_payment_id: paymentId,
      payment_status: paid ? 'SUCCESS' : 'FAILED',
      payment_amount: order.amountPaise / 100,
      payment_currency: order.currency,
      payment_message: paid ? 'Transaction successful' : 'Payment failed in the sandbox',
      payment_time: new Date().toISOString(),
      payment_group: 'upi',
    },
    customer_details: order.customer,
  },
  event_time: new Date().toISOString(),
  type: paid ? 'PAYMENT_SUCCESS_WEBHOOK' : 'PAYMENT_FAILED_WEBHOOK',
});

/** The order a valid create request asks for, with the session id its checkout opens with. */
function newOrder(body: z.infer<typeof cashfreeOrderBody>) {
  const { customer_details: customer } = body;
  return {
    id: body.order_id,
    provider: 'cashfree' as const,
    amountPaise: Math.round(body.order_amount * 100),
    currency: body.order_currency,
    status: 'ACTIVE',
    paymentSessionId: `session_${randomBytes(24).toString('base64url')}`,
    returnUrl: body.order_meta?.return_url ?? null,
    customer: {
      customer_id: customer.customer_id,
      customer_phone: customer.customer_phone,
      customer_name: customer.customer_name ?? '',
      customer_email: customer.customer_email ?? '',
    },
  };
}

/** Cashfree's PG API as the adapter calls it: orders and refunds, each call carrying the version and client credentials. */
function cashfreeApiRoutes(app: FastifyInstance, books: SandboxBooks, keys: SandboxKeys) {
  // Every API call carries the API version and the client id and secret, as Cashfree's do.
  const apiCall = {
    preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
      const { appId, secretKey } = (await keys()).cashfree;
      const header = (name: string) => request.headers[name] as string | undefined;
      if (!header('x-api-version')) return cashfreeError(reply, 400, 'x-api-version missing in the request header', 'request_failed');
      if (header('x-client-id') !== appId || !signaturesMatch(secretKey, header('x-client-secret'))) {
        return cashfreeError(reply, 401, 'authentication Failed', 'request_failed', 'authentication_error');
      }
    },
  };

  app.post(`${BASE}/pg/orders`, apiCall, async (request, reply) => {
    const body = cashfreeOrderBody.safeParse(request.body);
    if (!body.success) {
      const issue = body.error.issues[0];
      return cashfreeError(reply, 400, `${issue.path.join('.')} : ${issue.message}`, `${String(issue.path.at(-1))}_invalid`);
    }
    const order = await books.openUnlessTaken(newOrder(body.data));
    if (!order) return cashfreeError(reply, 409, 'order with same id is already present', 'order_already_exists');
    return orderJson(order);
  });

  app.get<{ Params: { orderId: string } }>(`${BASE}/pg/orders/:orderId`, apiCall, async (request, reply) => {
    const order = await books.byId('cashfree', request.params.orderId);
    if (!order) return cashfreeError(reply, 404, 'order not found', 'order_not_found');
    return orderJson(order);
  });

  app.post<{ Params: { orderId: string } }>(`${BASE}/pg/orders/:orderId/refunds`, apiCall, async (request, reply) => {
    const order = await books.byId('cashfree', request.params.orderId);
    if (!order) return cashfreeError(reply, 404, 'order not found', 'order_not_found');
    const body = cashfreeRefundBody.safeParse(request.body);
    if (!body.success) return cashfreeError(reply, 400, `${body.error.issues[0].path.join('.')} : ${body.error.issues[0].message}`, 'refund_invalid');
    const earlier = order.refunds.find((refund) => refund.id === body.data.refund_id);
    if (earlier) return refundJson(order, earlier);
    if (order.status !== 'PAID') return cashfreeError(reply, 400, 'order is not paid', 'order_not_paid');
    const amountPaise = Math.round(body.data.refund_amount * 100);
    if (order.refunds.reduce((sum, refund) => sum + refund.amountPaise, 0) + amountPaise > order.amountPaise) {
      return cashfreeError(reply, 400, 'refund amount is greater than the refundable amount', 'refund_amount_invalid');
    }
    const refund = { id: body.data.refund_id, amountPaise, createdAt: new Date().toISOString() };
    await books.addRefund(order, refund);
    return refundJson(order, refund);
  });
}

/** The checkout script and its test page, where the shopper pays, fails or leaves; each choice returns to return_url. */
function cashfreeCheckoutRoutes(app: FastifyInstance, books: SandboxBooks, keys: SandboxKeys) {
  app.get(`${BASE}/checkout.js`, async (_request, reply) => reply.type('application/javascript; charset=utf-8').send(CASHFREE_CHECKOUT_JS));

  app.get<{ Querystring: { session?: string } }>(`${BASE}/checkout`, async (request, reply) => {
    const order = request.query.session ? await books.bySession(request.query.session) : null;
    reply.type('text/html; charset=utf-8');
    if (!order) return reply.code(404).send(unknownPaymentPage());
    return checkoutPage({
      provider: 'Cashfree',
      framed: false,
      amountPaise: order.amountPaise,
      reference: order.id,
      actionUrl: `${BASE}/checkout/${encodeURIComponent(order.paymentSessionId!)}/{action}`,
      script: `function run(action) { act(action).then(function (answer) { if (answer && answer.redirect) window.location.href = answer.redirect; }); }`,
    });
  });

  /** The shopper's choice on the test page: the webhook Cashfree would send, then the redirect to return_url. */
  app.post<{ Params: { session: string; action: string } }>(`${BASE}/checkout/:session/:action`, async (request, reply) => {
    const order = await books.bySession(request.params.session);
    if (!order) return cashfreeError(reply, 404, 'order not found', 'order_not_found');
    const action = request.params.action;
    if (action !== 'pay' && action !== 'fail' && action !== 'dismiss') return cashfreeError(reply, 400, 'unknown action', 'action_invalid');
    if (order.status !== 'ACTIVE') return cashfreeError(reply, 400, 'order is not active', 'order_inactive');
    const redirect = order.returnUrl ? order.returnUrl.replace('{order_id}', encodeURIComponent(order.id)) : null;
    if (action === 'dismiss') return { redirect };
    const paid = action === 'pay';
    const paymentId = String(Date.now() * 1000 + (randomBytes(2).readUInt16BE() % 1000));
    await books.recordAttempt(order, paid ? 'PAID' : 'ACTIVE', paid ? paymentId : order.paymentId);
    const body = JSON.stringify(paymentWebhook(order, paymentId, paid));
    const { secretKey } = (await keys()).cashfree;
    const timestamp = String(Date.now());
    await deliverWebhook(app, '/webhooks/cashfree', body, {
      'x-webhook-timestamp': timestamp,
      'x-webhook-signature': cashfreeWebhookSignature(secretKey, timestamp, body),
      'x-webhook-version': CASHFREE_API_VERSION,
    });
    return { redirect };
  });
}

export async function cashfreeSandboxRoutes(app: FastifyInstance) {
  const books = sandboxBooks(app.db);
  const keys = sandboxKeys(app.db);
  cashfreeApiRoutes(app, books, keys);
  cashfreeCheckoutRoutes(app, books, keys);
}
