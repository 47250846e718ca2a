/** The page's call: a server-defined page's components, SEO and scripts by its path. */
import { pageDataResponseSchema } from '@storefront/shared';
import { apiClient } from '@storefront/shared/runtime';

export const fetchPageData = (path: string, signal?: AbortSignal) =>
  apiClient.get(`/api/page/data${path.startsWith('/') ? path : `/${path}`}`, { schema: pageDataResponseSchema, signal });
