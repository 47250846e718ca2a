/**
 * What the payment service asks of the providers: opening the provider order of an online order, refunding a paid
 * payment, and settling a verified payment (refunded at once when its order closed meanwhile).
 */
import type { FastifyBaseLogger } from 'fastify';
import { PAYMENT_MESSAGES, PAYMENT_PROVIDER_NAMES, formatINR, paiseToRupees } from '@storefront/shared/contracts';
import type { Db } from '../db/client';
import type { PaymentProvider } from '../db/schema';
import { HttpError } from '../http/errors';
import type { CashfreeProviderAccount, ProviderAccounts, RazorpayProviderAccount } from './accounts';
import type { OrderRow, PaymentRecords } from './paymentRecords';
import { ProviderError } from './providerHttp';
import { recordPaid, recordRefund, type PaymentRow } from './transitions';

export const providerDown = (provider: PaymentProvider) => new HttpError(502, PAYMENT_MESSAGES.providerUnavailable(PAYMENT_PROVIDER_NAMES[provider]));

/** The provider's account; a provider the shop has none for (no keys in production) is as unreachable as one down. */
export function accountOf(accounts: ProviderAccounts, provider: 'razorpay'): RazorpayProviderAccount;
export function accountOf(accounts: ProviderAccounts, provider: 'cashfree'): CashfreeProviderAccount;
export function accountOf(accounts: ProviderAccounts, provider: PaymentProvider): RazorpayProviderAccount | CashfreeProviderAccount;
export function accountOf(accounts: ProviderAccounts, provider: PaymentProvider) {
  const account = accounts[provider];
  if (!account) throw providerDown(provider);
  return account;
}

export function providerOrders(db: Db, accounts: ProviderAccounts, records: PaymentRecords, log: FastifyBaseLogger) {
  async function openAtProvider(order: OrderRow, provider: PaymentProvider, storefrontOrigin: string) {
    if (provider === 'razorpay') {
      const created = await accountOf(accounts, 'razorpay').api.createOrder({
        amountPaise: order.amountPaise,
        receipt: order.orderNumber,
        notes: { order_number: order.orderNumber },
      });
      return { providerOrderId: created.id, paymentSessionId: null };
    }
    const cashfree = accountOf(accounts, 'cashfree');
    const user = await records.buyer(order.userId);
    const created = await cashfree.api.createOrder({
      orderId: order.orderNumber,
      amountPaise: order.amountPaise,
      customer: { id: `user_${order.userId}`, name: user.name || order.address.name, email: user.email, phone: order.address.phone },
      returnUrl: `${storefrontOrigin}/checkout/confirm/${order.id}?provider=cashfree&order_id={order_id}`,
      // Cashfree only calls https endpoints; the dashboard's webhook setting covers the rest.
      notifyUrl: storefrontOrigin.startsWith('https://') ? `${storefrontOrigin}/s/api/webhooks/cashfree` : undefined,
    });
    return { providerOrderId: created.order_id, paymentSessionId: created.payment_session_id ?? null };
  }

  /** The provider order for an online order, created at the provider on first use (kept: one per order). */
  async function openPayment(order: OrderRow, storefrontOrigin: string): Promise<PaymentRow> {
    const existing = await records.paymentOf(order.id);
    if (existing) return existing;
    const provider = order.paymentMethod as PaymentProvider;
    let opened: { providerOrderId: string; paymentSessionId: string | null };
    try {
      opened = await openAtProvider(order, provider, storefrontOrigin);
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      log.warn({ err: error, orderId: order.id }, 'could not open the provider order');
      throw providerDown(provider);
    }
    await records.addPayment({ orderId: order.id, provider, amountPaise: order.amountPaise, ...opened });
    return (await records.paymentOf(order.id))!;
  }

  /** Refunds a paid payment in full through its provider; answers the refund's id and status. */
  async function refund(payment: PaymentRow): Promise<{ id: string; status: string }> {
    if (payment.provider === 'razorpay') {
      const razorpay = accountOf(accounts, 'razorpay');
      // Razorpay has no idempotency key: a refund whose answer was lost (a timeout) is found here instead of repeated.
      const earlier = (await razorpay.api.refunds(payment.providerPaymentId!)).items;
      if (earlier.reduce((sum, made) => sum + made.amount, 0) >= payment.amountPaise) return { id: earlier[0].id, status: earlier[0].status };
      const done = await razorpay.api.refund({
        paymentId: payment.providerPaymentId!,
        amountPaise: payment.amountPaise,
        receipt: `refund-${payment.orderId}`,
      });
      return { id: done.id, status: done.status };
    }
    const done = await accountOf(accounts, 'cashfree').api.refund({
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
    const paid = (await records.paymentOf(payment.orderId))!;
    try {
      const refunded = await refund(paid);
      await recordRefund(db, paid, refunded, PAYMENT_MESSAGES.noteLatePaymentRefunded(formatINR(paiseToRupees(paid.amountPaise)), refunded.id));
    } catch (error) {
      // The payment stays recorded as paid on a closed order, where staff see it; the provider keeps retrying webhooks.
      log.error({ err: error, orderId: payment.orderId }, 'could not refund a payment that arrived after its order closed');
    }
  }

  return { openPayment, refund, settlePaid };
}
export type ProviderOrders = ReturnType<typeof providerOrders>;
