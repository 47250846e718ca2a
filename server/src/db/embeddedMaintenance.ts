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

export interface MaintenanceRound {
  analyzed: string[];
  vacuumed: string[];
}

interface TableActivity {
  name: string;
  changed: number;
  dead: number;
  rows: number;
}

/** One round: VACUUM (with ANALYZE when due too) or ANALYZE the tables that are due, and answers which. */
export async function maintainTables(client: PGlite): Promise<MaintenanceRound> {
  // The statistics functions behind pg_stat_user_tables, called directly: planning that view costs every round
  // more than the functions do, with the shop's queries waiting on PGlite's single connection.
  const { rows: tables } = await client.query<TableActivity>(
    `select quote_ident(c.relname) as name, pg_stat_get_mod_since_analyze(c.oid)::float8 as changed,
       pg_stat_get_dead_tuples(c.oid)::float8 as dead, greatest(c.reltuples, 0)::float8 as rows
     from pg_class c
     where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'`,
  );
  const round: MaintenanceRound = { analyzed: [], vacuumed: [] };
  for (const table of tables) {
    const analyze = table.changed > ANALYZE_THRESHOLD + ANALYZE_SCALE_FACTOR * table.rows;
    const vacuum = table.dead > VACUUM_THRESHOLD + VACUUM_SCALE_FACTOR * table.rows;
    if (vacuum) await client.exec(`vacuum ${analyze ? '(analyze) ' : ''}${table.name}`);
    else if (analyze) await client.exec(`analyze ${table.name}`);
    if (analyze) round.analyzed.push(table.name);
    if (vacuum) round.vacuumed.push(table.name);
  }
  return round;
}

export interface MaintenanceLog {
  warn(details: object, message: string): void;
  debug?(details: object, message: string): void;
}

/** Runs `maintainTables` every `intervalMs` until stopped; `stop` waits for a round under way. */
export function startMaintenance(client: PGlite, log: MaintenanceLog | undefined, intervalMs = MAINTENANCE_INTERVAL_MS): { stop(): Promise<void> } {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const schedule = () => {
    timer = setTimeout(() => {
      running = maintainTables(client).then(
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
