const { createHash } = require('node:crypto');
const path = require('node:path');
const { InjectManifest } = require('workbox-webpack-plugin');
const { createAppConfigs } = require('@storefront/shared/webpack');
const { OFFLINE_PAGE_PATH } = require('@storefront/shared/web-app');

const [browser, server] = createAppConfigs({ dir: __dirname, federationName: 'shell', host: true, devPort: 3100 });

/** A content-hashed script of the shell's build (createAppConfig's chunk names): never changes, so kept for good. */
const HASHED_SCRIPT = /\.[0-9a-f]{8}\.js$/;
const SERVICE_WORKER_NAME = 'shell-service-worker';
/** The error reporter's and the analytics' packages: loaded only when configured, of no use offline. */
const TELEMETRY_PACKAGE = /[\\/]node_modules[\\/](@sentry|@sentry-internal|posthog-js)[\\/]/;

/** Whether a build file holds telemetry code (InjectManifest's `exclude` condition). */
const holdsTelemetry = ({ asset, compilation }) =>
  [...compilation.chunks].some(
    (chunk) =>
      chunk.files.has(asset.name) &&
      [...compilation.chunkGraph.getChunkModulesIterable(chunk)].some((module) => TELEMETRY_PACKAGE.test(module.identifier())),
  );

const outputOf = (env) => env?.outputPath ?? path.join(__dirname, 'dist');
/** Where the worker's code is compiled before the shell's build writes it out with its precache list (per output). */
const workerCodeFile = (env) =>
  path.join(__dirname, 'node_modules/.cache/service-worker', createHash('sha256').update(outputOf(env)).digest('hex').slice(0, 12), 'sw.js');

/**
 * The shop's service worker's code, compiled in a build of its own: Workbox would otherwise compile it in a child of
 * the shell's build, which inherits the federation plugins' hooks and brings the shared modules along.
 */
const serviceWorkerCode = (env, argv) => ({
  name: SERVICE_WORKER_NAME,
  mode: argv.mode === 'development' ? 'development' : 'production',
  context: __dirname,
  target: 'webworker',
  entry: './src/serviceWorker/worker.ts',
  devtool: false,
  output: { path: path.dirname(workerCodeFile(env)), filename: path.basename(workerCodeFile(env)) },
  resolve: { extensions: ['.ts', '.mjs', '.js'], conditionNames: ['source', '...'] },
  module: {
    rules: [
      {
        test: /\.ts$/,
        exclude: /node_modules/,
        use: { loader: require.resolve('ts-loader'), options: { transpileOnly: true, configFile: path.join(__dirname, 'tsconfig.json') } },
      },
    ],
  },
});

/**
 * The shell's browser build writes the worker at its root as sw.js (its scope is then the whole origin), with the
 * list of what it precaches: the offline page (asked for again with each build) and every hashed script of this
 * build but the telemetry's, so a screen, panel or toast first opened offline still has its code. Entries and
 * manifests are left to the worker's network-first rule: precached, they would pin this build.
 */
const shellWithServiceWorker = (env, argv) => {
  const config = browser(env, argv);
  config.dependencies = [SERVICE_WORKER_NAME];
  config.plugins.push(
    new InjectManifest({
      compileSrc: false,
      swSrc: workerCodeFile(env),
      swDest: 'sw.js',
      include: [HASHED_SCRIPT],
      exclude: [holdsTelemetry],
      dontCacheBustURLsMatching: HASHED_SCRIPT,
      additionalManifestEntries: [{ url: OFFLINE_PAGE_PATH, revision: `${Date.now()}` }],
    }),
  );
  return config;
};

module.exports = Object.assign([serviceWorkerCode, shellWithServiceWorker, server], { options: browser.options });
