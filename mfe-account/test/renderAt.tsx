/**
 * Renders the account remote's screens (its real `screens` map) at a path, in a router and a fresh QueryClient. Any
 * other path shows where the app went and how (`PUSH` or `REPLACE`), so tests read redirects as a shopper's URL.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { screens } from '../src/routes';

function Elsewhere() {
  const location = useLocation();
  return (
    <p>
      <span data-testid="location">{`${location.pathname}${location.search}`}</span>
      <span data-testid="navigation">{useNavigationType()}</span>
    </p>
  );
}

export function renderAuth(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/auth/login" element={<screens.Login />} />
          <Route path="/auth/verify" element={<screens.Verify />} />
          <Route path="/auth/register" element={<screens.Register />} />
          <Route path="/auth/logout" element={<screens.Logout />} />
          <Route path="/account/details" element={<screens.Profile />} />
          <Route path="*" element={<Elsewhere />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
