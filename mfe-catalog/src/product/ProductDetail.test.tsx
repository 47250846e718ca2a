import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routeHeadWritten } from '@storefront/shared/route-head';
import { apiClient, cartStore, errorReporter, eventBus, siteStore, type SiteData } from '@storefront/shared/runtime';
import { ROUTE_SCHEMA_ELEMENT_ID } from '@storefront/shared/seo';
import { product } from '../../test/product';
import { signIn } from '../../test/shopper';
import { ProductDetail } from './ProductDetail';
import { cartWith, fakeApi, renderScreen } from '@storefront/shared/testing';

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

beforeEach(() => {
  cartStore.cart = null;
  signIn(null);
  document.cookie = 'XSRF-TOKEN=test-token; path=/';
});

it('shows a skeleton of the product page while it loads', async () => {
  fakeApi(() => new Promise(() => undefined));
  renderScreen(<ProductDetail />, { route: '/products/doodh-ganga-fresh-paneer', path: '/products/:slug' });
  expect(screen.getByRole('status', { name: 'Loading product' })).toHaveAttribute('aria-busy', 'true');
  expect(screen.queryByRole('heading')).not.toBeInTheDocument();
});

it('shows the product, its main picture first, its brand, and the price of the first pack in stock with its MRP struck', async () => {
  fakeApi(() => ({ body: paneer }));
  renderScreen(<ProductDetail />, { route: '/products/doodh-ganga-fresh-paneer', path: '/products/:slug' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Doodh Ganga Fresh Paneer' })).toBeVisible();
  const image = screen.getByRole('img', { name: 'Doodh Ganga Fresh Paneer' });
  expect(image).toHaveAttribute('fetchpriority', 'high');
  expect(image).not.toHaveAttribute('loading');
  expect(image).toHaveAttribute('width', '480');
  expect(image).toHaveAttribute('height', '480');
  expect(image).toHaveAttribute('src', '/cdn/medium/products/product-84.svg');
  expect(screen.getByRole('link', { name: 'Desi Harvest' })).toHaveAttribute('href', '/products?b=desi-harvest');
  expect(screen.getByText('₹85', { selector: 'article > div > span > span' })).toBeVisible();
  expect(screen.getByText('20% off')).toBeVisible();
  expect(screen.getByRole('heading', { name: 'About this product' })).toBeVisible();
  expect(screen.getByText('Fresh and good.')).toBeVisible();
  expect(screen.getByRole('heading', { name: 'Product information' })).toBeVisible();
  expect(screen.getByText('Keep cool.')).toBeVisible();
});

it('lets the shopper choose a pack: the price and the cart button follow it, a sold-out pack cannot be added', async () => {
  fakeApi(() => ({ body: paneer }));
  renderScreen(<ProductDetail />, { route: '/products/doodh-ganga-fresh-paneer', path: '/products/:slug' });
  const packs = within(await screen.findByRole('group', { name: 'Choose a pack' }));
  expect(packs.getByRole('radio', { name: /200 g/ })).toBeChecked();
  expect(packs.getByRole('radio', { name: /1 kg/ })).toHaveAccessibleName('1 kg ₹389 · Out of stock');
  expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();

  await userEvent.click(packs.getByRole('radio', { name: /1 kg/ }));
  expect(packs.getByRole('radio', { name: /1 kg/ })).toBeChecked();
  expect(screen.queryByText('20% off')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
});

it('adds the chosen pack to the cart and becomes − qty +, one cart with the rest of the page', async () => {
  const requests = fakeApi((request) =>
    request.path === '/s/api/cart/add' ? { body: cartWith([{ pack_id: 140, quantity: 1 }]) } : { body: paneer },
  );
  renderScreen(<ProductDetail />, { route: '/products/doodh-ganga-fresh-paneer', path: '/products/:slug' });
  await userEvent.click(await screen.findByRole('button', { name: 'Add to Cart' }));
  expect(await screen.findByRole('group', { name: 'Quantity of Doodh Ganga Fresh Paneer 200 g' })).toHaveTextContent('1');
  // The product, what is bought with it (the carousel under it), and the one cart call.
  expect(requests.map((request) => request.path).sort()).toEqual([
    '/s/api/cart/add',
    '/s/api/products/doodh-ganga-fresh-paneer',
    '/s/api/products/doodh-ganga-fresh-paneer/bought-together',
  ]);
  expect(cartStore.cart?.quantity).toBe(1);
});

it('names the document and describes it for search engines while shown, and restores the site’s own head after', async () => {
  siteStore.data = { web: { name: 'FreshKart' } } as unknown as SiteData;
  document.title = 'FreshKart';
  fakeApi(() => ({ body: paneer }));
  const { unmount } = renderScreen(<ProductDetail />, { route: '/products/doodh-ganga-fresh-paneer', path: '/products/:slug' });
  await screen.findByRole('heading', { level: 1 });
  await routeHeadWritten();
  expect(document.title).toBe('Doodh Ganga Fresh Paneer — FreshKart');
  expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Fresh and good.');
  unmount();
  await routeHeadWritten();
  expect(document.title).toBe('FreshKart');
});

it('gives the product page the head the server sends: canonical, product JSON-LD and the raster copy of its picture', async () => {
  siteStore.data = { web: { name: 'FreshKart' } } as unknown as SiteData;
  fakeApi(() => ({ body: paneer }));
  const { unmount } = renderScreen(<ProductDetail />, { route: '/products/doodh-ganga-fresh-paneer', path: '/products/:slug' });
  await screen.findByRole('heading', { level: 1 });
  const content = (key: string) => document.head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');
  await routeHeadWritten();
  expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/products/doodh-ganga-fresh-paneer');
  expect(content('og:type')).toBe('product');
  expect(content('product:price:amount')).toBe('85.00');
  // Link previews skip SVG: the CDN's JPEG copy, with the size it is drawn at.
  const picture = 'http://localhost/cdn/large/products/product-84.svg.jpg';
  await routeHeadWritten();
  expect([content('og:image'), content('og:image:width'), content('og:image:height'), content('og:image:type')]).toEqual([
    picture,
    '800',
    '800',
    'image/jpeg',
  ]);
  await routeHeadWritten();
  expect(content('twitter:image')).toBe(picture);
  expect(JSON.parse(document.getElementById(ROUTE_SCHEMA_ELEMENT_ID)?.textContent ?? '{}')['@graph'][0]).toMatchObject({
    '@type': 'Product',
    image: [picture],
  });

  unmount();
  await routeHeadWritten();
  expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  expect(document.getElementById(ROUTE_SCHEMA_ELEMENT_ID)).toBeNull();
  expect(content('og:type')).toBe('website');
  expect(content('og:image')).toBeUndefined();
});

it('keeps a product that is not there out of search results, titled as the server titles it', async () => {
  siteStore.data = { web: { name: 'FreshKart' } } as unknown as SiteData;
  fakeApi(() => ({ status: 404, body: { message: 'Not found' } }));
  renderScreen(<ProductDetail />, { route: '/products/no-such-product', path: '/products/:slug' });
  await screen.findByRole('heading', { name: 'Product not found' });
  await routeHeadWritten();
  expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  expect(document.title).toBe('Product not found — FreshKart');
});

it('flips the wishlist heart when the wishlist modal reports the product added', async () => {
  signIn();
  fakeApi(() => ({ body: paneer }));
  renderScreen(<ProductDetail />, { route: '/products/doodh-ganga-fresh-paneer', path: '/products/:slug' });
  const heart = await screen.findByRole('button', { name: 'Add Doodh Ganga Fresh Paneer to a wishlist' });
  expect(heart).toHaveAttribute('aria-pressed', 'false');
  act(() => eventBus.emit('wishlist:changed', { product_id: 84, wishlist: true }));
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Add Doodh Ganga Fresh Paneer to a wishlist' })).toHaveAttribute('aria-pressed', 'true'),
  );
});

it('shows every picture as a thumbnail to choose from, and the default image for one that fails to load', async () => {
  fakeApi(() => ({ body: { ...paneer, medias: [{ src: 'products/paneer-front.svg' }, { src: 'products/paneer-back.svg' }] } }));
  renderScreen(<ProductDetail />, { route: '/products/doodh-ganga-fresh-paneer', path: '/products/:slug' });
  const main = await screen.findByRole('img', { name: 'Doodh Ganga Fresh Paneer' });
  expect(main).toHaveAttribute('src', '/cdn/medium/products/paneer-front.svg');
  const second = screen.getByRole('button', { name: 'Show picture 2' });
  await userEvent.click(second);
  expect(second).toHaveAttribute('aria-pressed', 'true');
  expect(main).toHaveAttribute('src', '/cdn/medium/products/paneer-back.svg');
  fireEvent.error(main);
  expect(main).toHaveAttribute('src', expect.stringMatching(/\/cdn\/no-image\.png$/));
});

it('shows a friendly screen with Try again when the product cannot be loaded, and reports the failure', async () => {
  const reported = jest.spyOn(errorReporter, 'captureException');
  let fail = true;
  fakeApi(() => (fail ? { status: 500, body: { message: 'Database unavailable' } } : { body: paneer }));
  renderScreen(<ProductDetail />, { route: '/products/doodh-ganga-fresh-paneer', path: '/products/:slug' });
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByRole('heading', { name: 'We could not load this product' })).toBeVisible();
  expect(within(alert).getByRole('link', { name: 'Browse all products' })).toHaveAttribute('href', '/products');
  expect(reported).toHaveBeenCalledWith(expect.any(Error), { screen: 'ProductDetail', slug: 'doodh-ganga-fresh-paneer' });
  fail = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Doodh Ganga Fresh Paneer' })).toBeVisible();
  reported.mockRestore();
});

it('treats an answer that breaks the product schema as a failure, not as a product', async () => {
  fakeApi(() => ({ body: { ...paneer, packs: 'none' } }));
  renderScreen(<ProductDetail />, { route: '/products/doodh-ganga-fresh-paneer', path: '/products/:slug' });
  expect(await screen.findByRole('heading', { name: 'We could not load this product' })).toBeVisible();
});

it('says when there is no such product', async () => {
  fakeApi(() => ({ status: 404, body: { message: 'Not found' } }));
  renderScreen(<ProductDetail />, { route: '/products/no-such-product', path: '/products/:slug' });
  expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Browse all products' })).toHaveAttribute('href', '/products');
});

it('says at its first render, asking nothing, that a product the server was refused (404) is not there', () => {
  apiClient.setPageAnswers(new Map(), new Map([['/api/products/no-such-product', { status: 404, body: { message: 'Product not found' } }]]));
  const requests = fakeApi(() => new Promise(() => undefined));
  renderScreen(<ProductDetail />, { route: '/products/no-such-product', path: '/products/:slug' });
  expect(screen.getByRole('heading', { name: 'Product not found' })).toBeVisible();
  expect(screen.queryByRole('status', { name: 'Loading product' })).not.toBeInTheDocument();
  expect(requests).toEqual([]);
});

it('shows similar products from the same category, without the product itself', async () => {
  const requests = fakeApi((request) =>
    request.path === '/s/api/products'
      ? { body: { data: [product(84), product(85, { product_name: 'Malai Paneer' })], meta: { total: 2 } } }
      : { body: { ...paneer, category_slug: 'dairy' } },
  );
  renderScreen(<ProductDetail />, { route: '/products/doodh-ganga-fresh-paneer', path: '/products/:slug' });
  const similar = within(await screen.findByRole('region', { name: 'Similar products' }));
  expect(await similar.findByRole('heading', { name: 'Malai Paneer' })).toBeVisible();
  expect(similar.queryByRole('heading', { name: 'Product 84' })).not.toBeInTheDocument();
  const listing = requests.find((request) => request.path === '/s/api/products');
  expect(listing?.query?.c).toBe('dairy');
  expect(listing?.query?.perPage).toBe('12');
});
