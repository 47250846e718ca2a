/**
 * A real server on a real database for API tests: in-memory PGlite by default, or a fresh database on the
 * PostgreSQL server in TEST_DATABASE_URL (created for this test file and dropped after); see shopDatabase.ts.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig, type ServerConfig } from '../../src/config';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../src/db/client';
import { openShopDatabase } from './shopDatabase';

export interface TestServer {
  app: FastifyInstance;
  db: Db;
  config: ServerConfig;
  close(): Promise<void>;
}

export async function startTestServer(env: Record<string, string> = {}, { seed = true, cornerShop = false } = {}): Promise<TestServer> {
  const shop = await openShopDatabase(!seed ? 'empty' : cornerShop ? 'demo-and-corner-basket' : 'demo');
  const { database } = shop;
  const config = loadConfig({ SERVE_APPS: 'false', LOG_LEVEL: 'silent', SESSION_SECRET: 'test-secret-test-secret-test-secret!', ...env });
  const app = await buildApp(config, database.db);
  return {
    app,
    db: database.db,
    config,
    async close() {
      await app.close();
      await shop.remove();
    },
  };
}

/** Cookies a response set, by name, with their attributes as the raw Set-Cookie line. */
export function setCookies(response: LightMyRequestResponse): Record<string, string> {
  const header = response.headers['set-cookie'];
  const lines = Array.isArray(header) ? header : header ? [header] : [];
  return Object.fromEntries(lines.map((line) => [line.split('=')[0], line]));
}

export function cookieValue(line: string): string {
  return line.split(';')[0].split('=').slice(1).join('=');
}

/** Rows in a table (optionally matching a condition): tests compare these before and after a refused request. */
export async function countRows(db: Db, table: string, where: SQL = sql`true`): Promise<number> {
  const [row] = await queryRows<{ n: string }>(db, sql`select count(*) as n from ${sql.raw(table)} where ${where}`);
  return Number(row.n);
}
