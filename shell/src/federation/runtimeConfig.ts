import { readRuntimeConfig, setRuntimeConfig } from '@storefront/shared/runtime';
import { runtimeConfigSchema, remotesConfigSchema, type RuntimeConfig } from '@storefront/shared';

/**
 * Where the remotes live is decided at run time: the server injects it into the page; a page served by a plain
 * static host instead fetches /remotes.json beside it. Relative manifest URLs resolve against the page.
 */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const injected = readRuntimeConfig();
  if (injected) return injected;
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Could not load /remotes.json (HTTP ${response.status})`);
  const config = runtimeConfigSchema.parse({ remotes: remotesConfigSchema.parse(await response.json()) });
  setRuntimeConfig(config);
  return config;
}
