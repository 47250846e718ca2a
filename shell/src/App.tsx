import { useEffect } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './routing/routes';
import { PageViews } from './telemetry/PageViews';

interface AppProps {
  queryClient: QueryClient;
  onFirstRender?: () => void;
}

/**
 * The page's one QueryClient (from the shared runtime) wraps the routes, so every remote's queries share a cache.
 * The browser puts it under its router (App), the server's renderer under a router at the request's address.
 */
export function AppTree({ queryClient, onFirstRender }: AppProps) {
  useEffect(() => onFirstRender?.(), [onFirstRender]);
  return (
    <QueryClientProvider client={queryClient}>
      <PageViews />
      <AppRoutes />
    </QueryClientProvider>
  );
}

export function App(props: AppProps) {
  return (
    <BrowserRouter>
      <AppTree {...props} />
    </BrowserRouter>
  );
}
