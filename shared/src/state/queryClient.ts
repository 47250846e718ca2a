/** The one QueryClient of the page: the shell provides it, every remote's queries share its cache. */
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } } });
}

export const queryClient: QueryClient = createQueryClient();
