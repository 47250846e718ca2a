/**
 * Renders the account remote's screens (its real `screens` map, nested as the shell's route table nests them) at a
 * path, in a router and a fresh QueryClient. Any other path shows where the app went and how (`PUSH` or `REPLACE`),
 * so tests read redirects as a shopper's URL; `current-location` and `current-navigation` say it on every path.
 * The screens load on demand (routes.tsx): the promise settles once the screen's module is in and drawn.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
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

function Where() {
  const location = useLocation();
  return (
    <p hidden>
      <span data-testid="current-location">{`${location.pathname}${location.search}`}</span>
      <span data-testid="current-navigation">{useNavigationType()}</span>
    </p>
  );
}

export async function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/auth/login" element={<screens.Login />} />
          <Route path="/auth/verify" element={<screens.Verify />} />
          <Route path="/auth/register" element={<screens.Register />} />
          <Route path="/auth/logout" element={<screens.Logout />} />
          <Route path="/auth/bos/choose" element={<screens.ChooseWebsite />} />
          <Route path="/auth/bos/create" element={<screens.CreateWebsite />} />
          <Route path="/account" element={<screens.AccountLayout />}>
            <Route index element={<screens.AccountDashboard />} />
            <Route path="orders" element={<screens.OrderList />} />
            <Route path="orders/:id" element={<screens.OrderView />} />
            <Route path="addresses" element={<screens.Addresses />} />
            <Route path="details" element={<screens.Profile />} />
            <Route path="wishlist" element={<screens.Wishlist />} />
            <Route path="dashboard" element={<screens.SalesDashboard />} />
          </Route>
          <Route path="*" element={<Elsewhere />} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  // The screen's lazy module resolves in a microtask: let React draw it before the test looks.
  await act(async () => undefined);
  return { ...view, queryClient };
}
