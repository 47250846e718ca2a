// How long a shopper's query waits for the embedded database's maintenance at 10k products (or BENCH_PRODUCTS):
// a day's changes (stock on every order, prices, an import) make the catalogue's tables due, then one round runs
// while a shopper's queries arrive back to back. PGlite runs one statement at a time, so a query waits for the
// maintenance statement under way: the round in one statement per table, then a few columns per statement as the
// running shop does (src/db/embeddedMaintenance.ts). A statement's CPU time is printed beside its duration: PGlite
// runs in this process, so on a busy machine it tells what the statement costs alone. Needs the built server.
import { createRequire } from 'node:module';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { prepareBenchDatabase } from './benchCatalogue.mjs';

const require = createRequire(import.meta.url);
const { maintainTables, COLUMNS_PER_ANALYZE } = require('../dist/db/embeddedMaintenance.js');

const productCount = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const database = await prepareBenchDatabase(productCount);
const client = await PGlite.create(database.dataDir, { extensions: { pg_trgm, fuzzystrmatch } });

/** A busy day: stock moved on a fifth of the packs' rows, an eighth of the prices changed, a catalogue import touched an eighth of the products. */
async function aDayOfChanges() {
  await client.exec(`
    update pack_stock set quantity = quantity + 1 where (pack_id + warehouse_id) % 5 = 0;
    update packs set price_paise = price_paise + 100 where id % 8 = 0;
    update products set popularity = popularity + 1 where id % 8 = 0;
    select pg_stat_force_next_flush();`);
  await client.query('select 1');
}

/** The statements of one round and the waits of a shopper's queries sent back to back while it runs, in ms. */
async function measureRound(analyzedChanges) {
  const statements = [];
  const exec = client.exec.bind(client);
  client.exec = async (statement) => {
    const [started, cpu] = [performance.now(), process.cpuUsage()];
    try {
      return await exec(statement);
    } finally {
      const { user, system } = process.cpuUsage(cpu);
      statements.push({ statement, ms: performance.now() - started, cpuMs: (user + system) / 1000 });
    }
  };
  const waits = [];
  let done = false;
  const shopper = (async () => {
    while (!done) {
      const sent = performance.now();
      await client.query('select 1');
      waits.push(performance.now() - sent);
    }
  })();
  const started = performance.now();
  const round = await maintainTables(client, analyzedChanges);
  const roundMs = performance.now() - started;
  done = true;
  await shopper;
  client.exec = exec;
  const slowest = statements.reduce((max, entry) => (entry.ms > max.ms ? entry : max), { ms: 0, cpuMs: 0, statement: '' });
  return { round, roundMs, statements: statements.length, slowest, longestWait: Math.max(...waits) };
}

console.log(`embedded database maintenance, ${productCount} products: a shopper's longest wait during one round`);
for (const [title, analyzedChanges] of [
  ['one statement per table', undefined],
  [`${COLUMNS_PER_ANALYZE} columns per ANALYZE statement`, new Map()],
]) {
  await aDayOfChanges();
  const result = await measureRound(analyzedChanges);
  console.log(
    `  ${title.padEnd(36)} longest wait ${result.longestWait.toFixed(1).padStart(6)} ms · ${result.statements} statements in ` +
      `${result.roundMs.toFixed(0)} ms · slowest ${result.slowest.ms.toFixed(1)} ms ` +
      `(${result.slowest.cpuMs.toFixed(1)} ms of CPU): ${result.slowest.statement}`,
  );
  console.log(`  ${''.padEnd(36)} analysed ${result.round.analyzed.join(', ')}; vacuumed ${result.round.vacuumed.join(', ') || 'none'}`);
}
await client.close();
await database.drop();
