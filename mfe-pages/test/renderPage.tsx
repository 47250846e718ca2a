/** Renders an element (a dynamic page, a popup…) at a path inside the router and a fresh QueryClient, the API faked. */
import type { ReactElement } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createQueryClient } from '@storefront/shared/runtime';
import type { FakeAnswer } from '@storefront/shared/testing';

/** Where the router is, for assertions on client-side navigation. */
function Where() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** `queryClient`: one a previous render used (what the shopper's earlier visit left in it). */
function testQueryClient() {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  return queryClient;
}

export function renderAt(path: string, element: ReactElement, queryClient = testQueryClient()) {
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                {element}
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

export { fakeFetch as fakeApi, type FakeAnswer } from '@storefront/shared/testing';

/** A page-data answer with these components and the defaults of the rest. */
export function pageAnswer(components: Array<Record<string, unknown>>, overrides: Record<string, unknown> = {}): FakeAnswer {
  return {
    body: {
      data: components.map((component, index) => ({ name: `Component ${index + 1}`, order: index, data: null, ...component })),
      css: '',
      show_footer: true,
      show_sub_navbar: true,
      show_navbar: true,
      seo_title: 'A page',
      seo_description: 'About a page.',
      schema_script: null,
      ...overrides,
    },
  };
}
