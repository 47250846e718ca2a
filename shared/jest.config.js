const { jestConfig } = require('./jest/preset');

module.exports = jestConfig({ rootDir: __dirname });
