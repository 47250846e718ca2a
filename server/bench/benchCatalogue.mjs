// Prepares an embedded database holding the demo shop grown to `count` products (the quality bars measure the
// API at 10k products), using the built server's own migrations and seed code: PGlite in a new folder, or a new
// database on the PostgreSQL server of `serverUrl`.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import pg from 'pg';

const require = createRequire(import.meta.url);
const { openDatabase } = require('../dist/db/client.js');
const { seedDemo } = require('../dist/seed/seedDemo.js');
const { growCatalogue } = require('../dist/seed/growCatalogue.js');

/**
 * @param {number} count
 * @param {string} [serverUrl] a PostgreSQL server to create the bench database on; PGlite when absent
 * @returns {Promise<{ dataDir?: string, databaseUrl?: string, drop(): Promise<void> }>}
 */
export async function prepareBenchDatabase(count, serverUrl) {
  if (!serverUrl) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-bench-'));
    await fillDatabase({ dataDir }, count);
    // The server's stop removes the folder.
    return { dataDir, drop: async () => undefined };
  }
  const name = `storefront_bench_${process.pid}_${Date.now()}`;
  const admin = async (statement) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  await fillDatabase({ databaseUrl }, count);
  return { databaseUrl, drop: () => admin(`drop database if exists ${name} with (force)`) };
}

async function fillDatabase(options, count) {
  const database = await openDatabase(options);
  try {
    await seedDemo(database.db);
    await growCatalogue(database.db, count);
  } finally {
    await database.close();
  }
}
