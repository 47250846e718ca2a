/** Renders a screen at a path inside the router and a fresh QueryClient, with the API answered by `fakeApi`. */
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { fakeFetch } from '@storefront/shared/testing';

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

export function renderScreen(path: string, pattern: string, screen: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={screen} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

export interface FakeCall {
  method: string;
  path: string;
  /** The query string's parameters. */
  query: Record<string, string>;
  body: unknown;
}

/** Answers API calls by `METHOD /s/api/...` key; records every call. Unknown calls answer 404. */
export function fakeApi(answers: Record<string, { status?: number; body: unknown } | (() => { status?: number; body: unknown })>) {
  const calls: FakeCall[] = [];
  fakeFetch((url, init) => {
    const method = init?.method ?? 'GET';
    calls.push({
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    const answer = answers[`${method} ${url.pathname}`];
    return typeof answer === 'function' ? answer() : (answer ?? { status: 404, body: { message: 'Not found' } });
  });
  document.cookie = 'XSRF-TOKEN=test-token';
  return calls;
}

/** jsdom loads no scripts: this fires the load event of the provider script the screen added. */
export async function finishScriptLoad(src: string) {
  const script = await waitFor(() => {
    const found = [...document.querySelectorAll('script')].find((element) => element.src === src);
    if (!found) throw new Error(`no script ${src}`);
    return found;
  });
  await act(async () => {
    script.dispatchEvent(new Event('load'));
  });
}
