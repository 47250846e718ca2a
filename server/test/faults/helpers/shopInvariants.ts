/**
 * What must hold in the shop's database after any fault: every order whole, stock equal to what orders hold,
 * payments and orders agreeing. Each check answers readable problems (an empty list when all is well), so a
 * failing test says which order or pack went wrong.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../src/db/client';

/** Stock per `pack:warehouse`. */
export type StockLevels = Map<string, number>;

const stockKey = (packId: number, warehouseId: number) => `${packId}:${warehouseId}`;

export async function stockLevels(db: Db): Promise<StockLevels> {
  const rows = await queryRows<{ pack_id: number; warehouse_id: number; quantity: number }>(
    db,
    sql`select pack_id, warehouse_id, quantity from pack_stock`,
  );
  return new Map(rows.map((row) => [stockKey(row.pack_id, row.warehouse_id), row.quantity]));
}

/** The newest order id: orders after it are the test's. */
export async function lastOrderId(db: Db): Promise<number> {
  const [row] = await queryRows<{ id: number }>(db, sql`select coalesce(max(id), 0)::int as id from orders`);
  return row.id;
}

interface OrderFacts extends Record<string, unknown> {
  id: number;
  payment_method: string;
  total_paise: number;
  discount_paise: number;
  delivery_charge_paise: number;
  amount_paise: number;
  items: number;
  items_paise: number;
  mispriced_lines: number;
  first_status: string | null;
  confirmations: number;
}

/**
 * Orders after `sinceOrderId` that are not whole: without items, without the status history row they start with,
 * with a line not worth price × quantity, a total that is not the sum of the lines, an amount that does not add
 * up, or confirmed more than once.
 */
export async function brokenOrders(db: Db, sinceOrderId: number): Promise<string[]> {
  const orders = await queryRows<OrderFacts>(
    db,
    sql`
      select o.id, o.payment_method, o.total_paise, o.discount_paise, o.delivery_charge_paise, o.amount_paise,
        (select count(*)::int from order_items i where i.order_id = o.id) as items,
        (select coalesce(sum(i.amount_paise), 0)::int from order_items i where i.order_id = o.id) as items_paise,
        (select count(*)::int from order_items i where i.order_id = o.id and i.amount_paise <> i.price_paise * i.quantity) as mispriced_lines,
        (select h.status from order_status_history h where h.order_id = o.id order by h.created_at, h.id limit 1) as first_status,
        (select count(*)::int from order_status_history h where h.order_id = o.id and h.status = 'confirmed') as confirmations
      from orders o where o.id > ${sinceOrderId} order by o.id`,
  );
  return orders.flatMap((order) => {
    const problems: string[] = [];
    const placedAs = order.payment_method === 'cod' ? 'confirmed' : 'pending_payment';
    if (order.items === 0) problems.push('has no items');
    if (order.mispriced_lines > 0) problems.push(`has ${order.mispriced_lines} line(s) not worth price × quantity`);
    if (order.items_paise !== order.total_paise) problems.push(`totals ${order.total_paise} paise but its lines sum to ${order.items_paise}`);
    if (order.amount_paise !== order.total_paise - order.discount_paise + order.delivery_charge_paise)
      problems.push('has an amount that does not add up');
    if (order.first_status !== placedAs) problems.push(`starts its history with ${order.first_status ?? 'nothing'}, not ${placedAs}`);
    if (order.confirmations > 1) problems.push(`was confirmed ${order.confirmations} times`);
    return problems.map((problem) => `order ${order.id} ${problem}`);
  });
}

/**
 * Packs whose stock is not what was there at `seeded` minus the units held by orders after `sinceOrderId` (orders
 * hold their units unless cancelled or released after an unpaid payment).
 */
export async function stockDrift(db: Db, seeded: StockLevels, sinceOrderId: number): Promise<string[]> {
  const held = await queryRows<{ pack_id: number; warehouse_id: number; units: number }>(
    db,
    sql`
      select i.pack_id, i.warehouse_id, sum(i.quantity)::int as units
      from order_items i join orders o on o.id = i.order_id
      where o.id > ${sinceOrderId} and o.status <> 'cancelled' and o.stock_released_at is null
      group by i.pack_id, i.warehouse_id`,
  );
  const heldBy = new Map(held.map((row) => [stockKey(row.pack_id, row.warehouse_id), row.units]));
  const current = await stockLevels(db);
  return [...seeded].flatMap(([key, quantity]) => {
    const expected = quantity - (heldBy.get(key) ?? 0);
    return current.get(key) === expected
      ? []
      : [`pack:warehouse ${key} has ${current.get(key)} units, expected ${quantity} − ${heldBy.get(key) ?? 0}`];
  });
}

/**
 * Online orders after `sinceOrderId` whose payment and status disagree: paid but not confirmed, or confirmed unpaid
 * (the tests' orders go no further than confirmed).
 */
export async function paymentMismatches(db: Db, sinceOrderId: number): Promise<string[]> {
  const rows = await queryRows<{ id: number; status: string; payment: string | null }>(
    db,
    sql`
      select o.id, o.status, p.status as payment from orders o left join payments p on p.order_id = o.id
      where o.id > ${sinceOrderId} and o.payment_method <> 'cod'
        and coalesce(p.status = 'paid', false) <> (o.status = 'confirmed')`,
  );
  return rows.map((row) => `order ${row.id} is ${row.status} with its payment ${row.payment ?? 'not opened'}`);
}

export interface Line extends Record<string, unknown> {
  pack_id: number;
  warehouse_id: number;
  quantity: number;
}

/** A shopper's cart lines, in a stable order (none when the cart is gone). */
export async function cartLines(db: Db, userId: number): Promise<Line[]> {
  return queryRows<Line>(
    db,
    sql`select i.pack_id, i.warehouse_id, i.quantity from cart_items i join carts c on c.id = i.cart_id
        where c.user_id = ${userId} order by i.pack_id, i.warehouse_id`,
  );
}

/** A shopper's orders after `sinceOrderId`, each with its lines in the same order as `cartLines`. */
export async function ordersOf(db: Db, userId: number, sinceOrderId: number): Promise<{ id: number; lines: Line[] }[]> {
  const rows = await queryRows<Line & { order_id: number }>(
    db,
    sql`select o.id as order_id, i.pack_id, i.warehouse_id, i.quantity from orders o join order_items i on i.order_id = o.id
        where o.user_id = ${userId} and o.id > ${sinceOrderId} order by o.id, i.pack_id, i.warehouse_id`,
  );
  const byOrder = new Map<number, Line[]>();
  for (const { order_id: orderId, ...line } of rows) byOrder.set(orderId, [...(byOrder.get(orderId) ?? []), line]);
  return [...byOrder].map(([id, lines]) => ({ id, lines }));
}

/**
 * Shoppers who tried to order the cart `lines`: each either still has that cart and no order, or has exactly one
 * order of those lines and no cart left. Anything else is a lost cart, a half-placed order or a duplicate.
 */
export async function cartsVersusOrders(db: Db, shoppers: { id: number; lines: Line[] }[], sinceOrderId: number): Promise<string[]> {
  const problems: string[] = [];
  for (const shopper of shoppers) {
    const cart = await cartLines(db, shopper.id);
    const placed = await ordersOf(db, shopper.id, sinceOrderId);
    const kept = placed.length === 0 && JSON.stringify(cart) === JSON.stringify(shopper.lines);
    const ordered = placed.length === 1 && cart.length === 0 && JSON.stringify(placed[0].lines) === JSON.stringify(shopper.lines);
    if (!kept && !ordered) {
      problems.push(`shopper ${shopper.id} had ${JSON.stringify(shopper.lines)}; now cart ${JSON.stringify(cart)}, orders ${JSON.stringify(placed)}`);
    }
  }
  return problems;
}

/** Cart lines a shopper had (`lines`) that are gone or hold fewer units now. */
export async function lostCartLines(db: Db, shoppers: { id: number; lines: Line[] }[]): Promise<string[]> {
  const problems: string[] = [];
  for (const shopper of shoppers) {
    const now = await cartLines(db, shopper.id);
    for (const line of shopper.lines) {
      const kept = now.find((candidate) => candidate.pack_id === line.pack_id && candidate.warehouse_id === line.warehouse_id);
      if (!kept || kept.quantity < line.quantity)
        problems.push(`shopper ${shopper.id} lost ${JSON.stringify(line)}; cart now ${JSON.stringify(now)}`);
    }
  }
  return problems;
}
