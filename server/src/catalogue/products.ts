/** Catalogue reads: the filtered listing and one product, shaped as the API's Product. */
import { sql, type SQL } from 'drizzle-orm';
import { PRODUCTS_PER_PAGE, paiseToRupees, type Pack, type Product, type ProductQuery, type ProductSort } from '@storefront/shared/contracts';
import { PreparedJson } from '../compression';
import { queryRows, type Db } from '../db/client';
import { catalogueCacheOf } from './cache';

export interface ProductList {
  data: Product[];
  meta: { total: number };
}

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
}

interface PackRow extends Record<string, unknown> {
  id: number;
  product_id: number;
  name: string;
  price_paise: number;
  mrp_paise: number;
  stock: number;
}

/** Every sort is the order of an index on products (migrations 0004 and 0009), so a page reads only its own rows. */
const SORTS: Record<ProductSort, SQL> = {
  relevance: sql`p.popularity desc, p.id`,
  popularity: sql`p.popularity desc, p.id`,
  price_asc: sql`p.min_price_paise asc, p.id`,
  price_desc: sql`p.min_price_paise desc, p.id desc`,
  discount: sql`p.best_discount desc, p.popularity desc, p.id`,
  newest: sql`p.created_at desc, p.id desc`,
  name: sql`lower(p.name) asc, p.id`,
};

/** A listing query in one canonical form: equal queries give equal cache keys. */
export interface ListingQuery {
  c: string[];
  b: string[];
  q: string | null;
  s: ProductSort;
  page: number;
  perPage: number;
}

export function canonicalQuery(query: ProductQuery): ListingQuery {
  const set = (values: string[] | undefined) => [...new Set(values ?? [])].sort();
  return {
    c: set(query.c),
    b: set(query.b),
    q: query.q ? query.q.toLowerCase() : null,
    s: query.s ?? 'relevance',
    page: query.page,
    perPage: query.perPage ?? PRODUCTS_PER_PAGE,
  };
}

const list = (values: string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

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

/** The packs of these products as the catalogue sends them, priced and stocked at `warehouseId` (no cart quantities). */
export async function productPacks(db: Db, productIds: number[], warehouseId: number | null): Promise<Map<number, Pack[]>> {
  const rows = await packsOf(db, productIds, warehouseId);
  return new Map([...rows].map(([productId, packs]) => [productId, packs.map((pack) => toPack(pack, warehouseId))]));
}

async function packsOf(db: Db, productIds: number[], warehouseId: number | null): Promise<Map<number, PackRow[]>> {
  const byProduct = new Map<number, PackRow[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await queryRows<PackRow>(
    db,
    sql`
    select pk.id, pk.product_id, pk.name, pk.price_paise, pk.mrp_paise, coalesce(ps.quantity, 0)::int as stock
    from packs pk
    left join pack_stock ps on ps.pack_id = pk.id and ps.warehouse_id = ${warehouseId}
    where pk.product_id in (${sql.join(
      productIds.map((id) => sql`${id}`),
      sql`, `,
    )})
    order by pk.product_id, pk.position, pk.id`,
  );
  for (const row of rows) {
    const packs = byProduct.get(row.product_id) ?? [];
    packs.push(row);
    byProduct.set(row.product_id, packs);
  }
  return byProduct;
}

const PRODUCT_COLUMNS = sql`p.id, p.name, p.slug, p.description, p.info, p.medias, b.name as brand_name, b.slug as brand_slug, cat.slug as category_slug`;

/** A word similarity this high counts as a match even when the query is also found literally. */
const STRONG_SIMILARITY = 0.6;
/** One-word queries this long also match with two neighbouring letters swapped ("onoin"); shorter ones would match noise. */
const MIN_SWAPPED_LENGTH = 5;

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

/** The query, and for a long enough single word each spelling with two neighbouring letters swapped back. */
function spellings(term: string): string[] {
  const found = new Set([term]);
  if (term.length >= MIN_SWAPPED_LENGTH && !term.includes(' ')) {
    for (let i = 0; i + 1 < term.length; i++) {
      if (term[i] !== term[i + 1]) found.add(term.slice(0, i) + term[i + 1] + term[i] + term.slice(i + 2));
    }
  }
  return [...found];
}

interface Search {
  /** The lower-cased query. */
  term: string;
  /** Its spellings as they are, and as LIKE patterns of a name's start, as arrays for `= any(...)`. */
  exact: SQL;
  prefix: SQL;
  /** LIKE patterns of its spellings anywhere in a name, one each: GIN indexes answer `like` but not `like any`. */
  patterns: string[];
  /** Whether a weak word similarity counts as a match. */
  weakAllowed: boolean;
  /** The brands whose name matches. */
  brandIds: number[];
}

const textArray = (values: string[]) =>
  sql`any(array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[])`;

/** The name holds one of the query's spellings. */
const holds = (name: SQL, patterns: string[]) =>
  sql`(${sql.join(
    patterns.map((pattern) => sql`${name} like ${pattern}`),
    sql` or `,
  )})`;

/** The name holds a spelling of the query, or is similar enough to it (pg_trgm.word_similarity_threshold, db/client.ts). */
const nameMatches = (name: SQL, { term, patterns, weakAllowed }: Pick<Search, 'term' | 'patterns' | 'weakAllowed'>) =>
  sql`(${holds(name, patterns)} or (${term}::text <% ${name}${weakAllowed ? sql`` : sql` and word_similarity(${term}::text, ${name}) >= ${STRONG_SIMILARITY}`}))`;

/**
 * Typo-tolerant search: a product matches when its name or its brand's holds a spelling of the query or is
 * similar by trigrams. Weak similarities count only for a one-word query that no name holds literally, so
 * "milk" does not bring every word starting with "mi", nor "basmti rice" every rice. The literal check and the
 * brands are settled first, so the product query's conditions are all answered by indexes (products_name_trgm,
 * products_website_brand) with estimates the planner can trust.
 */
async function searchOf(db: Db, websiteId: number, term: string): Promise<Search> {
  const found = spellings(term);
  const patterns = found.map((spelling) => `%${likeEscaped(spelling)}%`);
  let weakAllowed = false;
  if (!term.includes(' ')) {
    const [literal] = await queryRows<{ found: boolean }>(
      db,
      // A count, not exists(): hunting for a first row, the planner would scan every product when there is none.
      sql`select (select count(*) from products lp where lp.website_id = ${websiteId} and lp.is_active and ${holds(sql`lower(lp.name)`, patterns)})
        + (select count(*) from brands lb where lb.website_id = ${websiteId} and ${holds(sql`lower(lb.name)`, patterns)}) > 0 as found`,
    );
    weakAllowed = !literal.found;
  }
  const brands = await queryRows<{ id: number }>(
    db,
    sql`select id from brands sb where sb.website_id = ${websiteId} and ${nameMatches(sql`lower(sb.name)`, { term, patterns, weakAllowed })}`,
  );
  return {
    term,
    exact: textArray(found),
    prefix: textArray(found.map((spelling) => `${likeEscaped(spelling)}%`)),
    patterns,
    weakAllowed,
    brandIds: brands.map((brand) => brand.id),
  };
}

function searchCondition(search: Search): SQL {
  const name = nameMatches(sql`lower(p.name)`, search);
  if (search.brandIds.length === 0) return name;
  return sql`(${name} or p.brand_id in (${sql.join(
    search.brandIds.map((id) => sql`${id}`),
    sql`, `,
  )}))`;
}

/** The fewest letters to change in one of the product's or brand's words to make the query. */
const wordDistance = (term: string) =>
  sql`(select min(levenshtein(${term}::text, word)) from regexp_split_to_table(lower(p.name || ' ' || b.name), '[^[:alnum:]]+') word where word <> '')`;

/**
 * Relevance: the name itself, then names starting with the query, then names holding it, then look-alikes; among
 * look-alikes of a one-word query the nearest word by edit distance first ("panner" → paneer before panna), then
 * (and in the other kinds) by trigram similarity and popularity.
 */
function relevanceOrder(search: Search): SQL {
  const { term, exact, prefix } = search;
  const literal = holds(sql`lower(p.name)`, search.patterns);
  return sql`case when lower(p.name) = ${exact} then 0 when lower(p.name) like ${prefix} then 1 when ${literal} then 2 else 3 end,
    ${term.includes(' ') ? sql`` : sql`case when ${literal} then 0 else ${wordDistance(term)} end,`}
    greatest(word_similarity(${term}::text, lower(p.name)), word_similarity(${term}::text, lower(b.name))) desc, p.popularity desc, p.id`;
}

/** The listing's filters, as conditions on products p alone. */
function filterConditions(websiteId: number, query: ListingQuery, search: Search | null): SQL {
  const conditions: SQL[] = [sql`p.website_id = ${websiteId}`, sql`p.is_active`];
  if (query.c.length) {
    // A parent category includes its children.
    conditions.push(sql`p.category_id = any(array(
      select c.id from categories c left join categories parent on parent.id = c.parent_id
      where c.website_id = ${websiteId} and (c.slug in (${list(query.c)}) or parent.slug in (${list(query.c)}))))`);
  }
  if (query.b.length)
    conditions.push(sql`p.brand_id = any(array(select id from brands where website_id = ${websiteId} and slug in (${list(query.b)})))`);
  if (search) conditions.push(searchCondition(search));
  return sql.join(conditions, sql` and `);
}

async function countProducts(db: Db, filter: SQL): Promise<number> {
  const [row] = await queryRows<{ total: number }>(db, sql`select count(*)::int as total from products p where ${filter}`);
  return row.total;
}

/** The number of products the filters match, whatever the page and sort: cached apart, so paging does not recount. */
function totalOf(db: Db, websiteId: number, query: ListingQuery, filter: SQL): Promise<number> {
  const count = () => countProducts(db, filter);
  const cache = catalogueCacheOf(db);
  return cache ? cache.listing(websiteId, JSON.stringify(['total', query.c, query.b, query.q]), count) : count();
}

export async function listProducts(db: Db, websiteId: number, query: ListingQuery, warehouseId: number | null): Promise<ProductList> {
  const search = query.q ? await searchOf(db, websiteId, query.q) : null;
  const filter = filterConditions(websiteId, query, search);
  const total = await totalOf(db, websiteId, query, filter);
  const offset = (query.page - 1) * query.perPage;
  if (offset >= total) return { data: [], meta: { total } };
  const order = search && query.s === 'relevance' ? relevanceOrder(search) : SORTS[query.s];
  const rows = await queryRows<ProductRow>(
    db,
    sql`
    select ${PRODUCT_COLUMNS}
    from products p
    join brands b on b.id = p.brand_id
    join categories cat on cat.id = p.category_id
    where ${filter}
    order by ${order}
    limit ${query.perPage} offset ${offset}`,
  );
  const packs = await packsOf(
    db,
    rows.map((row) => row.id),
    warehouseId,
  );
  return { data: rows.map((row) => toProduct(row, packs.get(row.id) ?? [], warehouseId)), meta: { total } };
}

/** A listing and its prepared JSON: what guests get, byte for byte. */
export interface CachedListing {
  body: ProductList;
  prepared: PreparedJson;
}

/** The shopper-independent listing, from the catalogue cache when one is running. */
export async function sharedListing(db: Db, websiteId: number, query: ProductQuery, warehouseId: number | null): Promise<CachedListing> {
  const canonical = canonicalQuery(query);
  const load = async () => {
    const body = await listProducts(db, websiteId, canonical, warehouseId);
    return { body, prepared: new PreparedJson(JSON.stringify(body)) };
  };
  const cache = catalogueCacheOf(db);
  return cache ? cache.listing(websiteId, JSON.stringify([warehouseId, canonical]), load) : load();
}

/** Who is looking: a signed-in user (their cart and wishlists) or a guest session (its cart). */
export interface Shopper {
  userId: number | null;
  sessionId: string | null;
}

interface ShopperState {
  cartQuantities: Map<number, number>;
  wishlisted: Set<number>;
}

/** The shopper's cart quantities and wishlist flags for these products, in one query; null when there are none. */
export async function shopperState(
  db: Db,
  websiteId: number,
  shopper: Shopper,
  products: Pick<Product, 'product_id' | 'packs'>[],
): Promise<ShopperState | null> {
  if (shopper.userId === null && shopper.sessionId === null) return null;
  const packIds = products.flatMap((product) => product.packs.map((pack) => pack.pack_id));
  if (packIds.length === 0) return null;
  const cartOwner = shopper.userId !== null ? sql`c.user_id = ${shopper.userId}` : sql`c.session_id = ${shopper.sessionId}`;
  const wishlist =
    shopper.userId === null
      ? sql``
      : sql`union all
        select distinct 'wishlist' as kind, wi.product_id as id, 0 as quantity from wishlist_items wi
        where wi.website_id = ${websiteId} and wi.user_id = ${shopper.userId}
          and wi.product_id in (${sql.join(
            products.map((product) => sql`${product.product_id}`),
            sql`, `,
          )})`;
  const rows = await queryRows<{ kind: 'cart' | 'wishlist'; id: number; quantity: number }>(
    db,
    sql`
    select 'cart' as kind, ci.pack_id as id, ci.quantity from cart_items ci
    join carts c on c.id = ci.cart_id
    where c.website_id = ${websiteId} and ${cartOwner} and ci.pack_id in (${sql.join(
      packIds.map((id) => sql`${id}`),
      sql`, `,
    )})
    ${wishlist}`,
  );
  if (rows.length === 0) return null;
  const state: ShopperState = { cartQuantities: new Map(), wishlisted: new Set() };
  for (const row of rows) {
    if (row.kind === 'cart') state.cartQuantities.set(row.id, (state.cartQuantities.get(row.id) ?? 0) + row.quantity);
    else state.wishlisted.add(row.id);
  }
  return state;
}

/** A copy of the product with the shopper's wishlist flag and cart quantities (cached products stay untouched). */
export function withShopperState(product: Product, state: ShopperState | null): Product {
  if (!state) return product;
  return {
    ...product,
    wishlist: state.wishlisted.has(product.product_id),
    packs: withCartQuantities(product.packs, state),
  };
}

/** The packs with the units of each in the shopper's cart. */
export function withCartQuantities(packs: Pack[], state: ShopperState | null): Pack[] {
  return state ? packs.map((pack) => ({ ...pack, quantity: state.cartQuantities.get(pack.pack_id) ?? 0 })) : packs;
}

export async function findProduct(db: Db, websiteId: number, slugOrId: string, warehouseId: number | null): Promise<Product | null> {
  const byId = /^\d{1,9}$/.test(slugOrId);
  const [row] = await queryRows<ProductRow>(
    db,
    sql`
    select ${PRODUCT_COLUMNS}
    from products p
    join brands b on b.id = p.brand_id
    join categories cat on cat.id = p.category_id
    where p.website_id = ${websiteId} and p.is_active and ${byId ? sql`p.id = ${Number(slugOrId)}` : sql`p.slug = ${slugOrId}`}
    limit 1`,
  );
  if (!row) return null;
  const packs = await packsOf(db, [row.id], warehouseId);
  return toProduct(row, packs.get(row.id) ?? [], warehouseId);
}
