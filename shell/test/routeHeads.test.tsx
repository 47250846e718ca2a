/**
 * The document's SEO head as the shopper moves between the remotes' screens in the browser: each route's head is the
 * one the server would send for it (`@storefront/shared/route-head`), so nothing of the route before stays behind —
 * no product canonical URL or JSON-LD on a text page, no `noindex` left from a sign-in screen, and link previews keep
 * the CDN's raster copies. The real screens of the catalogue, pages and account remotes, in one router.
 */
import { useEffect } from 'react';
import { routeHeadWritten } from '@storefront/shared/route-head';
import { act, screen } from '@testing-library/react';
import { Route, Routes, useNavigate, type NavigateFunction } from 'react-router-dom';
import { ref } from 'valtio';
import { initDataSchema, type Product } from '@storefront/shared';
import { apiClient, siteStore } from '@storefront/shared/runtime';
import { applyRouteHead, headFor, ROUTE_SCHEMA_ELEMENT_ID, seoSite } from '@storefront/shared/seo';
import { fakeIntersectionObserver, renderScreen, restoreBrowser } from '@storefront/shared/testing';
import { screens as account } from '../../mfe-account/src/routes';
import { screens as catalog } from '../../mfe-catalog/src/routes';
import { screens as pages } from '../../mfe-pages/src/routes';
import { resetStores } from './support/site';

const {
  user: _user,
  cart: _cart,
  ...SITE
} = initDataSchema.parse({
  user: null,
  web: { id: 1, name: 'FreshKart', logo: null, description: 'Groceries in hours.' },
  pincode: null,
  categories: [],
  brands: [],
  webSeo: { og_title: 'FreshKart — groceries', og_description: 'Fruits and dals.', meta_keywords: 'grocery', og_image: 'banners/fresh-fruits.svg' },
  webAddress: {},
  popup: null,
  webPages: [],
  dynamicNavbar: null,
  navSetting: {},
  activetheme: {},
  navs: [],
  footers: [],
  cart: {},
});

const PANEER: Product = {
  product_id: 84,
  product_name: 'Fresh Paneer',
  product_description: 'Soft and fresh.',
  product_info: null,
  brand_name: 'Desi Harvest',
  slug: 'fresh-paneer',
  brand_slug: 'desi-harvest',
  wishlist: false,
  medias: [],
  image: 'products/fresh-paneer.svg',
  packs: [
    {
      pack_id: 840,
      pack_name: '200 g',
      price: 85,
      act_price: 106,
      discount: 20,
      discount_type: 'percentage',
      warehouse_id: 1,
      quantity: 0,
      in_stock: true,
    },
  ],
};

const ABOUT = {
  data: [{ type: 'html', name: 'About', order: 0, data: '<h1>About us</h1>' }],
  css: '',
  show_footer: true,
  show_sub_navbar: true,
  show_navbar: true,
  seo_title: 'About FreshKart',
  seo_description: 'Who we are.',
  schema_script: '{"@type":"AboutPage"}',
};

/** The router's navigate, as the shopper's links and the shell's navigation call it. */
const router: { navigate?: NavigateFunction } = {};
function Navigator() {
  const navigate = useNavigate();
  useEffect(() => {
    router.navigate = navigate;
  }, [navigate]);
  return null;
}

function renderShop(path: string) {
  return renderScreen(
    <>
      <Navigator />
      <Routes>
        <Route path="/products/:slug" element={<catalog.ProductDetail />} />
        <Route path="/auth/login" element={<account.Login />} />
        <Route path="*" element={<pages.DynamicPage />} />
      </Routes>
    </>,
    {
      route: path,
      api: {
        'GET /s/api/products/fresh-paneer': { body: PANEER },
        'GET /s/api/products/fresh-paneer/bought-together': { body: { data: [] } },
        'GET /s/api/products': { body: { data: [], meta: { total: 0 } } },
        'GET /s/api/page/data/about-us': { body: ABOUT },
      },
    },
  );
}

const go = (path: string) => act(async () => void router.navigate?.(path));
const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? null;
const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null;
const routeSchema = () => document.getElementById(ROUTE_SCHEMA_ELEMENT_ID)?.textContent ?? null;

beforeEach(() => {
  fakeIntersectionObserver();
  siteStore.data = ref(SITE);
  document.head.innerHTML = '<title>FreshKart</title><meta name="theme-color" content="#0c831f">';
});
afterEach(() => {
  apiClient.setPageAnswers(new Map());
  restoreBrowser();
  resetStores();
  document.head.innerHTML = '';
  document.title = '';
});

it('leaves nothing of a product page on the next page: canonical, JSON-LD, og:type product, price and preview size go', async () => {
  renderShop('/products/fresh-paneer');
  await screen.findByRole('heading', { level: 1, name: 'Fresh Paneer' });
  await routeHeadWritten();
  expect(document.title).toBe('Fresh Paneer — FreshKart');
  expect(canonical()).toBe('http://localhost/products/fresh-paneer');
  expect(content('meta[property="og:type"]')).toBe('product');
  expect(JSON.parse(routeSchema()!)['@graph'][0]).toMatchObject({ '@type': 'Product', name: 'Fresh Paneer' });
  // The picture link previews get: the CDN's JPEG copy, with its size, as the server gives it.
  await routeHeadWritten();
  expect(content('meta[property="og:image"]')).toBe('http://localhost/cdn/large/products/fresh-paneer.svg.jpg');
  expect(content('meta[property="og:image:width"]')).toBe('800');

  await go('/about-us');
  await screen.findByRole('heading', { level: 1, name: 'About us' });
  await routeHeadWritten();
  expect(document.title).toBe('About FreshKart');
  expect(canonical()).toBeNull();
  expect(routeSchema()).toBeNull();
  expect(content('meta[property="og:type"]')).toBe('website');
  expect(content('meta[property="og:url"]')).toBeNull();
  expect(content('meta[property="product:price:amount"]')).toBeNull();
  expect(content('meta[property="og:image:alt"]')).toBeNull();
  expect(content('meta[name="description"]')).toBe('Who we are.');
  expect(document.getElementById('storefront-page-schema')?.textContent).toBe('{"@type":"AboutPage"}');
  // The site's share picture: the raster copy with its own size, not the SVG banner.
  await routeHeadWritten();
  expect(content('meta[property="og:image"]')).toBe('http://localhost/cdn/large/banners/fresh-fruits.svg.jpg');
  expect(content('meta[property="og:image:width"]')).toBe('800');
  expect(content('meta[property="og:image:height"]')).toBe('267');
  expect(content('meta[name="twitter:image"]')).toBe('http://localhost/cdn/large/banners/fresh-fruits.svg.jpg');
  // What is not the SEO head's is left alone.
  await routeHeadWritten();
  expect(content('meta[name="theme-color"]')).toBe('#0c831f');
});

it('keeps a sign-in screen out of search results while it is shown, and the next page in them', async () => {
  renderShop('/about-us');
  await screen.findByRole('heading', { level: 1, name: 'About us' });
  await routeHeadWritten();
  expect(content('meta[name="robots"]')).toBeNull();

  await go('/auth/login');
  await screen.findByRole('textbox');
  await routeHeadWritten();
  expect(content('meta[name="robots"]')).toBe('noindex');
  expect(document.getElementById('storefront-page-schema')).toBeNull();

  await go('/products/fresh-paneer');
  await screen.findByRole('heading', { level: 1, name: 'Fresh Paneer' });
  await routeHeadWritten();
  expect(content('meta[name="robots"]')).toBeNull();
  expect(canonical()).toBe('http://localhost/products/fresh-paneer');

  await go('/no-such-page');
  await screen.findByRole('heading', { name: 'Page not found' });
  await routeHeadWritten();
  expect(content('meta[name="robots"]')).toBe('noindex');
  expect(canonical()).toBeNull();
  expect(document.title).toBe('Page not found — FreshKart');
});

it('changes nothing in the head the server wrote for the first page, drawn from the answer written into it', async () => {
  // The page as the server sends it: the product's head, and the product's answer for the screen's first render.
  const site = seoSite({ origin: 'http://localhost', cdnBase: '/cdn' }, SITE);
  applyRouteHead(headFor(site, { kind: 'product', product: PANEER }));
  apiClient.setPageAnswers(new Map([['/api/products/fresh-paneer', PANEER]]));
  const records: MutationRecord[] = [];
  const observer = new MutationObserver((found) => records.push(...found));
  observer.observe(document.head, { subtree: true, childList: true, attributes: true, characterData: true });
  renderShop('/products/fresh-paneer');
  expect(screen.getByRole('heading', { level: 1, name: 'Fresh Paneer' })).toBeVisible();
  await act(async () => undefined);
  records.push(...observer.takeRecords());
  observer.disconnect();
  expect(records).toEqual([]);
  expect(canonical()).toBe('http://localhost/products/fresh-paneer');
});
