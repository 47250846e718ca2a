import { sql } from 'drizzle-orm';
import { popularSearchesBodySchema, searchSuggestBodySchema, type Product, type SearchSuggestResponse } from '@storefront/shared/contracts';
import { SearchLog } from '../src/catalogue/searchLog';
import { queryRows } from '../src/db/client';
import { startTestServer, type TestServer } from './helpers/testServer';
import { visitor, type Visitor } from './helpers/visitors';

const CORNER_URL = 'http://corner.localhost:3000';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { cornerShop: true });
}, 60_000);
afterAll(async () => server.close());

async function suggest(q: string, who: Visitor = visitor(server), origin?: string): Promise<SearchSuggestResponse> {
  const response = await who.get(`/s/api/search/suggest?q=${encodeURIComponent(q)}`, origin ? { 'x-web-url': origin } : {});
  expect(response.statusCode).toBe(200);
  return searchSuggestBodySchema.parse(response.json()) as SearchSuggestResponse;
}

const names = (products: Product[]) => products.map((product) => product.product_name);

describe('GET /api/search/suggest', () => {
  it('completes the unfinished word: "pan" suggests paneer, the Paneer & Cheese category', async () => {
    const answer = await suggest('pan');
    expect(names(answer.products).filter((name) => name.includes('Paneer')).length).toBeGreaterThanOrEqual(2);
    expect(answer.products.length).toBeLessThanOrEqual(6);
    expect(answer.categories.map((category) => category.slug)).toContain('paneer-and-cheese');
    expect(answer.corrected).toBeUndefined();
  });

  it('tolerates typos and says what it understood: "tomatoe", "basmti"', async () => {
    const tomatoes = await suggest('tomatoe');
    expect(names(tomatoes.products)).toEqual(expect.arrayContaining(['Tomato – Hybrid', 'Tomato – Local']));
    expect(tomatoes.corrected).toBe('tomato');
    const rice = await suggest('basmti');
    expect(names(rice.products).slice(0, 3)).toEqual([
      expect.stringContaining('Basmati Rice'),
      expect.stringContaining('Basmati Rice'),
      expect.stringContaining('Basmati Rice'),
    ]);
    expect(rice.corrected).toBe('basmati');
  });

  it.each([
    ['aloo', 'Potato'],
    ['pyaaz', 'Onion'],
    ['kanda', 'Onion'],
    ['tamatar', 'Tomato – Hybrid'],
    ['lehsun', 'Garlic'],
    ['haldi', 'Rasoi Ratna Turmeric Powder'],
    ['cheeni', 'Desi Harvest Sugar'],
    ['sooji', 'Anaaj Ghar Sooji (Rava)'],
  ])('finds Hinglish "%s" by the catalogue word (%s)', async (q, expected) => {
    const answer = await suggest(q);
    expect(names(answer.products)).toContain(expected);
    expect(answer.corrected).toBeUndefined();
  });

  it.each([
    ['आलू', 'Potato'],
    ['प्याज', 'Onion'],
    ['टमाटर', 'Tomato – Local'],
    ['दूध', 'Doodh Ganga Toned Milk'],
    ['दही', 'Gau Dhara Fresh Dahi'],
    ['आटा', 'Desi Harvest Whole Wheat Atta'],
    ['चावल', 'Desi Harvest Brown Rice'],
  ])('finds Devanagari "%s" by the catalogue word (%s)', async (q, expected) => {
    expect(names((await suggest(q)).products)).toContain(expected);
  });

  it.each([
    ['pya', 'Onion'],
    ['tama', 'Tomato – Hybrid'],
    ['टमा', 'Tomato – Local'],
    ['lehs', 'Garlic'],
  ])('reads the unfinished "%s" as the start of a Hinglish or Hindi word (%s)', async (q, expected) => {
    const answer = await suggest(q);
    expect(names(answer.products)).toContain(expected);
    expect(answer.corrected).toBeUndefined();
  });

  it('corrects each misspelt word of a longer text and says so: "fresh tomatoe" is fresh tomato', async () => {
    const answer = await suggest('fresh tomatoe');
    expect(answer.corrected).toBe('fresh tomato');
    expect(names(answer.products)).toEqual(expect.arrayContaining(['Tomato – Hybrid', 'Tomato – Local']));
    expect((await suggest('fresh paneer')).corrected).toBeUndefined();
  });

  it('completes a word to a synonym only when no name holds it as typed: "egg" stays eggs, not eggplant', async () => {
    const answer = await suggest('egg');
    expect(answer.products.length).toBeGreaterThan(0);
    expect(names(answer.products).every((name) => name.toLowerCase().includes('egg'))).toBe(true);
  });

  it('suggests the categories and brands of what it finds, best first', async () => {
    const milk = await suggest('doodh');
    expect(milk.categories[0]).toEqual({ name: 'Milk', slug: 'milk' });
    expect(milk.brands[0]).toEqual({ name: 'Doodh Ganga', slug: 'doodh-ganga' });
    expect(milk.categories.length).toBeLessThanOrEqual(3);
    expect(milk.brands.length).toBeLessThanOrEqual(3);
  });

  it('suggests no look-alikes of a word found through a synonym: "aloo" is potato, not Aloe Vera', async () => {
    const answer = await suggest('aloo');
    expect(names(answer.products)).toContain('Potato');
    for (const name of names(answer.products)) expect(name.toLowerCase()).toMatch(/aloo|potato/);
    expect(answer.corrected).toBeUndefined();
  });

  it('lists the products as the listing search does, first', async () => {
    const listing = (await visitor(server).get('/s/api/products?q=aloo')).json() as { data: Product[] };
    expect((await suggest('aloo')).products).toEqual(listing.data.slice(0, 6));
  });

  it('prices packs at the shopper’s warehouse with their cart quantities', async () => {
    const shopper = visitor(server);
    expect((await shopper.get('/s/api/check/pincode/560034')).statusCode).toBe(200);
    const [onion] = (await suggest('pyaz', shopper)).products;
    const pack = onion.packs[0];
    expect(pack.warehouse_id).toBeGreaterThan(0);
    expect((await shopper.post('/s/api/cart/add', { pack_id: pack.pack_id, warehouse_id: pack.warehouse_id })).statusCode).toBe(200);
    const [again] = (await suggest('pyaz', shopper)).products;
    expect(again.packs[0]).toMatchObject({ pack_id: pack.pack_id, quantity: 1 });
    expect((await suggest('pyaz')).products[0].packs[0].quantity).toBe(0);
  });

  it('answers each website from its own catalogue and words', async () => {
    // Nankhatai is sold by FreshKart only: Corner Basket neither suggests it nor reads a typo of it as it.
    const freshkart = await suggest('nankhatay');
    expect(freshkart.corrected).toBe('nankhatai');
    expect(names(freshkart.products)).toContain('Subah Bakers Nankhatai');
    const corner = await suggest('nankhatay', visitor(server), CORNER_URL);
    expect(corner).toEqual({ products: [], categories: [], brands: [] });
    const cornerMilk = await suggest('doodh', visitor(server), CORNER_URL);
    expect(cornerMilk.products.length).toBeGreaterThan(0);
    const [{ id: cornerId }] = await queryRows<{ id: number }>(server.db, sql`select id from websites where not is_default`);
    const cornerProducts = await queryRows<{ slug: string }>(server.db, sql`select slug from products where website_id = ${cornerId}`);
    const cornerSlugs = new Set(cornerProducts.map((row) => row.slug));
    for (const product of cornerMilk.products) expect(cornerSlugs.has(product.slug)).toBe(true);
  });

  it('answers nothing for empty or blank text, and reads any script, emoji or SQL as text', async () => {
    const empty = { products: [], categories: [], brands: [] };
    expect(await suggest('')).toEqual(empty);
    expect(await suggest('   ')).toEqual(empty);
    expect((await visitor(server).get('/s/api/search/suggest')).json()).toEqual(empty);
    for (const text of ["'; drop table products; --", '🍅🥔', 'ดอกไม้', '_', '\\']) expect(await suggest(text)).toEqual(empty);
    expect(names((await suggest('100%')).products)).toEqual(['Subah Bakers 100% Whole Wheat Bread']);
    const [{ n }] = await queryRows<{ n: number }>(server.db, sql`select count(*)::int as n from products`);
    expect(n).toBeGreaterThan(0);
  });

  it('refuses text over 100 characters with a clear message', async () => {
    const response = await visitor(server).get(`/s/api/search/suggest?q=${'a'.repeat(101)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'q: Search text can be at most 100 characters', field: 'q' });
    expect((await visitor(server).get(`/s/api/search/suggest?q=${'a'.repeat(100)}`)).statusCode).toBe(200);
  });
});

describe('GET /api/search/popular', () => {
  const popular = async (origin?: string) => {
    const response = await visitor(server).get('/s/api/search/popular', origin ? { 'x-web-url': origin } : {});
    expect(response.statusCode).toBe(200);
    return popularSearchesBodySchema.parse(response.json()).searches;
  };
  const search = async (q: string, { page = 1, origin }: { page?: number; origin?: string } = {}) => {
    const response = await visitor(server).get(`/s/api/products?q=${encodeURIComponent(q)}&page=${page}`, origin ? { 'x-web-url': origin } : {});
    expect(response.statusCode).toBe(200);
  };
  /** Writes the counts gathered so far and forgets the popular searches read before. */
  const countsWritten = async () => {
    await server.app.searchLog.flush();
    // A new log reads the table afresh (the running one answers from memory for a minute).
    return new SearchLog(server.db, server.app.log);
  };
  afterEach(() => server.db.execute(sql`delete from search_counts where term in ('ghee ancient', 'toned milk')`));

  it('offers the demo shop’s most searched terms, most searched first', async () => {
    expect(await popular()).toEqual(['paneer', 'atta', 'milk', 'aloo', 'basmati rice', 'ghee']);
  });

  it('offers the categories whose products sell most, best first', async () => {
    const response = await visitor(server).get('/s/api/search/popular');
    const { categories } = popularSearchesBodySchema.parse(response.json());
    // The demo catalogue's best sellers are its vegetables and dals.
    expect(categories).toEqual([
      { name: 'Fresh Vegetables', slug: 'fresh-vegetables' },
      { name: 'Dals & Pulses', slug: 'dals-and-pulses' },
      { name: 'Fresh Fruits', slug: 'fresh-fruits' },
      { name: 'Whole Spices', slug: 'whole-spices' },
    ]);
    const corner = popularSearchesBodySchema.parse((await visitor(server).get('/s/api/search/popular', { 'x-web-url': CORNER_URL })).json());
    const [{ id: cornerId }] = await queryRows<{ id: number }>(server.db, sql`select id from websites where not is_default`);
    const cornerSlugs = await queryRows<{ slug: string }>(server.db, sql`select slug from categories where website_id = ${cornerId}`);
    for (const category of corner.categories) expect(cornerSlugs.map((row) => row.slug)).toContain(category.slug);
  });

  it('counts a listing search that found products under its lower-case, single-spaced text, on its own website, once searched 3 times', async () => {
    const [{ id: cornerId }] = await queryRows<{ id: number }>(server.db, sql`select id from websites where not is_default`);
    expect(await popular(CORNER_URL)).toEqual([]);
    await search('  Toned   MILK ', { origin: CORNER_URL });
    await search('toned milk', { origin: CORNER_URL });
    let log = await countsWritten();
    expect(await log.popular(cornerId)).toEqual([]);
    await search('TONED milk', { origin: CORNER_URL });
    log = await countsWritten();
    const rows = await queryRows(server.db, sql`select website_id, day = current_date as today, count from search_counts where term = 'toned milk'`);
    expect(rows).toEqual([{ website_id: cornerId, today: true, count: 3 }]);
    expect(await log.popular(cornerId)).toEqual(['toned milk']);
    expect(await log.popular(1)).not.toContain('toned milk');
  });

  it('does not count a search that found nothing, a later page, or what the box suggests while typing', async () => {
    const counted = () => queryRows(server.db, sql`select term, count from search_counts where term in ('zzqx', 'ghee') and day = current_date`);
    const before = await counted();
    for (let time = 0; time < 3; time++) {
      await search('zzqx');
      await search('ghee', { page: 2 });
      await visitor(server).get('/s/api/search/suggest?q=ghee');
    }
    await countsWritten();
    expect(await counted()).toEqual(before);
  });

  it('forgets searches older than 30 days', async () => {
    await server.db.execute(sql`insert into search_counts (website_id, day, term, count) values (1, current_date - 30, 'ghee ancient', 500)`);
    await search('ghee');
    const log = await countsWritten();
    expect(await log.popular(1)).not.toContain('ghee ancient');
    expect(await queryRows(server.db, sql`select 1 from search_counts where term = 'ghee ancient'`)).toEqual([]);
  });
});
