/** Search suggestions as the shopper types: the products a search finds first, and matching categories and brands. */
import { sql, type SQL } from 'drizzle-orm';
import {
  POPULAR_CATEGORIES,
  SUGGESTED_BRANDS,
  SUGGESTED_CATEGORIES,
  SUGGESTED_PRODUCTS,
  type Brand,
  type Product,
  type SuggestedCategory,
} from '@storefront/shared/contracts';
import { queryRows, type Db } from '../db/client';
import { catalogueCacheOf } from './cache';
import {
  correctionOf,
  holds,
  indexedSearchProducts,
  searchIndexFor,
  searchOf,
  searchProducts,
  type ListingQuery,
  type ProductList,
} from './products';
import { likeEscaped, type Search } from './searchTerms';

export interface Suggestions {
  products: Product[];
  categories: SuggestedCategory[];
  brands: Brand[];
  corrected?: string;
}

const EMPTY: Suggestions = { products: [], categories: [], brands: [] };

const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/**
 * Categories and brands whose name holds the search (or, for brands, is a look-alike of it), best first: the name
 * itself, then names starting with it, then names holding it; then those of the products found, in the products'
 * order.
 */
export async function matchingNames(db: Db, websiteId: number, search: Search, products: Product[]) {
  const exact = textArray(search.spellings);
  const prefixes = textArray(search.spellings.map((spelling) => `${likeEscaped(spelling)}%`));
  const rank = (name: SQL) =>
    sql`case when ${name} = any(${exact}) then 0 when ${name} like any(${prefixes}) then 1 when ${holds(name, search.patterns)} then 2 else 3 end`;
  const categorySlugs = textArray(products.flatMap((product) => (product.category_slug ? [product.category_slug] : [])));
  const brandSlugs = textArray(products.map((product) => product.brand_slug));
  const brandIds = sql`array[${sql.join(
    search.brandIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;
  const [row] = await queryRows<{ categories: SuggestedCategory[] | null; brands: Brand[] | null }>(
    db,
    sql`select
      (select json_agg(json_build_object('name', c.name, 'slug', c.slug) order by c.rank, c.found, c.position, c.id) from (
        select c.name, c.slug, c.position, c.id, ${rank(sql`lower(c.name)`)} as rank, array_position(${categorySlugs}, c.slug) as found
        from categories c
        where c.website_id = ${websiteId} and (${holds(sql`lower(c.name)`, search.patterns)} or c.slug = any(${categorySlugs}))
        order by rank, found, c.position, c.id limit ${SUGGESTED_CATEGORIES}) c) as categories,
      (select json_agg(json_build_object('name', b.name, 'slug', b.slug) order by b.rank, b.found, b.name, b.id) from (
        select b.name, b.slug, b.id, case when b.id = any(${brandIds}) then ${rank(sql`lower(b.name)`)} else 4 end as rank,
          array_position(${brandSlugs}, b.slug) as found
        from brands b
        where b.website_id = ${websiteId} and (b.id = any(${brandIds}) or b.slug = any(${brandSlugs}))
        order by rank, found, b.name, b.id limit ${SUGGESTED_BRANDS}) b) as brands`,
  );
  return { categories: row.categories ?? [], brands: row.brands ?? [] };
}

/** The suggestions for a search text, priced and stocked at the warehouse, without the shopper's cart quantities. */
async function loadSuggestions(db: Db, websiteId: number, term: string, warehouseId: number | null): Promise<Suggestions> {
  const query: ListingQuery = { c: [], b: [], q: term, s: 'relevance', page: 1, perPage: SUGGESTED_PRODUCTS };
  const index = searchIndexFor(db, websiteId);
  const answers = async (): Promise<{ search: Search; listing: ProductList; correction: string | null }> => {
    if (index) {
      const search = await index.search(term, { unfinished: true });
      return { search, listing: await indexedSearchProducts(db, websiteId, index, query, search, warehouseId), correction: index.correction(search) };
    }
    const search = await searchOf(db, websiteId, term, { unfinished: true });
    const [listing, correction] = await Promise.all([searchProducts(db, websiteId, query, search, warehouseId), correctionOf(db, websiteId, search)]);
    return { search, listing, correction };
  };
  const { search, listing, correction } = await answers();
  const names = index
    ? index.matchingNames(search, listing.data, { categories: SUGGESTED_CATEGORIES, brands: SUGGESTED_BRANDS })
    : await matchingNames(db, websiteId, search, listing.data);
  return { products: listing.data, ...names, ...(correction && correction !== term ? { corrected: correction } : {}) };
}

/**
 * The suggestions for what the shopper has typed (trimmed), from the catalogue cache when one is running. The text
 * is compared lower-cased, as the listing's search does, so "Aloo" and "aloo" share an answer.
 */
export function suggestionsFor(db: Db, websiteId: number, text: string, warehouseId: number | null): Promise<Suggestions> {
  const term = text.toLowerCase();
  if (term === '') return Promise.resolve(EMPTY);
  const load = () => loadSuggestions(db, websiteId, term, warehouseId);
  const cache = catalogueCacheOf(db);
  return cache ? cache.suggestion(websiteId, JSON.stringify([warehouseId, term]), load) : load();
}

/** The categories whose active products sell most (their popularity summed), best first: for a search that found nothing. */
export function popularCategories(db: Db, websiteId: number): Promise<SuggestedCategory[]> {
  const load = () =>
    queryRows<SuggestedCategory>(
      db,
      sql`select c.name, c.slug from categories c join products p on p.category_id = c.id and p.is_active
        where c.website_id = ${websiteId}
        group by c.id order by sum(p.popularity) desc, c.position, c.id limit ${POPULAR_CATEGORIES}`,
    );
  const cache = catalogueCacheOf(db);
  return cache ? cache.suggestion(websiteId, 'popular-categories', load) : load();
}
