/** Registers the remotes found in the runtime configuration and loads their exposed modules. */
import { loadRemote, registerPlugins, registerRemotes, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { REMOTE_NAMES, type RemoteName, type RemoteRoutesModule, type RemoteUnavailableModule, type RemotesConfig } from '@storefront/shared';
import { fallbackPlugin } from './fallbackPlugin';

export const REMOTE_RETRY = { retryTimes: 2, retryDelay: 400 };

export function initFederation(remotes: RemotesConfig, report: (error: unknown, id: string) => void): void {
  registerPlugins([
    // First layer: retry the manifest and script fetches before giving up on a remote.
    // The retry plugin is typed against an older runtime; its hooks are the same.
    RetryPlugin({ fetch: REMOTE_RETRY, script: { ...REMOTE_RETRY } }) as unknown as ModuleFederationRuntimePlugin,
    fallbackPlugin(report),
  ]);
  registerRemotes(
    REMOTE_NAMES.map((name) => ({ name, entry: new URL(remotes[name], window.location.href).href })),
    { force: true },
  );
}

type RoutesModule = RemoteRoutesModule | RemoteUnavailableModule;
const routesModules = new Map<RemoteName, Promise<RoutesModule>>();

export function loadRoutesModule(remote: RemoteName): Promise<RoutesModule> {
  let pending = routesModules.get(remote);
  if (!pending) {
    pending = loadRemote<RoutesModule>(`${remote}/routes`).then((module) => {
      if (!module) throw new Error(`${remote}/routes is empty`);
      return module;
    });
    routesModules.set(remote, pending);
  }
  return pending;
}

/** Forget a remote's module so the next render tries to load it again (the slot's Retry button). */
export function forgetRoutesModule(remote: RemoteName): void {
  routesModules.delete(remote);
}
