// `npm test`: build, type-check, lint and format check, unit + component + API tests (PGlite, and PostgreSQL when
// DATABASE_URL is set), then the Playwright journeys in Chromium against the production build. A failed build stops
// the run (nothing after it would mean anything); see steps.mjs for the rest.
// `npm test -- --build-and-unit`: the build and the PGlite jest run only, what depends on the Node.js version (CI
// runs it on the newest LTS too).
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { finish, jestCount, playwrightCount, root, step, stepsAtOnce } from './steps.mjs';

const reports = path.join(root, 'test-results/summary');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const { DATABASE_URL, ...baseEnv } = process.env;
const jestEnv = { ...baseEnv, NODE_OPTIONS: `${baseEnv.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim() };

const buildAndUnitOnly = process.argv.includes('--build-and-unit');
const node = `Node.js ${process.versions.node}`;
const jestPglite = path.join(reports, 'jest-pglite.json');
const jestOnPglite = () =>
  step(`unit, component and API tests (PGlite, ${node})`, 'npx', ['jest', '--ci', '--json', `--outputFile=${jestPglite}`], {
    env: jestEnv,
    count: jestCount(jestPglite),
  });

if (!step(`build every package (${node})`, 'npx', ['lerna', 'run', 'build', '--concurrency', '2'])) finish();
if (buildAndUnitOnly) {
  jestOnPglite();
  finish();
}
// Type-check, lint and format check are single-threaded for most of their run: they share the two cores at once.
const checks = [
  { title: 'type-check every package', command: 'npm', args: ['run', 'typecheck'] },
  { title: 'lint (ESLint: typescript-eslint, react-hooks, jsx-a11y)', command: 'npx', args: ['eslint', '--max-warnings', '0', '.'] },
  { title: 'format (prettier --check)', command: 'npx', args: ['prettier', '--check', '--log-level', 'warn', '.'] },
];
// Debian's docker-compose validates the file without an engine (.ci/run installs it).
if (spawnSync('docker-compose', ['version'], { stdio: 'ignore' }).status === 0) {
  checks.push({ title: 'docker-compose.yml is valid (docker-compose config -q)', command: 'docker-compose', args: ['config', '-q'] });
} else {
  console.log('\n▶ docker-compose.yml check skipped: docker-compose is not installed (apt-get install docker-compose)');
}
await stepsAtOnce(checks);
jestOnPglite();
if (DATABASE_URL) {
  const jestPostgres = path.join(reports, 'jest-postgres.json');
  step('API tests on PostgreSQL', 'npx', ['jest', '--ci', '--selectProjects', 'server', '--json', `--outputFile=${jestPostgres}`], {
    env: { ...jestEnv, TEST_DATABASE_URL: DATABASE_URL },
    count: jestCount(jestPostgres),
  });
}
const playwrightReport = path.join(reports, 'playwright.json');
step('Playwright journeys in Chromium', 'npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts', '--reporter=list,json'], {
  // The split-topology journeys run two API processes on a database of their own there.
  env: { ...baseEnv, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport, ...(DATABASE_URL && { TEST_DATABASE_URL: DATABASE_URL }) },
  count: playwrightCount(playwrightReport),
});
finish();
