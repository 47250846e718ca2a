const path = require('node:path');
const { InjectManifest } = require('workbox-webpack-plugin');
const { createAppConfigs } = require('@storefront/shared/webpack');
const { OFFLINE_PAGE_PATH } = require('@storefront/shared/web-app');

const [browser, server] = createAppConfigs({ dir: __dirname, federationName: 'shell', host: true, devPort: 3100 });

/**
 * The shop's service worker, at the root of the shell's build (so its scope is the whole origin). A build of its
 * own: Workbox compiles the worker in a child of the build it is part of, which would inherit the federation
 * plugins' hooks and bring the shared modules along. It precaches only the offline page (asked for again with each
 * build): every app's files are kept as they are used, not all fetched on a first visit.
 */
const serviceWorker = (env, argv) => ({
  name: 'shell-service-worker',
  mode: argv.mode === 'development' ? 'development' : 'production',
  context: __dirname,
  entry: {},
  devtool: false,
  output: { path: env?.outputPath ?? path.join(__dirname, 'dist'), clean: false },
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
  plugins: [
    new InjectManifest({
      swSrc: './src/serviceWorker/worker.ts',
      swDest: 'sw.js',
      additionalManifestEntries: [{ url: OFFLINE_PAGE_PATH, revision: `${Date.now()}` }],
    }),
  ],
});

module.exports = Object.assign([browser, server, serviceWorker], { options: browser.options });
