/**
 * Online payments for orders: opening the provider order, what the start screens need, confirmations from the
 * shopper's browser (Razorpay signature, Cashfree return), webhooks, and refunds. Adapter code is the same in
 * live and sandbox mode; only the accounts (keys, base URL, transport) differ.
 */
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import {
  ORDER_STATUS_LABELS,
  PAYMENT_MESSAGES,
  PAYMENT_PROVIDER_NAMES,
  paiseToRupees,
  type PaymentStart,
  type RazorpayVerifyBody,
} from '@storefront/shared/contracts';
import { findCouponById } from '../cart/service';
import { couponUses } from '../orders/service';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import type { PaymentProvider } from '../db/schema';
import { HttpError, badRequest } from '../http/errors';
import { providerAccounts, type ProviderAccounts } from './accounts';
import { cashfreeAmountPaise } from './cashfree';
import { storefrontOrigin } from './origins';
import { paymentRecords, type OrderRow, type PaymentRecords } from './paymentRecords';
import { ProviderError } from './providerHttp';
import { accountOf, providerDown, providerOrders, type ProviderOrders } from './providerOrders';
import { razorpayPaymentSignature, signaturesMatch } from './signatures';
import { claimForRefund, markRefunded, paymentStatusOf, recordFailed, refundablePayment, releaseRefundClaim, type PaymentRow } from './transitions';
import { paymentWebhooks } from './webhooks';

/** What a confirmation found: `paid` when the order is (now or already) paid. */
export interface PaymentOutcome {
  paid: boolean;
  orderId: number;
  message: string;
}

/** Where the start screen's checkout is drawn from and who pays. */
interface StartContext {
  storefrontOrigin: string;
  serverOrigin: string;
  shopName: string;
}

/** Refuses orders that cannot take a payment (again) with a message the shopper can read. */
function assertPayable(order: OrderRow, provider?: PaymentProvider) {
  if (order.paymentMethod === 'cod') throw new HttpError(409, PAYMENT_MESSAGES.notOnline(order.orderNumber));
  if (provider && order.paymentMethod !== provider) {
    throw new HttpError(409, PAYMENT_MESSAGES.wrongProvider(order.orderNumber, PAYMENT_PROVIDER_NAMES[provider]));
  }
}

/** Refuses a start for an order that is paid, or closed for good. */
function assertStartable(order: OrderRow, known: PaymentRow | null) {
  if (known?.status !== 'paid' && known?.status !== 'refunded' && order.status === 'pending_payment') return;
  if (known?.status === 'paid' && order.status !== 'cancelled') throw new HttpError(409, PAYMENT_MESSAGES.alreadyPaid(order.orderNumber));
  if (order.status !== 'payment_failed' || order.stockReleasedAt || known?.status === 'refunded') {
    throw new HttpError(409, PAYMENT_MESSAGES.cannotPay(order.orderNumber, ORDER_STATUS_LABELS[order.status]));
  }
}

/** The start screen's data: the provider's checkout script and what it opens. */
function paymentStartView(
  accounts: ProviderAccounts,
  order: OrderRow,
  payment: PaymentRow,
  user: { name: string; email: string },
  { serverOrigin, shopName }: StartContext,
): PaymentStart {
  const razorpay = payment.provider === 'razorpay';
  const account = accountOf(accounts, payment.provider);
  const script = account.checkoutScript.startsWith('/') ? `${serverOrigin}${account.checkoutScript}` : account.checkoutScript;
  return {
    provider: payment.provider,
    mode: account.live ? 'live' : 'sandbox',
    script_url: script,
    key_id: razorpay ? accountOf(accounts, 'razorpay').keyId : null,
    cashfree_mode: razorpay ? null : accountOf(accounts, 'cashfree').environment,
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
}

/**
 * A coupon is held by its unpaid order, but a use may still have been recorded meanwhile (an order placed by an
 * older build, a limit lowered by staff): paying would then exceed the limit, so the payment is refused.
 */
async function assertCouponStillAllowed(db: Db, order: OrderRow) {
  if (order.couponId === null) return;
  const coupon = await findCouponById(db, order.websiteId, order.couponId);
  if (coupon?.perUserLimit == null) return;
  const { uses } = await couponUses(db, coupon.id, order.userId, order.id);
  if (uses >= coupon.perUserLimit) throw new HttpError(409, PAYMENT_MESSAGES.couponUsedMeanwhile(order.orderNumber, coupon.code));
}

/** Confirmations from the shopper's browser: Razorpay Checkout.js's signed payload, and the return from Cashfree. */
function browserConfirmations(db: Db, accounts: ProviderAccounts, records: PaymentRecords, provider: ProviderOrders, log: FastifyBaseLogger) {
  async function outcomeOf(orderId: number): Promise<PaymentOutcome> {
    const order = await records.order(orderId);
    const payment = await records.paymentOf(orderId);
    if (payment?.status === 'paid' && order.status !== 'cancelled' && order.status !== 'payment_failed') {
      return { paid: true, orderId, message: PAYMENT_MESSAGES.paid(order.orderNumber) };
    }
    if (order.status === 'payment_failed') return { paid: false, orderId, message: PAYMENT_MESSAGES.failed(order.orderNumber) };
    if (order.status === 'pending_payment') return { paid: false, orderId, message: PAYMENT_MESSAGES.notPaidYet(order.orderNumber) };
    return { paid: false, orderId, message: PAYMENT_MESSAGES.cannotPay(order.orderNumber, ORDER_STATUS_LABELS[order.status]) };
  }

  /** Asks Cashfree how the order stands; a provider that cannot answer is reported as down. */
  async function cashfreeOrder(payment: PaymentRow, orderId: number) {
    try {
      return await accountOf(accounts, 'cashfree').api.getOrder(payment.providerOrderId);
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      log.warn({ err: error, orderId }, 'could not read the Cashfree order');
      throw providerDown('cashfree');
    }
  }

  return {
    /** Razorpay Checkout.js's handler payload, checked against the provider order id we stored. */
    async verifyRazorpay(websiteId: number, userId: number, body: RazorpayVerifyBody): Promise<PaymentOutcome> {
      const order = await records.ownOrder(websiteId, userId, body.order_id);
      assertPayable(order, 'razorpay');
      const payment = await records.paymentOf(order.id);
      if (!payment || payment.providerOrderId !== body.razorpay_order_id) throw badRequest(PAYMENT_MESSAGES.orderMismatch, 'razorpay_order_id');
      const expected = razorpayPaymentSignature(accountOf(accounts, 'razorpay').keySecret, payment.providerOrderId, body.razorpay_payment_id);
      if (!signaturesMatch(expected, body.razorpay_signature)) throw badRequest(PAYMENT_MESSAGES.signatureInvalid, 'razorpay_signature');
      await provider.settlePaid(payment, body.razorpay_payment_id);
      return outcomeOf(order.id);
    },

    /** The shopper is back from Cashfree: ask Cashfree, and fulfil only on PAID with the same amount. */
    async confirmCashfree(websiteId: number, userId: number, orderId: number): Promise<PaymentOutcome> {
      const order = await records.ownOrder(websiteId, userId, orderId);
      assertPayable(order, 'cashfree');
      const payment = await records.paymentOf(order.id);
      if (!payment) return outcomeOf(order.id);
      const remote = await cashfreeOrder(payment, orderId);
      if (remote.order_status === 'PAID') {
        if (cashfreeAmountPaise(remote.order_amount) !== payment.amountPaise || remote.order_currency !== 'INR') {
          log.error({ orderId, remote }, 'Cashfree order amount differs from ours');
          throw new HttpError(409, PAYMENT_MESSAGES.amountMismatch(order.orderNumber));
        }
        await provider.settlePaid(payment, null);
      } else if (remote.order_status === 'EXPIRED' || remote.order_status === 'TERMINATED') {
        await recordFailed(db, payment, `order ${remote.order_status.toLowerCase()}`);
      }
      return outcomeOf(order.id);
    },
  };
}

/**
 * What the orders domain asks of an order's payment: its state for the order's page, and the refund of a paid order
 * that is cancelled (claimed first, so cancels sent at once refund once). Orders reaches it through this decorated
 * service, never by import: payments calls orders to confirm and fail orders, and orders never calls back by import.
 */
function orderPayments(db: Db, provider: ProviderOrders) {
  return {
    statusOf: (orderId: number) => paymentStatusOf(db, orderId),
    refundablePayment,
    claimForRefund,
    releaseRefundClaim,
    markRefunded,

    /** Refunds a payment a cancel claimed; a provider that refuses or cannot be reached answers 502. */
    async refundClaimed(payment: PaymentRow): Promise<{ id: string; status: string }> {
      try {
        return await provider.refund(payment);
      } catch (error) {
        if (error instanceof ProviderError) throw new HttpError(502, PAYMENT_MESSAGES.refundFailed(PAYMENT_PROVIDER_NAMES[payment.provider]));
        throw error;
      }
    },
  };
}

export function createPaymentService(db: Db, config: ServerConfig, accounts: ProviderAccounts, log: FastifyBaseLogger) {
  const records = paymentRecords(db);
  const provider = providerOrders(db, accounts, records, log);

  return {
    /** Opens the payment of an order just placed; the provider returns the shopper to the storefront of `request`. */
    async openPaymentFor(request: FastifyRequest, order: OrderRow): Promise<PaymentRow> {
      return provider.openPayment(order, await storefrontOrigin(request, config, db));
    },
    ...orderPayments(db, provider),
    ...paymentWebhooks(db, accounts, records, provider, log),
    ...browserConfirmations(db, accounts, records, provider, log),

    /** The providers of `providers` the shop can take payments through (in their order). */
    offered(providers: readonly PaymentProvider[]): PaymentProvider[] {
      return providers.filter((candidate) => accounts[candidate] !== null);
    },

    /** What /checkout/{provider}/{id} needs to open the provider's checkout. */
    async start(websiteId: number, userId: number, orderId: number, context: StartContext): Promise<PaymentStart> {
      const order = await records.ownOrder(websiteId, userId, orderId);
      assertPayable(order);
      assertStartable(order, await records.paymentOf(order.id));
      await assertCouponStillAllowed(db, order);
      const payment = await provider.openPayment(order, context.storefrontOrigin);
      return paymentStartView(accounts, order, payment, await records.buyer(userId), context);
    },
  };
}
export type PaymentService = ReturnType<typeof createPaymentService>;

/** The payment service of one app: provider accounts (live keys or the sandbox's) loaded once at start. */
export async function createPayments(db: Db, config: ServerConfig, app: FastifyInstance): Promise<PaymentService> {
  return createPaymentService(db, config, await providerAccounts(db, config, app), app.log);
}
