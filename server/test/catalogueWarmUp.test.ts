/** The start-up warm-up (src/catalogue/warmUp.ts): one query of each catalogue kind, chosen from the catalogue itself. */
import { sql } from 'drizzle-orm';
import { warmUpCatalogue } from '../src/catalogue/warmUp';
import { queryRows } from '../src/db/client';
import { startTestServer, type TestServer } from './helpers/testServer';

let shop: TestServer;
let empty: TestServer;
beforeAll(async () => {
  shop = await startTestServer();
  empty = await startTestServer({}, { seed: false });
});
afterAll(async () => {
  await shop.close();
  await empty.close();
});

describe('warmUpCatalogue', () => {
  it('runs a listing by category and by brand, a search of one word, of several, and of a misspelt word, each finding products', async () => {
    const runs = await warmUpCatalogue(shop.db);
    expect(runs.map((run) => run.kind)).toEqual(['category', 'brand', 'word', 'words', 'look-alike']);
    for (const run of runs) expect(run.total).toBeGreaterThan(0);

    const [category, brand, word, words, lookAlike] = runs.map((run) => run.query);
    expect(category).toMatchObject({ c: [expect.any(String)], s: 'price_asc', q: null });
    expect(brand).toMatchObject({ b: [expect.any(String)], s: 'discount', q: null });
    expect(word.q).toMatch(/^[a-z]+$/);
    expect(words.q).toMatch(/^\S+ \S+/);
    // A look-alike no name holds: the search takes its typo-tolerant way.
    expect(lookAlike.q).toMatch(/^[a-z]+$/);
    const [holding] = await queryRows<{ n: number }>(
      shop.db,
      sql`select count(*)::int as n from products where lower(name) like ${`%${lookAlike.q}%`}`,
    );
    expect(holding.n).toBe(0);
  });

  it('runs nothing on a database with no products', async () => {
    await expect(warmUpCatalogue(empty.db)).resolves.toEqual([]);
  });
});
