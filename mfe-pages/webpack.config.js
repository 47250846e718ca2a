const { createAppConfigs } = require('@storefront/shared/webpack');

module.exports = createAppConfigs({
  dir: __dirname,
  federationName: 'pages',
  exposes: { './routes': './src/routes.tsx', './Popup': './src/popup/index.ts' },
  devPort: 3104,
});
