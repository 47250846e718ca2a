import { DEFAULT_ENVIRONMENT, ENVIRONMENT_META_NAME } from '@storefront/shared';

/** The deployment environment the server writes into the page (`<meta name="environment">`), default 'local'. */
export function pageEnvironment(doc: Document = document): string {
  return doc.querySelector<HTMLMetaElement>(`meta[name="${ENVIRONMENT_META_NAME}"]`)?.content || DEFAULT_ENVIRONMENT;
}
