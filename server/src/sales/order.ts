/** One order of a sales agent's customers, read-only: scoped like the dashboard (this website, users.agent_id). */
import { and, eq } from 'drizzle-orm';
import { ORDER_MESSAGES, type SalesOrder } from '@storefront/shared/contracts';
import type { Db } from '../db/client';
import { orders, users } from '../db/schema';
import { notFound } from '../http/errors';
import { describeOrder, orderKey } from '../orders/service';

/** Another agent's customer's order, another website's, or no order at all: the same 404. */
export async function agentOrder(db: Db, websiteId: number, agentId: number, idOrNumber: string): Promise<SalesOrder> {
  const key = orderKey(idOrNumber);
  if (!key) throw notFound(ORDER_MESSAGES.notFound);
  const [row] = await db
    .select({ order: orders, customer: { name: users.name, email: users.email, phone: users.phone } })
    .from(orders)
    .innerJoin(users, and(eq(users.id, orders.userId), eq(users.websiteId, orders.websiteId)))
    .where(and(key, eq(orders.websiteId, websiteId), eq(users.agentId, agentId)))
    .limit(1);
  if (!row) throw notFound(ORDER_MESSAGES.notFound);
  const { can_cancel: _shoppersOwn, ...order } = await describeOrder(db, row.order);
  return { ...order, customer: row.customer };
}
