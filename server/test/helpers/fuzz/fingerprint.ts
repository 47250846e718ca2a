/**
 * A cheap fingerprint of the database's rows: per table, its row count and the sum of a hash of each row's text.
 * Any inserted, deleted or changed row changes it (short of a hash collision), in one query of a few milliseconds.
 * It covers every table of the public schema, not only those the routes write today (a defect may write anywhere,
 * and the seeded catalogue tables cost little), except the rows below.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../src/db/client';

/**
 * Rows a refused request writes on purpose, left out of the comparison (a table that does not exist is no matter).
 * Drizzle's own bookkeeping lives in another schema (drizzle.__drizzle_migrations), so it is never part of it.
 */
const EXCLUDED_TABLES = new Set([
  // Rate-limit ledgers: a wrong sign-in code is refused *and* recorded, so that guessing is limited.
  'otp_failures',
  // Every sign-in code request, answered or refused, for the send limit (added with the code-request limiter).
  'code_requests',
  // Popular-search counts, written by a timer from listing searches answered earlier, whichever request is running then.
  'search_counts',
]);
/** Columns written on purpose by refused requests; the rest of those tables' rows still count. */
const EXCLUDED_COLUMNS: Record<string, string[]> = {
  // Housekeeping on any request of a session (at most once a minute), refused or not.
  sessions: ['last_seen_at'],
  // A wrong code is refused and counts as one of the code's tries (src/auth/otp.ts, recordWrongCode).
  otp_codes: ['attempts'],
};

export type Fingerprint = Record<string, string>;

export interface Fingerprinter {
  take(): Promise<Fingerprint>;
}

export async function fingerprinter(db: Db): Promise<Fingerprinter> {
  const tables = (
    await queryRows<{ table_name: string }>(
      db,
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  )
    .map((row) => row.table_name)
    .filter((table) => !EXCLUDED_TABLES.has(table));
  const rowText = (table: string) => {
    const columns = EXCLUDED_COLUMNS[table];
    return columns ? `(to_jsonb(t) - array[${columns.map((column) => `'${column}'`).join(', ')}])::text` : 't::text';
  };
  const query = sql.raw(
    `select ${tables
      .map((table) => `(select count(*) || ' rows, hash ' || coalesce(sum(hashtext(${rowText(table)})), 0) from "${table}" t) as "${table}"`)
      .join(', ')}`,
  );
  return { take: async () => (await queryRows<Fingerprint>(db, query))[0] };
}

/** The tables whose fingerprint differs, as `orders: 68 rows, hash … → 69 rows, hash …`. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return Object.keys(after)
    .filter((table) => before[table] !== after[table])
    .map((table) => `${table}: ${before[table]} → ${after[table]}`);
}
