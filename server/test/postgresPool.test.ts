/**
 * Each connection's settings, and a lost idle connection (a database restart, a terminated backend: 57P01) must not
 * crash the API: the pool reports it and connects anew. PostgreSQL only (TEST_DATABASE_URL); PGlite has no connections to lose.
 */
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { openDatabase, queryRows, WORD_SIMILARITY_THRESHOLD, type Database } from '../src/db/client';
import { createPostgresDatabase, type TemporaryDatabase } from './helpers/postgresDatabase';

const adminUrl = process.env.TEST_DATABASE_URL;
const describeOnPostgres = adminUrl ? describe : describe.skip;

describeOnPostgres('the PostgreSQL pool', () => {
  let temporary: TemporaryDatabase;
  let database: Database;
  const warnings: { details: object; message: string }[] = [];

  beforeAll(async () => {
    temporary = await createPostgresDatabase(adminUrl!);
    database = await openDatabase({ databaseUrl: temporary.url, log: { warn: (details, message) => warnings.push({ details, message }) } });
  });
  afterAll(async () => {
    await database?.close();
    await temporary?.drop();
  });

  it('sets every connection up for the shop: the search threshold, and no parallel workers for its short queries', async () => {
    const [settings] = await queryRows<{ threshold: string; workers: string }>(
      database.db,
      sql`select current_setting('pg_trgm.word_similarity_threshold') as threshold, current_setting('max_parallel_workers_per_gather') as workers`,
    );
    expect(settings).toEqual({ threshold: String(WORD_SIMILARITY_THRESHOLD), workers: '0' });
  });

  it('reports an idle connection terminated by the server and answers the next query on a new one', async () => {
    await database.db.execute(sql`select 1`);
    const admin = new Client({ connectionString: temporary.url });
    await admin.connect();
    try {
      const terminated = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      expect(terminated.rowCount).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    for (let waited = 0; warnings.length === 0 && waited < 5_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(warnings[0].message).toBe('an idle database connection was lost; the pool replaces it');
    expect(warnings[0].details).toMatchObject({ err: expect.objectContaining({ code: '57P01' }) });
    expect(await queryRows<{ answer: number }>(database.db, sql`select 2 as answer`)).toEqual([{ answer: 2 }]);
  });
});
