import { screen, waitFor, within } from '@testing-library/react';
import type { Product, ProductCarouselProps } from '@storefront/shared';
import { product } from '../../test/product';
import { ProductCarousel } from './ProductCarousel';
import { fakeApi, fakeIntersectionObserver, renderScreen, restoreBrowser } from '@storefront/shared/testing';

const PRODUCTS = [product(1), product(2), product(3)];

// These tests are about the data: the carousel stays away from the viewport, so swiper never loads.
beforeEach(() => fakeIntersectionObserver());
afterEach(restoreBrowser);

const answerProducts = (products: Product[]) => fakeApi(() => ({ body: { data: products, meta: { total: products.length } } }));
const renderCarousel = (props: Partial<ProductCarouselProps> = {}) =>
  renderScreen(<ProductCarousel title="Dairy picks" params={{ c: ['dairy'], b: ['amul'] }} {...props} />, { path: '/' });
const region = () => screen.getByRole('region', { name: 'Dairy picks' });
const cardNames = () =>
  within(region())
    .queryAllByTestId('product-card')
    .map((card) => within(card).getByRole('heading').textContent);

it('asks for 12 products of its filter and shows them, each linking to its page', async () => {
  const requests = answerProducts(PRODUCTS);
  renderCarousel();
  await waitFor(() => expect(within(region()).getAllByTestId('product-card')).toHaveLength(3));
  expect(requests).toHaveLength(1);
  expect(requests[0].path).toBe('/s/api/products');
  expect(requests[0].query).toEqual({ c: 'dairy', b: 'amul', perPage: '12' });
  expect(within(region()).getByRole('group', { name: '1 of 3' })).toContainElement(within(region()).getByRole('link', { name: /Product 1/ }));
  expect(within(region()).getByRole('link', { name: /Product 1/ })).toHaveAttribute('href', '/products/product-1');
});

it('shows 7 skeleton cards while the products load, then the cards', async () => {
  let answer: (products: Product[]) => void = () => undefined;
  fakeApi(() => new Promise((resolve) => (answer = (products) => resolve({ body: { data: products, meta: { total: products.length } } }))));
  renderCarousel();
  expect(within(region()).getAllByTestId('product-card-skeleton')).toHaveLength(7);
  expect(region()).toHaveAttribute('aria-busy', 'true');

  answer(PRODUCTS);
  await waitFor(() => expect(within(region()).getAllByTestId('product-card')).toHaveLength(3));
  expect(within(region()).queryByTestId('product-card-skeleton')).not.toBeInTheDocument();
});

it('leaves out the product it excludes (the product page’s own among its similar products)', async () => {
  answerProducts(PRODUCTS);
  renderCarousel({ exclude: 2 });
  await waitFor(() => expect(cardNames()).toEqual(['Product 1', 'Product 3']));
  expect(within(region()).getByRole('group', { name: '2 of 2' })).toHaveTextContent('Product 3');
});

it('draws nothing when there are no products, or none but the excluded one', async () => {
  const requests = answerProducts([]);
  const { container, unmount } = renderCarousel();
  await waitFor(() => expect(requests).toHaveLength(1));
  await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());
  expect(container.querySelector('h2')).toBeNull();
  unmount();

  answerProducts([product(7)]);
  renderCarousel({ exclude: 7 });
  await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());
});

it('shows the API’s error message under its title when the products cannot load', async () => {
  fakeApi(() => ({ status: 503, body: { message: 'The catalogue is being updated' } }));
  renderCarousel();
  expect(await within(region()).findByRole('alert')).toHaveTextContent('The catalogue is being updated');
  expect(within(region()).queryByTestId('product-card-skeleton')).not.toBeInTheDocument();
});

it('links "View all" to the listing of the same filter', async () => {
  answerProducts(PRODUCTS);
  renderCarousel({ params: { c: ['dairy', 'bakery'], s: 'discount' } });
  const viewAll = within(region()).getByRole('link', { name: 'View all' });
  expect(viewAll).toHaveAttribute('href', '/products?c=dairy%2Cbakery&s=discount');
  renderCarousel({ title: 'Everything', params: undefined });
  expect(within(screen.getByRole('region', { name: 'Everything' })).getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/products');
});
