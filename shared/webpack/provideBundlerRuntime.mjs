/* global MF_BUNDLER_RUNTIME_VERSION -- written by the DefinePlugin in createAppConfig.js */
// A runtime plugin of the shell: puts the shell's copy of Module Federation's webpack bundler runtime on the page,
// where every remote's entry takes it (externalBundlerRuntime.mjs) instead of bundling its own. The same idea as
// provideExternalRuntime for the runtime core, one layer up: no remote entry carries a copy (docs/delivery.md). Its
// pieces are imported one by one because the package's own object leaves out what only a container with exposes uses.
// The `@module-federation/runtime` facade is not handed over: it finds its instance by its own build's identifier.
import { attachShareScopeMap } from '@module-federation/webpack-bundler-runtime/dist/attachShareScopeMap.js';
import { consumes } from '@module-federation/webpack-bundler-runtime/dist/consumes.js';
import { getSharedFallbackGetter } from '@module-federation/webpack-bundler-runtime/dist/getSharedFallbackGetter.js';
import { init } from '@module-federation/webpack-bundler-runtime/dist/init.js';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { initializeSharing } from '@module-federation/webpack-bundler-runtime/dist/initializeSharing.js';
import { installInitialConsumes } from '@module-federation/webpack-bundler-runtime/dist/installInitialConsumes.js';
import { remotes } from '@module-federation/webpack-bundler-runtime/dist/remotes.js';
import { BUNDLER_RUNTIME_GLOBAL } from './bundlerRuntimeGlobal.mjs';

export default function provideBundlerRuntime() {
  return {
    name: 'storefront-provide-bundler-runtime',
    beforeInit(args) {
      globalThis[BUNDLER_RUNTIME_GLOBAL] ??= {
        version: MF_BUNDLER_RUNTIME_VERSION,
        attachShareScopeMap,
        bundlerRuntime: { remotes, consumes, I: initializeSharing, installInitialConsumes, initContainerEntry, init, getSharedFallbackGetter },
      };
      return args;
    },
  };
}
