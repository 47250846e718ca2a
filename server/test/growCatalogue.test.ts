/** `npm run seed -- --products N` (src/seed/cli.ts, src/seed/growCatalogue.ts): the catalogue grown, the bar, the arguments. */
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client';
import { seedTarget } from '../src/seed/cli';
import { growCatalogue, progressLine, type GrowProgress } from '../src/seed/growCatalogue';
import { startTestServer, type TestServer } from './helpers/testServer';
import { WEB_URL } from './helpers/visitors';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const productCount = async () =>
  Number(
    (
      await queryRows<{ n: string }>(server.db, sql`select count(*) as n from products where website_id = (select id from websites where is_default)`)
    )[0].n,
  );

describe('growCatalogue', () => {
  it('adds products up to the target in chunks, reporting each, and they are for sale at once', async () => {
    const before = await productCount();
    const target = before + 1_500;
    const reports: GrowProgress[] = [];
    expect(await growCatalogue(server.db, target, (progress) => reports.push(progress))).toBe(1_500);
    expect(await productCount()).toBe(target);
    expect(reports).toEqual([
      { done: 0, total: 1_500 },
      { done: 1_000, total: 1_500 },
      { done: 1_500, total: 1_500 },
    ]);
    const listing = await server.app.inject({ method: 'GET', url: '/s/api/products?perPage=1', headers: { 'x-web-url': WEB_URL } });
    expect(listing.json().meta.total).toBe(target);
    const [unstocked] = await queryRows<{ n: string }>(
      server.db,
      sql`select count(*) as n from packs k join products p on p.id = k.product_id where not exists (select 1 from pack_stock s where s.pack_id = k.id)`,
    );
    expect(Number(unstocked.n)).toBe(0);
    // Each product row was rewritten as its packs went in: the growth vacuums the old versions itself, so the shop's
    // first maintenance round on PGlite does not stop serving to do it.
    const [products] = await queryRows<{ vacuumed: boolean }>(
      server.db,
      sql`select last_vacuum is not null as vacuumed from pg_stat_user_tables where relname = 'products'`,
    );
    expect(products).toEqual({ vacuumed: true });

    // Grown already: nothing is added again, and a smaller target removes nothing.
    expect(await growCatalogue(server.db, target)).toBe(0);
    expect(await growCatalogue(server.db, 10)).toBe(0);
    expect(await productCount()).toBe(target);
  });
});

describe('the progress bar', () => {
  it('fills with the share done and says the count and the time', () => {
    expect(progressLine({ done: 60_000, total: 100_000 }, 12_345, 10)).toBe('[██████░░░░] 60,000/100,000 products  12.3 s');
    expect(progressLine({ done: 0, total: 100_000 }, 0, 4)).toBe('[░░░░] 0/100,000 products  0.0 s');
  });
});

describe('the command line', () => {
  it.each([
    [['--products', '100000'], 100_000],
    [['--products=100_000'], 100_000],
  ])('reads %j', (args, products) => {
    expect(seedTarget(args)).toEqual({ products });
  });

  it.each([
    [[], /^Usage: npm run seed -- --products N/],
    [['--products', 'lots'], /^--products must be a whole number from 1 to 1,000,000, not 'lots'\./],
    [['--products', '0'], /^--products must be a whole number/],
    [['--products', '2000000'], /^--products must be a whole number/],
    [['--product', '10'], /Unknown option '--product'/],
  ])('refuses %j with a message saying what to type', (args, message) => {
    const answer = seedTarget(args);
    expect('error' in answer && answer.error).toMatch(message);
  });
});
