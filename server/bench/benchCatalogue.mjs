// Prepares an embedded database holding the demo shop grown to `count` products (the quality bars measure the
// API at 10k products), using the built server's own migrations and seed code: PGlite in a new folder, or a new
// database on the PostgreSQL server of `serverUrl`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import pg from 'pg';

const require = createRequire(import.meta.url);
const { openDatabase } = require('../dist/db/client.js');
const { seedDemo } = require('../dist/seed/seedDemo.js');
const { growCatalogue } = require('../dist/seed/growCatalogue.js');
const { MAINTENANCE_INTERVAL_MS } = require('../dist/db/embeddedMaintenance.js');
const { cornerShopOrigin } = require('../dist/seed/siteContent.js');

/** The port the demo shops are seeded for (their origins name it; the bench's servers listen elsewhere). */
const SEED_PORT = 3000;
/** The origin of the demo's second shop (Corner Basket, not grown): a request naming it is answered for that shop. */
export const SECOND_SHOP_ORIGIN = cornerShopOrigin(SEED_PORT);

/** How long PostgreSQL keeps a backend's statistics before they reach the views autovacuum reads. */
const STATISTICS_FLUSH_MS = 1_000;

/**
 * @param {number} count
 * @param {string} [serverUrl] a PostgreSQL server to create the bench database on; PGlite when absent
 * `settle()` brings the statistics up to date after a warm-up has filled tables that were empty (carts), as a
 * running shop's database does by itself: PostgreSQL's autovacuum within its minute (here an ANALYZE, not a minute's
 * wait), PGlite by the server's own maintenance round (waited for). `drop()` removes the database (the folder or the
 * PostgreSQL database) once no server uses it.
 * @returns {Promise<{ dataDir?: string, databaseUrl?: string, settle(): Promise<void>, drop(): Promise<void> }>}
 */
export async function prepareBenchDatabase(count, serverUrl) {
  if (!serverUrl) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-bench-'));
    await fillDatabase({ dataDir }, count);
    const settle = () => new Promise((resolve) => setTimeout(resolve, MAINTENANCE_INTERVAL_MS + STATISTICS_FLUSH_MS + 500));
    return { dataDir, settle, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `storefront_bench_${process.pid}_${Date.now()}`;
  const runOn = async (connectionString, statement) => {
    const client = new pg.Client({ connectionString });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await runOn(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  await fillDatabase({ databaseUrl }, count);
  const settle = () => runOn(databaseUrl, 'analyze');
  return { databaseUrl, settle, drop: () => runOn(serverUrl, `drop database if exists ${name} with (force)`) };
}

async function fillDatabase(options, count) {
  const database = await openDatabase(options);
  try {
    await seedDemo(database.db, { port: SEED_PORT });
    await growCatalogue(database.db, count);
  } finally {
    await database.close();
  }
}
