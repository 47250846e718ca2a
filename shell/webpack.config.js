const { createAppConfigs } = require('@storefront/shared/webpack');

module.exports = createAppConfigs({ dir: __dirname, federationName: 'shell', host: true, devPort: 3100 });
