/**
 * The embedded database's stand-in for autovacuum: a table that has grown since the shop opened gets fresh
 * statistics, so a statement prepared while it was empty stops scanning all of it; dead rows are vacuumed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../src/db/client';
import { maintainTables, startMaintenance } from '../src/db/embeddedMaintenance';
import { eventually } from './helpers/eventually';

/** Statistics reach the views once the backend flushes them, at most a second after a change; this forces it. */
async function flushStatistics(client: PGlite) {
  await client.query('select pg_stat_force_next_flush()');
  await client.query('select 1');
}

async function planOf(client: PGlite, statement: string): Promise<string> {
  const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain ${statement}`);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

describe('embedded database maintenance', () => {
  let client: PGlite;

  beforeEach(async () => {
    client = await PGlite.create();
    await client.exec(`
      create table carts (id serial primary key, session_id text not null unique, notes text);
      analyze carts;`);
  });
  afterEach(() => client.close());

  it('analyzes a table grown since a statement was prepared, so the cached plan uses the index again', async () => {
    // Prepared while the table is empty, like the cart statements when a shop opens: after five runs the
    // statement keeps one generic plan, and for an empty table that plan reads the whole table.
    await client.exec(`prepare find_cart(text) as select id from carts where session_id = $1`);
    for (let run = 0; run < 6; run++) await client.query(`execute find_cart('s-0')`);
    await client.exec(`insert into carts (session_id) select 's-' || g from generate_series(1, 5000) g`);
    expect(await planOf(client, `execute find_cart('s-42')`)).toContain('Seq Scan on carts');

    await flushStatistics(client);
    expect(await maintainTables(client)).toEqual({ analyzed: ['carts'], vacuumed: [] });

    expect(await planOf(client, `execute find_cart('s-42')`)).toMatch(/Index (Only )?Scan using carts_session_id_key/);
    expect((await client.query(`execute find_cart('s-42')`)).rows).toEqual([{ id: 42 }]);
  });

  it('leaves a table alone until enough of it has changed, by autovacuum’s rules', async () => {
    await client.exec(`insert into carts (session_id) select 's-' || g from generate_series(1, 1000) g`);
    await flushStatistics(client);
    await client.exec('analyze carts');
    // 1000 rows: an ANALYZE is due after more than 50 + 10 % of them (150) have changed.
    await client.exec(`update carts set notes = 'x' where id <= 150`);
    await flushStatistics(client);
    expect(await maintainTables(client)).toEqual({ analyzed: [], vacuumed: [] });

    await client.exec(`update carts set notes = 'y' where id <= 100`);
    await flushStatistics(client);
    // 250 changed: an ANALYZE is due; a VACUUM only after more than 50 + 20 % (250) dead rows.
    expect(await maintainTables(client)).toEqual({ analyzed: ['carts'], vacuumed: [] });

    await client.exec(`delete from carts where id > 600`);
    await flushStatistics(client);
    expect(await maintainTables(client)).toEqual({ analyzed: ['carts'], vacuumed: ['carts'] });
    const { rows } = await client.query<{ dead: number }>(`select n_dead_tup::int as dead from pg_stat_user_tables where relname = 'carts'`);
    expect(rows).toEqual([{ dead: 0 }]);
  });

  it('while the shop serves, analyses a column per statement and lets queries sent meanwhile run between them', async () => {
    await client.exec(`insert into carts (session_id) select 's-' || g from generate_series(1, 500) g`);
    await flushStatistics(client);
    const exec = client.exec.bind(client);
    const events: string[] = [];
    let shopperQuery: Promise<unknown> | undefined;
    client.exec = async (statement: string) => {
      events.push(statement);
      // A shopper's query arrives while the round's first statement runs.
      shopperQuery ??= client.query('select 1').then(() => events.push('shopper answered'));
      return exec(statement);
    };
    const analyzedChanges = new Map<string, number>();
    expect(await maintainTables(client, analyzedChanges)).toEqual({ analyzed: ['carts'], vacuumed: [] });
    expect(events).toEqual(['analyze carts (id)', 'shopper answered', 'analyze carts (session_id)', 'analyze carts (notes)']);

    // Such statements leave PostgreSQL's count of changes as it was: the rounds count from where they analysed.
    events.length = 0;
    await flushStatistics(client);
    expect(await maintainTables(client, analyzedChanges)).toEqual({ analyzed: [], vacuumed: [] });
    await client.exec(`update carts set notes = 'x' where id <= 120`);
    await flushStatistics(client);
    expect(await maintainTables(client, analyzedChanges)).toEqual({ analyzed: ['carts'], vacuumed: [] });
  });

  it('runs rounds on its own until stopped, and reports a failed round without stopping', async () => {
    const warnings: string[] = [];
    const maintenance = startMaintenance(client, { warn: (_details, message) => warnings.push(message) }, 20);
    await client.exec(`insert into carts (session_id) select 's-' || g from generate_series(1, 500) g`);
    await flushStatistics(client);
    await eventually(async () => {
      const { rows } = await client.query<{ analyzed: boolean }>(
        `select last_analyze is not null as analyzed from pg_stat_user_tables where relname = 'carts'`,
      );
      expect(rows).toEqual([{ analyzed: true }]);
    });
    await maintenance.stop();

    const failing = { query: () => Promise.reject(new Error('disk full')) } as unknown as PGlite;
    const failingMaintenance = startMaintenance(failing, { warn: (_details, message) => warnings.push(message) }, 10);
    await eventually(async () => expect(warnings.length).toBeGreaterThanOrEqual(2));
    await failingMaintenance.stop();
    expect(warnings[0]).toBe('embedded database maintenance failed; the next round tries again');
  });
});

describe('opening the embedded database', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-maintenance-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('runs a first round at once: dead rows left by the last run are vacuumed before the first shopper', async () => {
    const first = await openDatabase({ dataDir });
    await first.db.execute(sql`create table scratch (id int primary key)`);
    await first.db.execute(sql`insert into scratch select generate_series(1, 1000)`);
    await first.db.execute(sql`delete from scratch where id > 200`);
    await first.close();

    const reopened = await openDatabase({ dataDir });
    try {
      // Long before the first timed round (MAINTENANCE_INTERVAL_MS).
      const rows = await queryRows<{ vacuumed: boolean; dead: number }>(
        reopened.db,
        sql`select last_vacuum is not null as vacuumed, n_dead_tup::int as dead from pg_stat_user_tables where relname = 'scratch'`,
      );
      expect(rows).toEqual([{ vacuumed: true, dead: 0 }]);
      // The search's word arrays are not analysed: the dearest column of the catalogue, and no plan reads it.
      const [nameWords] = await queryRows<{ target: number }>(
        reopened.db,
        sql`select attstattarget::int as target from pg_attribute where attrelid = 'products'::regclass and attname = 'name_words'`,
      );
      expect(nameWords).toEqual({ target: 0 });
    } finally {
      await reopened.close();
    }
  });
});
