// `npm run redeploy -- <app> [build-id]`: rebuilds one app into a new release under DEPLOY_DIR (default deploy/)
// and makes it live for the server `npm run start:split` runs for it; nothing else is rebuilt or restarted.
import { createRequire } from 'node:module';
import path from 'node:path';
import { ensureBuilt, root } from './ensureBuilt.mjs';

ensureBuilt();
const { APPS, redeploy } = createRequire(import.meta.url)('../server/dist/deploy/topology.js');

const [app, buildId] = process.argv.slice(2);
if (!APPS.includes(app)) {
  console.error(`Usage: npm run redeploy -- <app> [build-id]   (app: ${APPS.join(', ')})`);
  process.exit(2);
}
const deployRoot = path.resolve(process.env.DEPLOY_DIR ?? path.join(root, 'deploy'));
const deployed = await redeploy(deployRoot, app, buildId ? { buildId } : {});
console.log(`${app} ${deployed.buildId} is live (${deployed.release}).`);
