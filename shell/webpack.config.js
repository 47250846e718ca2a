const { createHash } = require('node:crypto');
const path = require('node:path');
const { InjectManifest } = require('workbox-webpack-plugin');
const { createAppConfigs } = require('@storefront/shared/webpack');
const { OFFLINE_PAGE_PATH } = require('@storefront/shared/web-app');

const [browser, server] = createAppConfigs({ dir: __dirname, federationName: 'shell', host: true, devPort: 3100 });

/** A content-hashed script of the shell's build (createAppConfig's chunk names): never changes, so kept for good. */
const HASHED_SCRIPT = /\.[0-9a-f]{8}\.js$/;
const SERVICE_WORKER_NAME = 'shell-service-worker';
/** The toaster, panels and modals the shop answers with (the shared overlays entry, as the shell builds it). */
const OVERLAYS_ENTRY = require.resolve('@storefront/shared/overlays', { paths: [__dirname] });

/**
 * Whether a build file is part of what loading the overlays entry downloads (InjectManifest's `include` condition):
 * the code the shop says things with offline ("This needs a connection…"), which a first visit does not load.
 */
const holdsOverlays = ({ asset, compilation }) =>
  [...compilation.chunks].some(
    (chunk) =>
      [...compilation.chunkGraph.getChunkModulesIterable(chunk)].some((module) => (module.rootModule ?? module).resource === OVERLAYS_ENTRY) &&
      [...chunk.groupsIterable].some((group) => group.chunks.some((member) => member.files.has(asset.name))),
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
 * list of what it precaches: the offline page (asked for again with each build) and the overlays' scripts, so a toast
 * or panel first opened offline still has its code. Nothing else: what a worker fetches after the load event is a
 * visitor's data too, and the scripts a visit loaded are kept by the worker's cache-first rule as they load. Entries
 * and manifests are left to the worker's network-first rule: precached, they would pin this build.
 */
const shellWithServiceWorker = (env, argv) => {
  const config = browser(env, argv);
  config.dependencies = [SERVICE_WORKER_NAME];
  config.plugins.push(
    new InjectManifest({
      compileSrc: false,
      swSrc: workerCodeFile(env),
      swDest: 'sw.js',
      include: [(file) => HASHED_SCRIPT.test(file.asset.name) && holdsOverlays(file)],
      dontCacheBustURLsMatching: HASHED_SCRIPT,
      additionalManifestEntries: [{ url: OFFLINE_PAGE_PATH, revision: `${Date.now()}` }],
    }),
  );
  return config;
};

module.exports = Object.assign([serviceWorkerCode, shellWithServiceWorker, server], { options: browser.options });
