import { screen } from '@testing-library/react';
import type { Category } from '@storefront/shared';
import { renderScreen } from '@storefront/shared/testing';
import { CategoryCard } from './CategoryCard';

const renderCard = (category: Pick<Category, 'name' | 'slug' | 'avatar'>) => renderScreen(<CategoryCard category={category} />);

it('links the category’s picture and name to its listing, /products?c={slug}', () => {
  const { container } = renderCard({ name: 'Dairy & Bakery', slug: 'dairy-bakery', avatar: 'categories/dairy-bakery.svg' });
  expect(screen.getByRole('link', { name: 'Dairy & Bakery' })).toHaveAttribute('href', '/products?c=dairy-bakery');
  const picture = container.querySelector('img')!;
  expect(picture).toHaveAttribute('src', '/cdn/medium/categories/dairy-bakery.svg');
  expect(picture).toHaveAttribute('alt', '');
  expect(picture).toHaveAttribute('width', '200');
  expect(picture).toHaveAttribute('height', '200');
  expect(picture).toHaveAttribute('loading', 'lazy');
});

it('shows the name’s initials where the category has no picture', () => {
  renderCard({ name: 'Fruits & Vegetables', slug: 'fruits-vegetables', avatar: null });
  expect(screen.getByText('FV')).toHaveAttribute('aria-hidden', 'true');
  expect(screen.getByRole('link', { name: 'Fruits & Vegetables' })).toHaveAttribute('href', '/products?c=fruits-vegetables');
});
