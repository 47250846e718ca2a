import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteUnavailableModule } from '@storefront/shared';

/**
 * Second layer of failure isolation: when a remote cannot be loaded even after retries, answer a marker module
 * instead of throwing, so the slot shows its fallback and the rest of the shop keeps working.
 */
export function fallbackPlugin(report: (error: unknown, id: string) => void): ModuleFederationRuntimePlugin {
  return {
    name: 'storefront-remote-fallback',
    async errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      report(error, id);
      const fallback: RemoteUnavailableModule = {
        remoteUnavailable: true,
        id,
        reason: error instanceof Error ? error.message : String(error),
      };
      return fallback;
    },
  };
}
