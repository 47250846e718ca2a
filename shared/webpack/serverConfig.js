// The server build of an app, beside its browser build (createAppConfig.js), from the same options: a remote's
// federation container for Node (`dist/server/remoteEntry.js`, served beside its browser build), and for the shell
// the page renderer (`dist/server/renderer.js`), which loads those containers at run time as the browser loads the
// browser ones. None of the browser build's size measures apply here: no facades, no external runtime, no minifying.
const path = require('node:path');
const webpack = require('webpack');

/** Where an app's server build goes, inside its dist folder, so it is deployed and served with the browser build. */
const SERVER_FOLDER = 'server';

/**
 * @param {object} options the app's createAppConfig options
 * @param {string} [options.serverEntry] the host's renderer module (its exports are the renderer's API)
 */
function createServerConfig(options) {
  const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
  const { persistentCache, sharedModules } = require('./createAppConfig');
  const { dir, federationName, exposes = {}, host = false, serverEntry = './src/server/renderer.ts', sharedVersions, outputPath } = options;
  const packageJson = require(path.join(dir, 'package.json'));
  const config = (env, argv) => {
    const production = argv.mode !== 'development';
    const build = { app: packageJson.name, version: packageJson.version, id: process.env.STOREFRONT_BUILD_ID || 'local' };
    process.env.MF_BUILD_VERSION = `${build.version}+${build.id}`;
    return {
      name: `${federationName}-server`,
      mode: production ? 'production' : 'development',
      context: dir,
      cache: persistentCache(dir),
      target: 'async-node',
      entry: host ? { renderer: serverEntry } : {},
      devtool: false,
      output: {
        path: path.join(env?.outputPath ?? outputPath ?? path.join(dir, 'dist'), SERVER_FOLDER),
        // Chunks are found beside the container that asks for them (the node runtime plugin resolves them against the
        // URL the container was fetched from).
        publicPath: '',
        uniqueName: `${federationName}_server`,
        filename: '[name].js',
        chunkFilename: '[name].[contenthash].js',
        hashDigestLength: 8,
        library: host ? { type: 'commonjs2' } : undefined,
        clean: false,
      },
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'], conditionNames: ['source', '...'] },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: { loader: require.resolve('ts-loader'), options: { transpileOnly: true, configFile: path.join(dir, 'tsconfig.json') } },
          },
        ],
      },
      // The renderer bundles what it renders with; Node's own modules stay Node's.
      externalsPresets: { node: true },
      optimization: { minimize: false, splitChunks: false },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          name: federationName,
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          library: host ? undefined : { type: 'commonjs-module', name: federationName },
          remoteType: 'script',
          runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
          shared: sharedModules(packageJson, sharedVersions, dir, host, { facades: false }),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
        }),
        new webpack.DefinePlugin({ STOREFRONT_BUILD: JSON.stringify(build) }),
      ],
    };
  };
  config.options = options;
  return config;
}

module.exports = { createServerConfig, SERVER_FOLDER };
