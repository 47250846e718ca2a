import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** The repository's root, where docker-compose.yml is. */
export const root = path.resolve(__dirname, '../..');

/** Where browsers reach the catalog remote's container (docker-compose.yml's CATALOG_URL). */
export const CATALOG_ORIGIN = process.env.CATALOG_URL ?? 'http://localhost:8081';

/** Runs docker-compose on the shop's project (COMPOSE_PROJECT_NAME from `npm run compose:test`); its output. */
export function compose(...args: string[]): string {
  return composeWith(process.env, ...args);
}

/** docker-compose with an environment of its own (e.g. another BUILD_ID). */
export function composeWith(env: NodeJS.ProcessEnv, ...args: string[]): string {
  return execFileSync('docker-compose', args, { cwd: root, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** When each of the project's containers started, by container name. */
export function containerStarts(): Record<string, string> {
  const ids = compose('ps', '-q').split('\n').filter(Boolean);
  const lines = execFileSync('docker', ['inspect', '--format', '{{.Name}} {{.State.StartedAt}}', ...ids], { encoding: 'utf8' });
  return Object.fromEntries(
    lines
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split(' ') as [string, string]),
  );
}

/** Whether the container of `service` reports healthy. */
export function healthy(service: string): boolean {
  const [id] = compose('ps', '-q', service).split('\n');
  return execFileSync('docker', ['inspect', '--format', '{{.State.Health.Status}}', id], { encoding: 'utf8' }).trim() === 'healthy';
}

/** One SQL query's rows on the compose database, each row's columns joined by `|`. */
export function sql(query: string): string[] {
  const output = compose('exec', '-T', 'postgres', 'psql', '-U', 'storefront', '-d', 'storefront', '-tAqc', query);
  return output.split('\n').filter(Boolean);
}

/**
 * The newest sign-in code sent to the phone `digits` (stored with its country code), or undefined: no transport is
 * configured, so the code is in the outbox table only.
 */
export function codeSentTo(digits: string): string | undefined {
  const [body] = sql(`select body from outbox_messages where recipient like '%${digits.replace(/\D/g, '')}' order by id desc limit 1`);
  return /\b(\d{6})\b/.exec(body ?? '')?.[1];
}

const HEALTH_OR_STATE = '{{if .State.Health}}{{.State.Health.Status}}{{else}}{{.State.Status}}{{end}}';

/** Whether every container of the project is up and reports healthy. */
export function everyContainerHealthy(): boolean {
  const ids = compose('ps', '-q').split('\n').filter(Boolean);
  if (ids.length === 0) return false;
  const states = execFileSync('docker', ['inspect', '--format', HEALTH_OR_STATE, ...ids], { encoding: 'utf8' });
  return states
    .trim()
    .split('\n')
    .every((state) => state === 'healthy');
}
