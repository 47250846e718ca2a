// react-router 7 needs TextEncoder/TextDecoder, which jsdom does not provide.
const util = require('node:util');
if (!globalThis.TextEncoder) globalThis.TextEncoder = util.TextEncoder;
if (!globalThis.TextDecoder) globalThis.TextDecoder = util.TextDecoder;
// What webpack's DefinePlugin writes into an app's build (shared/webpack/createAppConfig.js).
globalThis.STOREFRONT_BUILD = { app: 'test', version: '0.0.0', id: 'test' };
