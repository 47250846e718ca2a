// Every package's unit, component and API tests in one run (each package keeps its own settings).
module.exports = {
  projects: ['<rootDir>/shared', '<rootDir>/shell', '<rootDir>/mfe-catalog', '<rootDir>/mfe-cart-checkout', '<rootDir>/mfe-account', '<rootDir>/mfe-pages', '<rootDir>/server'],
};
