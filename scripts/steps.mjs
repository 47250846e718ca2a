// The steps of `npm test` and `npm run test:quick`: each runs even when an earlier check failed, its time is printed
// when it ends and again in a table at the end, and the run ends with one line summing every runner:
// `N passed, N failed`.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const totals = { passed: 0, failed: 0 };
const timings = [];
const runStarted = Date.now();

/** Runs one step; `count` reads how many tests it passed and failed (a step without tests counts as one check). */
export function step(title, command, args, { env = process.env, count } = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  return recordRunner(title, started, result.status === 0, count);
}

/**
 * Runs steps at the same time: for single-threaded checks that would leave a core idle one after another. Each
 * step's output is held and printed in one piece when it ends, so the logs do not interleave.
 */
export async function stepsAtOnce(steps) {
  console.log(`\n▶ at once: ${steps.map(({ title }) => title).join('; ')}`);
  const run = ({ title, command, args, env = process.env, count }) =>
    new Promise((resolve) => {
      const started = Date.now();
      const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
      const output = [];
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
      child.on('close', (status) => {
        console.log(`\n▶ ${title}`);
        process.stdout.write(Buffer.concat(output));
        resolve(recordRunner(title, started, status === 0, count));
      });
    });
  return Promise.all(steps.map(run));
}

/** Records a runner's step: `count` reads its report, if it wrote one. */
function recordRunner(title, started, ok, count) {
  let counted = null;
  try {
    counted = count?.() ?? null;
  } catch {
    counted = null; // the runner died before writing its report
  }
  record(title, started, ok, counted);
  return ok;
}

/** Runs one step in this process: `run` resolves to whether it passed (one check). */
export async function stepIn(title, run) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const ok = await Promise.resolve()
    .then(run)
    .catch((error) => {
      console.error(error);
      return false;
    });
  record(title, started, ok === true, null);
  return ok === true;
}

function record(title, started, ok, counted) {
  const { passed, failed } = counted ?? { passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
  totals.passed += passed;
  // A runner that exited non-zero with no failed test (a crash, a config error) still fails the run.
  totals.failed += ok ? failed : Math.max(failed, 1);
  const seconds = (Date.now() - started) / 1000;
  timings.push({ title, seconds, ok });
  console.log(`${ok ? '✔' : '✖'} ${title} (${seconds.toFixed(1)} s)`);
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

export const jestCount = (file) => () => {
  const report = readJson(file);
  return { passed: report.numPassedTests, failed: report.numFailedTests };
};

export const playwrightCount = (file) => () => {
  const { stats } = readJson(file);
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected };
};

/** Prints each step's time and the totals line, and exits with the run's status (`failedStatus` when a step failed). */
export function finish(failedStatus = 1) {
  const width = Math.max(...timings.map(({ title }) => title.length), 0);
  const wallClock = (Date.now() - runStarted) / 1000;
  console.log('\nstep times');
  for (const { title, seconds, ok } of timings) console.log(`${ok ? '✔' : '✖'} ${title.padEnd(width)} ${formatSeconds(seconds)}`);
  // Steps run at once overlap, so the total is the run's own time, not the sum of the steps'.
  console.log(`  ${'total'.padEnd(width)} ${formatSeconds(wallClock)}`);
  console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
  process.exit(totals.failed > 0 ? failedStatus : 0);
}

function formatSeconds(seconds) {
  const minutes = Math.floor(seconds / 60);
  return `${minutes > 0 ? `${minutes} min ` : ''}${(seconds % 60).toFixed(1).padStart(minutes > 0 ? 4 : 0)} s`;
}
