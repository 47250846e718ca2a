/**
 * "Frequently bought together" for one product: the products most often in the same sales as this one,
 * else, when fewer than `MIN_TOGETHER` are, filled up with its category's best sellers. A sale is an order of this
 * website that is paid or cash on delivery and still stands (SQL `order_is_sale`, migration 0016: confirmed, packed,
 * out for delivery or delivered); a pending online payment, a failed one and a cancelled order do not count. Only
 * products in stock at the shopper's warehouse are offered, never the product itself.
 *
 * Answers are shaped as the listing's and cached per product and warehouse, until the website's catalogue or its
 * sales change (./cache.ts, notified by the triggers of migrations 0004 and 0016).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Product } from '@storefront/shared/contracts';
import { PreparedJson } from '../http/compression';
import { queryRows, type Db } from '../db/client';
import { catalogueCacheOf } from './cache';
import { productsInOrder } from './products';

/** At most this many products in an answer. */
export const MAX_BOUGHT_TOGETHER = 8;
/** Fewer co-ordered products than this, and the category's best sellers fill the answer up. */
export const MIN_TOGETHER = 4;

export interface BoughtTogetherBody {
  data: Product[];
}

/** An answer and its prepared JSON: what guests get, byte for byte. */
export interface CachedBoughtTogether {
  body: BoughtTogetherBody;
  prepared: PreparedJson;
}

/** Product p has a pack in stock at the warehouse (none without a warehouse, as the listing's packs say). */
const inStockAt = (warehouseId: number | null) =>
  sql`exists (select 1 from packs pk join pack_stock ps on ps.pack_id = pk.id
    where pk.product_id = p.id and ps.warehouse_id = ${warehouseId} and ps.quantity > 0)`;

const ids = (values: number[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** The product by slug or numeric id (as `findProduct`), with its category and the products most often in its sales. */
async function together(db: Db, websiteId: number, slugOrId: string, warehouseId: number | null) {
  const key: SQL = /^\d{1,9}$/.test(slugOrId) ? sql`p.id = ${Number(slugOrId)}` : sql`p.slug = ${slugOrId}`;
  const [row] = await queryRows<{ id: number; category_id: number; together: number[] }>(
    db,
    sql`with target as (
      select p.id, p.category_id from products p where p.website_id = ${websiteId} and p.is_active and ${key} limit 1
    ), baskets as (
      select distinct oi.order_id from order_items oi join orders o on o.id = oi.order_id
      where oi.product_id = (select id from target) and o.website_id = ${websiteId} and order_is_sale(o.status)
    ), counted as (
      select oi.product_id, count(distinct oi.order_id) as orders from order_items oi
      where oi.order_id in (select order_id from baskets) and oi.product_id <> (select id from target)
      group by oi.product_id
    )
    select t.id, t.category_id, array(
      select p.id from counted c join products p on p.id = c.product_id
      where p.website_id = ${websiteId} and p.is_active and ${inStockAt(warehouseId)}
      order by c.orders desc, lower(p.name), p.id
      limit ${MAX_BOUGHT_TOGETHER}) as together
    from target t`,
  );
  return row;
}

/** The category's best sellers by units in sales, in stock, leaving out `excluded` (ties by name, then id). */
async function bestSellers(db: Db, websiteId: number, categoryId: number, excluded: number[], warehouseId: number | null, limit: number) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select p.id from products p
    join (
      select oi.product_id, sum(oi.quantity) as units from order_items oi join orders o on o.id = oi.order_id
      where o.website_id = ${websiteId} and order_is_sale(o.status)
        and oi.product_id in (select id from products where website_id = ${websiteId} and category_id = ${categoryId})
      group by oi.product_id
    ) sold on sold.product_id = p.id
    where p.website_id = ${websiteId} and p.category_id = ${categoryId} and p.is_active and p.id not in (${ids(excluded)})
      and ${inStockAt(warehouseId)}
    order by sold.units desc, lower(p.name), p.id
    limit ${limit}`,
  );
  return rows.map((row) => row.id);
}

/** The answer for a product by slug or id at the shopper's warehouse, or null when the website has no such product. */
export async function findBoughtTogether(
  db: Db,
  websiteId: number,
  slugOrId: string,
  warehouseId: number | null,
): Promise<BoughtTogetherBody | null> {
  const target = await together(db, websiteId, slugOrId, warehouseId);
  if (!target) return null;
  let chosen = target.together;
  if (chosen.length < MIN_TOGETHER) {
    const fill = await bestSellers(db, websiteId, target.category_id, [target.id, ...chosen], warehouseId, MAX_BOUGHT_TOGETHER - chosen.length);
    chosen = [...chosen, ...fill];
  }
  return { data: await productsInOrder(db, websiteId, chosen, warehouseId) };
}

/** The shopper-independent answer, from the catalogue cache when one is running. */
export function boughtTogether(db: Db, websiteId: number, slugOrId: string, warehouseId: number | null): Promise<CachedBoughtTogether | null> {
  const load = async () => {
    const body = await findBoughtTogether(db, websiteId, slugOrId, warehouseId);
    return body && { body, prepared: new PreparedJson(JSON.stringify(body)) };
  };
  const cache = catalogueCacheOf(db);
  return cache ? cache.boughtTogether(websiteId, JSON.stringify([warehouseId, slugOrId]), load) : load();
}
