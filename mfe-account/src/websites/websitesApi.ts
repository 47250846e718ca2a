/** The superadmin's website calls (server/src/sites/websiteRoutes.ts), parsed with the contract's schemas. */
import { apiClient } from '@storefront/shared/runtime';
import {
  websiteChooseResponseSchema,
  websiteCreatedResponseSchema,
  websiteListResponseSchema,
  type WebsiteCreate,
} from '@storefront/shared/signed-in';

export const WEBSITES_QUERY = ['websites'] as const;

export const fetchWebsites = (signal?: AbortSignal) => apiClient.get('/api/websites', { schema: websiteListResponseSchema, signal });

/** The session acts on this website from now on; the answer says so ('You are now managing …'). */
export const chooseWebsite = (id: number) => apiClient.post(`/api/websites/${id}/choose`, {}, { schema: websiteChooseResponseSchema });

export const createWebsite = (body: WebsiteCreate) => apiClient.post('/api/websites', body, { schema: websiteCreatedResponseSchema });
