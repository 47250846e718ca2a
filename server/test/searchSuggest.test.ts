import { sql } from 'drizzle-orm';
import { searchSuggestBodySchema, type Product, type SearchSuggestResponse } from '@storefront/shared/contracts';
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
