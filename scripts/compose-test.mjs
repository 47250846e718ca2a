// `npm run compose:test`: the shop as docker-compose.yml runs it, proven end to end. Starts the Docker engine when it
// is installed and not running, makes the base images locally when the official ones cannot be pulled
// (scripts/base-images/build.sh), builds every image (compose-build.mjs), starts the shop, waits on the healthchecks,
// runs the compose journeys (e2e/compose) and takes everything down with its volumes at the end, also after a failed
// step or Ctrl-C. Each step's time is printed; the last line is `N passed, N failed`. Every step has a time limit
// and the run ends within COMPOSE_TEST_WITHIN_MIN minutes (default 45) whatever hangs, taking the shop down after.
// It exits with ENGINE_UNAVAILABLE (3) when no Docker engine answers and none can be started here, after a line saying
// why (CI then skips the journeys).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildImages } from './compose-build.mjs';
import { finish, playwrightCount, root, step, stepIn } from './steps.mjs';

const PROJECT = 'storefront';
const OFFICIAL = { NODE_IMAGE: 'node:20-slim', POSTGRES_IMAGE: 'postgres:15' };
const LOCAL = { NODE_IMAGE: 'storefront-base/node:20', POSTGRES_IMAGE: 'storefront-base/postgres:15' };
const HEALTHY_WITHIN_MS = 240_000;
const ENGINE_WITHIN_MS = 30_000;
const BASE_IMAGES_WITHIN_MS = 10 * 60_000;
const UP_WITHIN_MS = 5 * 60_000;
const JOURNEYS_WITHIN_MS = 15 * 60_000;
/** The time kept for taking the shop down at the end. */
const DOWN_WITHIN_MS = 60_000;
const ENGINE_UNAVAILABLE = 3;

const runDeadline = Date.now() + Number(process.env.COMPOSE_TEST_WITHIN_MIN ?? 45) * 60_000;
/** A step's time limit: its own, or what is left of the run's (keeping the time to take the shop down). */
const within = (stepLimitMs) => Math.max(Math.min(stepLimitMs, runDeadline - DOWN_WITHIN_MS - Date.now()), 1000);

const reports = path.join(root, 'test-results/compose');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const env = { ...process.env, COMPOSE_PROJECT_NAME: PROJECT };
const quiet = (command, args) => spawnSync(command, args, { cwd: root, encoding: 'utf8', env });
const engineUp = () => quiet('docker', ['info']).status === 0;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

let interrupted = false;
process.on('SIGINT', () => {
  interrupted = true;
  console.log('\nInterrupted: taking the shop down.');
});
/** Lets a Ctrl-C that arrived during a step be seen before the next one starts. */
const stillGoing = async () => {
  await sleep(0);
  return !interrupted;
};

/** The reason dockerd gave for stopping, from its log (e.g. no iptables, no cgroup or storage driver support). */
function dockerdFailure(logFile) {
  const lines = readFileSync(logFile, 'utf8').split('\n');
  const failure = lines.findLast((line) => /failed to start daemon|level=fatal/.test(line));
  if (!failure) return 'no reason logged';
  return /msg="((?:[^"\\]|\\.)*)"/.exec(failure)?.[1] ?? failure.trim();
}

let engineProblem = null;

/** Starts dockerd (as root) when it is installed and no engine answers; false (and why) when there is no engine. */
async function ensureEngine() {
  if (engineUp()) return true;
  const dockerd = ['/usr/sbin/dockerd', '/usr/bin/dockerd'].find(existsSync);
  if (!dockerd || process.getuid?.() !== 0) {
    engineProblem = `no Docker engine answers and ${dockerd ? 'only root can start dockerd' : 'dockerd is not installed'}`;
    return false;
  }
  const logFile = path.join(reports, 'dockerd.log');
  const log = openSync(logFile, 'a');
  const daemon = spawn(dockerd, [], { detached: true, stdio: ['ignore', log, log] });
  let exited = false;
  daemon.on('exit', () => (exited = true));
  daemon.unref();
  for (let waited = 0; waited < ENGINE_WITHIN_MS && !exited; waited += 1000) {
    if (engineUp()) return true;
    await sleep(1000);
  }
  engineProblem = exited ? `dockerd stopped: ${dockerdFailure(logFile)}` : `dockerd did not answer within ${ENGINE_WITHIN_MS / 1000} s (${logFile})`;
  return false;
}

/** The official base images when they are here or can be pulled, else the local ones (made when missing). */
function chooseBaseImages() {
  const available = (image) => quiet('docker', ['image', 'inspect', image]).status === 0 || quiet('docker', ['pull', image]).status === 0;
  if (Object.values(OFFICIAL).every(available)) {
    Object.assign(env, OFFICIAL);
    console.log(`official base images: ${Object.values(OFFICIAL).join(', ')}`);
    return true;
  }
  console.log('the official base images cannot be pulled: using local ones (scripts/base-images/build.sh)');
  Object.assign(env, LOCAL);
  const made = spawnSync('bash', [path.join(root, 'scripts/base-images/build.sh')], {
    cwd: root,
    stdio: 'inherit',
    env,
    timeout: within(BASE_IMAGES_WITHIN_MS),
  });
  if (made.error?.code === 'ETIMEDOUT') console.log('the base images were not made in time');
  return made.status === 0;
}

/** Waits until every container of the project reports healthy; lists the ones that do not in time. */
async function waitHealthy() {
  const deadline = Date.now() + within(HEALTHY_WITHIN_MS);
  let unhealthy = [];
  while (Date.now() < deadline && !interrupted) {
    const ids = quiet('docker-compose', ['ps', '-q']).stdout.split('\n').filter(Boolean);
    const states = quiet('docker', [
      'inspect',
      '--format',
      '{{.Name}} {{if .State.Health}}{{.State.Health.Status}}{{else}}{{.State.Status}}{{end}}',
      ...ids,
    ]);
    unhealthy = states.stdout.split('\n').filter((line) => line && !line.endsWith(' healthy'));
    if (ids.length > 0 && unhealthy.length === 0) return true;
    await sleep(2000);
  }
  console.log(`not healthy in time: ${unhealthy.join(', ')}`);
  return false;
}

const compose = (args, timeout) => spawnSync('docker-compose', args, { cwd: root, stdio: 'inherit', env, timeout }).status === 0;

let started = false;
const steps = [
  ['Docker engine (started when installed and not running)', ensureEngine],
  ['base images', chooseBaseImages],
  // The journeys' fixtures read the shared contracts' build.
  [
    'shared package built',
    () => existsSync(path.join(root, 'shared/dist/contracts/index.js')) || quiet('npm', ['run', 'build', '-w', '@storefront/shared']).status === 0,
  ],
  ['build the images (npm run compose:build)', () => buildImages(undefined, env, within(Infinity))],
  [
    'docker-compose up -d',
    () => {
      started = true;
      return compose(['up', '-d'], within(UP_WITHIN_MS));
    },
  ],
  ['every container healthy', waitHealthy],
];
let ready = true;
for (const [title, run] of steps) {
  if (!(await stillGoing()) || !(await stepIn(title, run))) {
    ready = false;
    break;
  }
}
if (ready && (await stillGoing())) {
  const report = path.join(reports, 'playwright.json');
  step(
    'compose journeys (Playwright in Chromium, e2e/compose)',
    'npx',
    ['playwright', 'test', '--config', 'e2e/playwright.compose.config.ts', '--reporter=list,json', `--global-timeout=${within(JOURNEYS_WITHIN_MS)}`],
    {
      env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
      count: playwrightCount(report),
    },
  );
}
/** The images the redeploy journey built under build ids of its own (e2e/compose/2-redeploy.spec.ts). */
function removeJourneyImages() {
  const listed = quiet('docker', ['images', '--filter', 'reference=storefront/*:compose*', '--format', '{{.Repository}}:{{.Tag}}']);
  const images = listed.stdout.split('\n').filter(Boolean);
  return images.length === 0 || quiet('docker', ['rmi', ...images]).status === 0;
}

if (started) await stepIn('docker-compose down -v', () => compose(['down', '-v', '--remove-orphans'], DOWN_WITHIN_MS) && removeJourneyImages());
if (engineProblem) console.log(`\nCompose journeys not run: ${engineProblem}.`);
finish(engineProblem ? ENGINE_UNAVAILABLE : 1);
