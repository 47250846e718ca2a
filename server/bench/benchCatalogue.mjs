// Prepares an embedded database holding the demo shop grown to `count` products (the quality bars measure the
// API at 10k products), using the built server's own migrations and seed code: PGlite in a new folder, or a new
// database on the PostgreSQL server of `serverUrl`.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import pg from 'pg';

const require = createRequire(import.meta.url);
const { openDatabase } = require('../dist/db/client.js');
const { seedDemo, insertProducts, defaultWebsiteId } = require('../dist/seed/seedDemo.js');
const { largeCatalogue, demoCatalogue } = require('../dist/seed/catalogue.js');
const { categories, brands, warehouses } = require('../dist/db/schema.js');

/**
 * @param {number} count
 * @param {string} [serverUrl] a PostgreSQL server to create the bench database on; PGlite when absent
 * @returns {Promise<{ dataDir?: string, databaseUrl?: string, drop(): Promise<void> }>}
 */
export async function prepareBenchDatabase(count, serverUrl) {
  if (!serverUrl) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-bench-'));
    await fillDatabase({ dataDir }, count);
    // The server's stop removes the folder.
    return { dataDir, drop: async () => undefined };
  }
  const name = `storefront_bench_${process.pid}_${Date.now()}`;
  const admin = async (statement) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  await fillDatabase({ databaseUrl }, count);
  return { databaseUrl, drop: () => admin(`drop database if exists ${name} with (force)`) };
}

async function fillDatabase(options, count) {
  const database = await openDatabase(options);
  try {
    await seedDemo(database.db);
    const demoCount = demoCatalogue().products.length;
    if (count > demoCount) {
      const websiteId = await defaultWebsiteId(database.db);
      const idMap = async (table) =>
        new Map((await database.db.select({ id: table.id, slug: table.slug }).from(table)).map((row) => [row.slug, row.id]));
      const warehouseIds = (await database.db.select({ id: warehouses.id }).from(warehouses)).map((row) => row.id);
      const extra = largeCatalogue(count).slice(demoCount);
      await insertProducts(database.db, websiteId, extra, await idMap(categories), await idMap(brands), warehouseIds);
    }
  } finally {
    await database.close();
  }
}
