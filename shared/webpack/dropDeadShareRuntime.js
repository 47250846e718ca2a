// webpack (5.111 here) adds its own "sharing" runtime module wherever the share scope map is required, and
// @module-federation/enhanced adds its replacement beside it. Both define __webpack_require__.S and .I; the
// enhanced one comes later and overwrites them, so webpack's (its whole share table, written a second time)
// is dead code in every federation entry, main.js and each remoteEntry.js, and is left out of all of them
// (what it saves: docs/delivery.md).
const WebpackShareRuntimeModule = require('webpack/lib/sharing/ShareRuntimeModule');

const PLUGIN_NAME = 'DropDeadShareRuntimePlugin';

class DropDeadShareRuntimePlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.runtimeModule.tap(PLUGIN_NAME, (module) => {
        // Exactly webpack's class: the enhanced module is a different class with the same name "sharing".
        // A runtime module that generates nothing is left out of the bundle.
        if (module.constructor === WebpackShareRuntimeModule) module.generate = () => null;
      });
    });
  }
}

module.exports = { DropDeadShareRuntimePlugin };
