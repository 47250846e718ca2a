/**
 * The catalogue's card carousels and product grid, which dynamic pages place: mfe-catalog owns and exposes them,
 * mfe-pages consumes them at runtime, so the catalogue team ships them with its own app. They are loaded through the
 * shell's federation instance: the shell knows where every remote lives (runtime configuration) and retries a failed
 * load; a remote has no such list of its own.
 */
import { getInstance } from '@module-federation/enhanced/runtime';
import { HOST_FEDERATION_NAME, isRemoteUnavailable, type CatalogCarouselsModule, type CatalogProductGridModule } from '@storefront/shared';

export interface CatalogModules {
  './Carousels': CatalogCarouselsModule;
  './ProductGrid': CatalogProductGridModule;
}
export type CatalogModuleName = keyof CatalogModules;

export async function loadCatalogModule<M extends CatalogModuleName>(name: M): Promise<CatalogModules[M]> {
  const host = getInstance((instance) => instance.name === HOST_FEDERATION_NAME);
  if (!host) throw new Error(`catalog${name.slice(1)} cannot load: the page has no shell federation instance`);
  const loaded = await host.loadRemote<CatalogModules[M]>(`catalog/${name.slice(2)}`);
  if (!loaded || isRemoteUnavailable(loaded)) throw new Error(`catalog${name.slice(1)} is unavailable`);
  return loaded;
}
