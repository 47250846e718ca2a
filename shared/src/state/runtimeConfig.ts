/** The runtime configuration the server injects into the shell's page (remote URLs, CDN base, keys). */
import { RUNTIME_CONFIG_ELEMENT_ID, runtimeConfigSchema, type RuntimeConfig } from '../contracts/routes';

let cached: RuntimeConfig | null = null;

export function readRuntimeConfig(doc: Document = document): RuntimeConfig | null {
  if (cached) return cached;
  const element = doc.getElementById(RUNTIME_CONFIG_ELEMENT_ID);
  if (!element?.textContent) return null;
  cached = runtimeConfigSchema.parse(JSON.parse(element.textContent));
  return cached;
}

export function setRuntimeConfig(config: RuntimeConfig): void {
  cached = config;
}

export function cdnBase(): string {
  return cached?.cdnBase ?? '/cdn';
}
