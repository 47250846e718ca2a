/**
 * The shop as separate processes, each app on its own origin, wired the way docker-compose.yml wires the
 * containers: a proxy at the public origin (API paths to the API processes, the rest to the shell's static
 * server), one static server per app, one or two API processes. Used by `npm run start:split`,
 * `npm run redeploy` (scripts/) and the split-topology journeys (e2e/tests/splitTopology.spec.ts).
 *
 * Each app is served from `<deployRoot>/<app>/`: `releases/<build>/` folders and a `current` link to the live one.
 * Starting deploys each app's dist/ as a release; redeploy() builds one app into a new release and moves the link,
 * and its static server serves the new build from the next request on, with no restart of anything.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { REMOTE_NAMES, REMOTE_PACKAGES } from '@storefront/shared/contracts';
import { remoteEnvName } from '../config';
import { appFolder, deployBuild as deployRelease, entryHash, RELEASES_FOLDER, switchRelease } from './releases';

/** The repository (from server/src/deploy or server/dist/deploy). */
const root = path.resolve(__dirname, '../../..');

const SHELL = 'shell';
/** Every deployable app, by package folder: the shell and each remote. */
export const APPS = [SHELL, ...REMOTE_NAMES.map((name) => REMOTE_PACKAGES[name])];

const SERVER_ENTRY = path.join(root, 'server/dist/index.js');
const DEPLOY_ENTRY = path.join(root, 'server/dist/deploy/main.js');

/** Ports from the public one: API processes at +10, +11; the shell at +100, the remotes at +101… */
function portsFor(publicPort: number) {
  return {
    proxy: publicPort,
    api: [publicPort + 10, publicPort + 11],
    apps: Object.fromEntries(APPS.map((app, index) => [app, publicPort + 100 + index])) as Record<string, number>,
  };
}

/** A release name for a build folder: its version and a hash of its entry files. */
function releaseNameOf(dist: string, app: string): string {
  const version = JSON.parse(readFileSync(path.join(root, app, 'package.json'), 'utf8')).version;
  return `${version}-${entryHash(dist, app)}`;
}

/** Deploys a build of an app as a release (named by its version and entry files unless `name` is given) and makes it live. */
export const deployBuild = (deployRoot: string, app: string, build: string, name = releaseNameOf(build, app)) =>
  deployRelease(deployRoot, app, build, name);

/** Deploys an app's dist/ (what `npm run build` made) as a release and makes it live. */
export const deployDist = (deployRoot: string, app: string) => deployBuild(deployRoot, app, path.join(root, app, 'dist'));

/**
 * A production build of the app in `appDir` (the way its team builds it) into `outputPath`, as build `buildId`.
 * `quiet` keeps webpack's output back, but for the errors of a failed build.
 */
export function buildApp(appDir: string, outputPath: string, buildId: string, { quiet = false } = {}): Promise<void> {
  // An app builds for the browser and the server (its configuration is a list), each into its own folder under
  // `outputPath`, which it reads from --env. A release from before the server build takes webpack's --output-path.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the app's own configuration, found at run time
  const withServerBuild = Array.isArray(require(path.join(appDir, 'webpack.config.js')));
  const output = withServerBuild ? ['--env', `outputPath=${outputPath}`] : ['--output-path', outputPath];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production', ...output], {
      cwd: appDir,
      env: { ...process.env, STOREFRONT_BUILD_ID: buildId },
      stdio: ['ignore', quiet ? 'ignore' : 'inherit', quiet ? 'pipe' : 'inherit'],
    });
    let errors = '';
    child.stderr?.on('data', (chunk) => (errors += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`building ${appDir} failed (exit ${code})\n${errors}`))));
  });
}

/**
 * Rebuilds one app (production, the way its team would) into a new release folder named by its build id, then makes
 * it live. The app's server picks it up on the next request; nothing restarts.
 */
export async function redeploy(
  deployRoot: string,
  app: string,
  { buildId = new Date().toISOString().replace(/\D/g, '').slice(0, 14), quiet = false }: { buildId?: string; quiet?: boolean } = {},
) {
  if (!APPS.includes(app)) throw new Error(`Unknown app ${app}: one of ${APPS.join(', ')}`);
  if (!/^[\w.-]+$/.test(buildId)) throw new Error(`A build id is letters, digits, '.', '_' and '-': ${buildId}`);
  const release = path.join(appFolder(deployRoot, app), RELEASES_FOLDER, buildId);
  if (existsSync(release)) throw new Error(`${release} exists already: choose another build id`);
  await buildApp(path.join(root, app), release, buildId, { quiet });
  switchRelease(deployRoot, app, release);
  return { app, buildId, release };
}

/** Starts a process whose output lines are prefixed with its name; `quiet` drops them. */
function startProcess(name: string, args: string[], env: Record<string, string>, quiet: boolean): ChildProcess {
  const child = spawn(process.execPath, ['--enable-source-maps', ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', quiet ? 'ignore' : 'pipe', quiet ? 'ignore' : 'pipe'],
  });
  if (!quiet) {
    for (const stream of [child.stdout!, child.stderr!]) {
      createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
    }
  }
  return child;
}

async function waitFor(url: string, name: string, child: ChildProcess) {
  for (let attempt = 0; attempt < 240; attempt++) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode} while starting`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} did not become healthy at ${url}`);
}

function stopProcess(child: ChildProcess | undefined): Promise<unknown> {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

export interface SplitOptions {
  /** The public origin's port. */
  port: number;
  /** Where the releases live. */
  deployRoot: string;
  /** PostgreSQL: two API processes share it. Without it, one API process on PGlite in `dataDir`. */
  databaseUrl?: string;
  dataDir?: string;
  /** Discard the processes' output, and log only warnings (tests). */
  quiet?: boolean;
  /** Extra environment for every process. */
  env?: Record<string, string>;
}

export async function startSplit({ port, deployRoot, databaseUrl, dataDir = path.join(root, 'data'), quiet = false, env = {} }: SplitOptions) {
  const ports = portsFor(port);
  const publicUrl = `http://localhost:${port}`;
  const appUrl = (app: string) => `http://localhost:${ports.apps[app]}`;
  const common = { HOST: '127.0.0.1', LOG_LEVEL: quiet ? 'warn' : 'info', ...env };
  for (const app of APPS) deployDist(deployRoot, app);

  const apiCount = databaseUrl ? 2 : 1;
  const apiEnv = (index: number): Record<string, string> => ({
    ...common,
    PORT: String(ports.api[index]),
    SERVE_APPS: 'false',
    PUBLIC_URL: publicUrl,
    // The proxy, on this machine, states the shopper's address; nobody else may.
    TRUST_PROXY: 'loopback',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir, DATABASE_URL: '' }),
  });
  const apiNames = Array.from({ length: apiCount }, (_, index) => `api-${index + 1}`);
  const apiUrls = apiNames.map((_, index) => `http://127.0.0.1:${ports.api[index]}`);
  const appEnv = (app: string): Record<string, string> => ({
    ...common,
    PORT: String(ports.apps[app]),
    APP: app,
    APP_ROOT: appFolder(deployRoot, app),
    CORS_ORIGIN: publicUrl,
    // The shell draws the pages: it reads their data from the API processes and hears the shopper from the proxy.
    ...(app === SHELL && {
      ...Object.fromEntries(REMOTE_NAMES.map((name) => [remoteEnvName(name), `${appUrl(REMOTE_PACKAGES[name])}/mf-manifest.json`])),
      API_URLS: apiUrls.join(','),
      PUBLIC_URL: publicUrl,
      TRUST_PROXY: 'loopback',
    }),
  });
  const processes = new Map<string, ChildProcess>();
  const start = async (name: string, args: string[], processEnv: Record<string, string>, healthUrl: string) => {
    const child = startProcess(name, args, processEnv, quiet);
    processes.set(name, child);
    await waitFor(healthUrl, name, child);
  };
  const startApp = (app: string) => start(app, [DEPLOY_ENTRY, 'static'], appEnv(app), `${appUrl(app)}/healthz`);

  const stop = async () => {
    await Promise.all([...processes.values()].map(stopProcess));
    processes.clear();
  };
  try {
    // The shell after the rest, as compose orders it: it draws a few pages once it listens, from the API and the remotes.
    await Promise.all([
      ...apiNames.map((name, index) => start(name, [SERVER_ENTRY], apiEnv(index), `${apiUrls[index]}/s/api/health`)),
      ...APPS.filter((app) => app !== SHELL).map(startApp),
    ]);
    await startApp(SHELL);
    await start(
      'proxy',
      [DEPLOY_ENTRY, 'proxy'],
      { ...common, PORT: String(port), SHELL_URL: appUrl(SHELL), API_URLS: apiUrls.join(',') },
      `${publicUrl}/s/api/health`,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    publicUrl,
    ports,
    appUrl,
    apiUrls,
    /** Stops one app's static server (its slot then shows the fallback). */
    stopApp: async (app: string) => {
      await stopProcess(processes.get(app));
      processes.delete(app);
    },
    startApp,
    /** The process id of each running part, by name (api-1, shell, mfe-catalog, …, proxy). */
    pids: (): Record<string, number | undefined> => Object.fromEntries([...processes].map(([name, child]) => [name, child.pid])),
    stop,
  };
}
