const { createAppConfig } = require('@storefront/shared/webpack');

module.exports = createAppConfig({
  dir: __dirname,
  federationName: 'account',
  exposes: { './routes': './src/routes.tsx' },
  devPort: 3103,
});
