/**
 * Online payments for orders: opening the provider order, what the start screens need, confirmations from the
 * shopper's browser (Razorpay signature, Cashfree return), webhooks, and refunds. Adapter code is the same in
 * live and sandbox mode; only the accounts (keys, base URL, transport) differ.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ORDER_MESSAGES,
  ORDER_STATUS_LABELS,
  PAYMENT_MESSAGES,
  PAYMENT_PROVIDER_NAMES,
  formatINR,
  paiseToRupees,
  type PaymentStart,
  type RazorpayVerifyBody,
} from '@storefront/shared/contracts';
import { couponUses, findCouponById } from '../cart/service';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import { orders, paymentEvents, payments, users, type PaymentProvider } from '../db/schema';
import { HttpError, badRequest, notFound } from '../http/errors';
import { providerAccounts, type ProviderAccounts } from './accounts';
import { cashfreeAmountPaise } from './cashfree';
import { ProviderError } from './providerHttp';
import { cashfreeWebhookSignature, razorpayPaymentSignature, razorpayWebhookSignature, signaturesMatch } from './signatures';
import { recordFailed, recordPaid, recordRefund, type PaymentRow } from './transitions';

type OrderRow = typeof orders.$inferSelect;

/** How far a Cashfree webhook's timestamp may be from our clock; older ones are replays. */
export const CASHFREE_WEBHOOK_TOLERANCE_MS = 5 * 60_000;

/** What a confirmation found: `paid` when the order is (now or already) paid. */
export interface PaymentOutcome {
  paid: boolean;
  orderId: number;
  message: string;
}

const providerDown = (provider: PaymentProvider) => new HttpError(502, PAYMENT_MESSAGES.providerUnavailable(PAYMENT_PROVIDER_NAMES[provider]));

export function createPaymentService(db: Db, accounts: ProviderAccounts, log: FastifyBaseLogger) {
  async function ownOrder(websiteId: number, userId: number, orderId: number): Promise<OrderRow> {
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.websiteId, websiteId), eq(orders.userId, userId)))
      .limit(1);
    if (!order) throw notFound(ORDER_MESSAGES.notFound);
    return order;
  }

  async function paymentOf(orderId: number): Promise<PaymentRow | null> {
    const [row] = await db.select().from(payments).where(eq(payments.orderId, orderId)).limit(1);
    return row ?? null;
  }

  async function paymentByProviderOrder(provider: PaymentProvider, providerOrderId: string): Promise<PaymentRow | null> {
    const [row] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.provider, provider), eq(payments.providerOrderId, providerOrderId)))
      .limit(1);
    return row ?? null;
  }

  /** The provider order for an online order, created at the provider on first use (kept: one per order). */
  async function openPayment(order: OrderRow, storefrontOrigin: string): Promise<PaymentRow> {
    const existing = await paymentOf(order.id);
    if (existing) return existing;
    const provider = order.paymentMethod as PaymentProvider;
    let opened: { providerOrderId: string; paymentSessionId: string | null };
    try {
      if (provider === 'razorpay') {
        const created = await accounts.razorpay.api.createOrder({
          amountPaise: order.amountPaise,
          receipt: order.orderNumber,
          notes: { order_number: order.orderNumber },
        });
        opened = { providerOrderId: created.id, paymentSessionId: null };
      } else {
        const [user] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, order.userId));
        const created = await accounts.cashfree.api.createOrder({
          orderId: order.orderNumber,
          amountPaise: order.amountPaise,
          customer: { id: `user_${order.userId}`, name: user.name || order.address.name, email: user.email, phone: order.address.phone },
          returnUrl: `${storefrontOrigin}/checkout/confirm/${order.id}?provider=cashfree&order_id={order_id}`,
          // Cashfree only calls https endpoints; the dashboard's webhook setting covers the rest.
          notifyUrl: storefrontOrigin.startsWith('https://') ? `${storefrontOrigin}/s/api/webhooks/cashfree` : undefined,
        });
        opened = { providerOrderId: created.order_id, paymentSessionId: created.payment_session_id ?? null };
      }
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      log.warn({ err: error, orderId: order.id }, 'could not open the provider order');
      throw providerDown(provider);
    }
    await db
      .insert(payments)
      .values({ orderId: order.id, provider, amountPaise: order.amountPaise, ...opened })
      .onConflictDoNothing({ target: payments.orderId });
    return (await paymentOf(order.id))!;
  }

  /** Refuses orders that cannot take a payment (again) with a message the shopper can read. */
  function assertPayable(order: OrderRow, provider?: PaymentProvider) {
    if (order.paymentMethod === 'cod') throw new HttpError(409, PAYMENT_MESSAGES.notOnline(order.orderNumber));
    if (provider && order.paymentMethod !== provider) {
      throw new HttpError(409, PAYMENT_MESSAGES.wrongProvider(order.orderNumber, PAYMENT_PROVIDER_NAMES[provider]));
    }
  }

  /**
   * A coupon is held by its unpaid order, but a use may still have been recorded meanwhile (an order placed by an
   * older build, a limit lowered by staff): paying would then exceed the limit, so the payment is refused.
   */
  async function assertCouponStillAllowed(order: OrderRow) {
    if (order.couponId === null) return;
    const coupon = await findCouponById(db, order.websiteId, order.couponId);
    if (coupon?.perUserLimit == null) return;
    const { uses } = await couponUses(db, coupon.id, order.userId, order.id);
    if (uses >= coupon.perUserLimit) throw new HttpError(409, PAYMENT_MESSAGES.couponUsedMeanwhile(order.orderNumber, coupon.code));
  }

  /** Refunds a paid payment in full through its provider; answers the refund's id and status. */
  async function refund(payment: PaymentRow): Promise<{ id: string; status: string }> {
    if (payment.provider === 'razorpay') {
      // Razorpay has no idempotency key: a refund whose answer was lost (a timeout) is found here instead of repeated.
      const earlier = (await accounts.razorpay.api.refunds(payment.providerPaymentId!)).items;
      if (earlier.reduce((sum, made) => sum + made.amount, 0) >= payment.amountPaise) return { id: earlier[0].id, status: earlier[0].status };
      const done = await accounts.razorpay.api.refund({
        paymentId: payment.providerPaymentId!,
        amountPaise: payment.amountPaise,
        receipt: `refund-${payment.orderId}`,
      });
      return { id: done.id, status: done.status };
    }
    const done = await accounts.cashfree.api.refund({
      orderId: payment.providerOrderId,
      refundId: `refund_${payment.orderId}`,
      amountPaise: payment.amountPaise,
      note: 'Order cancelled',
    });
    return { id: done.refund_id, status: done.refund_status };
  }

  /** Records a verified payment; one that arrives after its order closed is refunded at once. */
  async function settlePaid(payment: PaymentRow, providerPaymentId: string | null): Promise<void> {
    const outcome = await recordPaid(db, payment, providerPaymentId);
    if (outcome !== 'late') return;
    const paid = (await paymentOf(payment.orderId))!;
    try {
      const refunded = await refund(paid);
      await recordRefund(db, paid, refunded, PAYMENT_MESSAGES.noteLatePaymentRefunded(formatINR(paiseToRupees(paid.amountPaise)), refunded.id));
    } catch (error) {
      // The payment stays recorded as paid on a closed order, where staff see it; the provider keeps retrying webhooks.
      log.error({ err: error, orderId: payment.orderId }, 'could not refund a payment that arrived after its order closed');
    }
  }

  async function outcomeOf(orderId: number): Promise<PaymentOutcome> {
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    const payment = await paymentOf(orderId);
    if (payment?.status === 'paid' && order.status !== 'cancelled' && order.status !== 'payment_failed') {
      return { paid: true, orderId, message: PAYMENT_MESSAGES.paid(order.orderNumber) };
    }
    if (order.status === 'payment_failed') return { paid: false, orderId, message: PAYMENT_MESSAGES.failed(order.orderNumber) };
    if (order.status === 'pending_payment') return { paid: false, orderId, message: PAYMENT_MESSAGES.notPaidYet(order.orderNumber) };
    return { paid: false, orderId, message: PAYMENT_MESSAGES.cannotPay(order.orderNumber, ORDER_STATUS_LABELS[order.status]) };
  }

  async function alreadyHandled(provider: PaymentProvider, eventId: string): Promise<boolean> {
    const [seen] = await db
      .select({ eventId: paymentEvents.eventId })
      .from(paymentEvents)
      .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)))
      .limit(1);
    return Boolean(seen);
  }

  const markHandled = (provider: PaymentProvider, eventId: string) => db.insert(paymentEvents).values({ provider, eventId }).onConflictDoNothing();

  return {
    openPayment,
    refund,

    /** What /checkout/{provider}/{id} needs to open the provider's checkout. */
    async start(
      websiteId: number,
      userId: number,
      orderId: number,
      { storefrontOrigin, serverOrigin, shopName }: { storefrontOrigin: string; serverOrigin: string; shopName: string },
    ): Promise<PaymentStart> {
      const order = await ownOrder(websiteId, userId, orderId);
      assertPayable(order);
      const known = await paymentOf(order.id);
      if (known?.status === 'paid' || known?.status === 'refunded' || order.status !== 'pending_payment') {
        if (known?.status === 'paid' && order.status !== 'cancelled') throw new HttpError(409, PAYMENT_MESSAGES.alreadyPaid(order.orderNumber));
        if (order.status !== 'payment_failed' || order.stockReleasedAt || known?.status === 'refunded') {
          throw new HttpError(409, PAYMENT_MESSAGES.cannotPay(order.orderNumber, ORDER_STATUS_LABELS[order.status]));
        }
      }
      await assertCouponStillAllowed(order);
      const payment = await openPayment(order, storefrontOrigin);
      const [user] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
      const razorpay = payment.provider === 'razorpay';
      const account = razorpay ? accounts.razorpay : accounts.cashfree;
      const script = account.checkoutScript.startsWith('/') ? `${serverOrigin}${account.checkoutScript}` : account.checkoutScript;
      return {
        provider: payment.provider,
        mode: account.live ? 'live' : 'sandbox',
        script_url: script,
        key_id: razorpay ? accounts.razorpay.keyId : null,
        cashfree_mode: razorpay ? null : accounts.cashfree.environment,
        amount: paiseToRupees(payment.amountPaise),
        amount_paise: payment.amountPaise,
        currency: 'INR',
        name: shopName,
        description: `Order ${order.orderNumber}`,
        order_id: order.id,
        order_number: order.orderNumber,
        provider_order_id: razorpay ? payment.providerOrderId : null,
        payment_session_id: payment.paymentSessionId,
        prefill: { name: user.name || order.address.name, email: user.email, contact: order.address.phone },
      };
    },

    /** Razorpay Checkout.js's handler payload, checked against the provider order id we stored. */
    async verifyRazorpay(websiteId: number, userId: number, body: RazorpayVerifyBody): Promise<PaymentOutcome> {
      const order = await ownOrder(websiteId, userId, body.order_id);
      assertPayable(order, 'razorpay');
      const payment = await paymentOf(order.id);
      if (!payment || payment.providerOrderId !== body.razorpay_order_id) throw badRequest(PAYMENT_MESSAGES.orderMismatch, 'razorpay_order_id');
      const expected = razorpayPaymentSignature(accounts.razorpay.keySecret, payment.providerOrderId, body.razorpay_payment_id);
      if (!signaturesMatch(expected, body.razorpay_signature)) throw badRequest(PAYMENT_MESSAGES.signatureInvalid, 'razorpay_signature');
      await settlePaid(payment, body.razorpay_payment_id);
      return outcomeOf(order.id);
    },

    /** The shopper is back from Cashfree: ask Cashfree, and fulfil only on PAID with the same amount. */
    async confirmCashfree(websiteId: number, userId: number, orderId: number): Promise<PaymentOutcome> {
      const order = await ownOrder(websiteId, userId, orderId);
      assertPayable(order, 'cashfree');
      const payment = await paymentOf(order.id);
      if (!payment) return outcomeOf(order.id);
      let remote;
      try {
        remote = await accounts.cashfree.api.getOrder(payment.providerOrderId);
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        log.warn({ err: error, orderId }, 'could not read the Cashfree order');
        throw providerDown('cashfree');
      }
      if (remote.order_status === 'PAID') {
        if (cashfreeAmountPaise(remote.order_amount) !== payment.amountPaise || remote.order_currency !== 'INR') {
          log.error({ orderId, remote }, 'Cashfree order amount differs from ours');
          throw new HttpError(409, PAYMENT_MESSAGES.amountMismatch(order.orderNumber));
        }
        await settlePaid(payment, null);
      } else if (remote.order_status === 'EXPIRED' || remote.order_status === 'TERMINATED') {
        await recordFailed(db, payment, `order ${remote.order_status.toLowerCase()}`);
      }
      return outcomeOf(order.id);
    },

    /** Razorpay webhook: signature over the raw body, deduplicated by x-razorpay-event-id. Answers whether it was a duplicate. */
    async razorpayWebhook(rawBody: Buffer, signature: string | undefined, eventId: string | undefined): Promise<boolean> {
      if (!signaturesMatch(razorpayWebhookSignature(accounts.razorpay.webhookSecret, rawBody), signature)) {
        throw badRequest(PAYMENT_MESSAGES.webhookSignatureInvalid);
      }
      if (eventId && (await alreadyHandled('razorpay', eventId))) return true;
      const event = razorpayEventSchema.safeParse(parseJson(rawBody));
      if (!event.success) throw badRequest(PAYMENT_MESSAGES.webhookMalformed);
      const entity = event.data.payload?.payment?.entity;
      const payment = entity?.order_id ? await paymentByProviderOrder('razorpay', entity.order_id) : null;
      if (entity && payment) {
        if (event.data.event === 'order.paid' || event.data.event === 'payment.captured') {
          if (entity.amount === payment.amountPaise) await settlePaid(payment, entity.id);
          else log.error({ orderId: payment.orderId, amount: entity.amount }, 'Razorpay payment amount differs from ours');
        } else if (event.data.event === 'payment.failed') {
          await recordFailed(db, payment, entity.error_description ?? 'declined');
        }
      }
      if (eventId) await markHandled('razorpay', eventId);
      return false;
    },

    /** Cashfree webhook: base64 HMAC of timestamp + raw body with the secret key; stale timestamps are replays. */
    async cashfreeWebhook(rawBody: Buffer, signature: string | undefined, timestamp: string | undefined, now = Date.now()): Promise<boolean> {
      if (!timestamp || !signaturesMatch(cashfreeWebhookSignature(accounts.cashfree.secretKey, timestamp, rawBody), signature)) {
        throw badRequest(PAYMENT_MESSAGES.webhookSignatureInvalid);
      }
      if (!/^\d{10,16}$/.test(timestamp) || Math.abs(now - Number(timestamp)) > CASHFREE_WEBHOOK_TOLERANCE_MS) {
        throw badRequest(PAYMENT_MESSAGES.webhookTimestampStale);
      }
      const event = cashfreeEventSchema.safeParse(parseJson(rawBody));
      if (!event.success) throw badRequest(PAYMENT_MESSAGES.webhookMalformed);
      const { order, payment: attempt } = event.data.data;
      const eventId = `${event.data.type}:${attempt.cf_payment_id}`;
      if (await alreadyHandled('cashfree', eventId)) return true;
      const payment = await paymentByProviderOrder('cashfree', order.order_id);
      if (payment) {
        if (event.data.type === 'PAYMENT_SUCCESS_WEBHOOK' && attempt.payment_status === 'SUCCESS') {
          if (cashfreeAmountPaise(attempt.payment_amount) === payment.amountPaise) await settlePaid(payment, String(attempt.cf_payment_id));
          else log.error({ orderId: payment.orderId, amount: attempt.payment_amount }, 'Cashfree payment amount differs from ours');
        } else if (event.data.type === 'PAYMENT_FAILED_WEBHOOK') {
          await recordFailed(db, payment, attempt.payment_message ?? 'declined');
        }
      }
      await markHandled('cashfree', eventId);
      return false;
    },
  };
}
export type PaymentService = ReturnType<typeof createPaymentService>;

function parseJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    return null;
  }
}

const razorpayEventSchema = z.object({
  event: z.string(),
  payload: z
    .object({
      payment: z
        .object({
          entity: z.object({ id: z.string(), order_id: z.string().nullish(), amount: z.number().int(), error_description: z.string().nullish() }),
        })
        .optional(),
    })
    .optional(),
});

const cashfreeEventSchema = z.object({
  type: z.string(),
  data: z.object({
    order: z.object({ order_id: z.string() }),
    payment: z.object({
      cf_payment_id: z.union([z.string(), z.number()]),
      payment_status: z.string(),
      payment_amount: z.number(),
      payment_message: z.string().nullish(),
    }),
  }),
});

/** The payment service of one app: provider accounts (live keys or the sandbox's) loaded once at start. */
export async function createPayments(db: Db, config: ServerConfig, app: FastifyInstance): Promise<PaymentService> {
  return createPaymentService(db, await providerAccounts(db, config, app), app.log);
}
