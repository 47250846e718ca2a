/**
 * The in-process search index of one website: what the SQL search of ./products.ts reads for every query (active
 * product names, their words, brands, categories, search words, synonyms), held in memory with trigram postings, so
 * a search finds and ranks its products without a query. The database then only loads the page's products by id.
 * It answers exactly what the SQL search answers (the same rules, pg_trgm's similarity and levenshtein computed as
 * PostgreSQL computes them: ./trigrams.ts), which test/searchIndex.test.ts checks query by query.
 * Each API process keeps its own per website, built on first use from one snapshot of the catalogue and dropped when
 * the catalogue change notifications say the website changed (./cache.ts); until one is built, SQL answers.
 */
import { sql } from 'drizzle-orm';
import type { Brand, Product, ProductSort, SuggestedCategory } from '@storefront/shared/contracts';
import { queryRows, WORD_SIMILARITY_THRESHOLD, type Db } from '../db/client';
import { BoundedMap, catalogueCacheOf } from './cache';
import { composeSearch, WEAK_SIMILARITY, type QueryWord, type Search, type SearchProbe, type Synonyms } from './searchTerms';
import { levenshtein, packedTrigram, trigramQuery, TrigramTable } from './trigrams';

/** The filters and page of a listing search. */
export interface IndexQuery {
  c: string[];
  b: string[];
  s: ProductSort;
  page: number;
  perPage: number;
}

/** A search's matches: how many, and the ids of the page's products in order, or all of them for SQL to sort. */
export type IndexAnswer = { total: number; pageIds: number[] } | { total: number; unsortedIds: number[] };

interface Named {
  id: number;
  /** The lower-cased name. */
  name: string;
  /** The name as shown. */
  shownName: string;
  slug: string;
}

interface IndexedBrand extends Named {
  words: string[];
  /** Its place in the order of brand names, as the database orders them. */
  byName: number;
}

interface IndexedCategory extends Named {
  parentSlug: string | null;
  position: number;
}

/** Texts whose holders are kept: a search asks for those of its spellings in its probe and again for its matches. */
const RECENT_HOLDERS = 64;

/** A pattern run of three ASCII letters or digits: every name holding the pattern holds it as one of its trigrams. */
const ASCII_RUN = /[a-z0-9]{3,}/g;

/** The least of some numbers, null ones left out, as SQL's `least` (null when all are). */
const least = (...values: (number | null)[]) =>
  values.reduce<number | null>((low, value) => (value === null ? low : low === null ? value : Math.min(low, value)), null);

/**
 * The fewest letters to change in one of these words (empty ones left out) to make the term; null when there are
 * none. `known`: the distances worked out so far for this term (names share most of their words).
 */
function wordDistance(term: string, words: string[], known = new Map<string, number>()): number | null {
  let distance: number | null = null;
  for (const word of words) {
    if (word === '') continue;
    let found = known.get(word);
    if (found === undefined) {
      found = levenshtein(term, word);
      known.set(word, found);
    }
    distance = least(distance, found);
  }
  return distance;
}

/** The first `count` rows from `offset` in `compare`'s order, the rest left unsorted when there are many. */
function pageOf(rows: number[], compare: (a: number, b: number) => number, offset: number, count: number): number[] {
  const wanted = offset + count;
  if (wanted * 8 >= rows.length) return rows.sort(compare).slice(offset, wanted);
  const best: number[] = [];
  for (const row of rows) {
    if (best.length === wanted && compare(row, best[wanted - 1]) >= 0) continue;
    let at = best.length;
    while (at > 0 && compare(row, best[at - 1]) < 0) at--;
    best.splice(at, 0, row);
    if (best.length > wanted) best.pop();
  }
  return best.slice(offset);
}

/**
 * The first `wanted` of the rows (ascending) by similarity, highest first, then row order, computing similarities
 * only where they can still count: rows are read by their bound (the most similarity they can have), highest first,
 * and a bound's rows in row order, so a short prefix's many equally similar names stop at the first `wanted`.
 */
function bestBySimilarity(rows: number[], wanted: number, similarity: (row: number) => number, bound: (row: number) => number): number[] {
  const byBound = new Map<number, number[]>();
  for (const row of rows) {
    const most = bound(row);
    const same = byBound.get(most);
    if (same) same.push(row);
    else byBound.set(most, [row]);
  }
  const best: { row: number; similarity: number }[] = [];
  for (const most of [...byBound.keys()].sort((a, b) => b - a)) {
    if (best.length === wanted && most < best[wanted - 1].similarity) break;
    for (const row of byBound.get(most)!) {
      if (best.length === wanted) {
        const last = best[wanted - 1];
        // Later rows of this bound can at most tie with the last, and lose the tie by their place.
        if (most === last.similarity && row > last.row) break;
      }
      const value = similarity(row);
      let at = best.length;
      while (at > 0 && (value > best[at - 1].similarity || (value === best[at - 1].similarity && row < best[at - 1].row))) at--;
      if (at < wanted) {
        best.splice(at, 0, { row, similarity: value });
        if (best.length > wanted) best.pop();
      }
    }
  }
  return best.map(({ row }) => row);
}

export class SearchIndex {
  private readonly productTrigrams: TrigramTable;
  private readonly rowsByWord = new Map<string, number[]>();
  private readonly rowsByBrand = new Map<number, number[]>();
  private readonly rowsByCategory = new Map<number, number[]>();
  private readonly brandTrigrams: TrigramTable;
  private readonly searchWordTrigrams: TrigramTable;
  private readonly recentHolders = new BoundedMap<string, number[]>(RECENT_HOLDERS);

  constructor(
    readonly synonyms: Synonyms,
    private readonly products: {
      ids: number[];
      names: string[];
      words: string[][];
      brandIds: number[];
      categoryIds: number[];
      popularity: number[];
      /** Each product's place in the `newest` and `name` sorts, as the database orders them. */
      newest: number[];
      byName: number[];
    },
    private readonly brands: IndexedBrand[],
    private readonly categories: IndexedCategory[],
    /** The website's search words in the database's order (its collation breaks ties between look-alikes). */
    private readonly searchWords: string[],
  ) {
    products.ids.forEach((_, row) => {
      const add = <K>(map: Map<K, number[]>, key: K) => {
        const rows = map.get(key);
        if (rows) {
          if (rows[rows.length - 1] !== row) rows.push(row);
        } else map.set(key, [row]);
      };
      for (const word of products.words[row]) add(this.rowsByWord, word);
      add(this.rowsByBrand, products.brandIds[row]);
      add(this.rowsByCategory, products.categoryIds[row]);
    });
    this.productTrigrams = new TrigramTable(products.names);
    this.brandTrigrams = new TrigramTable(brands.map((brand) => brand.name));
    this.searchWordTrigrams = new TrigramTable(searchWords);
  }

  /** The active products (rows) whose name holds the text, in row order; a search asks for the same ones several times. */
  private holders(text: string): number[] {
    let found = this.recentHolders.get(text);
    if (!found) {
      found = this.findHolders(text);
      this.recentHolders.set(text, found);
    }
    return found;
  }

  private findHolders(text: string): number[] {
    const { names } = this.products;
    let candidates: ArrayLike<number> | null = null;
    for (const [run] of text.matchAll(ASCII_RUN)) {
      for (let at = 0; at + 3 <= run.length; at++) {
        const rows = this.productTrigrams.rowsHolding(packedTrigram(run, at)) ?? [];
        if (!candidates || rows.length < candidates.length) candidates = rows;
      }
    }
    const found: number[] = [];
    if (candidates) {
      for (let i = 0; i < candidates.length; i++) if (names[candidates[i]].includes(text)) found.push(candidates[i]);
    } else {
      for (let row = 0; row < names.length; row++) if (names[row].includes(text)) found.push(row);
    }
    return found;
  }

  private anyHolds(texts: string[]): boolean {
    return texts.some((text) => this.holders(text).length > 0);
  }

  /** The search words weakly similar to a word, with their edit distance and similarity to it. */
  private lookAlikes(word: string): { word: string; position: number; distance: number; similarity: number }[] {
    return this.searchWordTrigrams
      .similarRows(trigramQuery(word), WEAK_SIMILARITY)
      .map(({ row, similarity }) => ({ word: this.searchWords[row], position: row, distance: levenshtein(word, this.searchWords[row]), similarity }));
  }

  /** The look-alike nearest to a word (fewest letters to change, then most similar, then first in the database's order). */
  private nearestLookAlike(word: string): string | null {
    let nearest: ReturnType<SearchIndex['lookAlikes']>[number] | null = null;
    for (const candidate of this.lookAlikes(word)) {
      if (
        !nearest ||
        candidate.distance < nearest.distance ||
        (candidate.distance === nearest.distance &&
          (candidate.similarity > nearest.similarity || (candidate.similarity === nearest.similarity && candidate.position < nearest.position)))
      )
        nearest = candidate;
    }
    return nearest?.word ?? null;
  }

  private probe(term: string, own: string[], completions: string[]): SearchProbe {
    const query = trigramQuery(term);
    const brands: SearchProbe['brands'] = [];
    this.brands.forEach((brand, row) => {
      const literal = own.some((text) => brand.name.includes(text));
      const similarity = this.brandTrigrams.similarity(query, row);
      if (literal || similarity >= WEAK_SIMILARITY) brands.push([brand.id, literal, similarity >= WORD_SIMILARITY_THRESHOLD]);
    });
    return { literal: this.anyHolds(own), completes: completions.length > 0 && this.anyHolds(completions), brands };
  }

  private wordsOf(queryWords: string[]): QueryWord[] {
    return queryWords.map((word) => {
      const brandIds = this.brands.filter((brand) => brand.name.includes(word)).map((brand) => brand.id);
      const categoryIds = this.categories.filter((category) => category.name.includes(word)).map((category) => category.id);
      const held = brandIds.length > 0 || categoryIds.length > 0 || this.holders(word).length > 0;
      const nearest = held ? null : this.nearestLookAlike(word);
      if (held || nearest === null) return { word, found: held, corrected: false, brandIds, categoryIds };
      return { word: nearest, found: true, corrected: true, brandIds: [], categoryIds: [] };
    });
  }

  /** The search of a text, as `searchOf` makes it. */
  search(term: string, { unfinished = false } = {}): Promise<Search> {
    return composeSearch(
      { synonyms: this.synonyms, probe: (own, completions) => this.probe(term, own, completions), wordsOf: (words) => this.wordsOf(words) },
      term,
      { unfinished },
    );
  }

  /** The look-alike a search most likely meant, as `correctionOf` finds it. */
  correction(search: Search): string | null {
    if (search.correction) return search.correction;
    return search.weakAllowed ? this.nearestLookAlike(search.term) : null;
  }

  /**
   * The categories and brands to suggest with these products, best first (`matchingNames` of ./suggestions.ts):
   * those whose name holds the search (brands: those the search matches) by how they hold it, then those of the
   * products, in the products' order.
   */
  matchingNames(search: Search, products: Pick<Product, 'category_slug' | 'brand_slug'>[], limits: { categories: number; brands: number }) {
    const { spellings } = search;
    const rank = (name: string) =>
      spellings.includes(name)
        ? 0
        : spellings.some((spelling) => name.startsWith(spelling))
          ? 1
          : spellings.some((spelling) => name.includes(spelling))
            ? 2
            : 3;
    const placeAmong = (slugs: string[], slug: string) => {
      const at = slugs.indexOf(slug);
      return at < 0 ? Infinity : at;
    };
    const categorySlugs = products.flatMap((product) => (product.category_slug ? [product.category_slug] : []));
    const brandSlugs = products.map((product) => product.brand_slug);
    const categories = this.categories
      .filter((category) => spellings.some((spelling) => category.name.includes(spelling)) || categorySlugs.includes(category.slug))
      .map((category) => ({ category, rank: rank(category.name), found: placeAmong(categorySlugs, category.slug) }))
      .sort((a, b) => a.rank - b.rank || a.found - b.found || a.category.position - b.category.position || a.category.id - b.category.id)
      .slice(0, limits.categories);
    const brands = this.brands
      .filter((brand) => search.brandIds.includes(brand.id) || brandSlugs.includes(brand.slug))
      .map((brand) => ({ brand, rank: search.brandIds.includes(brand.id) ? rank(brand.name) : 4, found: placeAmong(brandSlugs, brand.slug) }))
      .sort((a, b) => a.rank - b.rank || a.found - b.found || a.brand.byName - b.brand.byName)
      .slice(0, limits.brands);
    return {
      categories: categories.map(({ category }): SuggestedCategory => ({ name: category.shownName, slug: category.slug })),
      brands: brands.map(({ brand }): Brand => ({ name: brand.shownName, slug: brand.slug })),
    };
  }

  /** The rows the search matches (`searchCondition` of ./products.ts), in row order. */
  private matches(search: Search, lookAlikeWords: Map<string, { distance: number; similarity: number }> | null): number[] {
    const { names, brandIds, categoryIds } = this.products;
    const found = new Uint8Array(names.length);
    const add = (rows: Iterable<number>) => {
      for (const row of rows) found[row] = 1;
    };
    for (const brandId of search.brandIds) add(this.rowsByBrand.get(brandId) ?? []);
    if (lookAlikeWords) {
      for (const word of lookAlikeWords.keys()) add(this.rowsByWord.get(word) ?? []);
    } else {
      for (const spelling of search.spellings) add(this.holders(spelling));
      if (search.lookAlikesAllowed) {
        add(this.productTrigrams.similarRows(trigramQuery(search.term), WORD_SIMILARITY_THRESHOLD).map(({ row }) => row));
      }
      if (search.words) {
        const texts = search.words.map(({ pattern }) => pattern.slice(1, -1).replace(/\\(.)/g, '$1'));
        const held = (row: number) =>
          search.words!.every(
            (word, i) => names[row].includes(texts[i]) || word.brandIds.includes(brandIds[row]) || word.categoryIds.includes(categoryIds[row]),
          );
        const [first] = search.words;
        const candidates = [
          ...this.holders(texts[0]),
          ...first.brandIds.flatMap((id) => this.rowsByBrand.get(id) ?? []),
          ...first.categoryIds.flatMap((id) => this.rowsByCategory.get(id) ?? []),
        ];
        add(candidates.filter(held));
      }
    }
    const rows: number[] = [];
    for (let row = 0; row < names.length; row++) if (found[row]) rows.push(row);
    return rows;
  }

  /** The listing's category and brand filters as a test of a row; null when there are none. */
  private filterOf(query: IndexQuery): ((row: number) => boolean) | null {
    if (query.c.length === 0 && query.b.length === 0) return null;
    const categoryIds = new Set(
      this.categories
        .filter((category) => query.c.includes(category.slug) || (category.parentSlug !== null && query.c.includes(category.parentSlug)))
        .map((category) => category.id),
    );
    const brandIds = new Set(this.brands.filter((brand) => query.b.includes(brand.slug)).map((brand) => brand.id));
    return (row) =>
      (query.c.length === 0 || categoryIds.has(this.products.categoryIds[row])) &&
      (query.b.length === 0 || brandIds.has(this.products.brandIds[row]));
  }

  /** A search's matches under the listing's filters: their number and the page's ids in the sort's order. */
  find(search: Search, query: IndexQuery): IndexAnswer {
    const lookAlikeWords = search.weakAllowed
      ? new Map(this.lookAlikes(search.term).map(({ word, distance, similarity }) => [word, { distance, similarity }]))
      : null;
    const filter = this.filterOf(query);
    const all = this.matches(search, lookAlikeWords);
    const rows = filter ? all.filter(filter) : all;
    const { ids, popularity, newest, byName } = this.products;
    const offset = (query.page - 1) * query.perPage;
    if (query.s === 'relevance')
      return { total: rows.length, pageIds: this.relevancePage(search, rows, lookAlikeWords, offset, query.perPage).map((row) => ids[row]) };
    // The price sorts need the packs' prices at the shopper's warehouse, which the index does not hold.
    const orders: Partial<Record<ProductSort, (a: number, b: number) => number>> = {
      popularity: (a, b) => popularity[b] - popularity[a] || ids[a] - ids[b],
      newest: (a, b) => newest[a] - newest[b],
      name: (a, b) => byName[a] - byName[b],
    };
    const order = orders[query.s];
    if (!order) return { total: rows.length, unsortedIds: rows.map((row) => ids[row]) };
    const page = pageOf(rows, order, offset, query.perPage);
    return { total: rows.length, pageIds: page.map((row) => ids[row]) };
  }

  /**
   * The page of rows in relevance order (`relevanceOf` and `RELEVANCE` of ./products.ts): rank, edit distance (none
   * last), similarity, popularity, id. Rows are grouped by rank and distance first, so similarities are computed
   * only in the groups the page falls in.
   */
  private relevancePage(
    search: Search,
    rows: number[],
    lookAlikeWords: Map<string, { distance: number; similarity: number }> | null,
    offset: number,
    count: number,
  ): number[] {
    const { term, spellings } = search;
    const { names, words, brandIds } = this.products;
    const oneWord = !term.includes(' ');
    const query = trigramQuery(term);
    const brandRelevance = new Map(
      this.brands.map((brand, row) => [
        brand.id,
        { similarity: this.brandTrigrams.similarity(query, row), distance: oneWord ? wordDistance(term, brand.words) : null },
      ]),
    );
    // Rows by rank and distance, as one number: edit distances of a query of at most a hundred letters stay below 1000.
    const groups = new Map<number, number[]>();
    const similarityOf = new Map<number, number>();
    const distances = new Map<string, number>();
    for (const row of rows) {
      const name = names[row];
      const brand = brandRelevance.get(brandIds[row])!;
      let rank = 3;
      let distance: number | null;
      if (lookAlikeWords) {
        const nameWords = words[row].map((word) => lookAlikeWords.get(word)).filter((word) => word !== undefined);
        distance = least(nameWords.length ? Math.min(...nameWords.map((word) => word.distance)) : null, brand.distance);
        similarityOf.set(row, Math.max(brand.similarity, ...nameWords.map((word) => word.similarity)));
      } else {
        const literal = spellings.some((spelling) => name.includes(spelling));
        if (spellings.includes(name)) rank = 0;
        else if (spellings.some((spelling) => name.startsWith(spelling))) rank = 1;
        else if (literal) rank = 2;
        distance = !oneWord || literal ? 0 : least(wordDistance(term, words[row], distances), brand.distance);
      }
      const key = rank * 1000 + (distance ?? 999);
      const group = groups.get(key);
      if (group) group.push(row);
      else groups.set(key, [row]);
    }
    const ordered = [...groups.keys()].sort((a, b) => a - b).map((key) => groups.get(key)!);
    const similarity = (row: number) => {
      let value = similarityOf.get(row);
      if (value === undefined) {
        value = Math.max(this.productTrigrams.similarity(query, row), brandRelevance.get(brandIds[row])!.similarity);
        similarityOf.set(row, value);
      }
      return value;
    };
    // Rows are in popularity order: ties of similarity go to the lower row.
    const bySimilarity = (a: number, b: number) => similarity(b) - similarity(a) || a - b;
    let shared: Uint8Array | null = null;
    const bound = (row: number) => {
      shared ??= this.productTrigrams.sharedCounts(query);
      return Math.max(query.size ? Math.fround(shared[row] / query.size) : 0, brandRelevance.get(brandIds[row])!.similarity);
    };
    const page: number[] = [];
    let skipped = 0;
    for (const group of ordered) {
      if (page.length === count) break;
      if (skipped + group.length <= offset) {
        skipped += group.length;
        continue;
      }
      const from = Math.max(0, offset - skipped);
      page.push(
        ...(lookAlikeWords
          ? pageOf(group, bySimilarity, from, count - page.length)
          : bestBySimilarity(group, from + count - page.length, similarity, bound).slice(from)),
      );
      skipped += from;
    }
    return page;
  }
}

/** Reads a website's catalogue as the search reads it, in a few queries, and indexes it. */
export async function buildSearchIndex(db: Db, websiteId: number, synonyms: Synonyms): Promise<SearchIndex> {
  const [products, brands, categories, words] = await Promise.all([
    queryRows<{
      id: number;
      name: string;
      words: string[];
      brand_id: number;
      category_id: number;
      popularity: number;
      newest: number;
      by_name: number;
    }>(
      db,
      sql`select p.id, lower(p.name) as name, p.name_words as words, p.brand_id, p.category_id, p.popularity,
        (row_number() over (order by p.created_at desc, p.id desc))::int as newest, (row_number() over (order by lower(p.name), p.id))::int as by_name
      from products p where p.website_id = ${websiteId} and p.is_active order by p.popularity desc, p.id`,
    ),
    queryRows<IndexedBrand & Record<string, unknown>>(
      db,
      sql`select id, lower(name) as name, name as "shownName", slug, name_words as words, (row_number() over (order by name, id))::int as "byName"
      from brands where website_id = ${websiteId} order by id`,
    ),
    queryRows<IndexedCategory & Record<string, unknown>>(
      db,
      sql`select c.id, lower(c.name) as name, c.name as "shownName", c.slug, c.position, parent.slug as "parentSlug" from categories c
      left join categories parent on parent.id = c.parent_id where c.website_id = ${websiteId} order by c.id`,
    ),
    queryRows<{ word: string }>(db, sql`select word from search_words where website_id = ${websiteId} order by word`),
  ]);
  return new SearchIndex(
    synonyms,
    {
      ids: products.map((row) => row.id),
      names: products.map((row) => row.name),
      words: products.map((row) => row.words),
      brandIds: products.map((row) => row.brand_id),
      categoryIds: products.map((row) => row.category_id),
      popularity: products.map((row) => row.popularity),
      newest: products.map((row) => row.newest),
      byName: products.map((row) => row.by_name),
    },
    brands,
    categories,
    words.map((row) => row.word),
  );
}

/**
 * The website's search index when this process has a current one; else null (SQL answers), having started to build
 * one in the background. Scripts and seeds run no catalogue cache, hence no index.
 */
export function searchIndexOf(db: Db, websiteId: number, synonyms: () => Promise<Synonyms>): SearchIndex | null {
  const cache = catalogueCacheOf(db);
  return cache ? cache.searchIndex(websiteId, async () => buildSearchIndex(db, websiteId, await synonyms())) : null;
}
