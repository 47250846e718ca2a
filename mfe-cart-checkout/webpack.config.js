const { createAppConfig } = require('@storefront/shared/webpack');

module.exports = createAppConfig({
  dir: __dirname,
  federationName: 'cartCheckout',
  exposes: { './routes': './src/routes.tsx' },
  devPort: 3102,
});
