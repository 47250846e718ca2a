/** `npm start`'s server: opens (and migrates) the database, seeds an empty one, serves, and shuts down cleanly. */
import { setFlagsFromString } from 'node:v8';
import pino from 'pino';
import { buildApp } from './app';
import { warmUpCatalogue } from './catalogue/warmUp';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemo } from './seed/seedDemo';
import { warmUpPages } from './web/apps';
import { injectedApi } from './web/pageApi';

async function main() {
  const config = loadConfig();
  if (!config.databaseUrl) {
    // PGlite is PostgreSQL compiled to WebAssembly. By default V8 compiles each of its functions on first call with a
    // baseline compiler and optimises only the ones that turn hot, so a query unlike the warm-up's would run partly
    // in baseline code. Without dynamic tiering V8 optimises every function in the background from the start, for
    // a little more start-up and CPU and the same memory (docs/performance.md).
    // V8 reads the flag when PGlite compiles its module, in openDatabase below.
    setFlagsFromString('--no-wasm-dynamic-tiering');
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
    log: pino({ level: config.logLevel }),
  });
  const app = await buildApp(config, database.db);
  if (config.seedDemo) {
    const seeded = await seedDemo(database.db, { publicUrl: config.publicUrl, port: config.port });
    app.log.info({ seeded }, seeded ? 'seeded the demo shop' : 'database already has a shop; seed skipped');
  }
  // Before listening, so the first shoppers after a deploy do not pay the database's first-use costs.
  const warming = performance.now();
  try {
    const runs = await warmUpCatalogue(database.db);
    app.log.info({ queries: runs.length, ms: Math.round(performance.now() - warming) }, 'catalogue queries warmed up');
  } catch (err) {
    app.log.warn({ err }, 'catalogue warm-up failed; serving without it');
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  if (config.serveApps) await warmUpPages(app, injectedApi(app), config.publicUrl ?? `http://localhost:${config.port}`);
  app.log.info({ url: `http://localhost:${config.port}`, database: database.kind }, 'storefront ready');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
