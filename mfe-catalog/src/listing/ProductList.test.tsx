import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routeHeadWritten } from '@storefront/shared/route-head';
import {
  API_ANSWERS_ELEMENT_ID,
  apiRequestKey,
  listingScreenApiQuery,
  PRODUCTS_PER_PAGE,
  readListingParams,
  type Category,
} from '@storefront/shared';
import { eventBus, siteStore, type SiteData } from '@storefront/shared/runtime';
import { ROUTE_SCHEMA_ELEMENT_ID } from '@storefront/shared/seo';
import { product } from '../../test/product';
import { ProductList } from './ProductList';
import { currentLocation, fakeApi, HistoryButtons, navigationType, renderScreen, type ApiRequest } from '@storefront/shared/testing';

const category = (name: string, slug: string, children: Category[] = []): Category => ({ name, slug, avatar: null, children });
const SITE = {
  web: { name: 'FreshKart' },
  categories: [
    category('Fruits & Vegetables', 'fruits-vegetables', [category('Vegetables', 'vegetables'), category('Fruits', 'fruits')]),
    category('Dairy', 'dairy'),
  ],
  brands: [
    { name: 'Amul', slug: 'amul' },
    { name: 'Desi Harvest', slug: 'desi-harvest' },
    { name: 'Tata Sampann', slug: 'tata-sampann' },
  ],
} as unknown as SiteData;

/** A catalogue of `total` products, answered a page at a time as the server does (an empty page past the end). */
const catalogue =
  (total: number) =>
  ({ query }: Pick<ApiRequest, 'query'>) => {
    const page = Number(query?.page ?? 1);
    const first = (page - 1) * PRODUCTS_PER_PAGE;
    const count = Math.max(0, Math.min(PRODUCTS_PER_PAGE, total - first));
    return { body: { data: Array.from({ length: count }, (_, index) => product(first + index + 1)), meta: { total } } };
  };
const TOTAL = 50;

/** The query of a products request, minus perPage (always 24, checked once). */
const requested = ({ query = {} }: ApiRequest) => {
  const { perPage: _perPage, ...rest } = query;
  return rest;
};

const renderListing = (path: string) =>
  renderScreen(
    <>
      <ProductList />
      <HistoryButtons />
    </>,
    { route: path, path: '/products' },
  );
const location = currentLocation;
const navigation = navigationType;
const heading = () => screen.getByRole('heading', { level: 1 });
const activeFilters = () => within(screen.getByRole('list', { name: 'Active filters' }));

beforeEach(() => {
  siteStore.data = SITE;
});

// First in the file: the runtime's API client reads the page's answers once, at its first call.
it('draws the listing the server wrote into the page at its first render: no skeleton, no request', async () => {
  const answers = document.createElement('script');
  answers.type = 'application/json';
  answers.id = API_ANSWERS_ELEMENT_ID;
  answers.textContent = JSON.stringify({
    [apiRequestKey('/api/products', listingScreenApiQuery(readListingParams(new URLSearchParams())))]: catalogue(TOTAL)({}).body,
  });
  document.body.append(answers);
  try {
    const requests = fakeApi(() => new Promise(() => undefined));
    renderListing('/products');
    expect(screen.getAllByTestId('product-card')).toHaveLength(PRODUCTS_PER_PAGE);
    expect(screen.queryByTestId('product-card-skeleton')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('50 products');
    expect(requests).toEqual([]);
  } finally {
    answers.remove();
  }
});

describe('loading', () => {
  it('shows 24 skeleton cards under the title and the controls while the products load, and no count yet', async () => {
    fakeApi(() => new Promise(() => undefined));
    renderListing('/products');
    expect(heading()).toHaveTextContent('All products');
    expect(screen.getAllByTestId('product-card-skeleton')).toHaveLength(PRODUCTS_PER_PAGE);
    expect(screen.getByRole('region', { name: 'All products' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByTestId('product-card')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('shows a page of 24 cards, the total, and the first row’s pictures loaded at once', async () => {
    const requests = fakeApi(catalogue(TOTAL));
    renderListing('/products');
    expect(await screen.findAllByTestId('product-card')).toHaveLength(PRODUCTS_PER_PAGE);
    expect(screen.queryByTestId('product-card-skeleton')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'All products' })).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByText(`Total: ${TOTAL}`)).toBeVisible();
    expect(requests.map((request) => request.path)).toEqual(['/s/api/products']);
    expect(requests[0].query?.perPage).toBe(String(PRODUCTS_PER_PAGE));
    const images = screen.getAllByRole('img');
    expect(images.slice(0, 6).every((image) => image.getAttribute('fetchpriority') === 'high')).toBe(true);
    expect(images.slice(6).every((image) => image.getAttribute('loading') === 'lazy')).toBe(true);
    // The listing's page size is fixed: the only select is the sort.
    expect(screen.getAllByRole('combobox')).toEqual([screen.getByRole('combobox', { name: 'Sort by' })]);
  });

  it('keeps the previous page on screen, dimmed, while the next one loads', async () => {
    let answerPage2: () => void = () => undefined;
    fakeApi((request) =>
      request.query?.page === '2' ? new Promise((resolve) => (answerPage2 = () => resolve(catalogue(TOTAL)(request)))) : catalogue(TOTAL)(request),
    );
    renderListing('/products');
    await screen.findByText('Product 1');
    await userEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    expect(screen.getByText('Product 1').closest('[data-testid="product-card"]')!.parentElement).toHaveStyle({ opacity: '0.6' });
    expect(screen.getByRole('region', { name: 'All products' })).toHaveAttribute('aria-busy', 'true');
    act(() => answerPage2());
    expect(await screen.findByText('Product 25')).toBeVisible();
    expect(screen.getByText('Product 25').closest('[data-testid="product-card"]')!.parentElement).not.toHaveStyle({ opacity: '0.6' });
  });
});

describe('the address bar drives the request', () => {
  it('asks for the categories, brands, page, sort and trimmed search of the address, and shows them', async () => {
    const requests = fakeApi(catalogue(TOTAL));
    renderListing('/products?c=vegetables,dairy&b=amul&page=2&s=price_asc&q=%20%20paneer%20');
    expect(await screen.findByText('Product 25')).toBeVisible();
    expect(requested(requests[0])).toEqual({ c: 'vegetables,dairy', b: 'amul', page: '2', s: 'price_asc', q: 'paneer' });
    expect(heading()).toHaveTextContent('Results for “paneer” in Vegetables, Dairy');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_asc');
    expect(
      activeFilters()
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Vegetables×', 'Dairy×', 'Amul×', 'Reset All']);
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('leaves out what the address does not hold: no page 1, no sort, no empty lists, no blank search', async () => {
    const requests = fakeApi(catalogue(TOTAL));
    renderListing('/products?page=1&c=&q=%20');
    await screen.findByText('Product 1');
    expect(requested(requests[0])).toEqual({});
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('relevance');
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
  });

  it('back and forward bring the earlier filters and their results back at once, from the cache', async () => {
    const requests = fakeApi(catalogue(TOTAL));
    renderListing('/products?c=dairy');
    await screen.findByText('Product 1');
    await userEvent.click(activeFilters().getByRole('button', { name: 'Remove Dairy' }));
    expect(location()).toBe('/products');
    expect(navigation()).toBe('PUSH');
    await waitFor(() => expect(requests).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('region', { name: 'All products' })).toHaveAttribute('aria-busy', 'false'));

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(location()).toBe('/products?c=dairy');
    expect(heading()).toHaveTextContent('Dairy');
    expect(activeFilters().getByRole('button', { name: 'Remove Dairy' })).toBeVisible();
    expect(screen.getAllByTestId('product-card')).toHaveLength(PRODUCTS_PER_PAGE);
    expect(screen.queryByTestId('product-card-skeleton')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Forward' }));
    expect(location()).toBe('/products');
    expect(heading()).toHaveTextContent('All products');
    expect(screen.getAllByTestId('product-card')).toHaveLength(PRODUCTS_PER_PAGE);
    expect(requests).toHaveLength(2);
  });
});

describe('title', () => {
  it.each([
    ['/products', 'All products'],
    ['/products?c=vegetables', 'Vegetables'],
    ['/products?c=vegetables,fruits', 'Vegetables, Fruits'],
    ['/products?b=amul,desi-harvest', 'Amul, Desi Harvest'],
    ['/products?c=dairy&b=amul', 'Dairy'],
    ['/products?q=tomato', 'Results for “tomato”'],
    ['/products?q=tomato&c=vegetables', 'Results for “tomato” in Vegetables'],
  ])('%s is titled “%s”, in the page and in the browser tab', async (path, title) => {
    fakeApi(() => new Promise(() => undefined));
    renderListing(path);
    expect(heading()).toHaveTextContent(title);
    expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
    await routeHeadWritten();
    expect(document.title).toBe(`${title} — FreshKart`);
  });

  it('gives the browser tab its title back when the shopper leaves the listing', async () => {
    document.title = 'FreshKart';
    fakeApi(() => new Promise(() => undefined));
    const { unmount } = renderListing('/products?c=vegetables');
    await routeHeadWritten();
    expect(document.title).toBe('Vegetables — FreshKart');
    unmount();
    await routeHeadWritten();
    expect(document.title).toBe('FreshKart');
  });
});

describe('head', () => {
  const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
  const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content');
  const graph = () => JSON.parse(document.getElementById(ROUTE_SCHEMA_ELEMENT_ID)?.textContent ?? '{"@graph":[]}')['@graph'];

  it('is the one the server sends: its page in the title, its filters and page as the canonical address, its products listed', async () => {
    fakeApi(catalogue(TOTAL));
    renderListing('/products?s=price_asc&c=vegetables&page=2');
    expect(await screen.findAllByTestId('product-card')).toHaveLength(PRODUCTS_PER_PAGE);
    expect(document.title).toBe('Vegetables (page 2) — FreshKart');
    expect(canonical()).toBe('http://localhost/products?c=vegetables&page=2');
    expect(robots()).toBeUndefined();
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Shop Vegetables at FreshKart: 50 products.');
    const items = graph().find((node: { '@type': string }) => node['@type'] === 'ItemList').itemListElement;
    expect(items).toHaveLength(PRODUCTS_PER_PAGE);
    expect(items[0]).toMatchObject({ position: 1, url: 'http://localhost/products/product-25' });
  });

  it('keeps search results out of the index while they are shown, their links followed', async () => {
    fakeApi(catalogue(TOTAL));
    const { unmount } = renderListing('/products?q=tomato');
    expect(await screen.findAllByTestId('product-card')).toHaveLength(PRODUCTS_PER_PAGE);
    expect(robots()).toBe('noindex,follow');
    expect(canonical()).toBe('http://localhost/products');
    unmount();
    await routeHeadWritten();
    expect(robots()).toBeUndefined();
    expect(canonical()).toBeUndefined();
    expect(document.getElementById(ROUTE_SCHEMA_ELEMENT_ID)).toBeNull();
  });

  it('follows the address bar: a filter removed is a new canonical address and title', async () => {
    fakeApi(catalogue(TOTAL));
    renderListing('/products?c=dairy');
    expect(await screen.findAllByTestId('product-card')).toHaveLength(PRODUCTS_PER_PAGE);
    expect(canonical()).toBe('http://localhost/products?c=dairy');
    await userEvent.click(activeFilters().getByRole('button', { name: 'Remove Dairy' }));
    await routeHeadWritten();
    await waitFor(() => expect(canonical()).toBe('http://localhost/products'));
    await routeHeadWritten();
    expect(document.title).toBe('All products — FreshKart');
    expect(graph().find((node: { '@type': string }) => node['@type'] === 'BreadcrumbList').itemListElement).toHaveLength(2);
  });
});

describe('sort', () => {
  it('offers every sort by name, shows the default while the address has none, and writes the choice from page 1', async () => {
    const requests = fakeApi(catalogue(TOTAL));
    renderListing('/products?q=dal&page=2');
    await screen.findByText('Product 25');
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Relevance', 'Popularity', 'Price: low to high', 'Price: high to low', 'Biggest discount', 'Newest first', 'Name: A to Z']);
    expect(sort).toHaveValue('relevance');

    await userEvent.selectOptions(sort, 'Price: high to low');
    expect(location()).toBe('/products?s=price_desc&q=dal');
    expect(navigation()).toBe('PUSH');
    await waitFor(() => expect(requested(requests.at(-1)!)).toEqual({ s: 'price_desc', q: 'dal' }));
    expect(sort).toHaveValue('price_desc');

    // The default is the address without `s`: one listing, one address.
    await userEvent.selectOptions(sort, 'Relevance');
    expect(location()).toBe('/products?q=dal');
  });
});

describe('filters', () => {
  it('shows each category and brand as a tag; closing one removes only that one and goes back to page 1', async () => {
    const requests = fakeApi(catalogue(TOTAL));
    renderListing('/products?c=vegetables,fruits&b=amul,desi-harvest&page=2&s=name');
    await screen.findByText('Product 25');
    await userEvent.click(activeFilters().getByRole('button', { name: 'Remove Fruits' }));
    expect(location()).toBe('/products?c=vegetables&b=amul%2Cdesi-harvest&s=name');
    await waitFor(() => expect(requested(requests.at(-1)!)).toEqual({ c: 'vegetables', b: 'amul,desi-harvest', s: 'name' }));
    expect(heading()).toHaveTextContent('Vegetables');

    await userEvent.click(activeFilters().getByRole('button', { name: 'Remove Amul' }));
    expect(location()).toBe('/products?c=vegetables&b=desi-harvest&s=name');
  });

  it('Reset All clears the categories and brands and keeps the search and the sort', async () => {
    const requests = fakeApi(catalogue(TOTAL));
    renderListing('/products?c=vegetables&b=amul&q=paneer&s=price_asc&page=2');
    await screen.findByText('Product 25');
    await userEvent.click(activeFilters().getByRole('button', { name: 'Reset All' }));
    expect(location()).toBe('/products?s=price_asc&q=paneer');
    await waitFor(() => expect(requested(requests.at(-1)!)).toEqual({ s: 'price_asc', q: 'paneer' }));
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
    expect(heading()).toHaveTextContent('Results for “paneer”');
  });

  it('Filters opens the Category Filter modal', async () => {
    fakeApi(catalogue(TOTAL));
    const opened = jest.fn();
    const stop = eventBus.on('ui:open-category-filter', opened);
    try {
      renderListing('/products');
      await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
      expect(opened).toHaveBeenCalledTimes(1);
    } finally {
      stop();
    }
  });

  it('the Brand picker loads when first pressed, opens on the brands of the listing’s categories and search not chosen yet, with their counts, and adds the one chosen', async () => {
    const brandsOffered = [
      { name: 'Desi Harvest', slug: 'desi-harvest', count: 4 },
      { name: 'Tata Sampann', slug: 'tata-sampann', count: 1234 },
    ];
    const requests = fakeApi((request) => (request.path === '/s/api/brands' ? { body: { data: brandsOffered } } : catalogue(TOTAL)(request)));
    renderListing('/products?c=dairy&b=desi-harvest&q=dal&page=2');
    await screen.findByText('Product 25');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(requests.filter((request) => request.path === '/s/api/brands')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Brand' }));

    const brands = await screen.findByRole('listbox', { name: 'Add a brand' });
    // Amul, a brand of the site with nothing in this listing, is not offered.
    expect(
      within(brands)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Tata Sampann (1,234)']);
    expect(requests.find((request) => request.path === '/s/api/brands')!.query).toEqual({ c: 'dairy', q: 'dal' });
    const search = screen.getByRole('combobox', { name: 'Add a brand' });
    await waitFor(() => expect(search).toHaveFocus());
    await userEvent.type(search, 'zzz');
    expect(screen.getByText('No matching data')).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, 'tata');
    await userEvent.click(within(brands).getByRole('option', { name: 'Tata Sampann (1,234)' }));

    expect(location()).toBe('/products?c=dairy&b=desi-harvest%2Ctata-sampann&q=dal');
    await waitFor(() => expect(requested(requests.at(-1)!)).toEqual({ c: 'dairy', b: 'desi-harvest,tata-sampann', q: 'dal' }));
    expect(activeFilters().getByRole('button', { name: 'Remove Tata Sampann' })).toBeVisible();
  });
});

describe('count', () => {
  it.each([
    [1, '1 product'],
    [2, '2 products'],
    [123456, '1,23,456 products'],
  ])('%i found reads “%s”', async (total, text) => {
    fakeApi(catalogue(total));
    renderListing('/products');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(new RegExp(`^${text}$`)));
  });
});

describe('pages past the end', () => {
  it.each([
    ['/products?q=dal&page=2', 15, '/products?q=dal'],
    ['/products?page=999', TOTAL, '/products?page=3'],
    ['/products?c=dairy&page=3', 0, '/products?c=dairy'],
  ])('%s with %i results goes to %s, in place of the missing page', async (path, total, last) => {
    const requests = fakeApi(catalogue(total));
    renderListing(path);
    await waitFor(() => expect(location()).toBe(last));
    expect(navigation()).toBe('REPLACE');
    await waitFor(() => expect(screen.getByRole('region')).toHaveAttribute('aria-busy', 'false'));
    expect(requests).toHaveLength(2);
  });

  it('waits on skeletons, not on “No products”, while it moves to the last page', async () => {
    let answerLastPage: () => void = () => undefined;
    fakeApi((request) =>
      request.query?.page === '3' ? new Promise((resolve) => (answerLastPage = () => resolve(catalogue(TOTAL)(request)))) : catalogue(TOTAL)(request),
    );
    renderListing('/products?page=999');
    await waitFor(() => expect(location()).toBe('/products?page=3'));
    expect(screen.getAllByTestId('product-card-skeleton')).toHaveLength(PRODUCTS_PER_PAGE);
    expect(screen.queryByText(/No products/)).not.toBeInTheDocument();
    act(() => answerLastPage());
    expect(await screen.findByText('Product 49')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('nothing matches', () => {
  const empty = () => ({ body: { data: [], meta: { total: 0 } } });

  it('names the search and offers all products, without a pager', async () => {
    fakeApi(empty);
    renderListing('/products?q=zzz');
    expect(await screen.findByText('No products matching “zzz”.')).toBeVisible();
    expect(heading()).toHaveTextContent('Results for “zzz”');
    expect(screen.getByRole('link', { name: 'Browse all products' })).toHaveAttribute('href', '/products');
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 products');
  });

  it('offers the correction of a mistyped search, keeping the filters and the sort', async () => {
    fakeApi((request) =>
      request.path === '/s/api/search/suggest'
        ? { body: { products: [], categories: [], brands: [], corrected: 'tomato' } }
        : request.query?.q === 'tomato'
          ? catalogue(TOTAL)(request)
          : empty(),
    );
    renderListing('/products?q=tomatoe&b=amul&s=name&page=2');
    expect(await screen.findByText('No products matching “tomatoe” from Amul.')).toBeVisible();
    await userEvent.click(await screen.findByRole('button', { name: 'tomato' }));
    expect(location()).toBe('/products?b=amul&s=name&q=tomato');
  });

  it('offers the categories that sell most, keeping the brand filter and the sort, and leaving the search', async () => {
    fakeApi((request) =>
      request.path === '/s/api/search/popular'
        ? { body: { searches: ['paneer'], categories: [{ name: 'Fresh Vegetables', slug: 'fresh-vegetables' }] } }
        : request.path === '/s/api/search/suggest'
          ? { body: { products: [], categories: [], brands: [] } }
          : empty(),
    );
    renderListing('/products?q=zzz&b=amul&s=name');
    const popular = await screen.findByRole('navigation', { name: 'Popular categories' });
    await userEvent.click(within(popular).getByRole('button', { name: 'Fresh Vegetables' }));
    expect(location()).toBe('/products?c=fresh-vegetables&b=amul&s=name');
  });

  it('offers no popular categories for filters that found nothing without a search', async () => {
    const requests = fakeApi(empty);
    renderListing('/products?c=vegetables&b=amul');
    expect(await screen.findByText('No products in Vegetables from Amul.')).toBeVisible();
    expect(requests.some((request) => request.path === '/s/api/search/popular')).toBe(false);
  });

  it('offers no correction when the search was understood as typed', async () => {
    const requests = fakeApi((request) =>
      request.path === '/s/api/search/suggest' ? { body: { products: [], categories: [], brands: [] } } : empty(),
    );
    renderListing('/products?q=zzz');
    expect(await screen.findByText('No products matching “zzz”.')).toBeVisible();
    await waitFor(() => expect(requests.some((request) => request.path === '/s/api/search/suggest')).toBe(true));
    expect(screen.queryByText(/Did you mean/)).not.toBeInTheDocument();
  });

  it('names the filters', async () => {
    fakeApi(empty);
    renderListing('/products?c=vegetables&b=amul');
    expect(await screen.findByText('No products in Vegetables from Amul.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse all products' })).toBeVisible();
  });

  it('with a search and filters, clears either one on its own', async () => {
    const requests = fakeApi(empty);
    renderListing('/products?c=vegetables&q=zzz&s=name');
    expect(await screen.findByText('No products matching “zzz” in Vegetables.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(location()).toBe('/products?c=vegetables&s=name');
    await waitFor(() => expect(requested(requests.at(-1)!)).toEqual({ c: 'vegetables', s: 'name' }));

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Clear filters' }));
    expect(location()).toBe('/products?s=name&q=zzz');
  });

  it('says so plainly when the shop has no products at all, with no way out to offer', async () => {
    fakeApi(empty);
    renderListing('/products');
    expect(await screen.findByText('No products here yet.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Browse all products' })).not.toBeInTheDocument();
  });
});

describe('errors', () => {
  it('shows the API’s message with Try again, which asks again and shows the products', async () => {
    let fail = true;
    const requests = fakeApi((request) => (fail ? { status: 503, body: { message: 'The catalogue is resting' } } : catalogue(TOTAL)(request)));
    renderListing('/products?c=dairy');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The catalogue is resting');
    expect(screen.queryByTestId('product-card-skeleton')).not.toBeInTheDocument();

    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('product-card')).toHaveLength(PRODUCTS_PER_PAGE);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requests.map(requested)).toEqual([{ c: 'dairy' }, { c: 'dairy' }]);
  });
});

describe('pagination', () => {
  it('keeps the page in the address bar: Next and a page number move it, page 1 leaves it out', async () => {
    const requests = fakeApi(catalogue(TOTAL));
    renderListing('/products?q=dal');
    const pages = within(await screen.findByRole('navigation', { name: 'Pages' }));
    expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(pages.getByRole('button', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(pages.getByRole('link', { name: 'Next page' }));
    expect(location()).toBe('/products?page=2&q=dal');
    expect(navigation()).toBe('PUSH');
    expect(await screen.findByText('Product 25')).toBeVisible();
    expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(requested(requests.at(-1)!)).toEqual({ page: '2', q: 'dal' });

    await userEvent.click(pages.getByRole('link', { name: 'Page 1' }));
    expect(location()).toBe('/products?q=dal');
  });

  it('opens on the page of the address bar', async () => {
    fakeApi(catalogue(TOTAL));
    renderListing('/products?page=3');
    expect(await screen.findByText('Product 49')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');
  });
});
