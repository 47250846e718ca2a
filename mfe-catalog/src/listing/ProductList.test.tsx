import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_ANSWERS_ELEMENT_ID, apiRequestKey, listingScreenApiQuery, PRODUCTS_PER_PAGE, readListingParams } from '@storefront/shared';
import { fakeApi, product, renderScreen } from '../../test/renderScreen';
import { ProductList } from './ProductList';

const TOTAL = 50;
const pageOf = (page: number) => ({
  body: {
    data: Array.from({ length: Math.min(PRODUCTS_PER_PAGE, TOTAL - (page - 1) * PRODUCTS_PER_PAGE) }, (_, index) =>
      product((page - 1) * PRODUCTS_PER_PAGE + index + 1),
    ),
    meta: { total: TOTAL },
  },
});

beforeEach(() => {
  window.scrollTo = jest.fn();
});

// First in the file: the runtime's API client reads the page's answers once, at its first call.
it('draws the listing the server wrote into the page at its first render: no skeleton, no request', () => {
  const answers = document.createElement('script');
  answers.type = 'application/json';
  answers.id = API_ANSWERS_ELEMENT_ID;
  answers.textContent = JSON.stringify({
    [apiRequestKey('/api/products', listingScreenApiQuery(readListingParams(new URLSearchParams())))]: pageOf(1).body,
  });
  document.body.append(answers);
  try {
    const urls = fakeApi(() => new Promise(() => undefined));
    renderScreen('/products', '/products', <ProductList />);
    expect(screen.getAllByTestId('product-card')).toHaveLength(PRODUCTS_PER_PAGE);
    expect(screen.queryByTestId('product-card-skeleton')).not.toBeInTheDocument();
    expect(screen.getByText('50 products')).toBeVisible();
    expect(urls).toEqual([]);
  } finally {
    answers.remove();
  }
});

it('shows 24 skeleton cards in the grid while the products load', () => {
  fakeApi(() => new Promise(() => undefined));
  renderScreen('/products', '/products', <ProductList />);
  expect(screen.getByRole('heading', { level: 1, name: 'All products' })).toBeVisible();
  expect(screen.getAllByTestId('product-card-skeleton')).toHaveLength(PRODUCTS_PER_PAGE);
  expect(screen.getByRole('region', { name: 'All products' })).toHaveAttribute('aria-busy', 'true');
  expect(screen.queryByTestId('product-card')).not.toBeInTheDocument();
});

it('shows a page of 24 cards, the total, and the first row’s pictures loaded at once', async () => {
  const urls = fakeApi((url) => pageOf(Number(url.searchParams.get('page') ?? 1)));
  renderScreen('/products', '/products', <ProductList />);
  expect(await screen.findAllByTestId('product-card')).toHaveLength(PRODUCTS_PER_PAGE);
  expect(screen.queryByTestId('product-card-skeleton')).not.toBeInTheDocument();
  expect(screen.getByText(`Total: ${TOTAL}`)).toBeVisible();
  expect(urls[0].searchParams.get('perPage')).toBe(String(PRODUCTS_PER_PAGE));
  const images = screen.getAllByRole('img');
  expect(images.slice(0, 6).every((image) => image.getAttribute('fetchpriority') === 'high')).toBe(true);
  expect(images.slice(6).every((image) => image.getAttribute('loading') === 'lazy')).toBe(true);
  // The listing's page size is fixed: no page-size select.
  expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
});

it('keeps the page in the address bar: Next and a page number move it, and a deep link opens on it', async () => {
  const urls = fakeApi((url) => pageOf(Number(url.searchParams.get('page') ?? 1)));
  renderScreen('/products?q=dal', '/products', <ProductList />);
  const pages = within(await screen.findByRole('navigation', { name: 'Pages' }));
  expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  expect(pages.getByRole('button', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'true');

  await userEvent.click(pages.getByRole('button', { name: 'Next page' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/products?page=2&q=dal');
  expect(await screen.findByText('Product 25')).toBeVisible();
  expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  expect(urls.at(-1)!.searchParams.get('page')).toBe('2');

  await userEvent.click(pages.getByRole('button', { name: 'Page 1' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/products?q=dal');
});

it('opens on the page of the address bar', async () => {
  fakeApi((url) => pageOf(Number(url.searchParams.get('page') ?? 1)));
  renderScreen('/products?page=3', '/products', <ProductList />);
  expect(await screen.findByText('Product 49')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');
});

it('says when nothing matches, without a pager', async () => {
  fakeApi(() => ({ body: { data: [], meta: { total: 0 } } }));
  renderScreen('/products?q=zzz', '/products', <ProductList />);
  expect(await screen.findByText('No products match these filters.')).toBeVisible();
  expect(screen.getByRole('heading', { level: 1, name: 'Results for “zzz”' })).toBeVisible();
  expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
});
