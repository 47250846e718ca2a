import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Supplier } from '@storefront/shared';
import { currentLocation, renderScreen } from '@storefront/shared/testing';
import { SupplierCard, SupplierCardSkeleton } from './SupplierCard';

const SUPPLIER: Supplier = {
  name: 'Nashik Growers',
  slug: 'nashik-growers',
  logo: 'suppliers/nashik-growers.svg',
  description: 'Grapes and onions from 300 farms around Nashik.',
  link: '/products?b=desi-harvest',
};

const renderCard = (supplier: Supplier) => renderScreen(<SupplierCard supplier={supplier} />);

it('shows the logo, name and description; a shop link goes through the router', async () => {
  renderCard(SUPPLIER);
  const card = within(screen.getByRole('article'));
  expect(card.getByRole('heading', { level: 3, name: 'Nashik Growers' })).toBeVisible();
  expect(card.getByText('Grapes and onions from 300 farms around Nashik.')).toBeVisible();
  const link = card.getByRole('link', { name: 'Nashik Growers' });
  expect(link).toHaveAttribute('href', '/products?b=desi-harvest');

  await userEvent.click(link);
  expect(currentLocation()).toBe('/products?b=desi-harvest');
});

it('links to another site with a plain link', () => {
  renderCard({ ...SUPPLIER, link: 'https://nashik.example/farms' });
  expect(screen.getByRole('link', { name: 'Nashik Growers' })).toHaveAttribute('href', 'https://nashik.example/farms');
});

it('is no link at all when its link is neither a shop path nor an http(s) address', () => {
  for (const link of ['', 'javascript:alert(1)', '//elsewhere.example']) {
    const { unmount } = renderCard({ ...SUPPLIER, link });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Nashik Growers' })).toBeVisible();
    unmount();
  }
});

it('gives the logo its size and loads it lazily; without a logo the initials stand in', () => {
  const { container, unmount } = renderCard(SUPPLIER);
  const logo = container.querySelector('img')!;
  expect(logo).toHaveAttribute('src', '/cdn/medium/suppliers/nashik-growers.svg');
  expect(logo).toHaveAttribute('alt', '');
  expect(logo).toHaveAttribute('width', '200');
  expect(logo).toHaveAttribute('height', '200');
  expect(logo).toHaveAttribute('loading', 'lazy');
  unmount();

  renderCard({ ...SUPPLIER, logo: null });
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
  expect(screen.getByText('NG')).toHaveAttribute('aria-hidden', 'true');
  expect(screen.getByRole('link', { name: 'Nashik Growers' })).toBeVisible();
});

it('has a skeleton hidden from assistive technology', () => {
  render(<SupplierCardSkeleton />);
  expect(screen.getByTestId('supplier-card-skeleton')).toHaveAttribute('aria-hidden', 'true');
});
