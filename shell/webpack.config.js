const { createAppConfig } = require('@storefront/shared/webpack');

module.exports = createAppConfig({ dir: __dirname, federationName: 'shell', host: true, devPort: 3100 });
