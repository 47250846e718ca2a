const { jestConfig } = require('@storefront/shared/jest');

module.exports = {
  ...jestConfig({ rootDir: __dirname, environment: 'node' }),
  testTimeout: 30_000,
  // Each kind of test shop is migrated and seeded once per run; test files start from copies (test/helpers/shopDatabase.ts).
  globalSetup: '<rootDir>/test/helpers/shopTemplates.setup.ts',
  globalTeardown: '<rootDir>/test/helpers/shopTemplates.teardown.ts',
};
