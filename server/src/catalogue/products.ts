/** Catalogue reads: the filtered listing and one product, shaped as the API's Product. */
import { sql, type SQL } from 'drizzle-orm';
import {
  PRODUCTS_PER_PAGE,
  paiseToRupees,
  type BrandCount,
  type BrandQuery,
  type Pack,
  type Product,
  type ProductQuery,
  type ProductSort,
} from '@storefront/shared/contracts';
import { PreparedJson } from '../http/compression';
import { queryRows, type Db } from '../db/client';
import { catalogueCacheOf } from './cache';
import { searchIndexOf, type SearchIndex } from './searchIndex';
import {
  composeSearch,
  likeEscaped,
  patternsOf,
  WEAK_SIMILARITY,
  type QueryWord,
  type Search,
  type SearchProbe,
  type SearchWord,
  type Synonyms,
} from './searchTerms';

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
  packs: PackRow[];
}

interface PackRow extends Record<string, unknown> {
  id: number;
  name: string;
  price_paise: number;
  mrp_paise: number;
  stock: number;
}

/**
 * The orders of products p, whose card's pack (see `shownPack`) is lp. The price sorts are the order of an index on
 * listing_packs (migration 0015), the others but discount of one on products (0004), so a page of a whole catalogue
 * reads only its own rows.
 */
const SORTS: Record<ProductSort, (lp: SQL) => SQL> = {
  relevance: () => sql`p.popularity desc, p.id`,
  popularity: () => sql`p.popularity desc, p.id`,
  price_asc: (lp) => sql`${lp}.price_paise asc, p.id`,
  price_desc: (lp) => sql`${lp}.price_paise desc, p.id desc`,
  discount: (lp) => sql`${lp}.discount desc, p.popularity desc, p.id`,
  newest: () => sql`p.created_at desc, p.id desc`,
  name: () => sql`lower(p.name) asc, p.id`,
};

const sortsByShownPack = (sort: ProductSort) => sort === 'price_asc' || sort === 'price_desc' || sort === 'discount';

/**
 * Joins lp, the pack the card of product p shows at the warehouse (its price_paise and discount): the first in
 * stock there, else the first (`initialPack` in shared/src/ui/useCartPack.ts, before a cart is known), as
 * listing_packs keeps it for every product. Without a warehouse no pack is in stock: the first.
 * Every product has its row, so an inner and an outer join find the same; they differ in the plans they allow. A
 * whole catalogue is read in price order from the index (inner). Filtered products are found first (outer): walking
 * the price index and looking each product up, the planner can read thousands to find one brand's 24 (the figures:
 * docs/performance.md).
 */
const shownPack = (warehouseId: number | null, filtered: boolean) =>
  warehouseId === null
    ? sql`left join lateral (select pk.price_paise, pack_discount(pk.price_paise, pk.mrp_paise) as discount from packs pk
        where pk.product_id = p.id order by pk.position, pk.id limit 1) lp on true`
    : sql`${filtered ? sql`left join` : sql`join`} listing_packs lp on lp.product_id = p.id and lp.warehouse_id = ${warehouseId}`;

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

const list = (values: Array<string | number>) =>
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

function toProduct(row: ProductRow, warehouseId: number | null): Product {
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
    packs: row.packs.map((pack) => toPack(pack, warehouseId)),
  };
}

/** The packs of product p in their order, priced and stocked at `warehouseId`, as a JSON array of PackRow. */
const packsOf = (warehouseId: number | null) => sql`(
  select coalesce(json_agg(json_build_object('id', pk.id, 'name', pk.name, 'price_paise', pk.price_paise, 'mrp_paise', pk.mrp_paise,
    'stock', coalesce(ps.quantity, 0)) order by pk.position, pk.id), '[]')
  from packs pk
  left join pack_stock ps on ps.pack_id = pk.id and ps.warehouse_id = ${warehouseId}
  where pk.product_id = p.id)`;

/** The packs of these products as the catalogue sends them, priced and stocked at `warehouseId` (no cart quantities). */
export async function productPacks(db: Db, productIds: number[], warehouseId: number | null): Promise<Map<number, Pack[]>> {
  if (productIds.length === 0) return new Map();
  const rows = await queryRows<{ id: number; packs: PackRow[] }>(
    db,
    sql`select p.id, ${packsOf(warehouseId)} as packs from products p where p.id in (${list(productIds)})`,
  );
  return new Map(rows.map((row) => [row.id, row.packs.map((pack) => toPack(pack, warehouseId))]));
}

/** Products p with their brand b, category cat and packs, as ProductRow. */
const listed = (warehouseId: number | null) => sql`
  select p.id, p.name, p.slug, p.description, p.info, p.medias, b.name as brand_name, b.slug as brand_slug, cat.slug as category_slug,
    ${packsOf(warehouseId)} as packs
  from products p
  join brands b on b.id = p.brand_id
  join categories cat on cat.id = p.category_id`;

async function loadSynonyms(db: Db, websiteId: number): Promise<Synonyms> {
  const rows = await queryRows<{ word: string; target: string }>(
    db,
    sql`select word, target from search_synonyms where website_id = ${websiteId} order by length(word) desc, word`,
  );
  return rows.map((row) => [row.word, row.target]);
}

/** The website's search synonyms, from the catalogue cache when one is running (a change to them notifies it). */
function synonymsOf(db: Db, websiteId: number): Promise<Synonyms> {
  const cache = catalogueCacheOf(db);
  return cache ? cache.listing(websiteId, JSON.stringify(['synonyms']), () => loadSynonyms(db, websiteId)) : loadSynonyms(db, websiteId);
}

const textArray = (values: string[]) => sql`any(array[${list(values)}]::text[])`;

/** The name holds one of the query's spellings. */
export const holds = (name: SQL, patterns: string[]) =>
  sql`(${sql.join(
    patterns.map((pattern) => sql`${name} like ${pattern}`),
    sql` or `,
  )})`;

/**
 * The search of a text (see `composeSearch`), answered by SQL. The literal checks and the brands are settled first,
 * in one query, so the product query's conditions are all answered by indexes (products_name_trgm or
 * products_name_words, products_website_brand) with estimates the planner can trust.
 */
export async function searchOf(db: Db, websiteId: number, term: string, { unfinished = false } = {}): Promise<Search> {
  const namesHold = (patterns: string[]) =>
    // A count, not exists(): hunting for a first row, the planner would scan every product when there is none.
    sql`(select count(*) from products lp where lp.website_id = ${websiteId} and lp.is_active and ${holds(sql`lower(lp.name)`, patterns)}) > 0`;
  const brandName = sql`lower(sb.name)`;
  const probe = async (own: string[], completions: string[]): Promise<SearchProbe> => {
    const ownPatterns = patternsOf(own);
    const [row] = await queryRows<SearchProbe & Record<string, unknown>>(
      db,
      sql`select ${namesHold(ownPatterns)} as literal,
      ${completions.length > 0 ? namesHold(patternsOf(completions)) : sql`false`} as completes,
      (select coalesce(json_agg(json_build_array(sb.id, ${holds(brandName, ownPatterns)}, ${brandName} %> ${term}::text)), '[]')
        from brands sb where sb.website_id = ${websiteId} and (${holds(brandName, ownPatterns)} or ${weaklySimilar(sql`${term}::text`, brandName)})) as brands`,
    );
    return row;
  };
  const synonyms = await synonymsOf(db, websiteId);
  return composeSearch({ synonyms, probe, wordsOf: (words) => wordsOf(db, websiteId, words) }, term, { unfinished });
}

/**
 * Each word of a query as it will be looked for: as written when a product name, brand or category of the website
 * holds it, else the look-alike word of the product names nearest to it (when one is near), with the brands and
 * categories holding it.
 */
async function wordsOf(db: Db, websiteId: number, queryWords: string[]): Promise<QueryWord[]> {
  const held = (table: SQL) =>
    sql`(select coalesce(array_agg(t.id), '{}') from ${table} t where t.website_id = ${websiteId} and lower(t.name) like q.pattern)`;
  const rows = await queryRows<{ word: string; named: boolean; brands: number[]; categories: number[]; nearest: string | null }>(
    db,
    sql`select q.word,
      (select count(*) from products lp where lp.website_id = ${websiteId} and lp.is_active and lower(lp.name) like q.pattern) > 0 as named,
      ${held(sql`brands`)} as brands, ${held(sql`categories`)} as categories, (${nearestLookAlike(websiteId, sql`q.word`)}) as nearest
    from unnest(array[${list(queryWords)}]::text[], array[${list(queryWords.map((word) => `%${likeEscaped(word)}%`))}]::text[])
      with ordinality q(word, pattern, position) order by q.position`,
  );
  return rows.map((row) => {
    const held = row.named || row.brands.length > 0 || row.categories.length > 0;
    if (held || row.nearest === null) return { word: row.word, found: held, corrected: false, brandIds: row.brands, categoryIds: row.categories };
    return { word: row.nearest, found: true, corrected: true, brandIds: [], categoryIds: [] };
  });
}

/** The text is a weak look-alike of the query; float8 as pg_trgm compares it with its thresholds. */
const weaklySimilar = (term: SQL, text: SQL) => sql`word_similarity(${term}, ${text})::float8 >= ${WEAK_SIMILARITY}::float8`;

/** The words of the website's product names that are weak look-alikes of a one-word query, with their edit distance and similarity to it. */
const lookAlikes = (websiteId: number, term: SQL) => sql`
  select word, levenshtein(${term}, word) as distance, word_similarity(${term}, word) as similarity
  from search_words where website_id = ${websiteId} and ${weaklySimilar(term, sql`word`)}`;

/** The look-alike nearest to a word (fewest letters to change, then most similar), as a one-row query. */
const nearestLookAlike = (websiteId: number, term: SQL) =>
  sql`select word from (${lookAlikes(websiteId, term)}) w order by distance, similarity desc, word limit 1`;

/** A look-alike search's CTE `words`: see `lookAlikes`. */
const lookAlikeWords = (websiteId: number, term: string) => sql`words as materialized (${lookAlikes(websiteId, sql`${term}::text`)})`;

/**
 * The look-alike word of the website's product names nearest to a one-word query that no name holds (fewest letters
 * to change, then most similar): what the shopper most likely meant. Null when none is near.
 */
export async function correctionOf(db: Db, websiteId: number, search: Search): Promise<string | null> {
  if (search.correction) return search.correction;
  if (!search.weakAllowed) return null;
  const [nearest] = await queryRows<{ word: string }>(db, nearestLookAlike(websiteId, sql`${search.term}::text`));
  return nearest?.word ?? null;
}

/**
 * The name holds a spelling of the query or, when look-alikes count, is strongly similar to it (`%>`) or, for a
 * query read word by word, every word is held; or, when weak similarities count, one of its words is a look-alike
 * (then no name holds the query: the literal test would be wasted).
 */
function searchCondition({ term, patterns, lookAlikesAllowed, weakAllowed, brandIds, words }: Search): SQL {
  const name = sql`lower(p.name)`;
  const lookAlike = lookAlikesAllowed ? sql` or ${name} %> ${term}::text` : sql``;
  const matches = weakAllowed
    ? sql`p.name_words && array(select word from words)`
    : sql`(${holds(name, patterns)}${lookAlike}${words ? sql` or ${everyWordHeld(words)}` : sql``})`;
  return brandIds.length === 0 ? matches : sql`(${matches} or p.brand_id in (${list(brandIds)}))`;
}

/** Every word is in the product's name, its brand's or its category's. */
function everyWordHeld(words: SearchWord[]): SQL {
  const wordHeld = ({ pattern, brandIds, categoryIds }: SearchWord) =>
    sql`(lower(p.name) like ${pattern}${brandIds.length ? sql` or p.brand_id in (${list(brandIds)})` : sql``}${
      categoryIds.length ? sql` or p.category_id in (${list(categoryIds)})` : sql``
    })`;
  return sql`(${sql.join(words.map(wordHeld), sql` and `)})`;
}

/** The fewest letters to change in one of these words to make the query. */
const wordDistance = (term: string, words: SQL) => sql`(select min(levenshtein(${term}::text, word)) from unnest(${words}) word where word <> '')`;

/**
 * The brands (bs) with their similarity to the query and, for a one-word query, the edit distance of their
 * nearest word: computed once per brand, not once per product.
 */
const brandRelevance = (websiteId: number, term: string) => sql`bs as materialized (
  select id, word_similarity(${term}::text, lower(name)) as similarity${term.includes(' ') ? sql`` : sql`, ${wordDistance(term, sql`name_words`)} as distance`}
  from brands where website_id = ${websiteId})`;

/**
 * Relevance, as columns of each match for `RELEVANCE` (and the joins they need): the name itself, then names
 * starting with the query, then names holding it, then look-alikes; among look-alikes of a one-word query the nearest
 * word by edit distance first ("panner" → paneer before panna), then (and in the other kinds) by trigram
 * similarity. A look-alike search measures both on the name's look-alike words and on the brand.
 */
function relevanceOf(search: Search): { columns: SQL; joins: SQL; groupBy: SQL } {
  const { term, spellings: found } = search;
  const name = sql`lower(p.name)`;
  if (search.weakAllowed)
    return {
      columns: sql`3 as rank, least(min(w.distance), b.distance) as distance, greatest(max(w.similarity), b.similarity) as similarity`,
      joins: sql`join bs b on b.id = p.brand_id left join words w on w.word = any(p.name_words)`,
      groupBy: sql`group by p.id, b.distance, b.similarity`,
    };
  const literal = holds(name, search.patterns);
  const rank = sql`case when ${name} = ${textArray(found)} then 0 when ${name} like ${textArray(found.map((spelling) => `${likeEscaped(spelling)}%`))} then 1
    when ${literal} then 2 else 3 end`;
  const distance = term.includes(' ')
    ? sql`0`
    : sql`case when ${literal} then 0 else least(${wordDistance(term, sql`p.name_words`)}, b.distance) end`;
  return {
    columns: sql`${rank} as rank, ${distance} as distance, greatest(word_similarity(${term}::text, ${name}), b.similarity) as similarity`,
    joins: sql`join bs b on b.id = p.brand_id`,
    groupBy: sql``,
  };
}

const RELEVANCE = sql`p.rank, p.distance, p.similarity desc, p.popularity desc, p.id`;

/** The listing's filters, as conditions on products p alone. */
function filterConditions(websiteId: number, query: ListingQuery): SQL {
  const conditions: SQL[] = [sql`p.website_id = ${websiteId}`, sql`p.is_active`];
  if (query.c.length) {
    // A parent category includes its children.
    conditions.push(sql`p.category_id = any(array(
      select c.id from categories c left join categories parent on parent.id = c.parent_id
      where c.website_id = ${websiteId} and (c.slug in (${list(query.c)}) or parent.slug in (${list(query.c)}))))`);
  }
  if (query.b.length)
    conditions.push(sql`p.brand_id = any(array(select id from brands where website_id = ${websiteId} and slug in (${list(query.b)})))`);
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
  return cache ? cache.listing(websiteId, JSON.stringify(['total', query.c, query.b]), count) : count();
}

const pageOf = (query: ListingQuery) => sql`limit ${query.perPage} offset ${(query.page - 1) * query.perPage}`;

/** A search's page and total in one query: the matches are found once (materialized), then counted and sorted. */
export async function searchProducts(
  db: Db,
  websiteId: number,
  query: ListingQuery,
  search: Search,
  warehouseId: number | null,
): Promise<ProductList> {
  const relevance = query.s === 'relevance' ? relevanceOf(search) : null;
  const byShownPack = sortsByShownPack(query.s);
  const ctes = [
    ...(search.weakAllowed ? [lookAlikeWords(websiteId, search.term)] : []),
    ...(relevance ? [brandRelevance(websiteId, search.term)] : []),
  ];
  const matches = sql`
    with ${sql.join([...ctes, sql``], sql`, `)}m as materialized (
      select p.id, p.name, p.popularity, p.created_at${relevance ? sql`, ${relevance.columns}` : sql``}${byShownPack ? sql`, lp.price_paise, lp.discount` : sql``}
      from products p ${relevance?.joins ?? sql``} ${byShownPack ? shownPack(warehouseId, true) : sql``}
      where ${filterConditions(websiteId, query)} and ${searchCondition(search)}
      ${relevance?.groupBy ?? sql``})`;
  // The page's products are listed in their order by position; the total comes with each, or alone (a row of
  // nulls) when the page is empty.
  const rows = await queryRows<ProductRow & { total: number }>(
    db,
    sql`${matches}
    select page.total, listed.* from (select count(*)::int as total from m) page
    left join ((select p.id, row_number() over () as position from (select p.id from m p order by ${relevance ? RELEVANCE : SORTS[query.s](sql`p`)} ${pageOf(query)}) p) ordered
      join (${listed(warehouseId)}) listed on listed.id = ordered.id) on true
    order by ordered.position`,
  );
  return { data: rows.filter((row) => row.id !== null).map((row) => toProduct(row, warehouseId)), meta: { total: rows[0].total } };
}

/** The website's search index when this process has a current one (./searchIndex.ts); else null, and SQL searches. */
export const searchIndexFor = (db: Db, websiteId: number): SearchIndex | null => searchIndexOf(db, websiteId, () => synonymsOf(db, websiteId));

/** The page of these products in a sort by the price or discount of the pack their card shows at the warehouse. */
async function pageByShownPack(db: Db, productIds: number[], query: ListingQuery, warehouseId: number | null): Promise<number[]> {
  if (productIds.length === 0) return [];
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select p.id from products p ${shownPack(warehouseId, true)} where p.id = any(${`{${productIds.join(',')}}`}::int[])
    order by ${SORTS[query.s](sql`lp`)} ${pageOf(query)}`,
  );
  return rows.map((row) => row.id);
}

/** A search's page and total as `searchProducts` answers them, found by the search index: the database loads the page. */
export async function indexedSearchProducts(
  db: Db,
  websiteId: number,
  index: SearchIndex,
  query: ListingQuery,
  search: Search,
  warehouseId: number | null,
): Promise<ProductList> {
  const found = index.find(search, query);
  const ids = 'pageIds' in found ? found.pageIds : await pageByShownPack(db, found.unsortedIds, query, warehouseId);
  return { data: await cachedProductsInOrder(db, websiteId, ids, warehouseId), meta: { total: found.total } };
}

/** `productsInOrder`, from the catalogue cache's products when one is running: searches of many texts show the same ones. */
async function cachedProductsInOrder(db: Db, websiteId: number, ids: number[], warehouseId: number | null): Promise<Product[]> {
  const cache = catalogueCacheOf(db);
  if (!cache) return productsInOrder(db, websiteId, ids, warehouseId);
  const loadMissing = async (missing: number[]) =>
    new Map((await productsInOrder(db, websiteId, missing, warehouseId)).map((product) => [product.product_id, product]));
  const products = await cache.products(websiteId, warehouseId, ids, loadMissing);
  return ids.flatMap((id) => products.get(id) ?? []);
}

export async function listProducts(db: Db, websiteId: number, query: ListingQuery, warehouseId: number | null): Promise<ProductList> {
  if (query.q) {
    const index = searchIndexFor(db, websiteId);
    if (index) return indexedSearchProducts(db, websiteId, index, query, await index.search(query.q), warehouseId);
    return searchProducts(db, websiteId, query, await searchOf(db, websiteId, query.q), warehouseId);
  }
  const filter = filterConditions(websiteId, query);
  const total = await totalOf(db, websiteId, query, filter);
  if ((query.page - 1) * query.perPage >= total) return { data: [], meta: { total } };
  const rows = await queryRows<ProductRow>(
    db,
    sql`${listed(warehouseId)} ${sortsByShownPack(query.s) ? shownPack(warehouseId, query.c.length + query.b.length > 0) : sql``}
    where ${filter} order by ${SORTS[query.s](sql`lp`)} ${pageOf(query)}`,
  );
  return { data: rows.map((row) => toProduct(row, warehouseId)), meta: { total } };
}

/**
 * The brands of the products a category filter and search match, whatever brands are chosen, by name with how many
 * each has: what the listing's brand filter offers (a brand with none there would lead to "No products").
 */
async function brandCounts(db: Db, websiteId: number, query: ListingQuery): Promise<BrandCount[]> {
  const search = query.q ? await searchOf(db, websiteId, query.q) : null;
  const words = search?.weakAllowed ? sql`with ${lookAlikeWords(websiteId, search.term)} ` : sql``;
  return queryRows<BrandCount>(
    db,
    sql`${words}select b.name, b.slug, count(*)::int as count from products p join brands b on b.id = p.brand_id
    where ${filterConditions(websiteId, query)}${search ? sql` and ${searchCondition(search)}` : sql``}
    group by b.id order by b.name, b.id`,
  );
}

/** The brand filter's brands for a category filter and search, from the catalogue cache when one is running. */
export function offeredBrands(db: Db, websiteId: number, query: BrandQuery): Promise<BrandCount[]> {
  const canonical = canonicalQuery({ ...query, page: 1 });
  const load = () => brandCounts(db, websiteId, { ...canonical, b: [] });
  const cache = catalogueCacheOf(db);
  return cache ? cache.listing(websiteId, JSON.stringify(['brands', canonical.c, canonical.q]), load) : load();
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

/** These products of the website as the listing shows them, in the order of `ids` (unknown or inactive ones left out). */
export async function productsInOrder(db: Db, websiteId: number, ids: number[], warehouseId: number | null): Promise<Product[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<ProductRow>(
    db,
    sql`${listed(warehouseId)} where p.website_id = ${websiteId} and p.is_active and p.id in (${list(ids)})`,
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toProduct(row, warehouseId)] : [];
  });
}

export async function findProduct(db: Db, websiteId: number, slugOrId: string, warehouseId: number | null): Promise<Product | null> {
  const byId = /^\d{1,9}$/.test(slugOrId);
  const [row] = await queryRows<ProductRow>(
    db,
    sql`${listed(warehouseId)}
    where p.website_id = ${websiteId} and p.is_active and ${byId ? sql`p.id = ${Number(slugOrId)}` : sql`p.slug = ${slugOrId}`}
    limit 1`,
  );
  return row ? toProduct(row, warehouseId) : null;
}
