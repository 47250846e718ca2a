import { screen } from '@testing-library/react';
import { renderScreen } from '@storefront/shared/testing';
import { BrandCard } from './BrandCard';
import { initialsOf } from './cardParts';

it('shows the brand’s initials and name, linking to its listing, /products?b={slug}', () => {
  renderScreen(<BrandCard brand={{ name: 'Desi Harvest', slug: 'desi-harvest' }} />);
  expect(screen.getByRole('link', { name: 'Desi Harvest' })).toHaveAttribute('href', '/products?b=desi-harvest');
  expect(screen.getByText('DH')).toHaveAttribute('aria-hidden', 'true');
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
});

it.each([
  ['Amul', 'A'],
  ['Desi Harvest', 'DH'],
  ['Fruits & Vegetables', 'FV'],
  ['Tata Sampann Organic', 'TS'],
  ['24 Mantra', '2M'],
  ['  ', ''],
])('takes the initials of %j as %j', (name, initials) => {
  expect(initialsOf(name)).toBe(initials);
});
