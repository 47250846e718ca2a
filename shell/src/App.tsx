import { useEffect } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './routing/routes';
import { PageViews } from './telemetry/PageViews';

/** The page's one QueryClient (from the shared runtime) wraps the router, so every remote's queries share a cache. */
export function App({ queryClient, onFirstRender }: { queryClient: QueryClient; onFirstRender?: () => void }) {
  useEffect(() => onFirstRender?.(), [onFirstRender]);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <PageViews />
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
