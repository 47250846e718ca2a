// `npm test`: build, type-check, lint and format check, unit + component + API tests (PGlite, and PostgreSQL when
// DATABASE_URL is set), then the Playwright journeys in Chromium against the production build. Every step runs even
// when an earlier check failed (a failed build stops the run: nothing after it would mean anything), and the run
// ends with one line summing every runner: `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, 'test-results/summary');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const { DATABASE_URL, ...baseEnv } = process.env;
const jestEnv = { ...baseEnv, NODE_OPTIONS: `${baseEnv.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim() };

const totals = { passed: 0, failed: 0 };

/** Runs one step; `count` reads how many tests it passed and failed (a step without tests counts as one check). */
function step(title, command, args, { env = baseEnv, count } = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  const ok = result.status === 0;
  let counted = null;
  try {
    counted = count?.() ?? null;
  } catch {
    counted = null; // the runner died before writing its report
  }
  const { passed, failed } = counted ?? { passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
  totals.passed += passed;
  // A runner that exited non-zero with no failed test (a crash, a config error) still fails the run.
  totals.failed += ok ? failed : Math.max(failed, 1);
  console.log(`${ok ? '✔' : '✖'} ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return ok;
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const jestCount = (file) => () => {
  const report = readJson(file);
  return { passed: report.numPassedTests, failed: report.numFailedTests };
};
const playwrightCount = (file) => () => {
  const { stats } = readJson(file);
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected };
};

function finish() {
  console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
  process.exit(totals.failed > 0 ? 1 : 0);
}

if (!step('build every package', 'npx', ['lerna', 'run', 'build', '--concurrency', '2'])) finish();
step('type-check every package', 'npx', ['lerna', 'run', 'typecheck', '--concurrency', '2']);
step('lint (ESLint: typescript-eslint, react-hooks, jsx-a11y)', 'npx', ['eslint', '--max-warnings', '0', '.']);
step('format (prettier --check)', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']);
// Debian's docker-compose validates the file without an engine (.ci/run installs it).
if (spawnSync('docker-compose', ['version'], { stdio: 'ignore' }).status === 0) {
  step('docker-compose.yml is valid (docker-compose config -q)', 'docker-compose', ['config', '-q']);
} else {
  console.log('\n▶ docker-compose.yml check skipped: docker-compose is not installed (apt-get install docker-compose)');
}
const jestPglite = path.join(reports, 'jest-pglite.json');
step('unit, component and API tests (PGlite)', 'npx', ['jest', '--ci', '--json', `--outputFile=${jestPglite}`], {
  env: jestEnv,
  count: jestCount(jestPglite),
});
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
