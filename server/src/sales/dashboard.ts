/**
 * The sales agent's dashboard: KPIs, revenue per day, recent orders and top products of the agent's customers
 * (users.agent_id) on one website, and their orders per delivery window of the coming days. Days are the shop's calendar days (India); amounts are rupees.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  SALES_DEFAULT_RANGE_DAYS,
  SALES_MAX_RANGE_DAYS,
  SALES_TOP_PRODUCTS,
  SHOP_TIMEZONE,
  SLOT_DAYS_AHEAD,
  MESSAGE_SALES_RANGE_REVERSED,
  MESSAGE_SALES_RANGE_TOO_LONG,
  daysBetween,
  paiseToRupees,
  shopToday,
  type SalesDashboardResponse,
} from '@storefront/shared/contracts';
import { queryRows, type Db } from '../db/client';
import { badRequest } from '../http/errors';

/** Orders that brought no money: left out of KPIs, revenue and top products (still listed in recent orders). */
const UNPAID_STATUSES = ['cancelled', 'payment_failed'];
const unpaid = sql.join(
  UNPAID_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The asked range, defaulting to the last 30 days up to today; refused when reversed or longer than 366 days. */
export function dashboardRange(from: string | undefined, to: string | undefined, today = shopToday()): { from: string; to: string } {
  const end = to ?? today;
  const start = from ?? addDays(end, -(SALES_DEFAULT_RANGE_DAYS - 1));
  const days = daysBetween(start, end);
  if (days < 0) throw badRequest(`to: ${MESSAGE_SALES_RANGE_REVERSED}`, 'to');
  if (days + 1 > SALES_MAX_RANGE_DAYS) throw badRequest(`to: ${MESSAGE_SALES_RANGE_TOO_LONG}`, 'to');
  return { from: start, to: end };
}

interface DashboardOptions {
  websiteId: number;
  agentId: number;
  from: string;
  to: string;
  page: number;
  perPage: number;
}

/** The agent's customers' orders on this website within the range's shop days (`scope`), and the paid ones among them. */
function agentOrders({ websiteId, agentId, from, to }: DashboardOptions): { scope: SQL; paid: SQL } {
  const scope = sql`
    from orders o
    join users u on u.id = o.user_id and u.website_id = o.website_id
    where o.website_id = ${websiteId}
      and u.agent_id = ${agentId}
      and o.created_at >= (${from}::date)::timestamp at time zone ${SHOP_TIMEZONE}
      and o.created_at < (${to}::date + 1)::timestamp at time zone ${SHOP_TIMEZONE}`;
  return { scope, paid: sql`${scope} and o.status not in (${unpaid})` };
}

/** The dashboard's five reads, run at once: KPIs, revenue per day, the page of recent orders and its total, top products. */
function dashboardRows(db: Db, { scope, paid }: { scope: SQL; paid: SQL }, page: number, perPage: number) {
  return Promise.all([
    queryRows<{ orders: string; revenue: string; customers: string }>(
      db,
      sql`select count(*) as orders, coalesce(sum(o.amount_paise), 0) as revenue, count(distinct o.user_id) as customers ${paid}`,
    ),
    queryRows<{ day: string; orders: string; revenue: string }>(
      db,
      sql`select to_char((o.created_at at time zone ${SHOP_TIMEZONE})::date, 'YYYY-MM-DD') as day, count(*) as orders,
            sum(o.amount_paise) as revenue ${paid} group by 1`,
    ),
    queryRows<{ total: string }>(db, sql`select count(*) as total ${scope}`),
    queryRows<{ id: number; order_number: string; customer_name: string; status: string; amount_paise: number; created_at: string | Date }>(
      db,
      sql`select o.id, o.order_number, u.name as customer_name, o.status, o.amount_paise, o.created_at ${scope}
          order by o.created_at desc, o.id desc limit ${perPage} offset ${(page - 1) * perPage}`,
    ),
    queryRows<{ product_id: number; name: string; quantity: string; revenue: string }>(
      db,
      sql`select oi.product_id, max(oi.name) as name, sum(oi.quantity) as quantity, sum(oi.amount_paise) as revenue
          from order_items oi join orders o on o.id = oi.order_id
          where o.id in (select o.id ${paid})
          group by oi.product_id
          order by sum(oi.amount_paise) desc, sum(oi.quantity) desc, oi.product_id
          limit ${SALES_TOP_PRODUCTS}`,
    ),
  ]);
}

/** Every shop day of the range with its orders and revenue, days without a paid order included as zero. */
function revenueByDay(
  dayRows: { day: string; orders: string; revenue: string }[],
  from: string,
  to: string,
): SalesDashboardResponse['revenue_by_day'] {
  const byDay = new Map(dayRows.map((row) => [row.day, row]));
  const days: SalesDashboardResponse['revenue_by_day'] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const row = byDay.get(day);
    days.push({ date: day, orders: row ? Number(row.orders) : 0, revenue: row ? paiseToRupees(Number(row.revenue)) : 0 });
  }
  return days;
}

/** The agent's customers' orders still to deliver per window, from today over the days the shopper can choose. */
function upcomingWindows(db: Db, { websiteId, agentId }: DashboardOptions, today: string) {
  return queryRows<{ date: string; start_time: string; end_time: string; orders: string }>(
    db,
    sql`select o.del_date as date, o.del_start_time as start_time, o.del_end_time as end_time, count(*) as orders
      from orders o join users u on u.id = o.user_id and u.website_id = o.website_id
      where o.website_id = ${websiteId} and u.agent_id = ${agentId} and o.status not in (${unpaid})
        and o.del_date between ${today} and ${addDays(today, SLOT_DAYS_AHEAD - 1)} and o.del_start_time is not null
      group by 1, 2, 3 order by 1, 2, 3`,
  );
}

export async function salesDashboard(db: Db, options: DashboardOptions, today = shopToday()): Promise<SalesDashboardResponse> {
  const { from, to, page, perPage } = options;
  const [[kpiRows, dayRows, totalRows, orderRows, productRows], windowRows] = await Promise.all([
    dashboardRows(db, agentOrders(options), page, perPage),
    upcomingWindows(db, options, today),
  ]);
  const kpi = kpiRows[0];
  const orders = Number(kpi.orders);
  const revenuePaise = Number(kpi.revenue);
  return {
    from,
    to,
    kpis: {
      orders,
      revenue: paiseToRupees(revenuePaise),
      average_order: orders > 0 ? paiseToRupees(revenuePaise / orders) : 0,
      customers: Number(kpi.customers),
    },
    revenue_by_day: revenueByDay(dayRows, from, to),
    recent_orders: {
      data: orderRows.map((row) => ({
        id: row.id,
        order_number: row.order_number,
        customer_name: row.customer_name,
        status: row.status,
        amount: paiseToRupees(row.amount_paise),
        created_at: new Date(row.created_at).toISOString(),
      })),
      meta: { total: Number(totalRows[0].total), page, perPage },
    },
    top_products: productRows.map((row) => ({
      product_id: row.product_id,
      name: row.name,
      quantity: Number(row.quantity),
      revenue: paiseToRupees(Number(row.revenue)),
    })),
    slots: windowRows.map((row) => ({ date: row.date, start_time: row.start_time, end_time: row.end_time, orders: Number(row.orders) })),
  };
}
