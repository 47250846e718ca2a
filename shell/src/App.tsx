import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { appRoutes } from './routing/routes';

/** The page's one QueryClient (from the shared runtime) wraps the router, so every remote's queries share a cache. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  const router = useMemo(() => createBrowserRouter(appRoutes()), []);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
