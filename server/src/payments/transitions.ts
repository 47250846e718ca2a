/**
 * The order/payment state changes a payment can cause. Each is a conditional UPDATE on the current status, so a
 * confirmation, a return and a webhook for the same payment — in any order, any number of times, from any
 * process — change the order once, and a timeline row is written only when the order actually changed.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { PAYMENT_MESSAGES, PAYMENT_PROVIDER_NAMES } from '@storefront/shared/contracts';
import type { Db } from '../db/client';
import { payments } from '../db/schema';
import { confirmPaidOrder, failAwaitedOrder, noteOnOrder } from '../orders/service';

export type PaymentRow = typeof payments.$inferSelect;

/** confirmed: the order moved to confirmed now; unchanged: this payment was already recorded; late: paid but the order had closed. */
export type PaidOutcome = 'confirmed' | 'unchanged' | 'late';

export async function recordPaid(db: Db, payment: PaymentRow, providerPaymentId: string | null, now = new Date()): Promise<PaidOutcome> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const recorded = await tx
      .update(payments)
      .set({ status: 'paid', providerPaymentId: sql`coalesce(${providerPaymentId}, ${payments.providerPaymentId})`, updatedAt: now })
      .where(and(eq(payments.id, payment.id), inArray(payments.status, ['created', 'failed'])))
      .returning({ id: payments.id });
    if (recorded.length === 0) return 'unchanged';
    const note = PAYMENT_MESSAGES.notePaid(PAYMENT_PROVIDER_NAMES[payment.provider], providerPaymentId ?? payment.providerOrderId);
    return (await confirmPaidOrder(tx, payment.orderId, note, now)) ? 'confirmed' : 'late';
  });
}

/** A failed attempt: the order waits in payment_failed (the shopper may retry) until the sweeper releases its stock. */
export async function recordFailed(db: Db, payment: PaymentRow, reason: string, now = new Date()): Promise<boolean> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const recorded = await tx
      .update(payments)
      .set({ status: 'failed', failureReason: reason, updatedAt: now })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'created')))
      .returning({ id: payments.id });
    if (recorded.length === 0) return false;
    const note = PAYMENT_MESSAGES.noteFailed(PAYMENT_PROVIDER_NAMES[payment.provider], reason);
    return failAwaitedOrder(tx, payment.orderId, note, now);
  });
}

/** A refund the provider accepted, recorded on the payment (and in the timeline when `note` is given). */
export async function recordRefund(db: Db, payment: PaymentRow, refund: { id: string; status: string }, note: string | null, now = new Date()) {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await markRefunded(tx, payment.id, refund, now);
    if (note) await noteOnOrder(tx, payment.orderId, note, now);
  });
}

/** The payment as refunded by the provider (inside the caller's transaction when given one). */
export async function markRefunded(db: Db, paymentId: number, refund: { id: string; status: string }, now = new Date()): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'refunded', refundId: refund.id, refundStatus: refund.status, updatedAt: now })
    .where(eq(payments.id, paymentId));
}

/** The status of an order's payment, or undefined when none was opened. */
export async function paymentStatusOf(db: Db, orderId: number): Promise<PaymentRow['status'] | undefined> {
  const [payment] = await db.select({ status: payments.status }).from(payments).where(eq(payments.orderId, orderId)).limit(1);
  return payment?.status;
}

/** An order's payment that a cancel must refund (paid, or a refund already under way), or null. */
export async function refundablePayment(tx: Db, orderId: number): Promise<PaymentRow | null> {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, ['paid', 'refunding'])))
    .limit(1);
  return payment ?? null;
}

/** Claims the payment for a refund before the provider is called, so cancels sent at once refund once. */
export async function claimForRefund(tx: Db, paymentId: number): Promise<void> {
  await tx.update(payments).set({ status: 'refunding', updatedAt: new Date() }).where(eq(payments.id, paymentId));
}

/** A refund the provider refused or never answered: the payment is paid again, for the next cancel to retry. */
export async function releaseRefundClaim(db: Db, paymentId: number): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'paid', updatedAt: new Date() })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'refunding')));
}
