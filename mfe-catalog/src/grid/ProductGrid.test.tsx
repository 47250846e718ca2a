import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CatalogProductGridModule, Product } from '@storefront/shared';
import { product } from '../../test/product';
import * as gridModule from '.';
import { ProductGrid } from './ProductGrid';
import { fakeApi, renderScreen } from '@storefront/shared/testing';

const answerProducts = (products: Product[]) => fakeApi(() => ({ body: { data: products, meta: { total: products.length } } }));
const renderGrid = (limit = 4) =>
  renderScreen(<ProductGrid title="New arrivals" params={{ s: 'newest', c: ['staples'] }} limit={limit} />, { path: '/' });
const region = () => screen.getByRole('region', { name: 'New arrivals' });

it('exposes ProductGrid as CatalogProductGridModule says (catalog/ProductGrid)', () => {
  const module: CatalogProductGridModule = gridModule;
  expect(Object.keys(module)).toEqual(['ProductGrid']);
});

it('asks for `limit` products of its filter and shows them as cards, with View all opening that listing', async () => {
  const requests = answerProducts([product(1), product(2), product(3)]);
  renderGrid(3);
  await waitFor(() => expect(within(region()).getAllByTestId('product-card')).toHaveLength(3));
  expect(requests[0].query).toEqual({ c: 'staples', s: 'newest', perPage: '3' });
  expect(within(region()).getByRole('link', { name: /Product 2/ })).toHaveAttribute('href', '/products/product-2');
  expect(within(region()).getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/products?c=staples&s=newest');
});

it('fills its slots with skeleton cards while the products load', () => {
  fakeApi(() => new Promise(() => undefined));
  renderGrid(4);
  expect(within(region()).getAllByTestId('product-card-skeleton')).toHaveLength(4);
  expect(region()).toHaveAttribute('aria-busy', 'true');
});

it('draws nothing when the filter has no products', async () => {
  const requests = answerProducts([]);
  renderGrid();
  await waitFor(() => expect(requests).toHaveLength(1));
  await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());
});

it('says why the products could not load and tries again on request', async () => {
  let fail = true;
  fakeApi(() => (fail ? { status: 500, body: { message: 'The catalogue is resting' } } : { body: { data: [product(5)], meta: { total: 1 } } }));
  renderGrid();
  expect(await within(region()).findByRole('alert')).toHaveTextContent('The catalogue is resting');
  fail = false;
  await userEvent.click(within(region()).getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(within(region()).getAllByTestId('product-card')).toHaveLength(1));
});
