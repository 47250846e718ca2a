/** A database of its own on a PostgreSQL server, for one test file or journey: created on demand, dropped after. */
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

export interface TemporaryDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function createPostgresDatabase(adminUrl: string, prefix = 'storefront_test'): Promise<TemporaryDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
