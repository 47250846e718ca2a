// react-router 7 needs TextEncoder/TextDecoder, which jsdom does not provide.
const util = require('node:util');
if (!globalThis.TextEncoder) globalThis.TextEncoder = util.TextEncoder;
if (!globalThis.TextDecoder) globalThis.TextDecoder = util.TextDecoder;
