// One webpack + Module Federation configuration for the shell and every remote, so the federation contract
// (shared singletons, share strategy, file names, public path) is written once.
const fs = require('node:fs');
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { DropDeadShareRuntimePlugin } = require('./dropDeadShareRuntime');

/**
 * The shell's runtime plugin that puts the federation runtime on the page for the remotes (what the plugin's own
 * `experiments.provideExternalRuntime` adds by its CommonJS entry, which would bundle a second, CommonJS copy of the
 * runtime): its ESM entry, as its package.json names it, shares the copy already bundled.
 */
const INJECT_RUNTIME_PLUGIN = (() => {
  const packageDir = path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin')).replace(/[\\/]dist$/, '');
  return path.join(packageDir, require(path.join(packageDir, 'package.json')).module);
})();
/** What every federation entry imports as the bundler runtime (see provideBundlerRuntime.mjs). */
const BUNDLER_RUNTIME = require.resolve('@module-federation/webpack-bundler-runtime/bundler', {
  paths: [path.dirname(require.resolve('@module-federation/enhanced'))],
});
/** Its version, written into both sides of the hand-over as MF_BUNDLER_RUNTIME_VERSION. */
const BUNDLER_RUNTIME_VERSION = require(path.join(BUNDLER_RUNTIME, '../../package.json')).version;

const sharedPackageJson = require('../package.json');
const { ensurePincodeDirectory } = require('../scripts/pincodeDirectory');

/** Provided under the key `react-router-dom` in place of the whole package (see the file). */
const ROUTER_FACADE = path.join(__dirname, 'reactRouterDom.mjs');
/** Provided under the key `@tanstack/react-query` in place of the whole package (see the file). */
const REACT_QUERY_FACADE = path.join(__dirname, 'reactQuery.mjs');
/** Provided under the key `@emotion/react` in place of the package's main module (see the file). */
const EMOTION_FACADE = path.join(__dirname, 'emotionReact.mjs');

/**
 * Third-party packages that hold React context or module state: exactly one copy on the page, the shell's (the
 * remotes bundle none, see sharedModules). A trailing slash shares every subpath (react/jsx-runtime,
 * @emotion/react/jsx-runtime).
 */
const THIRD_PARTY_SINGLETONS = [
  ['react', 'react'],
  ['react/', 'react'],
  ['react-dom', 'react-dom'],
  ['react-dom/', 'react-dom'],
  ['react-router-dom', 'react-router-dom', ROUTER_FACADE],
  ['@tanstack/react-query', '@tanstack/react-query', REACT_QUERY_FACADE],
  ['valtio', 'valtio'],
  ['@emotion/react', '@emotion/react', EMOTION_FACADE],
  ['@emotion/react/', '@emotion/react'],
];

/**
 * The entry points of @storefront/shared and how each is shared. The runtime (API client, event bus, stores,
 * QueryClient) must be one instance: a strict singleton, so a remote that needs an incompatible runtime is
 * refused (its fallback shows) instead of silently running on another version. Contracts and the UI kit are
 * stateless: non-singleton, so a remote built against a newer version than the page has loads its own copy.
 */
const SHARED_ENTRIES = [
  { key: '@storefront/shared', entry: '.', singleton: false },
  { key: '@storefront/shared/runtime', entry: './runtime', singleton: true },
  { key: '@storefront/shared/ui', entry: './ui', singleton: false },
  { key: '@storefront/shared/overlays', entry: './overlays', singleton: false },
  { key: '@storefront/shared/signed-in', entry: './signed-in', singleton: false },
  { key: '@storefront/shared/shopping', entry: './shopping', singleton: false },
  { key: '@storefront/shared/forms', entry: './forms', singleton: false },
  { key: '@storefront/shared/addresses', entry: './addresses', singleton: false },
];

/** Each entry point's own semver version (shared/package.json `storefront.entryVersions`). */
const SHARED_ENTRY_VERSIONS = sharedPackageJson.storefront.entryVersions;

/**
 * @param {object} appPackageJson
 * @param {Record<string,string>} entryVersions the @storefront/shared entry versions this build is made against
 * @param {string} appDir where the app's own dependencies resolve from
 * @param {boolean} host the shell (provides the third-party singletons) or a remote (takes them from the shell)
 * @param {{ facades?: boolean }} [options] facades: the shell provides the slim facades (browser) or whole packages (server)
 */
function sharedModules(appPackageJson, entryVersions = SHARED_ENTRY_VERSIONS, appDir = process.cwd(), host = true, { facades = true } = {}) {
  const deps = { ...appPackageJson.dependencies };
  const thirdParty = THIRD_PARTY_SINGLETONS.map(([key, packageName, importPath]) => {
    const requiredVersion = deps[packageName];
    if (!requiredVersion) throw new Error(`${appPackageJson.name} must depend on ${packageName} (a shared singleton)`);
    // The installed version, stated outright: subpaths such as @emotion/react/jsx-runtime have no package.json
    // version of their own for the plugin to find.
    const version = require(require.resolve(`${packageName}/package.json`, { paths: [appDir] })).version;
    // A remote takes these from the shell and bundles no copy of its own: its screens render in the shell's React
    // tree, under the shell's router, QueryClient and stores, where a second React, router, React Query or valtio
    // cannot work (hooks outside their provider, proxies it does not know) and a second emotion only adds weight.
    // Should the shell ever lack one, the remote's slot shows it unavailable instead of half-working. Subpaths keep
    // their fallback: a thin module (react/jsx-runtime) the shell itself may not import.
    const takenFromShell = !host && !key.endsWith('/');
    const facade = facades && importPath;
    return [key, { singleton: true, version, requiredVersion, ...(takenFromShell ? { import: false } : facade && { import: facade }) }];
  });
  if (!deps['@storefront/shared']) throw new Error(`${appPackageJson.name} must depend on @storefront/shared`);
  const own = SHARED_ENTRIES.map(({ key, entry, singleton }) => {
    const version = entryVersions[entry];
    if (!version) throw new Error(`shared/package.json has no version for the entry point ${entry}`);
    // A caret range: any later minor or patch of the same major satisfies a build made against `version`.
    const requiredVersion = `^${version}`;
    return [key, singleton ? { singleton: true, strictVersion: true, version, requiredVersion } : { singleton: false, version, requiredVersion }];
  });
  return Object.fromEntries([...thirdParty, ...own]);
}

/**
 * @param {object} options
 * @param {string} options.dir            the app's folder
 * @param {string} options.federationName the Module Federation name (a JS identifier)
 * @param {Record<string,string>} [options.exposes]
 * @param {boolean} [options.host]        the shell: builds index.html
 * @param {number} options.devPort
 * @param {Record<string,string>} [options.sharedVersions] build against these @storefront/shared entry versions
 *   instead of the workspace's (how a test makes a remote built against a newer shared package)
 * @param {string} [options.outputPath] where the build goes (default `{dir}/dist`)
 */
function createAppConfig(options) {
  const { dir, federationName, exposes = {}, host = false, devPort, extraPlugins = [], sharedVersions, outputPath } = options;
  const packageJson = require(path.join(dir, 'package.json'));
  // The address form's pincode directory is built from a package's data, not kept in git.
  ensurePincodeDirectory();
  // Which build this is: set by the deploy script or the image build, so ops can tell what runs where.
  const build = { app: packageJson.name, version: packageJson.version, id: process.env.STOREFRONT_BUILD_ID || 'local' };
  const config = (env, argv) => {
    const production = argv.mode !== 'development';
    // The federation manifest's metaData.buildInfo.buildVersion (its plugin reads this variable while compiling).
    process.env.MF_BUILD_VERSION = `${build.version}+${build.id}`;
    const plugins = [
      new ModuleFederationPlugin({
        name: federationName,
        filename: 'remoteEntry.js',
        exposes,
        remotes: {},
        runtimePlugins: host ? [INJECT_RUNTIME_PLUGIN, path.join(__dirname, 'provideBundlerRuntime.mjs')] : [],
        shared: sharedModules(packageJson, sharedVersions, dir, host),
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // The Module Federation runtime is bundled once, in the shell, which puts it on the page for every remote
        // (INJECT_RUNTIME_PLUGIN), and so is its webpack bundler runtime (provideBundlerRuntime.mjs): no remote entry
        // carries a copy. A remote therefore needs a shell of the same runtime major. (What each saves: docs/delivery.md.)
        // No snapshot plugin: the shell loads each remote by its remoteEntry.js (shell/src/federation/remotes.ts),
        // which saves the manifest's round trip and the plugin's runtime code.
        experiments: host ? { optimization: { target: 'web', disableSnapshot: true } } : { externalRuntime: true, optimization: { target: 'web' } },
      }),
      new DropDeadShareRuntimePlugin(),
      new (require('webpack').DefinePlugin)({
        MF_BUNDLER_RUNTIME_VERSION: JSON.stringify(BUNDLER_RUNTIME_VERSION),
        STOREFRONT_BUILD: JSON.stringify(build),
      }),
      ...extraPlugins,
    ];
    if (production) plugins.push(...precompress());
    if (host) {
      const HtmlWebpackPlugin = require('html-webpack-plugin');
      const { ShellStartupPlugin } = require('./startup');
      // Absolute script URLs: the page is served at every route (/products/onion must not load /products/main.js).
      // The template places the tags itself: it starts the entry after the page's first frame.
      plugins.push(new HtmlWebpackPlugin({ template: path.join(dir, 'public/index.html'), inject: false, publicPath: '/' }));
      plugins.push(new ShellStartupPlugin({ mergeVendors: production, facades: [ROUTER_FACADE, REACT_QUERY_FACADE, EMOTION_FACADE] }));
    }
    return {
      name: federationName,
      mode: production ? 'production' : 'development',
      context: dir,
      cache: persistentCache(dir),
      // A remote needs no entry of its own: the federation container (remoteEntry.js) is its entry.
      entry: host ? { main: './src/index.ts' } : {},
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: env?.outputPath ?? outputPath ?? path.join(dir, 'dist'),
        publicPath: 'auto',
        uniqueName: federationName,
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash].js' : '[name].js',
        // Every chunk's hash is written into the entry's chunk map, where random hex does not compress: 8 digits
        // (webpack's default is 20) tell a file's versions apart as well, in fewer bytes per entry (docs/delivery.md).
        hashDigestLength: 8,
        assetModuleFilename: 'assets/[name].[contenthash][ext]',
        // Old chunks stay available after a redeploy: pages already open still reference them.
        clean: false,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js'],
        conditionNames: ['source', '...'],
        alias: {
          // A remote takes the shell's bundler runtime from the page instead of bundling its own.
          ...(!host && { [`${BUNDLER_RUNTIME}$`]: path.join(__dirname, 'externalBundlerRuntime.mjs') }),
          // The package behind the react-query facade, by a name the share does not match (see reactQuery.mjs).
          '@tanstack/react-query/build/modern/index.js$': path.join(
            path.dirname(require.resolve('@tanstack/react-query/package.json', { paths: [dir] })),
            'build/modern/index.js',
          ),
          // The module behind the emotion facade, by a name the share does not match (see emotionReact.mjs).
          'emotion-react-browser-build$': path.join(
            path.dirname(require.resolve('@emotion/react/package.json', { paths: [dir] })),
            'dist/emotion-react.browser.esm.js',
          ),
          // Its dist files differ only in ENABLE_DEV_WARNINGS; the package's exports offer only the development one.
          'react-router$': path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production/index.mjs'),
        },
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: { loader: require.resolve('ts-loader'), options: { transpileOnly: true, configFile: path.join(dir, 'tsconfig.json') } },
          },
          { test: /\.css$/, use: [require.resolve('style-loader'), require.resolve('css-loader')] },
          { test: /\.(woff2?|png|svg|jpg)$/, type: 'asset/resource' },
          // Only @emotion/react's withTheme uses it, and no app does; as CommonJS it would be kept on every first
          // visit for side effects it does not have.
          { test: /[\\/]node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/, sideEffects: false },
        ],
      },
      performance: { hints: false },
      optimization: {
        splitChunks: {
          cacheGroups: {
            // A small package that two shared entries import (dayjs: the contracts and the UI kit) would otherwise be
            // copied into both, below the default 20 kB minimum for a chunk of its own.
            duplicatedVendors: { test: /[\\/]node_modules[\\/]/, minChunks: 2, minSize: 0, priority: -5, reuseExistingChunk: true },
          },
        },
      },
      plugins,
      devServer: {
        port: devPort,
        historyApiFallback: host,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: host ? [{ context: ['/s', '/cdn', '/brgest'], target: 'http://localhost:3000' }] : undefined,
      },
    };
  };
  config.options = options;
  return config;
}

/** Brotli and gzip copies of every text asset, written beside it at build time and served as they are. */
function precompress() {
  const CompressionPlugin = require('compression-webpack-plugin');
  const zlib = require('node:zlib');
  const test = /\.(js|css|html|json|svg)$/;
  return [
    new CompressionPlugin({ filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 }, test, threshold: 0, minRatio: 1 }),
    new CompressionPlugin({
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      test,
      threshold: 0,
      minRatio: 1,
    }),
  ];
}

/**
 * Webpack's own persistent cache, in the app's node_modules, one per build (browser or server) and mode: a rebuild,
 * a redeploy or a test's build of the same sources compiles, minifies and compresses only what changed.
 */
function persistentCache(dir) {
  // A build configured in code (a test's fixture) has no webpack.config.js of its own.
  const appConfig = path.join(dir, 'webpack.config.js');
  return {
    type: 'filesystem',
    cacheDirectory: path.join(dir, 'node_modules/.cache/webpack'),
    buildDependencies: { config: [`${__dirname}/`, ...(fs.existsSync(appConfig) ? [appConfig] : [])] },
  };
}

module.exports = { createAppConfig, persistentCache, sharedModules };
