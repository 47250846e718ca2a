import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routeHeadWritten } from '@storefront/shared/route-head';
import { getInstance } from '@module-federation/enhanced/runtime';
import type { QueryClient } from '@tanstack/react-query';
import type { CatalogCarouselsModule, CatalogProductGridModule } from '@storefront/shared';
import { siteStore, type SiteData } from '@storefront/shared/runtime';
import { applyRouteHead, headFor, ROUTE_SCHEMA_ELEMENT_ID, seoSite } from '@storefront/shared/seo';
import { aPack, aProduct, fakeIntersectionObserver, restoreBrowser } from '@storefront/shared/testing';
import { fakeApi, renderScreen } from '@storefront/shared/testing';
import { pageAnswer } from '../../test/pageAnswer';
import { DynamicPage } from './DynamicPage';

jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: jest.fn() }));

/** Stand-ins for the catalogue's sections: a region named by the title, carrying the props it was given. */
const fakeSection =
  (kind: string) =>
  (props: object & { title: string }): React.ReactElement => <section aria-label={props.title} data-kind={kind} data-props={JSON.stringify(props)} />;
const CAROUSELS: CatalogCarouselsModule = {
  ProductCarousel: fakeSection('products'),
  CategoryCarousel: fakeSection('categories'),
  BrandCarousel: fakeSection('brands'),
  SupplierCarousel: fakeSection('suppliers'),
};
const GRID: CatalogProductGridModule = { ProductGrid: fakeSection('grid') };

let loadRemote: jest.Mock;
let warn: jest.SpyInstance;
beforeEach(() => {
  loadRemote = jest.fn(async (id: string) => ({ 'catalog/Carousels': CAROUSELS, 'catalog/ProductGrid': GRID })[id]);
  jest.mocked(getInstance).mockImplementation((finder) => {
    const shell = { name: 'shell', loadRemote } as unknown as NonNullable<ReturnType<typeof getInstance>>;
    return finder?.(shell) ? shell : null;
  });
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  siteStore.data = {
    web: { id: 1, name: 'FreshKart', description: 'Groceries delivered.' },
    webSeo: { og_title: 'FreshKart — groceries', og_description: 'Fruits and dals.', meta_keywords: 'grocery', og_image: 'banners/share.svg' },
    categories: [
      {
        name: 'Fruits & Vegetables',
        slug: 'fruits-and-vegetables',
        avatar: null,
        children: [{ name: 'Vegetables', slug: 'vegetables', avatar: null, children: [] }],
      },
      { name: 'Staples', slug: 'staples', avatar: null, children: [] },
    ],
    brands: [
      { name: 'Amul', slug: 'amul' },
      { name: 'Aashirvaad', slug: 'aashirvaad' },
    ],
  } as unknown as SiteData;
});
afterEach(() => {
  warn.mockRestore();
  siteStore.data = null;
  // The head the tests wrote; emotion's style elements stay, as they do in a page.
  for (const element of [...document.head.children]) if (!element.matches('style[data-emotion]')) element.remove();
  document.title = '';
});

const renderPage = (route: string, queryClient?: QueryClient) => renderScreen(<DynamicPage />, { route, queryClient });
const propsOf = (name: string) => JSON.parse(screen.getByRole('region', { name }).getAttribute('data-props') ?? '{}') as Record<string, unknown>;

it('asks for the page data of its path and draws the components in their order', async () => {
  const requests = fakeApi(() =>
    pageAnswer([
      { type: 'html', order: 2, data: '<p>Third</p>' },
      { type: 'html', order: 0, data: '<h1>First</h1>' },
      { type: 'html', order: 1, data: '<p>Second</p>' },
    ]),
  );
  renderPage('/about-us');
  expect(await screen.findByRole('heading', { name: 'First' })).toBeInTheDocument();
  expect(screen.getByTestId('dynamic-page').textContent).toBe('FirstSecondThird');
  expect(requests.map(({ path }) => path)).toEqual(['/s/api/page/data/about-us']);
});

it('shows an unknown component type as unavailable, logs it, and draws the rest', async () => {
  fakeApi(() =>
    pageAnswer([
      { type: 'html', data: '<p>Before</p>' },
      { type: 'countdown', name: 'Diwali countdown', data: { until: '2026-11-01' } },
      { type: 'html', data: '<p>After</p>' },
    ]),
  );
  renderPage('/');
  expect(await screen.findByText('This part of the page is not available right now.')).toBeInTheDocument();
  expect(screen.getByText('Before')).toBeInTheDocument();
  expect(screen.getByText('After')).toBeInTheDocument();
  expect(warn).toHaveBeenCalledWith('Page component "Diwali countdown" has a type this storefront does not know: "countdown"', '');
});

it('shows a component whose data its type cannot read as unavailable, and logs it', async () => {
  fakeApi(() =>
    pageAnswer([
      { type: 'image_banner', name: 'Offer strip', data: { link: '/products' } },
      { type: 'html', data: '<p>Still here</p>' },
    ]),
  );
  renderPage('/');
  expect(await screen.findByTestId('component-unavailable')).toBeInTheDocument();
  expect(screen.getByText('Still here')).toBeInTheDocument();
  expect(warn.mock.calls[0][0]).toBe('Page component "Offer strip" (image_banner) has data its type cannot read');
});

/** The rules the document's styles have for elements inside `element` (its class's nested rules). */
const rulesInside = (element: HTMLElement) =>
  [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
    .filter((text) => [...element.classList].some((name) => text.startsWith(`.${name} `) && !text.startsWith(`.${name} {`)));

it("applies the page's CSS inside the page only", async () => {
  fakeApi(() => pageAnswer([{ type: 'html', data: '<h1>Hi</h1>' }], { css: 'h1 { color: green; } .note { margin: 0 }' }));
  const outside = document.body.appendChild(document.createElement('h1'));
  renderPage('/about-us');
  const heading = await screen.findByRole('heading', { name: 'Hi' });
  expect(getComputedStyle(heading).color).toBe('rgb(0, 128, 0)');
  expect(getComputedStyle(outside).color).not.toBe('rgb(0, 128, 0)');
  const [name] = screen.getByTestId('dynamic-page').classList;
  expect(rulesInside(screen.getByTestId('dynamic-page'))).toEqual([`.${name} h1 {color: green;}`, `.${name} .note {margin: 0;}`]);
  outside.remove();
});

it('leaves out page CSS with an unbalanced brace, which would reach beyond the page', async () => {
  fakeApi(() => pageAnswer([{ type: 'html', data: '<h1>Hi</h1>' }], { css: '} body { display: none } h1 {' }));
  renderPage('/about-us');
  await screen.findByRole('heading', { name: 'Hi' });
  expect(rulesInside(screen.getByTestId('dynamic-page'))).toEqual([]);
  expect(getComputedStyle(document.body).display).not.toBe('none');
});

it('writes the SEO head of the page, and puts back the site’s own when the page goes', async () => {
  fakeApi(() =>
    pageAnswer([{ type: 'html', data: '<h1>About</h1>' }], {
      seo_title: 'About FreshKart',
      seo_description: 'Who we are.',
      seo_keyword: 'about, farms',
      schema_script: '{"@type":"AboutPage"}',
    }),
  );
  const { unmount } = renderPage('/about-us');
  await screen.findByRole('heading', { name: 'About' });
  const content = (selector: string) => document.head.querySelector<HTMLMetaElement>(selector)?.content;
  await routeHeadWritten();
  expect(document.title).toBe('About FreshKart');
  expect(content('meta[name="description"]')).toBe('Who we are.');
  expect(content('meta[name="keywords"]')).toBe('about, farms');
  expect(content('meta[property="og:type"]')).toBe('website');
  expect(content('meta[property="og:title"]')).toBe('About FreshKart');
  expect(content('meta[property="og:image"]')).toBe('http://localhost/cdn/large/banners/share.svg');
  expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
  expect(document.getElementById('storefront-page-schema')?.textContent).toBe('{"@type":"AboutPage"}');

  unmount();
  await routeHeadWritten();
  expect(document.title).toBe('FreshKart — groceries');
  expect(content('meta[name="description"]')).toBe('Fruits and dals.');
  expect(content('meta[name="keywords"]')).toBe('grocery');
  expect(document.getElementById('storefront-page-schema')).toBeNull();
});

it('updates the head the server wrote rather than adding a second one', async () => {
  document.head.innerHTML = '<meta name="description" content="From the server"><meta property="og:title" content="From the server">';
  fakeApi(() => pageAnswer([{ type: 'html', data: '<h1>Terms</h1>' }], { seo_title: 'Terms', seo_description: 'The terms.' }));
  renderPage('/terms');
  await screen.findByRole('heading', { name: 'Terms' });
  await routeHeadWritten();
  expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  expect(document.head.querySelector<HTMLMetaElement>('meta[property="og:title"]')?.content).toBe('Terms');
});

it('leaves nothing of the product page before it: its canonical URL, JSON-LD, price and og:type go', async () => {
  const site = seoSite({ origin: 'http://localhost', cdnBase: '/cdn' }, siteStore.data);
  applyRouteHead(
    headFor(site, {
      kind: 'product',
      product: aProduct({ medias: [], packs: [aPack({ pack_id: 1 })] }),
    }),
  );
  await routeHeadWritten();
  expect(document.head.querySelector('link[rel="canonical"]')).not.toBeNull();
  fakeApi(() => pageAnswer([{ type: 'html', data: '<h1>About</h1>' }], { seo_title: 'About FreshKart', seo_description: 'Who we are.' }));
  renderPage('/about-us');
  await screen.findByRole('heading', { name: 'About' });
  await routeHeadWritten();
  expect(document.title).toBe('About FreshKart');
  expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  expect(document.getElementById(ROUTE_SCHEMA_ELEMENT_ID)).toBeNull();
  expect(document.head.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'website');
  for (const key of ['og:url', 'og:image:alt', 'product:price:amount', 'product:price:currency']) {
    await routeHeadWritten();
    expect(document.head.querySelector(`meta[property="${key}"]`)).toBeNull();
  }
});

it('gives link previews the raster copy of the site’s share picture with its size, as the server does', async () => {
  siteStore.data = { ...siteStore.data!, webSeo: { ...siteStore.data!.webSeo, og_image: 'banners/fresh-fruits.svg' } };
  fakeApi(() => pageAnswer([{ type: 'html', data: '<h1>About</h1>' }]));
  const { unmount } = renderPage('/about-us');
  await screen.findByRole('heading', { name: 'About' });
  const content = (key: string) => document.head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');
  const picture = 'http://localhost/cdn/large/banners/fresh-fruits.svg.jpg';
  await routeHeadWritten();
  expect([content('og:image'), content('og:image:width'), content('og:image:height'), content('og:image:type')]).toEqual([
    picture,
    '800',
    '267',
    'image/jpeg',
  ]);
  await routeHeadWritten();
  expect(content('twitter:image')).toBe(picture);
  unmount();
  // The site's own head, put back for the next screen: the same picture.
  await routeHeadWritten();
  expect(content('og:image')).toBe(picture);
  expect(content('og:image:height')).toBe('267');
});

it('tells search engines about the website on the home page, on its canonical address', async () => {
  fakeApi(() => pageAnswer([{ type: 'html', data: '<h1>Welcome</h1>' }]));
  renderPage('/');
  await screen.findByRole('heading', { name: 'Welcome' });
  await routeHeadWritten();
  expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/');
  const graph = JSON.parse(document.getElementById(ROUTE_SCHEMA_ELEMENT_ID)?.textContent ?? '{}')['@graph'];
  expect(graph.map((node: { '@type': string }) => node['@type'])).toEqual(['WebSite', 'Organization']);
});

it('keeps a path with no page out of search results, titled as the server titles it', async () => {
  fakeApi(() => ({ status: 404, body: { message: 'There is no page at /nowhere' } }));
  const { unmount } = renderPage('/nowhere');
  await screen.findByRole('heading', { name: 'Page not found' });
  await routeHeadWritten();
  expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  expect(document.title).toBe('Page not found — FreshKart');
  unmount();
  await routeHeadWritten();
  expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
});

it('says clearly when there is no page at the path, with a way on', async () => {
  fakeApi(() => ({ status: 404, body: { message: 'There is no page at /nowhere' } }));
  renderPage('/nowhere');
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByText('There is nothing at /nowhere.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse all products' })).toHaveAttribute('href', '/products');
  await routeHeadWritten();
  expect(document.title).toBe('Page not found — FreshKart');
});

it('does not ask again for a path found to have no page, when it is shown again', async () => {
  const requests = fakeApi(() => ({ status: 404, body: { message: 'There is no page at /nowhere' } }));
  const { unmount, queryClient } = renderPage('/nowhere');
  await screen.findByRole('heading', { name: 'Page not found' });
  unmount();
  renderPage('/nowhere', queryClient);
  // At once, from what is known.
  expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  expect(requests).toHaveLength(1);
});

it('asks again, when it is shown again, for a page that failed to load', async () => {
  let fail = true;
  const requests = fakeApi(() =>
    fail ? { status: 503, body: { message: 'The shop is busy' } } : pageAnswer([{ type: 'html', data: '<h1>Back</h1>' }]),
  );
  const { unmount, queryClient } = renderPage('/about-us');
  expect(await screen.findByRole('alert')).toHaveTextContent('The shop is busy');
  unmount();
  fail = false;
  renderPage('/about-us', queryClient);
  expect(await screen.findByRole('heading', { name: 'Back' })).toBeInTheDocument();
  expect(requests).toHaveLength(2);
});

it('says why a page could not load and tries again on request', async () => {
  let fail = true;
  fakeApi(() => (fail ? { status: 503, body: { message: 'The shop is busy' } } : pageAnswer([{ type: 'html', data: '<h1>Back</h1>' }])));
  renderPage('/about-us');
  expect(await screen.findByRole('alert')).toHaveTextContent('The shop is busy');
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Back' })).toBeInTheDocument();
});

describe('catalogue sections', () => {
  it("places the catalogue's carousels and grid, loaded through the shell's federation instance", async () => {
    fakeApi(() =>
      pageAnswer([
        { type: 'product_carousel', name: 'Best sellers', data: { s: 'popularity' } },
        { type: 'product_carousel', name: 'Fresh', data: { title: 'Fresh vegetables', c: ['vegetables'], q: '  ' } },
        { type: 'product_grid', name: 'New arrivals', data: { s: 'newest', limit: 8 } },
        { type: 'category_carousel', name: 'Shop by category', data: {} },
        { type: 'category_carousel', name: 'Picked', data: { categories: ['staples', 'vegetables', 'gone'] } },
        { type: 'brand_carousel', name: 'Brands we love', data: { brands: ['aashirvaad'] } },
        { type: 'supplier_carousel', name: 'Our farm partners', data: {} },
      ]),
    );
    renderPage('/');
    expect(await screen.findByRole('region', { name: 'Best sellers' })).toBeInTheDocument();
    expect(propsOf('Best sellers')).toEqual({ title: 'Best sellers', params: { s: 'popularity' } });
    expect(propsOf('Fresh vegetables')).toEqual({ title: 'Fresh vegetables', params: { c: ['vegetables'] } });
    expect(propsOf('New arrivals')).toEqual({ title: 'New arrivals', params: { s: 'newest' }, limit: 8 });
    expect(propsOf('Shop by category')).toEqual({ title: 'Shop by category' });
    expect((propsOf('Picked').categories as Array<{ slug: string }>).map((category) => category.slug)).toEqual(['staples', 'vegetables']);
    expect(propsOf('Brands we love')).toEqual({ title: 'Brands we love', brands: [{ name: 'Aashirvaad', slug: 'aashirvaad' }] });
    expect(propsOf('Our farm partners')).toEqual({ title: 'Our farm partners' });
    expect(loadRemote.mock.calls.map(([id]) => id).sort()).toEqual(['catalog/Carousels', 'catalog/ProductGrid']);
  });

  it('loads the catalogue only as a section nears the screen', async () => {
    const viewport = fakeIntersectionObserver();
    fakeApi(() => pageAnswer([{ type: 'product_carousel', name: 'Best sellers', data: {} }]));
    renderPage('/');
    expect(await screen.findByTestId('catalog-section-placeholder')).toBeInTheDocument();
    expect(viewport.rootMargins()).toEqual(['300px']);
    expect(loadRemote).not.toHaveBeenCalled();
    viewport.enterViewport();
    expect(await screen.findByRole('region', { name: 'Best sellers' })).toBeInTheDocument();
    restoreBrowser();
  });

  it('draws each section as it nears the screen, not when another section has loaded the catalogue', async () => {
    const viewport = fakeIntersectionObserver();
    fakeApi(() =>
      pageAnswer([
        { type: 'product_carousel', name: 'Best sellers', data: {} },
        { type: 'product_carousel', name: 'Fresh vegetables', data: {} },
      ]),
    );
    renderPage('/');
    const [first] = await screen.findAllByTestId('catalog-section-placeholder');
    viewport.enterViewport((element) => element === first);
    expect(await screen.findByRole('region', { name: 'Best sellers' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Fresh vegetables' })).not.toBeInTheDocument();
    expect(screen.getAllByTestId('catalog-section-placeholder')).toHaveLength(1);
    viewport.enterViewport();
    expect(await screen.findByRole('region', { name: 'Fresh vegetables' })).toBeInTheDocument();
    restoreBrowser();
  });

  it('keeps the room of a section while the catalogue loads', async () => {
    loadRemote.mockImplementation(() => new Promise(() => undefined));
    fakeApi(() => pageAnswer([{ type: 'product_carousel', name: 'Best sellers', data: {} }]));
    renderPage('/');
    expect(await screen.findByTestId('catalog-section-placeholder')).toBeInTheDocument();
  });

  it('says so when the catalogue is down, keeps the rest of the page, and tries again on request', async () => {
    loadRemote.mockResolvedValueOnce({ remoteUnavailable: true, id: 'catalog/Carousels', reason: 'offline' });
    fakeApi(() =>
      pageAnswer([
        { type: 'product_carousel', name: 'Best sellers', data: {} },
        { type: 'html', data: '<p>Our promise</p>' },
      ]),
    );
    renderPage('/');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('These products could not be loaded.');
    expect(screen.getByText('Our promise')).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Best sellers' })).toBeInTheDocument();
  });

  it('shows a section as unavailable when the catalogue deployed lacks its component', async () => {
    loadRemote.mockImplementation(async (id: string) => (id === 'catalog/ProductGrid' ? {} : CAROUSELS));
    fakeApi(() => pageAnswer([{ type: 'product_grid', name: 'New arrivals', data: {} }]));
    renderPage('/');
    expect(await screen.findByTestId('component-unavailable')).toBeInTheDocument();
  });
});

it('draws a component that fails as unavailable, reports it, and keeps its neighbours', async () => {
  const Broken = () => {
    throw new Error('broken carousel');
  };
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  loadRemote.mockResolvedValue({ ...CAROUSELS, ProductCarousel: Broken });
  fakeApi(() =>
    pageAnswer([
      { type: 'product_carousel', name: 'Best sellers', data: {} },
      { type: 'html', data: '<p>Neighbour</p>' },
    ]),
  );
  renderPage('/');
  expect(await screen.findByTestId('component-unavailable')).toBeInTheDocument();
  expect(screen.getByText('Neighbour')).toBeInTheDocument();
  await waitFor(() => expect(warn).toHaveBeenCalledWith('Page component "Best sellers" (product_carousel) failed to render', expect.any(Error)));
  errors.mockRestore();
  await act(async () => undefined);
});
