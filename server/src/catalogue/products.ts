/** Catalogue reads: the filtered listing and one product, shaped as the API's Product (spec §3). */
import { sql, type SQL } from 'drizzle-orm';
import { PRODUCTS_PER_PAGE, paiseToRupees, type Pack, type Product, type ProductQuery } from '@storefront/shared/contracts';
import { queryRows, type Db } from '../db/client';

interface ProductRow extends Record<string, unknown> {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  info: string | null;
  medias: string[];
  brand_name: string;
  brand_slug: string;
  category_slug: string;
  total?: string | number;
}

interface PackRow extends Record<string, unknown> {
  id: number;
  product_id: number;
  name: string;
  price_paise: number;
  mrp_paise: number;
  stock: number;
}

const SORTS: Record<NonNullable<ProductQuery['s']>, SQL> = {
  relevance: sql`p.popularity desc, p.id`,
  popularity: sql`p.popularity desc, p.id`,
  price_asc: sql`price.min_price asc, p.id`,
  price_desc: sql`price.min_price desc, p.id`,
  discount: sql`price.best_discount desc, p.popularity desc, p.id`,
  newest: sql`p.created_at desc, p.id desc`,
  name: sql`lower(p.name) asc, p.id`,
};

const list = (values: string[]) => sql.join(values.map((value) => sql`${value}`), sql`, `);

function discountPercent(pricePaise: number, mrpPaise: number): number {
  return mrpPaise > pricePaise ? Math.round(((mrpPaise - pricePaise) / mrpPaise) * 100) : 0;
}

function toPack(row: PackRow, warehouseId: number | null): Pack {
  const discount = discountPercent(row.price_paise, row.mrp_paise);
  return {
    pack_id: row.id,
    pack_name: row.name,
    price: paiseToRupees(row.price_paise),
    act_price: paiseToRupees(row.mrp_paise),
    discount,
    discount_type: discount > 0 ? 'percentage' : null,
    warehouse_id: warehouseId ?? 0,
    quantity: 0,
    in_stock: row.stock > 0,
  };
}

function toProduct(row: ProductRow, packs: PackRow[], warehouseId: number | null): Product {
  const medias = row.medias.map((src) => ({ src }));
  return {
    product_id: row.id,
    product_name: row.name,
    product_description: row.description,
    product_info: row.info,
    brand_name: row.brand_name,
    slug: row.slug,
    brand_slug: row.brand_slug,
    category_slug: row.category_slug,
    wishlist: false,
    medias,
    image: medias[0]?.src ?? '',
    packs: packs.map((pack) => toPack(pack, warehouseId)),
  };
}

async function packsOf(db: Db, productIds: number[], warehouseId: number | null): Promise<Map<number, PackRow[]>> {
  const byProduct = new Map<number, PackRow[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await queryRows<PackRow>(db, sql`
    select pk.id, pk.product_id, pk.name, pk.price_paise, pk.mrp_paise, coalesce(ps.quantity, 0)::int as stock
    from packs pk
    left join pack_stock ps on ps.pack_id = pk.id and ps.warehouse_id = ${warehouseId}
    where pk.product_id in (${sql.join(productIds.map((id) => sql`${id}`), sql`, `)})
    order by pk.product_id, pk.position, pk.id`);
  for (const row of rows) {
    const packs = byProduct.get(row.product_id) ?? [];
    packs.push(row);
    byProduct.set(row.product_id, packs);
  }
  return byProduct;
}

const PRODUCT_COLUMNS = sql`p.id, p.name, p.slug, p.description, p.info, p.medias, b.name as brand_name, b.slug as brand_slug, cat.slug as category_slug`;

export async function listProducts(
  db: Db,
  websiteId: number,
  query: ProductQuery,
  warehouseId: number | null,
): Promise<{ data: Product[]; meta: { total: number } }> {
  const perPage = query.perPage ?? PRODUCTS_PER_PAGE;
  const conditions: SQL[] = [sql`p.website_id = ${websiteId}`, sql`p.is_active`];
  if (query.c?.length) {
    // A parent category includes its children.
    conditions.push(sql`p.category_id in (
      select c.id from categories c left join categories parent on parent.id = c.parent_id
      where c.website_id = ${websiteId} and (c.slug in (${list(query.c)}) or parent.slug in (${list(query.c)})))`);
  }
  if (query.b?.length) conditions.push(sql`b.slug in (${list(query.b)})`);
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
    conditions.push(sql`(p.name ilike ${pattern} or b.name ilike ${pattern})`);
  }
  const rows = await queryRows<ProductRow>(db, sql`
    select ${PRODUCT_COLUMNS}, count(*) over () as total
    from products p
    join brands b on b.id = p.brand_id
    join categories cat on cat.id = p.category_id
    join lateral (
      select min(pk.price_paise) as min_price,
             max(case when pk.mrp_paise > 0 then (pk.mrp_paise - pk.price_paise)::float / pk.mrp_paise else 0 end) as best_discount
      from packs pk where pk.product_id = p.id
    ) price on true
    where ${sql.join(conditions, sql` and `)}
    order by ${SORTS[query.s ?? 'relevance']}
    limit ${perPage} offset ${(query.page - 1) * perPage}`);
  const packs = await packsOf(
    db,
    rows.map((row) => row.id),
    warehouseId,
  );
  const total = rows.length > 0 ? Number(rows[0].total) : await countProducts(db, conditions);
  return { data: rows.map((row) => toProduct(row, packs.get(row.id) ?? [], warehouseId)), meta: { total } };
}

/** Total for a page past the end (the windowed count has no row to ride on). */
async function countProducts(db: Db, conditions: SQL[]): Promise<number> {
  const [row] = await queryRows<{ total: string | number }>(db, sql`
    select count(*) as total from products p
    join brands b on b.id = p.brand_id
    where ${sql.join(conditions, sql` and `)}`);
  return Number(row?.total ?? 0);
}

export async function findProduct(db: Db, websiteId: number, slugOrId: string, warehouseId: number | null): Promise<Product | null> {
  const byId = /^\d{1,9}$/.test(slugOrId);
  const [row] = await queryRows<ProductRow>(db, sql`
    select ${PRODUCT_COLUMNS}
    from products p
    join brands b on b.id = p.brand_id
    join categories cat on cat.id = p.category_id
    where p.website_id = ${websiteId} and p.is_active and ${byId ? sql`p.id = ${Number(slugOrId)}` : sql`p.slug = ${slugOrId}`}
    limit 1`);
  if (!row) return null;
  const packs = await packsOf(db, [row.id], warehouseId);
  return toProduct(row, packs.get(row.id) ?? [], warehouseId);
}
