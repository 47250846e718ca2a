/**
 * The catalogue's query kinds, run once before the server takes requests. PostgreSQL fills its catalog caches per
 * kind of query, and on PGlite (WebAssembly) V8 compiles the code each kind runs (index.ts has it optimise all of it
 * up front, in the background). Without this, the first shopper after a deploy to search with a typo or open a
 * category paid for that (on 10k products about twice a warm answer, more while the machine was busy with the
 * compiles). The queries come from the catalogue itself (its most popular product) and skip the listing cache; each
 * runs for a few pages.
 */
import { sql } from 'drizzle-orm';
import type { ProductQuery } from '@storefront/shared/contracts';
import { queryRows, type Db } from '../db/client';
import { canonicalQuery, listProducts, type ListingQuery } from './products';
import { warehouseFor } from './warehouses';

export type WarmUpKind = 'category' | 'brand' | 'word' | 'words' | 'look-alike';

export interface WarmUpRun {
  kind: WarmUpKind;
  query: ListingQuery;
  /** Products the query found. */
  total: number;
}

const PAGES = 3;

const listing = (query: Partial<ProductQuery>): ListingQuery => canonicalQuery({ page: 1, q: undefined, ...query });

/** The word with its middle letter doubled: close enough to be a look-alike, and no name holds it. */
const misspelt = (word: string) => word.slice(0, (word.length >> 1) + 1) + word.slice(word.length >> 1);

export async function warmUpCatalogue(db: Db): Promise<WarmUpRun[]> {
  const [product] = await queryRows<{ website_id: number; name: string; brand_slug: string; category_slug: string; words: string[] }>(
    db,
    sql`select p.website_id, p.name, b.slug as brand_slug, coalesce(parent.slug, c.slug) as category_slug,
      array(select word from unnest(p.name_words) word where word ~ '^[a-z]{4,}$' order by length(word) desc, word) as words
    from websites w
    cross join lateral (select * from products p where p.website_id = w.id and p.is_active order by p.popularity desc, p.id limit 1) p
    join brands b on b.id = p.brand_id
    join categories c on c.id = p.category_id
    left join categories parent on parent.id = c.parent_id
    order by w.is_default desc, w.id
    limit 1`,
  );
  if (!product) return [];
  const [word] = product.words;
  const queries: [WarmUpKind, ListingQuery][] = [
    ['category', listing({ c: [product.category_slug], s: 'price_asc' })],
    ['brand', listing({ b: [product.brand_slug], s: 'discount' })],
  ];
  if (word) {
    queries.push(
      ['word', listing({ q: word })],
      ['words', listing({ q: product.name.toLowerCase().split(/\s+/).slice(0, 2).join(' ') })],
      ['look-alike', listing({ q: misspelt(word) })],
    );
  }
  const warehouseId = await warehouseFor(db, product.website_id, null);
  const runs: WarmUpRun[] = [];
  for (const [kind, query] of queries) {
    const { meta } = await listProducts(db, product.website_id, query, warehouseId);
    for (let page = 2; page <= PAGES; page++) await listProducts(db, product.website_id, { ...query, page }, warehouseId);
    runs.push({ kind, query, total: meta.total });
  }
  return runs;
}
