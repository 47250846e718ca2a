const { jestConfig } = require('@storefront/shared/jest');

module.exports = { ...jestConfig({ rootDir: __dirname, environment: 'node' }), testTimeout: 30_000 };
