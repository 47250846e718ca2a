// One webpack + Module Federation configuration for the shell and every remote, so the federation contract
// (shared singletons, share strategy, file names, public path) is written once.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

/** Shared singletons of DESIGN §1: one React, one router, one QueryClient, one store, one event bus. */
const SINGLETONS = [
  ['react', 'react'],
  ['react/', 'react'],
  ['react-dom', 'react-dom'],
  ['react-dom/', 'react-dom'],
  ['react-router-dom', 'react-router-dom'],
  ['@tanstack/react-query', '@tanstack/react-query'],
  ['valtio', 'valtio'],
  ['@emotion/react', '@emotion/react'],
  ['@storefront/shared', '@storefront/shared'],
];

function sharedSingletons(appPackageJson) {
  const deps = { ...appPackageJson.dependencies };
  return Object.fromEntries(
    SINGLETONS.map(([key, packageName]) => {
      const requiredVersion = deps[packageName];
      if (!requiredVersion) throw new Error(`${appPackageJson.name} must depend on ${packageName} (a shared singleton)`);
      return [key, { singleton: true, requiredVersion }];
    }),
  );
}

/**
 * @param {object} options
 * @param {string} options.dir            the app's folder
 * @param {string} options.federationName the Module Federation name (a JS identifier)
 * @param {Record<string,string>} [options.exposes]
 * @param {boolean} [options.host]        the shell: builds index.html
 * @param {number} options.devPort
 */
function createAppConfig({ dir, federationName, exposes = {}, host = false, devPort, extraPlugins = [] }) {
  const packageJson = require(path.join(dir, 'package.json'));
  return (env, argv) => {
    const production = argv.mode !== 'development';
    const plugins = [
      new ModuleFederationPlugin({
        name: federationName,
        filename: 'remoteEntry.js',
        exposes,
        remotes: {},
        shared: sharedSingletons(packageJson),
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
      }),
      ...extraPlugins,
    ];
    if (host) {
      const HtmlWebpackPlugin = require('html-webpack-plugin');
      // Absolute script URLs: the page is served at every route (/products/onion must not load /products/main.js).
      plugins.push(new HtmlWebpackPlugin({ template: path.join(dir, 'public/index.html'), scriptLoading: 'defer', inject: 'body', publicPath: '/' }));
    }
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      // A remote needs no entry of its own: the federation container (remoteEntry.js) is its entry.
      entry: host ? { main: './src/index.ts' } : {},
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        uniqueName: federationName,
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash][ext]',
        // Old chunks stay available after a redeploy: pages already open still reference them.
        clean: false,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js'],
        conditionNames: ['source', '...'],
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
        ],
      },
      performance: { hints: false },
      plugins,
      devServer: {
        port: devPort,
        historyApiFallback: host,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: host ? [{ context: ['/s', '/cdn', '/brgest'], target: 'http://localhost:3000' }] : undefined,
      },
    };
  };
}

module.exports = { createAppConfig, SINGLETONS };
