/**
 * Razorpay's sandbox, served by this server when Razorpay has no keys: the same endpoints, Basic auth, error shapes,
 * Checkout.js flow, signatures and webhooks as Razorpay, with no money moving.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { SANDBOX_PATHS } from '../accounts';
import { razorpayPaymentSignature, razorpayWebhookSignature, signaturesMatch } from '../signatures';
import { RAZORPAY_CHECKOUT_JS, checkoutPage, unknownPaymentPage } from './pages';
import {
  deliverWebhook,
  nowSeconds,
  providerId,
  sandboxBooks,
  sandboxKeys,
  type SandboxBooks,
  type SandboxKeys,
  scriptValue,
  type SandboxOrder,
  type SandboxRefund,
} from './sandboxBooks';

const BASE = SANDBOX_PATHS.razorpay;

const razorpayOrderBody = z.object({
  amount: z.number().int().min(100),
  currency: z.literal('INR'),
  receipt: z.string().max(40).optional(),
  notes: z.record(z.string(), z.string()).optional(),
});
const refundBody = z.object({ amount: z.number().int().positive().optional() });

const razorpayError = (reply: FastifyReply, status: number, description: string, field?: string) =>
  reply
    .code(status)
    .send({ error: { code: 'BAD_REQUEST_ERROR', description, source: 'NA', step: 'NA', reason: 'NA', metadata: {}, ...(field ? { field } : {}) } });

const orderJson = (order: SandboxOrder) => ({
  id: order.id,
  entity: 'order',
  amount: order.amountPaise,
  amount_paid: order.status === 'paid' ? order.amountPaise : 0,
  amount_due: order.status === 'paid' ? 0 : order.amountPaise,
  currency: order.currency,
  receipt: order.receipt,
  status: order.status,
  attempts: order.paymentId ? 1 : 0,
  notes: order.customer,
  created_at: Math.floor(order.createdAt.getTime() / 1000),
});

const refundJson = (order: SandboxOrder, refund: SandboxRefund) => ({
  id: refund.id,
  entity: 'refund',
  amount: refund.amountPaise,
  currency: 'INR',
  payment_id: order.paymentId,
  status: 'processed',
  created_at: Math.floor(new Date(refund.createdAt).getTime() / 1000),
});

/** The payment Checkout.js reports, and the webhook event Razorpay sends for it. */
function paymentEvent(order: SandboxOrder, paymentId: string, paid: boolean) {
  const payment = {
    id: paymentId,
    entity: 'payment',
    amount: order.amountPaise,
    currency: order.currency,
    status: paid ? 'captured' : 'failed',
    order_id: order.id,
    method: 'upi',
    captured: paid,
    ...(paid ? {} : { error_code: 'BAD_REQUEST_ERROR', error_description: 'Payment failed in the sandbox', error_reason: 'payment_failed' }),
    created_at: nowSeconds(),
  };
  return paid
    ? {
        entity: 'event',
        event: 'order.paid',
        contains: ['payment', 'order'],
        payload: { payment: { entity: payment }, order: { entity: { ...orderJson(order), status: 'paid' } } },
        created_at: nowSeconds(),
      }
    : { entity: 'event', event: 'payment.failed', contains: ['payment'], payload: { payment: { entity: payment } }, created_at: nowSeconds() };
}

/** The framed test page's script: it tells Checkout.js in the parent window what the shopper chose. */
const checkoutScript = (parentOrigin: string) => `var parentOrigin = ${scriptValue(parentOrigin)};
  function tell(message) { message.source = 'sandbox-razorpay'; window.parent.postMessage(message, parentOrigin); }
  function run(action) {
    if (action === 'dismiss') return tell({ type: 'dismiss' });
    act(action).then(function (answer) {
      if (!answer) return;
      if (answer.razorpay_signature) tell({ type: 'success', payload: answer });
      else tell({ type: 'failed', error: answer.error });
    });
  }`;

function originOf(url: string | undefined): string | null {
  try {
    const origin = new URL(url ?? '').origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** Razorpay's REST API as the adapter calls it: orders and refunds, each call authenticated with the key pair. */
function razorpayApiRoutes(app: FastifyInstance, books: SandboxBooks, keys: SandboxKeys) {
  const authorised = async (request: FastifyRequest) => {
    const { keyId, keySecret } = (await keys()).razorpay;
    const expected = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
    return signaturesMatch(expected, request.headers.authorization);
  };
  // Every API call authenticates like Razorpay's; the checkout pages are the shopper's.
  const apiCall = {
    preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
      if (!(await authorised(request))) return razorpayError(reply, 401, 'Authentication failed');
    },
  };

  app.get(`${BASE}/v1/orders`, apiCall, async (request) => {
    const orders = await books.latestRazorpayOrders((request.query as { receipt?: string }).receipt);
    return { entity: 'collection', count: orders.length, items: orders.map(orderJson) };
  });

  app.post(`${BASE}/v1/orders`, apiCall, async (request, reply) => {
    const body = razorpayOrderBody.safeParse(request.body);
    if (!body.success) {
      const issue = body.error.issues[0];
      return razorpayError(reply, 400, `${issue.path.join('.')}: ${issue.message}`, String(issue.path[0] ?? ''));
    }
    const order = await books.open({
      id: providerId('order_'),
      provider: 'razorpay',
      amountPaise: body.data.amount,
      currency: body.data.currency,
      receipt: body.data.receipt ?? null,
      status: 'created',
      customer: body.data.notes ?? {},
    });
    return orderJson(order);
  });

  app.get<{ Params: { paymentId: string } }>(`${BASE}/v1/payments/:paymentId/refunds`, apiCall, async (request, reply) => {
    const order = await books.byPaymentId('razorpay', request.params.paymentId);
    if (!order) return razorpayError(reply, 400, 'The id provided does not exist', 'id');
    return { entity: 'collection', count: order.refunds.length, items: order.refunds.map((refund) => refundJson(order, refund)) };
  });

  app.post<{ Params: { paymentId: string } }>(`${BASE}/v1/payments/:paymentId/refund`, apiCall, async (request, reply) => {
    const order = await books.byPaymentId('razorpay', request.params.paymentId);
    if (!order || order.status !== 'paid') return razorpayError(reply, 400, 'The id provided does not exist', 'id');
    const refunded = order.refunds.reduce((sum, refund) => sum + refund.amountPaise, 0);
    const amount = refundBody.safeParse(request.body ?? {});
    const amountPaise = (amount.success ? amount.data.amount : undefined) ?? order.amountPaise - refunded;
    if (amountPaise <= 0 || refunded + amountPaise > order.amountPaise)
      return razorpayError(reply, 400, 'The payment has been fully refunded already');
    const refund = { id: providerId('rfnd_'), amountPaise, createdAt: new Date().toISOString() };
    await books.addRefund(order, refund);
    return refundJson(order, refund);
  });
}

/** Checkout.js and its framed test page, where the shopper pays or fails; the choice is reported like Razorpay's. */
function razorpayCheckoutRoutes(app: FastifyInstance, books: SandboxBooks, keys: SandboxKeys) {
  app.get(`${BASE}/checkout.js`, async (_request, reply) => reply.type('application/javascript; charset=utf-8').send(RAZORPAY_CHECKOUT_JS));

  app.get<{ Querystring: { order_id?: string; key_id?: string; parent_origin?: string } }>(`${BASE}/checkout`, async (request, reply) => {
    const { keyId } = (await keys()).razorpay;
    const order = request.query.order_id ? await books.byId('razorpay', request.query.order_id) : null;
    const parentOrigin = originOf(request.query.parent_origin);
    reply.type('text/html; charset=utf-8');
    if (!order || request.query.key_id !== keyId || !parentOrigin) return reply.code(404).send(unknownPaymentPage());
    return checkoutPage({
      provider: 'Razorpay',
      framed: true,
      amountPaise: order.amountPaise,
      reference: order.receipt ?? order.id,
      actionUrl: `${BASE}/checkout/${order.id}/{action}`,
      script: checkoutScript(parentOrigin),
    });
  });

  /** The shopper's choice on the test page: a payment like Checkout.js's, and the webhook Razorpay would send. */
  app.post<{ Params: { orderId: string; action: string } }>(`${BASE}/checkout/:orderId/:action`, async (request, reply) => {
    const order = await books.byId('razorpay', request.params.orderId);
    if (!order) return razorpayError(reply, 400, 'The id provided does not exist', 'order_id');
    if (request.params.action !== 'pay' && request.params.action !== 'fail') return razorpayError(reply, 400, 'Unknown action');
    if (order.status === 'paid') return razorpayError(reply, 400, 'Order is already paid', 'order_id');
    const { keySecret, webhookSecret } = (await keys()).razorpay;
    const paymentId = providerId('pay_');
    const paid = request.params.action === 'pay';
    await books.recordAttempt(order, paid ? 'paid' : 'attempted', paid ? paymentId : order.paymentId);
    const body = JSON.stringify(paymentEvent(order, paymentId, paid));
    await deliverWebhook(app, '/webhooks/razorpay', body, {
      'x-razorpay-signature': razorpayWebhookSignature(webhookSecret, body),
      'x-razorpay-event-id': providerId('evt_'),
    });
    if (!paid) {
      return {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'Payment failed',
          reason: 'payment_failed',
          metadata: { payment_id: paymentId, order_id: order.id },
        },
      };
    }
    return {
      razorpay_payment_id: paymentId,
      razorpay_order_id: order.id,
      razorpay_signature: razorpayPaymentSignature(keySecret, order.id, paymentId),
    };
  });
}

export async function razorpaySandboxRoutes(app: FastifyInstance) {
  const books = sandboxBooks(app.db);
  const keys = sandboxKeys(app.db);
  razorpayApiRoutes(app, books, keys);
  razorpayCheckoutRoutes(app, books, keys);
}
