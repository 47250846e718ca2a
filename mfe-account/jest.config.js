const { jestConfig } = require('@storefront/shared/jest');

module.exports = jestConfig({ rootDir: __dirname });
