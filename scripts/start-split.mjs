// `npm run start:split`: the docker compose topology without Docker (server/src/deploy/topology.ts). PORT (default 3000)
// is the shop's public origin; DATABASE_URL runs two API processes on PostgreSQL, else one on PGlite in DATA_DIR.
import { createRequire } from 'node:module';
import path from 'node:path';
import { ensureBuilt, root } from './ensureBuilt.mjs';

ensureBuilt();
const { APPS, startSplit } = createRequire(import.meta.url)('../server/dist/deploy/topology.js');
const port = Number(process.env.PORT ?? 3000);
const deployRoot = path.resolve(process.env.DEPLOY_DIR ?? path.join(root, 'deploy'));
const topology = await startSplit({
  port,
  deployRoot,
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: path.resolve(process.env.DATA_DIR ?? path.join(root, 'data')),
});
console.log(`\nThe shop: ${topology.publicUrl}   (what is deployed where: ${topology.publicUrl}/status)`);
for (const [index, url] of topology.apiUrls.entries()) console.log(`  api-${index + 1}`.padEnd(22), url);
for (const app of APPS) console.log(`  ${app}`.padEnd(22), `${topology.appUrl(app)}  (serves ${path.join(deployRoot, app, 'current')})`);
console.log('Redeploy one app while this runs: npm run redeploy -- <app>. Ctrl-C stops everything.\n');

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await topology.stop();
    process.exit(0);
  });
}
