const { createAppConfigs } = require('@storefront/shared/webpack');

module.exports = createAppConfigs({
  dir: __dirname,
  federationName: 'catalog',
  exposes: {
    './routes': './src/routes.tsx',
    './CategoryFilter': './src/panels/CategoryFilter.tsx',
    './WishlistModal': './src/panels/WishlistModal.tsx',
    './Carousels': './src/carousels/index.ts',
    './ProductGrid': './src/grid/index.ts',
  },
  devPort: 3101,
});
