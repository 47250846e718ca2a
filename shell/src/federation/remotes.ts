/** Registers the remotes found in the runtime configuration and loads their exposed modules. */
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { proxy } from 'valtio';
import { REMOTE_NAMES, type RemoteName, type RemoteRoutesModule, type RemoteUnavailableModule, type RemotesConfig } from '@storefront/shared';
import { fallbackPlugin } from './fallbackPlugin';
import { lazyRetryPlugin } from './retryPlugin';

/**
 * The script the runtime loads for a remote: the remoteEntry.js beside its configured manifest (every app is built
 * with that file name), or the script itself when the configuration names one. Loading the entry directly spares
 * a round trip before the remote can start; the manifest stays what the server reads for its preload hints.
 */
export function remoteEntryUrl(configured: string, pageUrl: string): string {
  const url = new URL(configured, pageUrl);
  if (url.pathname.endsWith('.js')) return url.href;
  url.pathname = url.pathname.endsWith('.json')
    ? url.pathname.replace(/[^/]*$/, 'remoteEntry.js')
    : `${url.pathname.replace(/\/*$/, '')}/remoteEntry.js`;
  return url.href;
}

export function initFederation(remotes: RemotesConfig, report: (error: unknown, id: string) => void): void {
  registerPlugins([
    // First layer: try a failed entry script or exposed module again before giving up on a remote.
    lazyRetryPlugin(),
    fallbackPlugin(report),
  ]);
  registerRemotes(
    REMOTE_NAMES.map((name) => ({ name, entry: remoteEntryUrl(remotes[name], window.location.href) })),
    { force: true },
  );
}

type RoutesModule = RemoteRoutesModule | RemoteUnavailableModule;
const routesModules = new Map<RemoteName, Promise<RoutesModule>>();

/** How many remotes' screens are being fetched (the navigation progress bar shows while any is). */
export const remoteLoads = proxy({ pending: 0 });

export function loadRoutesModule(remote: RemoteName): Promise<RoutesModule> {
  let pending = routesModules.get(remote);
  if (!pending) {
    remoteLoads.pending += 1;
    pending = loadRemote<RoutesModule>(`${remote}/routes`)
      .then((module) => {
        if (!module) throw new Error(`${remote}/routes is empty`);
        return module;
      })
      .finally(() => {
        remoteLoads.pending -= 1;
      });
    routesModules.set(remote, pending);
  }
  return pending;
}

/** Forget a remote's module so the next render tries to load it again (the slot's Retry button). */
export function forgetRoutesModule(remote: RemoteName): void {
  routesModules.delete(remote);
}
