const { createAppConfig } = require('@storefront/shared/webpack');

module.exports = createAppConfig({
  dir: __dirname,
  federationName: 'pages',
  exposes: { './routes': './src/routes.tsx' },
  devPort: 3104,
});
