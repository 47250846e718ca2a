// `npm test`: build, type-check, unit + component + API tests (PGlite, and PostgreSQL when DATABASE_URL is
// set), then the Playwright journeys in Chromium against the production build.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { DATABASE_URL, ...baseEnv } = process.env;

function step(title, command, args, env = baseEnv) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`✖ ${title} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

const jestEnv = { ...baseEnv, NODE_OPTIONS: `${baseEnv.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim() };

step('build every package', 'npx', ['lerna', 'run', 'build', '--concurrency', '2']);
step('type-check every package', 'npx', ['lerna', 'run', 'typecheck', '--concurrency', '2']);
step('unit, component and API tests (PGlite)', 'npx', ['jest', '--ci'], jestEnv);
if (DATABASE_URL) {
  step('API tests on PostgreSQL', 'npx', ['jest', '--ci', '--selectProjects', 'server'], { ...jestEnv, TEST_DATABASE_URL: DATABASE_URL });
}
step('Playwright journeys in Chromium', 'npm', ['test', '-w', 'e2e']);
