// The build of every app (`@storefront/shared/webpack`): its browser build (createAppConfig.js) and its server build
// (serverConfig.js), made together.
const { createAppConfig } = require('./createAppConfig');
const { createServerConfig } = require('./serverConfig');

/** The browser and server builds of an app; `.options` as createAppConfig's. */
function createAppConfigs(options) {
  return Object.assign([createAppConfig(options), createServerConfig(options)], { options });
}

module.exports = { createAppConfigs };
