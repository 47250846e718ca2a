const { createAppConfig } = require('@storefront/shared/webpack');

module.exports = createAppConfig({
  dir: __dirname,
  federationName: 'pages',
  exposes: { './routes': './src/routes.tsx', './Popup': './src/popup/index.ts' },
  devPort: 3104,
});
