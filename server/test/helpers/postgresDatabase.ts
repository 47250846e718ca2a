/** A database of its own on a PostgreSQL server, for one test file or journey: created on demand, dropped after. */
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

export interface TemporaryDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** Runs `use` on a connection to the server's administration database. */
export async function withAdmin<T>(adminUrl: string, use: (admin: Client) => Promise<T>): Promise<T> {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await use(admin);
  } finally {
    await admin.end();
  }
}

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A new empty database, or a copy of the database `template` (which nobody may be connected to). */
export async function createPostgresDatabase(adminUrl: string, prefix = 'storefront_test', template?: string): Promise<TemporaryDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`create database ${name}${template ? ` template ${template}` : ''}`));
  return {
    name,
    url: databaseUrl(adminUrl, name),
    drop: () => withAdmin(adminUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}
