/**
 * The database an API test file starts from: its own, on PGlite in memory or on the PostgreSQL server in
 * TEST_DATABASE_URL, holding one of the shops below. Migrating and seeding takes seconds, so each kind of shop is made
 * once per jest run and every later file starts from a copy of it: a PGlite `copy()` kept as a file, or a PostgreSQL
 * template database. Where they live is named by jest's global setup (shopTemplates.setup.ts) in
 * STOREFRONT_TEST_TEMPLATES; without it, every database is made from scratch.
 */
import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase, type Database, type Db } from '../../src/db/client';
import { seedDemo } from '../../src/seed/seedDemo';
import { createPostgresDatabase, databaseUrl, withAdmin } from './postgresDatabase';

/** Migrated only; the demo shop (FreshKart); or the demo shop and the second demo website (Corner Basket). */
export type Shop = 'empty' | 'demo' | 'demo-and-corner-basket';

export interface ShopDatabase {
  database: Database;
  /** Closes the database and removes it. */
  remove(): Promise<void>;
}

export function openShopDatabase(shop: Shop): Promise<ShopDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  return adminUrl ? onPostgres(adminUrl, shop) : onPglite(shop);
}

const templates = () => process.env.STOREFRONT_TEST_TEMPLATES;

/** The template databases' names on PostgreSQL share this run's prefix, so the global teardown finds them. */
export function postgresTemplatePrefix(folder: string): string {
  return `storefront_template_${path
    .basename(folder)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '_')}`;
}

async function fill(db: Db, shop: Shop): Promise<void> {
  if (shop !== 'empty') await seedDemo(db, { cornerShop: shop === 'demo-and-corner-basket' });
}

async function onPglite(shop: Shop): Promise<ShopDatabase> {
  const folder = templates();
  const file = folder && path.join(folder, `${shop}.tar`);
  let database: Database;
  if (file && existsSync(file)) {
    database = await openDatabase({ copyOf: new Blob([await readFile(file)]) });
  } else {
    database = await openDatabase({});
    await fill(database.db, shop);
    if (file) {
      // Written aside and renamed, so a worker making the same template at once never reads half a file.
      const partial = `${file}.${process.pid}`;
      await writeFile(partial, Buffer.from(await (await database.copy!()).arrayBuffer()));
      await rename(partial, file);
    }
  }
  return { database, remove: () => database.close() };
}

async function onPostgres(adminUrl: string, shop: Shop): Promise<ShopDatabase> {
  const folder = templates();
  let template: string | undefined;
  if (folder) {
    template = `${postgresTemplatePrefix(folder)}_${shop.replace(/-/g, '_')}`;
    await ensurePostgresTemplate(adminUrl, template, shop);
  }
  const temporary = await createPostgresDatabase(adminUrl, 'storefront_test', template);
  const database = await openDatabase({ databaseUrl: temporary.url });
  if (!template) await fill(database.db, shop);
  return {
    database,
    async remove() {
      await database.close();
      await temporary.drop();
    },
  };
}

async function ensurePostgresTemplate(adminUrl: string, template: string, shop: Shop): Promise<void> {
  const exists = await withAdmin(adminUrl, (admin) => admin.query('select 1 from pg_database where datname = $1', [template]));
  if (exists.rowCount) return;
  const building = await createPostgresDatabase(adminUrl, 'storefront_building');
  const database = await openDatabase({ databaseUrl: databaseUrl(adminUrl, building.name) });
  await fill(database.db, shop);
  await database.close();
  try {
    await withAdmin(adminUrl, (admin) => admin.query(`alter database ${building.name} rename to ${template}`));
  } catch (error) {
    // Another worker made the same template first: use theirs.
    await building.drop();
    if (!(error instanceof Error && /already exists/.test(error.message))) throw error;
  }
}
