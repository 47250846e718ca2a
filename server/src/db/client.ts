/**
 * Opens the database: PGlite (PostgreSQL in-process) in DATA_DIR by default, or a PostgreSQL server when
 * DATABASE_URL is set. Either way the app gets the same Drizzle interface, and migrations are applied here.
 */
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Client, Pool } from 'pg';
import { maintainTables, startMaintenance, type MaintenanceLog } from './embeddedMaintenance';
import { releaseClientsOnConnectionLoss } from './lostConnections';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PGlite only: a copy of the whole database, which `openDatabase({ copyOf })` starts from. */
  copy?(): Promise<Blob>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.resolve(__dirname, '../../drizzle');
/** Serialises migrations when several API processes start at once against one PostgreSQL. */
const MIGRATION_LOCK_KEY = 727_001;
/**
 * Trigram word similarity from which `<%` and `%>` count a name as a typo of the query (pg_trgm's default): the
 * product search's strong matches, answered by the trigram index (src/catalogue/products.ts). Its weak look-alikes
 * are compared with a lower similarity of its own, on few rows.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.6;

/** PostgreSQL only: how long a request may wait for a connection, and how long one statement may run. */
export const CONNECT_TIMEOUT_MS = 3_000;
const STATEMENT_TIMEOUT_MS = 15_000;

export interface OpenOptions {
  databaseUrl?: string;
  /**
   * Where a lost idle connection is reported (PostgreSQL only; the pool replaces it on its next use), and the
   * embedded database's maintenance (PGlite only).
   */
  log?: MaintenanceLog;
  /** A folder for PGlite, or undefined for an in-memory database (tests). */
  dataDir?: string;
  /** PGlite only: start from a `copy()` of another database (the API tests start each file from one seeded copy). */
  copyOf?: Blob;
}

export async function openDatabase({ databaseUrl, dataDir, log, copyOf }: OpenOptions): Promise<Database> {
  if (databaseUrl) return openPostgres(databaseUrl, log);
  return openPglite({ dataDir, log, copyOf });
}

async function openPglite({ dataDir, log, copyOf }: Omit<OpenOptions, 'databaseUrl'>): Promise<Database> {
  // pg_trgm and fuzzystrmatch power the typo-tolerant product search; PGlite ships them as loadable extensions.
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm, fuzzystrmatch }, loadDataDir: copyOf });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  await client.exec(`set pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`);
  // PGlite has no autovacuum daemon: without statistics the planner takes "website_id = 1" for a rare value
  // and scans a whole website instead of using the search and listing indexes. The maintenance keeps them current.
  await client.exec('analyze');
  // The first maintenance round now, while nothing waits: it vacuums what the last run left due, and a process's
  // first round is its slowest (PostgreSQL loads what its statistics functions read).
  await maintainTables(client);
  const maintenance = startMaintenance(client, log);
  const close = async () => {
    await maintenance.stop();
    await client.close();
  };
  return { db: db as unknown as Db, kind: 'pglite', copy: () => client.dumpDataDir('none'), close };
}

async function openPostgres(databaseUrl: string, log?: OpenOptions['log']): Promise<Database> {
  const migrator = new Client({ connectionString: databaseUrl });
  await migrator.connect();
  try {
    await migrator.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrateNodePg(drizzleNodePg(migrator), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await migrator.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await migrator.end();
  }
  const pool = new Pool({
    connectionString: databaseUrl,
    max: 10,
    // A request never waits long on a database that is down or overloaded: it fails (503, src/db/unavailable.ts)
    // when no connection, new or pooled, is had within CONNECT_TIMEOUT_MS, and PostgreSQL cancels any statement
    // (a lock wait included) after STATEMENT_TIMEOUT_MS.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    // No parallel workers: for the shop's short queries, starting them costs more than it saves (a search:
    // docs/performance.md); concurrency comes from concurrent requests instead.
    options: `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD} -c max_parallel_workers_per_gather=0`,
  });
  releaseClientsOnConnectionLoss(pool);
  // An idle client can lose its connection (a database restart, a terminated backend): without this listener the
  // pool's 'error' event would crash the process; the pool drops the client and connects anew when asked.
  pool.on('error', (err) => log?.warn({ err }, 'an idle database connection was lost; the pool replaces it'));
  const db = drizzleNodePg(pool, { schema });
  await db.execute(sql`select 1`);
  return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
