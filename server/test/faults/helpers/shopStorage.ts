/**
 * Where a built server keeps its shop: a fresh database on the PostgreSQL server in TEST_DATABASE_URL, or a PGlite
 * folder. The test opens it itself between server runs (a PGlite folder has one user at a time).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Database, type Db } from '../../../src/db/client';
import { createPostgresDatabase } from '../../helpers/postgresDatabase';

export interface ShopStorage {
  kind: 'PostgreSQL' | 'PGlite';
  /** The built server's environment for this storage. */
  env: Record<string, string>;
  /** Opens the database in this process, runs `use`, and closes it again. */
  use<T>(use: (db: Db) => Promise<T>): Promise<T>;
  remove(): Promise<void>;
}

export async function pgliteStorage(): Promise<ShopStorage> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-faults-'));
  return {
    kind: 'PGlite',
    env: { DATA_DIR: dataDir },
    use: (use) => usingDatabase(() => openDatabase({ dataDir }), use),
    remove: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** PostgreSQL when TEST_DATABASE_URL is set, PGlite otherwise: the database the rest of the run's tests use. */
export async function shopStorage(): Promise<ShopStorage> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return pgliteStorage();
  const database = await createPostgresDatabase(adminUrl, 'storefront_faults');
  return {
    kind: 'PostgreSQL',
    env: { DATABASE_URL: database.url },
    use: (use) => usingDatabase(() => openDatabase({ databaseUrl: database.url }), use),
    remove: () => database.drop(),
  };
}

async function usingDatabase<T>(open: () => Promise<Database>, use: (db: Db) => Promise<T>): Promise<T> {
  const database = await open();
  try {
    return await use(database.db);
  } finally {
    await database.close();
  }
}
