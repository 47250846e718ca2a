import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** How often a remote's entry script or exposed module is tried again after a failure, and how long apart. */
export const REMOTE_RETRY = { retryTimes: 2, retryDelay: 400 };

type RetryHooks = Pick<ModuleFederationRuntimePlugin, 'loadEntryError' | 'getModuleFactory'>;

/**
 * First layer of failure isolation: @module-federation/retry-plugin tries a failed remote entry or exposed module
 * again. It is fetched on the first failure, not on every first visit (code a healthy page never runs; its size:
 * docs/performance.md): a remote's module is first asked for directly, and only a failure hands the request to the
 * retry plugin.
 */
export function lazyRetryPlugin(): ModuleFederationRuntimePlugin {
  let retry: Promise<RetryHooks> | undefined;
  const load = () =>
    (retry ??= import(/* webpackChunkName: "retry-plugin" */ '@module-federation/retry-plugin').then(
      // The retry plugin is typed against an older runtime; its hooks are the same.
      ({ RetryPlugin }) => RetryPlugin({ script: { ...REMOTE_RETRY } }) as unknown as RetryHooks,
    ));
  return {
    name: 'storefront-lazy-retry',
    // The runtime types this hook's answer as a promise of a promise; the retry plugin's own hook is passed through.
    loadEntryError: (async (args) => (await load()).loadEntryError?.(args)) as RetryHooks['loadEntryError'],
    async getModuleFactory(args) {
      try {
        return await args.remoteEntryExports.get(args.expose);
      } catch {
        return (await load()).getModuleFactory?.(args);
      }
    },
  };
}
