// Prepares an embedded database holding the demo shop grown to `count` products (DESIGN §5 measures the
// API at 10k products), using the built server's own migrations and seed code.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { openDatabase } = require('../dist/db/client.js');
const { seedDemo, insertProducts, defaultWebsiteId } = require('../dist/seed/seedDemo.js');
const { largeCatalogue, demoCatalogue } = require('../dist/seed/catalogue.js');
const { categories, brands, warehouses } = require('../dist/db/schema.js');

/** @returns {Promise<string>} the data folder */
export async function prepareBenchDatabase(count) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-bench-'));
  const database = await openDatabase({ dataDir });
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
  return dataDir;
}
