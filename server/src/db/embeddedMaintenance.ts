/**
 * PGlite has no autovacuum daemon, so on the embedded database the shop does its work itself: every round it asks
 * the statistics which tables have changed enough since their last ANALYZE or VACUUM, by autovacuum's own default
 * rules, and runs them. Without it the planner keeps the statistics of the day the shop opened (empty carts) and a
 * cached plan keeps scanning whole tables as they grow (a cart add read every cart and every cart line), and dead
 * rows are never reclaimed. PostgreSQL's own autovacuum does this on a server.
 */
import type { PGlite } from '@electric-sql/pglite';

/** How often a round looks at the statistics (one short query; a round with nothing to do costs no more). */
export const MAINTENANCE_INTERVAL_MS = 10_000;

/** PostgreSQL's defaults: autovacuum_analyze_threshold / _scale_factor and autovacuum_vacuum_threshold / _scale_factor. */
const ANALYZE_THRESHOLD = 50;
const ANALYZE_SCALE_FACTOR = 0.1;
const VACUUM_THRESHOLD = 50;
const VACUUM_SCALE_FACTOR = 0.2;

/**
 * How many columns one ANALYZE statement of a running shop's round reads. PGlite runs one statement at a time, so
 * every request waits for the statement under way: a whole-table ANALYZE of the grown catalogue holds the shop for
 * far longer than a request may wait, while a few columns at a time keep each statement short, and the requests
 * queued meanwhile run between them (`npm run bench:maintenance -w server` measures the longest wait).
 */
export const COLUMNS_PER_ANALYZE = 1;

export interface MaintenanceRound {
  analyzed: string[];
  vacuumed: string[];
}

interface TableActivity {
  name: string;
  changed: number;
  dead: number;
  rows: number;
  columns: string[];
}

/**
 * Where a running shop's rounds left each table: how many changes its statistics had counted when its columns were
 * last analysed. An ANALYZE naming columns does not reset the count it is decided by, so the rounds keep their own.
 */
export type AnalyzedChanges = Map<string, number>;

/**
 * One round: VACUUM and ANALYZE the tables that are due. With `sliced` (`analyzedChanges`: the rounds' own
 * bookkeeping), each table is analysed a few columns per statement, for a shop that is serving; without it, in one
 * statement per table, for a database nobody waits on yet. Answers which tables it analysed and vacuumed.
 */
export async function maintainTables(client: PGlite, analyzedChanges?: AnalyzedChanges): Promise<MaintenanceRound> {
  // The statistics functions behind pg_stat_user_tables, called directly: planning that view costs every round
  // more than the functions do, with the shop's queries waiting on PGlite's single connection.
  const { rows: tables } = await client.query<TableActivity>(
    `select quote_ident(c.relname) as name, pg_stat_get_mod_since_analyze(c.oid)::float8 as changed,
       pg_stat_get_dead_tuples(c.oid)::float8 as dead, greatest(c.reltuples, 0)::float8 as rows,
       array(select quote_ident(a.attname) from pg_attribute a
             where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped order by a.attnum) as columns
     from pg_class c
     where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'`,
  );
  const round: MaintenanceRound = { analyzed: [], vacuumed: [] };
  for (const table of tables) {
    // A count below the one kept was reset since (a whole-table ANALYZE): it counts from zero again.
    const kept = analyzedChanges?.get(table.name) ?? 0;
    const changedSinceAnalyze = table.changed >= kept ? table.changed - kept : table.changed;
    const analyze = changedSinceAnalyze > ANALYZE_THRESHOLD + ANALYZE_SCALE_FACTOR * table.rows;
    const vacuum = table.dead > VACUUM_THRESHOLD + VACUUM_SCALE_FACTOR * table.rows;
    if (vacuum) {
      await client.exec(`vacuum ${table.name}`);
      round.vacuumed.push(table.name);
    }
    if (!analyze) continue;
    if (analyzedChanges) {
      for (let first = 0; first < table.columns.length; first += COLUMNS_PER_ANALYZE) {
        await client.exec(`analyze ${table.name} (${table.columns.slice(first, first + COLUMNS_PER_ANALYZE).join(', ')})`);
      }
      analyzedChanges.set(table.name, table.changed);
    } else {
      await client.exec(`analyze ${table.name}`);
    }
    round.analyzed.push(table.name);
  }
  return round;
}

export interface MaintenanceLog {
  warn(details: object, message: string): void;
  debug?(details: object, message: string): void;
}

/** Runs sliced `maintainTables` rounds every `intervalMs` until stopped; `stop` waits for a round under way. */
export function startMaintenance(client: PGlite, log: MaintenanceLog | undefined, intervalMs = MAINTENANCE_INTERVAL_MS): { stop(): Promise<void> } {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const analyzedChanges: AnalyzedChanges = new Map();
  const schedule = () => {
    timer = setTimeout(() => {
      running = maintainTables(client, analyzedChanges).then(
        (round) => {
          if (round.analyzed.length > 0 || round.vacuumed.length > 0) log?.debug?.(round, 'embedded database maintained');
        },
        (err: unknown) => log?.warn({ err }, 'embedded database maintenance failed; the next round tries again'),
      );
      void running.then(() => {
        if (!stopped) schedule();
      });
    }, intervalMs);
    // The rounds never keep the process alive on their own.
    timer.unref();
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
