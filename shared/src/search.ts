/**
 * `@storefront/shared/search`: the contract of the search suggestions the shell's search box asks for as the
 * shopper types, and the two search calls as React Query options. Not shared at run time: only code no first visit
 * loads imports it (the shell's suggestions, loaded on the box's first focus, and the catalogue's empty listing, for
 * its "Did you mean" and popular categories), so it is bundled there, and no first visit carries its key in a share
 * table.
 */
import { apiClient } from '@storefront/shared/runtime';
import { popularSearchesBodySchema, searchSuggestResponseSchema } from './contracts/api/search';

export * from './contracts/api/search';

/** What the shop suggests for `q`: one cache key whichever app asks, so they share the answer. */
export const searchSuggestQuery = (q: string) => ({
  queryKey: ['search-suggest', q],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiClient.get('/api/search/suggest', { schema: searchSuggestResponseSchema, query: { q }, signal }),
});

/** The website's popular searches and categories (`GET /api/search/popular`), under one cache key. */
export const popularSearchesQuery = () => ({
  queryKey: ['search-popular'],
  queryFn: ({ signal }: { signal: AbortSignal }) => apiClient.get('/api/search/popular', { schema: popularSearchesBodySchema, signal }),
});
