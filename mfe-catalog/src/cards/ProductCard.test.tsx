import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Product } from '@storefront/shared';
import { product } from '../../test/renderScreen';
import { ProductCard, ProductCardSkeleton } from './ProductCard';

const renderCard = (item: Product, priority?: boolean) =>
  render(
    <MemoryRouter>
      <ProductCard product={item} priority={priority} />
    </MemoryRouter>,
  );

const withPack = (pack: Partial<Product['packs'][number]>) => {
  const item = product(1);
  return { ...item, packs: [{ ...item.packs[0], ...pack }] };
};

it('shows the first pack’s price with the MRP struck through and the saving when they differ', () => {
  renderCard(withPack({ price: 85, act_price: 106 }));
  const card = within(screen.getByTestId('product-card'));
  expect(card.getByRole('heading', { level: 2, name: 'Product 1' })).toBeVisible();
  expect(card.getByText('500 g')).toBeVisible();
  expect(card.getByText('₹85')).toBeVisible();
  const struck = screen.getByTestId('product-card').querySelector('s');
  expect(struck).toHaveTextContent('MRP ₹106');
  expect(card.getByText('20% off')).toBeVisible();
  expect(card.getByRole('link', { name: /Product 1/ })).toHaveAttribute('href', '/products/product-1');
});

it('shows no struck MRP and no saving when the price is the MRP', () => {
  renderCard(withPack({ price: 70, act_price: 70, discount: 0 }));
  expect(screen.getByText('₹70')).toBeVisible();
  expect(screen.getByTestId('product-card').querySelector('s')).toBeNull();
  expect(screen.queryByText(/% off/)).not.toBeInTheDocument();
});

it('gives the picture its size and loads it lazily, or at once with high priority in the first row', () => {
  const { unmount } = renderCard(product(1));
  const lazy = screen.getByRole('img', { name: 'Product 1' });
  expect(lazy).toHaveAttribute('width', '200');
  expect(lazy).toHaveAttribute('height', '200');
  expect(lazy).toHaveAttribute('loading', 'lazy');
  expect(lazy).not.toHaveAttribute('fetchpriority');
  expect(lazy).toHaveAttribute('src', '/cdn/medium/products/product-1.svg');
  unmount();

  renderCard(product(1), true);
  const first = screen.getByRole('img', { name: 'Product 1' });
  expect(first).not.toHaveAttribute('loading');
  expect(first).toHaveAttribute('fetchpriority', 'high');
});

it('tags a product whose pack is out of stock', () => {
  renderCard(withPack({ in_stock: false }));
  expect(within(screen.getByTestId('product-card')).getByText('Out of stock')).toBeVisible();
});

it('has a skeleton hidden from assistive technology', () => {
  render(<ProductCardSkeleton />);
  expect(screen.getByTestId('product-card-skeleton')).toHaveAttribute('aria-hidden', 'true');
});
