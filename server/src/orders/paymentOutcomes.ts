/**
 * The order's side of what a payment causes: each is a conditional UPDATE on the order's current status (run in the
 * payment's transaction), so a confirmation, a return and a webhook for the same payment change the order once, and
 * a timeline row is written only when the order actually changed. And the sweeper that closes unpaid orders.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { PAYMENT_MESSAGES } from '@storefront/shared/contracts';
import type { Db } from '../db/client';
import { orderStatusHistory, orders } from '../db/schema';
import { giveBackDeliveryPlaces } from './deliveryPlaces';

/** Confirms an order awaiting payment whose units are still held; false when it had closed meanwhile. */
export async function confirmPaidOrder(tx: Db, orderId: number, note: string, now: Date): Promise<boolean> {
  const confirmed = await tx
    .update(orders)
    .set({ status: 'confirmed', updatedAt: now })
    .where(and(eq(orders.id, orderId), inArray(orders.status, ['pending_payment', 'payment_failed']), isNull(orders.stockReleasedAt)))
    .returning({ id: orders.id });
  if (confirmed.length === 0) return false;
  await tx.insert(orderStatusHistory).values({ orderId, status: 'confirmed', note, createdAt: now });
  return true;
}

/** Moves an order awaiting payment to payment_failed (the shopper may retry); false when it was not awaiting one. */
export async function failAwaitedOrder(tx: Db, orderId: number, note: string, now: Date): Promise<boolean> {
  const failed = await tx
    .update(orders)
    .set({ status: 'payment_failed', updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending_payment')))
    .returning({ id: orders.id });
  if (failed.length === 0) return false;
  await tx.insert(orderStatusHistory).values({ orderId, status: 'payment_failed', note, createdAt: now });
  return true;
}

/** A timeline note at the order's current status. */
export async function noteOnOrder(tx: Db, orderId: number, note: string, now: Date): Promise<void> {
  const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  await tx.insert(orderStatusHistory).values({ orderId, status: order.status, note, createdAt: now });
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
    await giveBackDeliveryPlaces(tx, ids);
    await tx
      .insert(orderStatusHistory)
      .values(ids.map((orderId) => ({ orderId, status: 'payment_failed' as const, note: PAYMENT_MESSAGES.noteStockReleased, createdAt: now })));
    return ids;
  });
}
