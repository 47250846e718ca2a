import { screen, within } from '@testing-library/react';
import { fakeApi, product, renderScreen } from '../../test/renderScreen';
import { ProductDetail } from './ProductDetail';

const paneer = product(84, {
  product_name: 'Doodh Ganga Fresh Paneer',
  slug: 'doodh-ganga-fresh-paneer',
  packs: [
    {
      pack_id: 140,
      pack_name: '200 g',
      price: 85,
      act_price: 106,
      discount: 20,
      discount_type: 'percentage',
      warehouse_id: 1,
      quantity: 0,
      in_stock: true,
    },
    { pack_id: 141, pack_name: '1 kg', price: 389, act_price: 389, discount: 0, discount_type: null, warehouse_id: 1, quantity: 0, in_stock: false },
  ],
});

it('shows a skeleton of the product page while it loads', () => {
  fakeApi(() => new Promise(() => undefined));
  renderScreen('/products/doodh-ganga-fresh-paneer', '/products/:slug', <ProductDetail />);
  expect(screen.getByRole('status', { name: 'Loading product' })).toHaveAttribute('aria-busy', 'true');
  expect(screen.queryByRole('heading')).not.toBeInTheDocument();
});

it('shows the product, its main picture first, and each pack’s price with the MRP struck only when it differs', async () => {
  fakeApi(() => ({ body: paneer }));
  renderScreen('/products/doodh-ganga-fresh-paneer', '/products/:slug', <ProductDetail />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Doodh Ganga Fresh Paneer' })).toBeVisible();
  const image = screen.getByRole('img', { name: 'Doodh Ganga Fresh Paneer' });
  expect(image).toHaveAttribute('fetchpriority', 'high');
  expect(image).not.toHaveAttribute('loading');
  expect(image).toHaveAttribute('width', '480');
  expect(image).toHaveAttribute('height', '480');
  expect(screen.getByRole('link', { name: 'Desi Harvest' })).toHaveAttribute('href', '/products?b=desi-harvest');

  const [small, large] = screen.getAllByTestId('pack');
  expect(small).toHaveTextContent('200 g');
  expect(small.querySelector('s')).toHaveTextContent('₹106');
  expect(within(small).getByText('20% off')).toBeVisible();
  expect(within(small).queryByText('Out of stock')).not.toBeInTheDocument();
  expect(large).toHaveTextContent('₹389');
  expect(large.querySelector('s')).toBeNull();
  expect(within(large).getByText('Out of stock')).toBeVisible();
});

it('says when there is no such product', async () => {
  fakeApi(() => ({ status: 404, body: { message: 'Not found' } }));
  renderScreen('/products/no-such-product', '/products/:slug', <ProductDetail />);
  expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Browse all products' })).toHaveAttribute('href', '/products');
});
