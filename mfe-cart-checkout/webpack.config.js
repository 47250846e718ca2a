const { createAppConfigs } = require('@storefront/shared/webpack');

module.exports = createAppConfigs({
  dir: __dirname,
  federationName: 'cartCheckout',
  exposes: {
    './routes': './src/routes.tsx',
    './CartPanel': './src/panels/CartPanel.tsx',
    './PincodeModal': './src/panels/PincodeModal.tsx',
  },
  devPort: 3102,
});
