/** Renders a catalogue screen at a path inside the router and a fresh QueryClient, with the API answered by `answer`. */
import type { ReactElement } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@storefront/shared/runtime';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Product } from '@storefront/shared';

/** Shows where the router is, address bar included, for assertions on URL-synced state. */
function Where() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

export function renderScreen(path: string, pattern: string, screen: ReactElement) {
  // The page's own settings (how long an answer stays fresh, …), without retries so a failure shows at once.
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path={pattern}
            element={
              <>
                {screen}
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

export { fakeFetch as fakeApi } from '@storefront/shared/testing';

export function product(id: number, overrides: Partial<Product> = {}): Product {
  return {
    product_id: id,
    product_name: `Product ${id}`,
    product_description: 'Fresh and good.',
    product_info: 'Keep cool.',
    brand_name: 'Desi Harvest',
    slug: `product-${id}`,
    brand_slug: 'desi-harvest',
    wishlist: false,
    medias: [],
    image: `products/product-${id}.svg`,
    packs: [
      {
        pack_id: id * 10,
        pack_name: '500 g',
        price: 85,
        act_price: 106,
        discount: 20,
        discount_type: 'percentage',
        warehouse_id: 1,
        quantity: 0,
        in_stock: true,
      },
    ],
    ...overrides,
  };
}
