/** One order of a sales agent's customers, read-only: scoped like the dashboard (this website, users.agent_id). */
import { ORDER_MESSAGES, type SalesOrder } from '@storefront/shared/contracts';
import { agentCustomer } from '../auth/service';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import { describeOrder, findWebsiteOrder } from '../orders/service';
import { paymentStatusOf } from '../payments/service';

/** Another agent's customer's order, another website's, or no order at all: the same 404. */
export async function agentOrder(db: Db, websiteId: number, agentId: number, idOrNumber: string): Promise<SalesOrder> {
  const order = await findWebsiteOrder(db, websiteId, idOrNumber);
  const customer = order && (await agentCustomer(db, websiteId, agentId, order.userId));
  if (!order || !customer) throw notFound(ORDER_MESSAGES.notFound);
  const { can_cancel: _shoppersOwn, ...detail } = await describeOrder(db, order, await paymentStatusOf(db, order.id));
  return { ...detail, customer };
}
