const { createAppConfig } = require('@storefront/shared/webpack');

module.exports = createAppConfig({
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
