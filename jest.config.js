// Every package's unit, component and API tests in one run (each package keeps its own settings).
const { availableParallelism } = require('node:os');

module.exports = {
  projects: [
    '<rootDir>/shared',
    '<rootDir>/shell',
    '<rootDir>/mfe-catalog',
    '<rootDir>/mfe-cart-checkout',
    '<rootDir>/mfe-account',
    '<rootDir>/mfe-pages',
    '<rootDir>/server',
  ],
  // A global option (projects cannot set it): API test files open and seed a real database in beforeAll.
  testTimeout: 30_000,
  // Jest's default, a worker per core but one, gives a 2-core machine a single worker while the main process idles.
  maxWorkers: Math.max(2, availableParallelism() - 1),
};
