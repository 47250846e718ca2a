import type { ReactElement } from 'react';
import { createPortal } from 'react-dom';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { createQueryClient } from '../state/queryClient';
import { fakeApi, type ApiRequest } from './fakeApi';

export interface RenderScreenOptions {
  /** The address the page opens at, query included: '/products?c=dairy'. */
  route?: string;
  /** The route the screen is mounted on, whose params it reads ('/orders/:id'); any other address shows nothing. */
  path?: string;
  /** The server's answers (see `fakeApi`); without them, the test fakes the API itself or the screen calls none. */
  api?: Parameters<typeof fakeApi>[0];
  /** The page's QueryClient, to render with what an earlier visit left in it; a fresh one otherwise. */
  queryClient?: QueryClient;
  /** For fake timers: user-event waits between its steps through them (`jest.advanceTimersByTime`). */
  advanceTimers?: (ms: number) => void;
}

/** The page's QueryClient settings, without retries: a failure shows at once. */
export function testQueryClient(): QueryClient {
  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ queries: { ...defaults.queries, retry: false }, mutations: { ...defaults.mutations, retry: false } });
  return queryClient;
}

/**
 * Where the router is and how it got there, read by `currentLocation()` and `navigationType()`; outside the render's
 * container, which holds only what the screen draws.
 */
function RouterState() {
  const { pathname, search, hash } = useLocation();
  return createPortal(
    <p hidden>
      <output data-testid="location">{`${pathname}${search}${hash}`}</output>
      <output data-testid="navigation">{useNavigationType()}</output>
    </p>,
    document.body,
  );
}

/**
 * Renders a screen as the shell mounts it: in the router at `route`, under the page's QueryClient, with the API
 * faked by `api`. Returns what `render` does (`rerender` keeps the router and QueryClient), a user-event `user`, the `requests` the page made and the QueryClient.
 */
export function renderScreen(
  ui: ReactElement,
  { route = '/', path = '*', api, queryClient = testQueryClient(), advanceTimers }: RenderScreenOptions = {},
) {
  const requests: ApiRequest[] = api === undefined ? [] : fakeApi(api);
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  const page = (screenUi: ReactElement) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={screenUi} />
          {path !== '*' && <Route path="*" element={null} />}
        </Routes>
        <RouterState />
      </MemoryRouter>
    </QueryClientProvider>
  );
  const view = render(page(ui));
  /** Renders the screen again with other props, in the same router and QueryClient. */
  const rerender = (next: ReactElement) => view.rerender(page(next));
  return { ...view, rerender, user, requests, queryClient };
}

/** Where the router is now, path, query and hash: '/products?q=dal'. */
export const currentLocation = () => screen.getByTestId('location').textContent;

/** How the router got there: 'PUSH', 'REPLACE' or 'POP'. */
export const navigationType = () => screen.getByTestId('navigation').textContent;

/** The browser's Back and Forward buttons, to render beside a screen that writes its state in the address. */
export function HistoryButtons() {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
      <button type="button" onClick={() => navigate(1)}>
        Forward
      </button>
    </>
  );
}
