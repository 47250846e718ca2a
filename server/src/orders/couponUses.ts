/** How often a shopper has used a coupon, counted over their orders. */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders } from '../db/schema';

/**
 * This shopper's uses of the coupon: every order that carries it and is not closed without payment. An unpaid online
 * order holds its coupon for as long as it can still be paid (failed payments can be retried until its units are
 * released), so paying it later cannot exceed the coupon's limit. `unpaidOrder`: the number of one such holder.
 */
export async function couponUses(
  db: Db,
  couponId: number,
  userId: number,
  exceptOrderId?: number,
): Promise<{ uses: number; unpaidOrder: string | null }> {
  const [row] = await db
    .select({
      uses: sql<number>`count(*)::int`,
      unpaidOrder: sql<string | null>`min(${orders.orderNumber}) filter (where ${orders.status} in ('pending_payment', 'payment_failed'))`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.couponId, couponId),
        eq(orders.userId, userId),
        ne(orders.status, 'cancelled'),
        sql`not (${orders.status} = 'payment_failed' and ${orders.stockReleasedAt} is not null)`,
        exceptOrderId === undefined ? undefined : ne(orders.id, exceptOrderId),
      ),
    );
  return { uses: row?.uses ?? 0, unpaidOrder: row?.unpaidOrder ?? null };
}
