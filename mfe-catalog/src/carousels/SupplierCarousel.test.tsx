import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Supplier } from '@storefront/shared';
import { SupplierCarousel } from './SupplierCarousel';
import { fakeApi, fakeIntersectionObserver, renderScreen, restoreBrowser } from '@storefront/shared/testing';

const supplier = (name: string, slug: string, link: string): Supplier => ({
  name,
  slug,
  logo: `suppliers/${slug}.svg`,
  description: `${name} grows it.`,
  link,
});
const SUPPLIERS = [
  supplier('Nashik Growers', 'nashik-growers', '/products?b=desi-harvest'),
  supplier('Anand Dairy', 'anand-dairy', 'https://anand.example/shop'),
];

beforeEach(() => fakeIntersectionObserver());
afterEach(restoreBrowser);

const renderCarousel = () => renderScreen(<SupplierCarousel title="Our suppliers" />);
const region = () => screen.getByRole('region', { name: 'Our suppliers' });

it('loads the suppliers, with 7 skeleton cards meanwhile, and links each card to the supplier’s link', async () => {
  const requests = fakeApi(() => ({ body: { data: SUPPLIERS } }));
  renderCarousel();
  expect(within(region()).getAllByTestId('supplier-card-skeleton')).toHaveLength(7);

  const inShop = await within(region()).findByRole('link', { name: 'Nashik Growers' });
  expect(requests.map((request) => request.path)).toEqual(['/s/api/suppliers']);
  expect(within(region()).queryByTestId('supplier-card-skeleton')).not.toBeInTheDocument();
  expect(within(region()).getByRole('link', { name: 'Anand Dairy' })).toHaveAttribute('href', 'https://anand.example/shop');
  expect(
    within(region())
      .getAllByRole('group')
      .map((slide) => slide.getAttribute('aria-label')),
  ).toEqual(['1 of 2', '2 of 2']);

  await userEvent.click(inShop);
  expect(screen.getByTestId('location')).toHaveTextContent('/products?b=desi-harvest');
});

it('draws nothing when the site has no suppliers', async () => {
  const requests = fakeApi(() => ({ body: { data: [] } }));
  renderCarousel();
  await waitFor(() => expect(requests).toHaveLength(1));
  await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());
});

it('shows the API’s error message when the suppliers cannot load', async () => {
  fakeApi(() => ({ status: 500, body: { message: 'Suppliers are unavailable' } }));
  renderCarousel();
  expect(await within(region()).findByRole('alert')).toHaveTextContent('Suppliers are unavailable');
});
