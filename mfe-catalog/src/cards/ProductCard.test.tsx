import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REDIRECT_STORAGE_KEY, type Product } from '@storefront/shared';
import { Toaster } from '@storefront/shared/overlays';
import { cartStore, dismissToast, eventBus, toastStore } from '@storefront/shared/runtime';
import { product } from '../../test/product';
import { fillCart, signIn } from '../../test/shopper';
import { ProductCard, ProductCardSkeleton } from './ProductCard';
import { cartWith, currentLocation, fakeApi, renderScreen } from '@storefront/shared/testing';

const renderCard = (item: Product, priority?: boolean) => renderScreen(<ProductCard product={item} priority={priority} />);

/** Two packs: 500 g at ₹85 (MRP ₹106) and 1 kg at ₹160. */
const dal = product(7, {
  product_name: 'Toor Dal',
  packs: [
    { ...product(7).packs[0], pack_id: 70, pack_name: '500 g', price: 85, act_price: 106, warehouse_id: 2 },
    { ...product(7).packs[0], pack_id: 71, pack_name: '1 kg', price: 160, act_price: 160, discount: 0, warehouse_id: 2 },
  ],
});

beforeEach(() => {
  cartStore.cart = null;
  signIn(null);
  sessionStorage.clear();
  for (const toast of [...toastStore.toasts]) dismissToast(toast.id);
  document.cookie = 'XSRF-TOKEN=test-token; path=/';
});

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

it('has a skeleton hidden from assistive technology', () => {
  render(<ProductCardSkeleton />);
  expect(screen.getByTestId('product-card-skeleton')).toHaveAttribute('aria-hidden', 'true');
});

it('offers a choice of packs, and the price and cart button follow the pack chosen', async () => {
  renderCard(dal);
  const card = within(screen.getByTestId('product-card'));
  const packs = card.getByRole('combobox', { name: 'Pack of Toor Dal' });
  expect(packs).toHaveValue('70');
  expect(card.getByText('₹85')).toBeVisible();
  await userEvent.selectOptions(packs, '1 kg');
  expect(card.getByText('₹160')).toBeVisible();
  expect(card.queryByText('₹85')).not.toBeInTheDocument();
});

it('starts from the pack already in the cart', () => {
  fillCart([{ pack_id: 71, quantity: 2 }]);
  renderCard(dal);
  expect(screen.getByRole('combobox', { name: 'Pack of Toor Dal' })).toHaveValue('71');
  expect(screen.getByRole('group', { name: 'Quantity of Toor Dal 1 kg' })).toHaveTextContent('2');
});

it('adds the chosen pack with Add to Cart, then shows − qty + from the cart the server answers, announced on the bus', async () => {
  const announced: number[] = [];
  const stop = eventBus.on('cart:updated', ({ cart }) => announced.push(cart.quantity));
  const requests = fakeApi((request) => {
    expect(request.path).toBe('/s/api/cart/add');
    expect(request.body).toEqual({ pack_id: 71, warehouse_id: 2 });
    return { body: cartWith([{ pack_id: 71, quantity: 1 }]) };
  });
  renderScreen(<ProductCard product={dal} />, { route: '/products', path: '/products' });
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Pack of Toor Dal' }), '1 kg');
  await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));

  const quantity = await screen.findByRole('group', { name: 'Quantity of Toor Dal 1 kg' });
  expect(quantity).toHaveTextContent('1');
  expect(requests).toHaveLength(1);
  expect(announced).toEqual([1]);
  stop();
});

it('takes one away with −, back to Add to Cart when the last one goes', async () => {
  fillCart([{ pack_id: 70, quantity: 1 }]);
  fakeApi((request) => {
    expect(request.path).toBe('/s/api/cart/remove');
    expect(request.body).toEqual({ pack_id: 70, remove: false });
    return { body: cartWith([]) };
  });
  renderScreen(<ProductCard product={dal} />, { route: '/products', path: '/products' });
  await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
  expect(await screen.findByRole('button', { name: 'Add to Cart' })).toBeVisible();
});

it('shows the server’s refusal as an error toast and keeps the cart as it was', async () => {
  fakeApi(() => ({ status: 409, body: { message: 'You can buy at most 10 of this item.' } }));
  renderScreen(
    <>
      <ProductCard product={dal} />
      <Toaster />
    </>,
    { route: '/products', path: '/products' },
  );
  await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
  expect(await screen.findByText('You can buy at most 10 of this item.')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  expect(cartStore.cart).toBeNull();
});

it('cannot add a pack that is out of stock', () => {
  renderCard(withPack({ in_stock: false }));
  expect(within(screen.getByTestId('product-card')).getByRole('button', { name: 'Out of stock' })).toBeDisabled();
});

it('sends a guest who taps the heart to sign in, keeping the page to come back to', async () => {
  renderScreen(<ProductCard product={dal} />, { route: '/products?c=vegetables', path: '/products' });
  await userEvent.click(screen.getByRole('button', { name: 'Add Toor Dal to a wishlist' }));
  expect(currentLocation()).toBe('/auth/login');
  expect(sessionStorage.getItem(REDIRECT_STORAGE_KEY)).toBe('/products?c=vegetables');
});

it('opens the wishlist modal for a signed-in shopper, and fills the heart of a product in a wishlist', async () => {
  signIn();
  const opened: number[] = [];
  const stop = eventBus.on('ui:open-wishlist', ({ product_id }) => opened.push(product_id));
  const { rerender } = renderCard(dal);
  const heart = screen.getByRole('button', { name: 'Add Toor Dal to a wishlist' });
  expect(heart).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(heart);
  expect(opened).toEqual([7]);
  act(() => rerender(<ProductCard product={{ ...dal, wishlist: true }} />));
  expect(screen.getByRole('button', { name: 'Add Toor Dal to a wishlist' })).toHaveAttribute('aria-pressed', 'true');
  stop();
});
