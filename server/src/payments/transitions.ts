/**
 * The order/payment state changes a payment can cause. Each is a conditional UPDATE on the current status, so a
 * confirmation, a return and a webhook for the same payment — in any order, any number of times, from any
 * process — change the order once, and a timeline row is written only when the order actually changed.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { PAYMENT_MESSAGES, PAYMENT_PROVIDER_NAMES } from '@storefront/shared/contracts';
import type { Db } from '../db/client';
import { orderStatusHistory, orders, payments } from '../db/schema';

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
    const confirmed = await tx
      .update(orders)
      .set({ status: 'confirmed', updatedAt: now })
      .where(and(eq(orders.id, payment.orderId), inArray(orders.status, ['pending_payment', 'payment_failed']), isNull(orders.stockReleasedAt)))
      .returning({ id: orders.id, orderNumber: orders.orderNumber });
    if (confirmed.length === 0) return 'late';
    const note = PAYMENT_MESSAGES.notePaid(PAYMENT_PROVIDER_NAMES[payment.provider], providerPaymentId ?? payment.providerOrderId);
    await tx.insert(orderStatusHistory).values({ orderId: payment.orderId, status: 'confirmed', note, createdAt: now });
    return 'confirmed';
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
    const failed = await tx
      .update(orders)
      .set({ status: 'payment_failed', updatedAt: now })
      .where(and(eq(orders.id, payment.orderId), eq(orders.status, 'pending_payment')))
      .returning({ id: orders.id });
    if (failed.length === 0) return false;
    const note = PAYMENT_MESSAGES.noteFailed(PAYMENT_PROVIDER_NAMES[payment.provider], reason);
    await tx.insert(orderStatusHistory).values({ orderId: payment.orderId, status: 'payment_failed', note, createdAt: now });
    return true;
  });
}

/** A refund the provider accepted, recorded on the payment (and in the timeline when `note` is given). */
export async function recordRefund(db: Db, payment: PaymentRow, refund: { id: string; status: string }, note: string | null, now = new Date()) {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx
      .update(payments)
      .set({ status: 'refunded', refundId: refund.id, refundStatus: refund.status, updatedAt: now })
      .where(eq(payments.id, payment.id));
    if (note) {
      const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, payment.orderId));
      await tx.insert(orderStatusHistory).values({ orderId: payment.orderId, status: order.status, note, createdAt: now });
    }
  });
}

export const FAILED_PAYMENT_GRACE_MS = 15 * 60_000;
export const UNPAID_ORDER_TIMEOUT_MS = 60 * 60_000;

/**
 * Puts the units of unpaid online orders back in stock: failed ones after a grace period (time to retry), ones
 * never paid after a timeout. One UPDATE … RETURNING claims the orders (SKIP LOCKED), so several processes
 * sweeping at once release each order once. Answers the released order ids.
 */
export async function releaseUnpaidOrders(db: Db, now = new Date()): Promise<number[]> {
  const failedBefore = new Date(now.getTime() - FAILED_PAYMENT_GRACE_MS);
  const unpaidBefore = new Date(now.getTime() - UNPAID_ORDER_TIMEOUT_MS);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const released = await tx.execute(sql`
      with expired as (
        select id from orders
        where stock_released_at is null and payment_method <> 'cod'
          and ((status = 'payment_failed' and updated_at < ${failedBefore}) or (status = 'pending_payment' and created_at < ${unpaidBefore}))
        for update skip locked
      )
      update orders set status = 'payment_failed', stock_released_at = ${now}, updated_at = ${now}
      from expired where orders.id = expired.id
      returning orders.id`);
    const ids = (released as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
    if (ids.length === 0) return ids;
    const idList = sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
    await tx.execute(sql`
      insert into pack_stock (pack_id, warehouse_id, quantity)
      select pack_id, warehouse_id, sum(quantity) from order_items where order_id in (${idList}) group by pack_id, warehouse_id
      order by pack_id, warehouse_id
      on conflict (pack_id, warehouse_id) do update set quantity = pack_stock.quantity + excluded.quantity`);
    await tx
      .insert(orderStatusHistory)
      .values(ids.map((orderId) => ({ orderId, status: 'payment_failed' as const, note: PAYMENT_MESSAGES.noteStockReleased, createdAt: now })));
    return ids;
  });
}
