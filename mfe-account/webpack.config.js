const { createAppConfigs } = require('@storefront/shared/webpack');

module.exports = createAppConfigs({
  dir: __dirname,
  federationName: 'account',
  exposes: { './routes': './src/routes.tsx' },
  devPort: 3103,
});
