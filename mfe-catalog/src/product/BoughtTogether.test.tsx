import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartStore } from '@storefront/shared/runtime';
import { fakeApi, fakeIntersectionObserver, renderScreen, restoreBrowser } from '@storefront/shared/testing';
import { product } from '../../test/product';
import { BoughtTogether } from './BoughtTogether';

// About the data: the carousel stays away from the viewport, so swiper never loads.
beforeEach(() => fakeIntersectionObserver());
afterEach(restoreBrowser);
beforeAll(() => {
  document.cookie = 'XSRF-TOKEN=test-token; path=/';
});

const region = () => screen.getByRole('region', { name: 'Frequently bought together' });

it("asks for the product's bought-together answer and shows each product as a card with its cart control", async () => {
  const requests = fakeApi((request) =>
    request.path === '/s/api/cart/add'
      ? {
          body: {
            quantity: 1,
            items: [
              {
                pack_id: 20,
                warehouse_id: 1,
                delivery_charge_id: null,
                name: 'Product 2',
                pack: '500 g',
                quantity: 1,
                price: 85,
                act_price: 106,
                amount: 85,
              },
            ],
          },
        }
      : { body: { data: [product(2), product(3)] } },
  );
  renderScreen(<BoughtTogether slug="onion" />, { route: '/products/onion', path: '/products/:slug' });
  await waitFor(() => expect(within(region()).getAllByTestId('product-card')).toHaveLength(2));
  expect(requests[0].path).toBe('/s/api/products/onion/bought-together');
  expect(within(region()).getByRole('link', { name: /Product 3/ })).toHaveAttribute('href', '/products/product-3');

  await userEvent.click(within(region()).getAllByRole('button', { name: 'Add to Cart' })[0]);
  await waitFor(() => expect(cartStore.cart?.quantity).toBe(1));
  expect(requests.map((request) => `${request.method} ${request.path}`)).toContain('POST /s/api/cart/add');
});

it('draws nothing when nobody bought anything with it', async () => {
  const requests = fakeApi(() => ({ body: { data: [] } }));
  const { container } = renderScreen(<BoughtTogether slug="kiwi" />, { route: '/products/kiwi', path: '/products/:slug' });
  await waitFor(() => expect(requests).toHaveLength(1));
  await waitFor(() => expect(container.querySelector('section, h2')).toBeNull());
});
