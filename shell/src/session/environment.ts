import { DEFAULT_ENVIRONMENT, ENVIRONMENT_META_NAME } from '@storefront/shared';

/** The environment of the page being drawn on the server (the renderer sets it; the browser reads its page). */
let rendererEnvironment: string | null = null;

export function setRendererEnvironment(environment: string): void {
  rendererEnvironment = environment;
}

/** The deployment environment the server writes into the page (`<meta name="environment">`), default 'local'. */
export function pageEnvironment(doc: Document | undefined = globalThis.document): string {
  if (!doc) return rendererEnvironment ?? DEFAULT_ENVIRONMENT;
  return doc.querySelector<HTMLMetaElement>(`meta[name="${ENVIRONMENT_META_NAME}"]`)?.content || DEFAULT_ENVIRONMENT;
}
