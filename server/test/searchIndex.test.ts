/**
 * The in-process search index answers exactly what the SQL search answers: the same search (spellings, synonyms,
 * brands, words, corrections), the same matches, totals and order, for every sort, filter and page, on both demo
 * websites, for the words the catalogue's names are made of, as typed (every prefix), misspelt and combined.
 */
import { sql } from 'drizzle-orm';
import { SUGGESTED_BRANDS, SUGGESTED_CATEGORIES, type ProductSort } from '@storefront/shared/contracts';
import { canonicalQuery, correctionOf, indexedSearchProducts, searchIndexFor, searchOf, searchProducts } from '../src/catalogue/products';
import { buildSearchIndex, type SearchIndex } from '../src/catalogue/searchIndex';
import type { Search, Synonyms } from '../src/catalogue/searchTerms';
import { matchingNames } from '../src/catalogue/suggestions';
import { levenshtein, trigramsOf, TrigramTable, trigramQuery, wordSimilarity } from '../src/catalogue/trigrams';
import { queryRows } from '../src/db/client';
import { eventually } from './helpers/eventually';
import { startTestServer, type TestServer } from './helpers/testServer';
import { visitor } from './helpers/visitors';

let server: TestServer;
let websites: { id: number; index: SearchIndex; names: string[]; warehouseId: number | null }[];

beforeAll(async () => {
  server = await startTestServer({}, { cornerShop: true });
  const rows = await queryRows<{ id: number; warehouse_id: number | null }>(
    server.db,
    sql`select w.id, (select min(h.id) from warehouses h where h.website_id = w.id) as warehouse_id from websites w order by w.id`,
  );
  websites = await Promise.all(
    rows.map(async (row) => {
      const synonyms = await queryRows<{ word: string; target: string }>(
        server.db,
        sql`select word, target from search_synonyms where website_id = ${row.id} order by length(word) desc, word`,
      );
      const names = await queryRows<{ name: string }>(
        server.db,
        sql`select lower(name) as name from products where website_id = ${row.id} order by id`,
      );
      return {
        id: row.id,
        index: await buildSearchIndex(
          server.db,
          row.id,
          synonyms.map((synonym): Synonyms[number] => [synonym.word, synonym.target]),
        ),
        names: names.map(({ name }) => name),
        warehouseId: row.warehouse_id,
      };
    }),
  );
}, 60_000);
afterAll(async () => server.close());

/** A search with its id lists in one order (SQL aggregates them in an order of its own). */
const comparable = (search: Search) => ({
  ...search,
  brandIds: [...search.brandIds].sort((a, b) => a - b),
  words: search.words?.map((word) => ({ ...word, brandIds: [...word.brandIds].sort(), categoryIds: [...word.categoryIds].sort() })) ?? null,
});

/** What a shopper types: every prefix of each word of the names, each word misspelt, pairs of words, and the hard cases. */
function typedTexts(names: string[], limit: number): string[] {
  const words = [...new Set(names.flatMap((name) => name.split(/[^\p{L}\p{N}%]+/u)).filter((word) => word.length >= 3))].sort();
  const texts = new Set(['pan', 'tomatoe', 'basmti', 'basmti rice', 'fresh tomatoe', 'aloo', 'pyaz', 'pya', 'doodh', 'दूध', 'टमा', 'panner', 'egg']);
  for (const text of ['nankhatay', '100%', '_', '\\', 'a', 'zzqx', 'chawal dal', 'fresh paneer', 'milk bread', 'onoin', 'atta']) texts.add(text);
  for (const word of words) {
    for (let length = 2; length <= word.length; length++) texts.add(word.slice(0, length));
    texts.add(word.slice(0, 1) + word[2] + word[1] + word.slice(3));
    texts.add(word.slice(0, -1) + word.slice(-1).repeat(2));
  }
  for (let i = 0; i + 1 < words.length; i += 7) texts.add(`${words[i]} ${words[i + 1]}`);
  return [...texts].slice(0, limit);
}

describe('the search index', () => {
  it('computes word similarity and edit distance as pg_trgm and fuzzystrmatch do', async () => {
    let seed = 40;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const alphabet = 'abcde fg-1éदू';
    const text = (length: number) => Array.from({ length }, () => alphabet[random(alphabet.length)]).join('');
    const pairs: [string, string][] = [
      ['tomatoe', 'fresh tomato 1kg'],
      ['panner', 'amul paneer'],
      ['दूध', 'दूध और'],
    ];
    for (let i = 0; i < 2000; i++) pairs.push([text(1 + random(6)), text(3 + random(25))]);
    const table = new TrigramTable(pairs.map(([, b]) => b));
    const rows = await queryRows<{ similarity: number; distance: number }>(
      server.db,
      sql`select word_similarity(pair->>0, pair->>1) as similarity, levenshtein(pair->>0, pair->>1) as distance
      from jsonb_array_elements(${JSON.stringify(pairs)}::jsonb) with ordinality t(pair, n) order by n`,
    );
    const computed = pairs.map(([a, b], row) => ({ similarity: table.similarity(trigramQuery(a), row), distance: levenshtein(a, b) }));
    expect(computed).toEqual(rows.map((row) => ({ similarity: Math.fround(row.similarity), distance: row.distance })));
    expect(wordSimilarity(trigramQuery('rice'), 'basmati rice')).toBe(1);
    expect(trigramsOf('ab').positions).toHaveLength(3);
  });

  it('reads each text as the SQL search does, and finds the same page of the same matches', async () => {
    for (const website of websites) {
      for (const text of typedTexts(website.names, 120)) {
        for (const unfinished of [false, true]) {
          const expected = await searchOf(server.db, website.id, text, { unfinished });
          const search = await website.index.search(text, { unfinished });
          expect({ text, unfinished, search: comparable(search) }).toEqual({ text, unfinished, search: comparable(expected) });
          expect({ text, correction: website.index.correction(search) }).toEqual({
            text,
            correction: await correctionOf(server.db, website.id, expected),
          });
          const query = canonicalQuery({ q: text, page: 1, perPage: 6 });
          const listing = await indexedSearchProducts(server.db, website.id, website.index, query, search, website.warehouseId);
          expect({ text, listing }).toEqual({ text, listing: await searchProducts(server.db, website.id, query, expected, website.warehouseId) });
          expect({
            text,
            names: website.index.matchingNames(search, listing.data, { categories: SUGGESTED_CATEGORIES, brands: SUGGESTED_BRANDS }),
          }).toEqual({
            text,
            names: await matchingNames(server.db, website.id, expected, listing.data),
          });
        }
      }
    }
  }, 300_000);

  it('sorts, filters and pages as the SQL search does', async () => {
    const sorts: ProductSort[] = ['relevance', 'popularity', 'newest', 'name', 'price_asc', 'price_desc', 'discount'];
    const website = websites[0];
    const [filters] = await queryRows<{ category: string; parent: string; brand: string }>(
      server.db,
      sql`select c.slug as category, parent.slug as parent, b.slug as brand from products p join categories c on c.id = p.category_id
      join categories parent on parent.id = c.parent_id join brands b on b.id = p.brand_id
      where p.website_id = ${website.id} and p.is_active order by p.popularity desc, p.id limit 1`,
    );
    for (const text of ['a', 'pan', 'tomatoe', 'fresh tomatoe', 'doodh']) {
      for (const s of sorts) {
        for (const [c, b] of [
          [[], []],
          [[filters.category], []],
          [[filters.parent], []],
          [[], [filters.brand]],
        ] as [string[], string[]][]) {
          for (const page of [1, 2]) {
            const query = canonicalQuery({ q: text, s, c, b, page, perPage: 5 });
            const search = await website.index.search(text);
            for (const warehouseId of [website.warehouseId, null]) {
              expect({
                query,
                warehouseId,
                listing: await indexedSearchProducts(server.db, website.id, website.index, query, search, warehouseId),
              }).toEqual({
                query,
                warehouseId,
                listing: await searchProducts(server.db, website.id, query, await searchOf(server.db, website.id, text), warehouseId),
              });
            }
          }
        }
      }
    }
  }, 300_000);
});

describe('the search index of a running server', () => {
  const totalFor = async (q: string) => (await visitor(server).get(`/s/api/products?q=${q}`)).json().meta.total;

  it('is built on the first search, and dropped when the catalogue changes, so a search finds the change', async () => {
    const website = websites[0];
    await totalFor('paneer');
    await eventually(async () => expect(searchIndexFor(server.db, website.id)).not.toBeNull());
    const built = searchIndexFor(server.db, website.id);
    const [product] = await queryRows<{ id: number; name: string }>(
      server.db,
      sql`select id, name from products where website_id = ${website.id} and is_active order by id limit 1`,
    );
    expect(await totalFor('zqxwv')).toBe(0);
    await server.db.execute(sql`update products set name = 'Zqxwv Paneer' where id = ${product.id}`);
    try {
      await eventually(async () => expect(await totalFor('zqxwv')).toBe(1));
      await eventually(async () => expect(searchIndexFor(server.db, website.id)).not.toBeNull());
      expect(searchIndexFor(server.db, website.id)).not.toBe(built);
      expect(await totalFor('zqxwv')).toBe(1);
    } finally {
      await server.db.execute(sql`update products set name = ${product.name} where id = ${product.id}`);
    }
  });
});
