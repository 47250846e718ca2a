// What the apps use of @tanstack/react-query, and nothing more: shared under the key `@tanstack/react-query` (see
// createAppConfig.js), because a shared module is never tree-shaken: the page's copy would carry the whole package
// (sizes: docs/delivery.md). shared/test/sharedFacades.test.ts fails when an app imports a name that is missing here.
// The package's build is imported by its file (an alias in createAppConfig.js; the package's exports do not list it):
// the package name would resolve back to this shared module.
export {
  keepPreviousData,
  QueryClient,
  QueryClientProvider,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query/build/modern/index.js';
