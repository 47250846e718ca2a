/* global MF_BUNDLER_RUNTIME_VERSION -- written by the DefinePlugin in createAppConfig.js */
// What a remote's entry imports in place of Module Federation's webpack bundler runtime: the shell's copy, put on
// the page by provideBundlerRuntime.mjs. Like the runtime core, it must come from a shell of the same major
// version; a remote on any other page stops with this message, and the shell's slot shows its fallback.

// This build's own runtime facade, of which the bundler runtime calls only these two: `init` finds the
// container's federation instance by this build's identifier.
import { getRemoteEntry, init } from '@module-federation/runtime';
import { BUNDLER_RUNTIME_GLOBAL } from './bundlerRuntimeGlobal.mjs';

const major = (semver) => semver.split('.')[0];

const provided = globalThis[BUNDLER_RUNTIME_GLOBAL];
if (!provided || major(provided.version) !== major(MF_BUNDLER_RUNTIME_VERSION)) {
  throw new Error(
    `This remote needs a shell that provides Module Federation's bundler runtime ${major(MF_BUNDLER_RUNTIME_VERSION)}.x` +
      ` (the page has ${provided ? provided.version : 'none'}): deploy the shell first.`,
  );
}

export default {
  runtime: { init, getRemoteEntry },
  instance: undefined,
  initOptions: undefined,
  // Share scopes are per container: each remote gets its own.
  bundlerRuntime: { ...provided.bundlerRuntime, S: {} },
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
