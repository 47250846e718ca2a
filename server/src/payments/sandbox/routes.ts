/**
 * The payment sandbox, served by this server when a provider has no keys configured: the same endpoints, auth
 * headers, error shapes, checkout flow, signatures and webhooks as Razorpay and Cashfree, with no money moving.
 * Its books are the sandbox_provider_orders table, so every API process serves the same sandbox.
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { API_BASE_PATH } from '@storefront/shared/contracts';
import { sandboxProviderOrders } from '../../db/schema';
import { SANDBOX_PATHS, sandboxCredentials, type SandboxCredentials } from '../accounts';
import { CASHFREE_API_VERSION } from '../cashfree';
import { cashfreeWebhookSignature, razorpayPaymentSignature, razorpayWebhookSignature, signaturesMatch } from '../signatures';
import { CASHFREE_CHECKOUT_JS, RAZORPAY_CHECKOUT_JS, checkoutPage, unknownPaymentPage } from './pages';

type SandboxOrder = typeof sandboxProviderOrders.$inferSelect;

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Ids shaped like the providers' own (order_IluGWxBm9U8zJ8, pay_29QQoUBi66xm2f). */
const providerId = (prefix: string) => `${prefix}${[...randomBytes(14)].map((byte) => ALPHANUMERIC[byte % 62]).join('')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);
/** A JSON value safe inside an inline <script>. */
const scriptValue = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const razorpayError = (reply: FastifyReply, status: number, description: string, field?: string) =>
  reply
    .code(status)
    .send({ error: { code: 'BAD_REQUEST_ERROR', description, source: 'NA', step: 'NA', reason: 'NA', metadata: {}, ...(field ? { field } : {}) } });
const cashfreeError = (reply: FastifyReply, status: number, message: string, code: string, type = 'invalid_request_error') =>
  reply.code(status).send({ message, code, type });

const razorpayOrderBody = z.object({
  amount: z.number().int().min(100),
  currency: z.literal('INR'),
  receipt: z.string().max(40).optional(),
  notes: z.record(z.string(), z.string()).optional(),
});
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

export async function paymentSandboxRoutes(app: FastifyInstance) {
  if (app.config.razorpay && app.config.cashfree) return;
  const { db } = app;
  let credentials: Promise<SandboxCredentials> | undefined;
  const keys = () => (credentials ??= sandboxCredentials(db));

  async function findOrder(provider: 'razorpay' | 'cashfree', where: ReturnType<typeof eq>): Promise<SandboxOrder | null> {
    const [row] = await db
      .select()
      .from(sandboxProviderOrders)
      .where(and(eq(sandboxProviderOrders.provider, provider), where))
      .limit(1);
    return row ?? null;
  }

  /** Delivers a signed webhook to our own endpoint, as the provider would; a failed delivery is only logged. */
  async function deliverWebhook(path: string, body: string, headers: Record<string, string>) {
    const response = await app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}/api${path}`,
      payload: body,
      headers: { 'content-type': 'application/json', ...headers },
    });
    if (response.statusCode !== 200) app.log.warn({ path, status: response.statusCode, body: response.body }, 'sandbox webhook refused');
  }

  if (!app.config.razorpay) {
    const base = SANDBOX_PATHS.razorpay;
    const authorised = async (request: FastifyRequest) => {
      const { keyId, keySecret } = (await keys()).razorpay;
      const expected = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
      return signaturesMatch(expected, request.headers.authorization);
    };
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

    app.get(`${base}/v1/orders`, async (request, reply) => {
      if (!(await authorised(request))) return razorpayError(reply, 401, 'Authentication failed');
      const { receipt } = request.query as { receipt?: string };
      const orders = await db
        .select()
        .from(sandboxProviderOrders)
        .where(and(eq(sandboxProviderOrders.provider, 'razorpay'), receipt === undefined ? undefined : eq(sandboxProviderOrders.receipt, receipt)))
        .orderBy(desc(sandboxProviderOrders.createdAt))
        .limit(10);
      return { entity: 'collection', count: orders.length, items: orders.map(orderJson) };
    });

    app.post(`${base}/v1/orders`, async (request, reply) => {
      if (!(await authorised(request))) return razorpayError(reply, 401, 'Authentication failed');
      const body = razorpayOrderBody.safeParse(request.body);
      if (!body.success) {
        const issue = body.error.issues[0];
        return razorpayError(reply, 400, `${issue.path.join('.')}: ${issue.message}`, String(issue.path[0] ?? ''));
      }
      const [order] = await db
        .insert(sandboxProviderOrders)
        .values({
          id: providerId('order_'),
          provider: 'razorpay',
          amountPaise: body.data.amount,
          currency: body.data.currency,
          receipt: body.data.receipt ?? null,
          status: 'created',
          customer: body.data.notes ?? {},
        })
        .returning();
      return orderJson(order);
    });

    const refundJson = (order: SandboxOrder, refund: SandboxOrder['refunds'][number]) => ({
      id: refund.id,
      entity: 'refund',
      amount: refund.amountPaise,
      currency: 'INR',
      payment_id: order.paymentId,
      status: 'processed',
      created_at: Math.floor(new Date(refund.createdAt).getTime() / 1000),
    });

    app.get<{ Params: { paymentId: string } }>(`${base}/v1/payments/:paymentId/refunds`, async (request, reply) => {
      if (!(await authorised(request))) return razorpayError(reply, 401, 'Authentication failed');
      const order = await findOrder('razorpay', eq(sandboxProviderOrders.paymentId, request.params.paymentId));
      if (!order) return razorpayError(reply, 400, 'The id provided does not exist', 'id');
      return { entity: 'collection', count: order.refunds.length, items: order.refunds.map((refund) => refundJson(order, refund)) };
    });

    app.post<{ Params: { paymentId: string } }>(`${base}/v1/payments/:paymentId/refund`, async (request, reply) => {
      if (!(await authorised(request))) return razorpayError(reply, 401, 'Authentication failed');
      const order = await findOrder('razorpay', eq(sandboxProviderOrders.paymentId, request.params.paymentId));
      if (!order || order.status !== 'paid') return razorpayError(reply, 400, 'The id provided does not exist', 'id');
      const refunded = order.refunds.reduce((sum, refund) => sum + refund.amountPaise, 0);
      const amount = z.object({ amount: z.number().int().positive().optional() }).safeParse(request.body ?? {});
      const amountPaise = (amount.success ? amount.data.amount : undefined) ?? order.amountPaise - refunded;
      if (amountPaise <= 0 || refunded + amountPaise > order.amountPaise) {
        return razorpayError(reply, 400, 'The payment has been fully refunded already');
      }
      const refund = { id: providerId('rfnd_'), amountPaise, createdAt: new Date().toISOString() };
      await db
        .update(sandboxProviderOrders)
        .set({ refunds: [...order.refunds, refund] })
        .where(eq(sandboxProviderOrders.id, order.id));
      return refundJson(order, refund);
    });

    app.get(`${base}/checkout.js`, async (_request, reply) => reply.type('application/javascript; charset=utf-8').send(RAZORPAY_CHECKOUT_JS));

    app.get<{ Querystring: { order_id?: string; key_id?: string; parent_origin?: string } }>(`${base}/checkout`, async (request, reply) => {
      const { keyId } = (await keys()).razorpay;
      const order = request.query.order_id ? await findOrder('razorpay', eq(sandboxProviderOrders.id, request.query.order_id)) : null;
      let parentOrigin: string | null = null;
      try {
        parentOrigin = new URL(request.query.parent_origin ?? '').origin;
      } catch {
        parentOrigin = null;
      }
      reply.type('text/html; charset=utf-8');
      if (!order || request.query.key_id !== keyId || !parentOrigin || parentOrigin === 'null') return reply.code(404).send(unknownPaymentPage());
      return checkoutPage({
        provider: 'Razorpay',
        framed: true,
        amountPaise: order.amountPaise,
        reference: order.receipt ?? order.id,
        actionUrl: `${base}/checkout/${order.id}/{action}`,
        script: `var parentOrigin = ${scriptValue(parentOrigin)};
  function tell(message) { message.source = 'sandbox-razorpay'; window.parent.postMessage(message, parentOrigin); }
  function run(action) {
    if (action === 'dismiss') return tell({ type: 'dismiss' });
    act(action).then(function (answer) {
      if (!answer) return;
      if (answer.razorpay_signature) tell({ type: 'success', payload: answer });
      else tell({ type: 'failed', error: answer.error });
    });
  }`,
      });
    });

    /** The shopper's choice on the test page: a payment like Checkout.js's, and the webhook Razorpay would send. */
    app.post<{ Params: { orderId: string; action: string } }>(`${base}/checkout/:orderId/:action`, async (request, reply) => {
      const order = await findOrder('razorpay', eq(sandboxProviderOrders.id, request.params.orderId));
      if (!order) return razorpayError(reply, 400, 'The id provided does not exist', 'order_id');
      if (request.params.action !== 'pay' && request.params.action !== 'fail') return razorpayError(reply, 400, 'Unknown action');
      if (order.status === 'paid') return razorpayError(reply, 400, 'Order is already paid', 'order_id');
      const { keySecret, webhookSecret } = (await keys()).razorpay;
      const paymentId = providerId('pay_');
      const paid = request.params.action === 'pay';
      await db
        .update(sandboxProviderOrders)
        .set({ status: paid ? 'paid' : 'attempted', paymentId: paid ? paymentId : order.paymentId })
        .where(eq(sandboxProviderOrders.id, order.id));
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
      const event = paid
        ? {
            entity: 'event',
            event: 'order.paid',
            contains: ['payment', 'order'],
            payload: { payment: { entity: payment }, order: { entity: { ...orderJson(order), status: 'paid' } } },
            created_at: nowSeconds(),
          }
        : { entity: 'event', event: 'payment.failed', contains: ['payment'], payload: { payment: { entity: payment } }, created_at: nowSeconds() };
      const body = JSON.stringify(event);
      await deliverWebhook('/webhooks/razorpay', body, {
        'x-razorpay-signature': razorpayWebhookSignature(webhookSecret, body),
        'x-razorpay-event-id': providerId('evt_'),
      });
      if (!paid)
        return {
          error: {
            code: 'BAD_REQUEST_ERROR',
            description: 'Payment failed',
            reason: 'payment_failed',
            metadata: { payment_id: paymentId, order_id: order.id },
          },
        };
      return {
        razorpay_payment_id: paymentId,
        razorpay_order_id: order.id,
        razorpay_signature: razorpayPaymentSignature(keySecret, order.id, paymentId),
      };
    });
  }

  if (!app.config.cashfree) {
    const base = SANDBOX_PATHS.cashfree;
    /** Answers an error reply, or null when the client id, secret and API version are right. */
    const refusal = async (request: FastifyRequest, reply: FastifyReply) => {
      const { appId, secretKey } = (await keys()).cashfree;
      const header = (name: string) => request.headers[name] as string | undefined;
      if (!header('x-api-version')) return cashfreeError(reply, 400, 'x-api-version missing in the request header', 'request_failed');
      if (header('x-client-id') !== appId || !signaturesMatch(secretKey, header('x-client-secret'))) {
        return cashfreeError(reply, 401, 'authentication Failed', 'request_failed', 'authentication_error');
      }
      return null;
    };
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

    app.post(`${base}/pg/orders`, async (request, reply) => {
      const refused = await refusal(request, reply);
      if (refused) return refused;
      const body = cashfreeOrderBody.safeParse(request.body);
      if (!body.success) {
        const issue = body.error.issues[0];
        return cashfreeError(reply, 400, `${issue.path.join('.')} : ${issue.message}`, `${String(issue.path.at(-1))}_invalid`);
      }
      const { customer_details: customer } = body.data;
      const [order] = await db
        .insert(sandboxProviderOrders)
        .values({
          id: body.data.order_id,
          provider: 'cashfree',
          amountPaise: Math.round(body.data.order_amount * 100),
          currency: body.data.order_currency,
          status: 'ACTIVE',
          paymentSessionId: `session_${randomBytes(24).toString('base64url')}`,
          returnUrl: body.data.order_meta?.return_url ?? null,
          customer: {
            customer_id: customer.customer_id,
            customer_phone: customer.customer_phone,
            customer_name: customer.customer_name ?? '',
            customer_email: customer.customer_email ?? '',
          },
        })
        .onConflictDoNothing()
        .returning();
      if (!order) return cashfreeError(reply, 409, 'order with same id is already present', 'order_already_exists');
      return orderJson(order);
    });

    app.get<{ Params: { orderId: string } }>(`${base}/pg/orders/:orderId`, async (request, reply) => {
      const refused = await refusal(request, reply);
      if (refused) return refused;
      const order = await findOrder('cashfree', eq(sandboxProviderOrders.id, request.params.orderId));
      if (!order) return cashfreeError(reply, 404, 'order not found', 'order_not_found');
      return orderJson(order);
    });

    app.post<{ Params: { orderId: string } }>(`${base}/pg/orders/:orderId/refunds`, async (request, reply) => {
      const refused = await refusal(request, reply);
      if (refused) return refused;
      const order = await findOrder('cashfree', eq(sandboxProviderOrders.id, request.params.orderId));
      if (!order) return cashfreeError(reply, 404, 'order not found', 'order_not_found');
      const body = cashfreeRefundBody.safeParse(request.body);
      if (!body.success)
        return cashfreeError(reply, 400, `${body.error.issues[0].path.join('.')} : ${body.error.issues[0].message}`, 'refund_invalid');
      const answer = (refund: { id: string; amountPaise: number; createdAt: string }) => ({
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
      const earlier = order.refunds.find((refund) => refund.id === body.data.refund_id);
      if (earlier) return answer(earlier);
      if (order.status !== 'PAID') return cashfreeError(reply, 400, 'order is not paid', 'order_not_paid');
      const amountPaise = Math.round(body.data.refund_amount * 100);
      if (order.refunds.reduce((sum, refund) => sum + refund.amountPaise, 0) + amountPaise > order.amountPaise) {
        return cashfreeError(reply, 400, 'refund amount is greater than the refundable amount', 'refund_amount_invalid');
      }
      const refund = { id: body.data.refund_id, amountPaise, createdAt: new Date().toISOString() };
      await db
        .update(sandboxProviderOrders)
        .set({ refunds: [...order.refunds, refund] })
        .where(eq(sandboxProviderOrders.id, order.id));
      return answer(refund);
    });

    app.get(`${base}/checkout.js`, async (_request, reply) => reply.type('application/javascript; charset=utf-8').send(CASHFREE_CHECKOUT_JS));

    app.get<{ Querystring: { session?: string } }>(`${base}/checkout`, async (request, reply) => {
      const order = request.query.session ? await findOrder('cashfree', eq(sandboxProviderOrders.paymentSessionId, request.query.session)) : null;
      reply.type('text/html; charset=utf-8');
      if (!order) return reply.code(404).send(unknownPaymentPage());
      return checkoutPage({
        provider: 'Cashfree',
        framed: false,
        amountPaise: order.amountPaise,
        reference: order.id,
        actionUrl: `${base}/checkout/${encodeURIComponent(order.paymentSessionId!)}/{action}`,
        script: `function run(action) { act(action).then(function (answer) { if (answer && answer.redirect) window.location.href = answer.redirect; }); }`,
      });
    });

    /** The shopper's choice on the test page: the webhook Cashfree would send, then the redirect to return_url. */
    app.post<{ Params: { session: string; action: string } }>(`${base}/checkout/:session/:action`, async (request, reply) => {
      const order = await findOrder('cashfree', eq(sandboxProviderOrders.paymentSessionId, request.params.session));
      if (!order) return cashfreeError(reply, 404, 'order not found', 'order_not_found');
      const action = request.params.action;
      if (action !== 'pay' && action !== 'fail' && action !== 'dismiss') return cashfreeError(reply, 400, 'unknown action', 'action_invalid');
      if (order.status !== 'ACTIVE') return cashfreeError(reply, 400, 'order is not active', 'order_inactive');
      const redirect = order.returnUrl ? order.returnUrl.replace('{order_id}', encodeURIComponent(order.id)) : null;
      if (action === 'dismiss') return { redirect };
      const paid = action === 'pay';
      const paymentId = String(Date.now() * 1000 + (randomBytes(2).readUInt16BE() % 1000));
      await db
        .update(sandboxProviderOrders)
        .set({ status: paid ? 'PAID' : 'ACTIVE', paymentId: paid ? paymentId : order.paymentId })
        .where(eq(sandboxProviderOrders.id, order.id));
      const body = JSON.stringify({
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
      const { secretKey } = (await keys()).cashfree;
      const timestamp = String(Date.now());
      await deliverWebhook('/webhooks/cashfree', body, {
        'x-webhook-timestamp': timestamp,
        'x-webhook-signature': cashfreeWebhookSignature(secretKey, timestamp, body),
        'x-webhook-version': CASHFREE_API_VERSION,
      });
      return { redirect };
    });
  }
}
