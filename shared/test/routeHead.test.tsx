/**
 * `useRouteHead` (src/routeHead.ts): the head of the route on screen, kept as the server would send it while the
 * screen changes what it shows, and the site's own put back when it goes.
 */
import { StrictMode } from 'react';
import { act, render } from '@testing-library/react';
import { setRuntimeConfig, siteStore, type SiteData } from '../src/runtime';
import { routeHeadWritten, useRouteHead, type RouteSeo } from '../src/routeHead';
import { applyRouteHead, headFor, ROUTE_SCHEMA_ELEMENT_ID, seoSite } from '../src/seo';
import { aProduct } from '../src/testing';

const SITE = {
  web: { id: 1, name: 'FreshKart', description: 'Groceries in hours.', logo: null },
  webSeo: { og_title: 'FreshKart — groceries', og_description: 'Fruits and dals.', meta_keywords: 'grocery', og_image: 'banners/fresh-fruits.svg' },
  categories: [],
  brands: [],
} as unknown as SiteData;

const butter = aProduct({ medias: [], packs: [] });

const about = { seo_title: 'About FreshKart', seo_description: 'Who we are.' };

function Screen({ route, ownTitle }: { route: RouteSeo; ownTitle?: boolean }) {
  useRouteHead(route, { ownTitle });
  return null;
}

const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? null;
const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null;

beforeEach(() => {
  setRuntimeConfig({
    remotes: { catalog: '/c', cartCheckout: '/cc', account: '/a', pages: '/p' },
    cdnBase: '/cdn',
    posthogKey: null,
    sentryDsn: null,
  });
  siteStore.data = SITE;
  document.head.innerHTML = '<title>FreshKart</title>';
});
afterEach(() => {
  siteStore.data = null;
  document.head.innerHTML = '';
});

it('follows the screen from a product to a page: nothing of the product is left', async () => {
  const view = render(<Screen route={{ kind: 'product', product: butter }} />);
  await routeHeadWritten();
  expect(document.title).toBe('Amul Butter — FreshKart');
  expect(canonical()).toBe('http://localhost/products/amul-butter');
  expect(content('meta[property="og:type"]')).toBe('product');
  expect(content('meta[property="og:image"]')).toBe('http://localhost/cdn/large/products/amul-butter.svg.jpg');

  view.rerender(<Screen route={{ kind: 'page', pathname: '/about-us', page: about }} />);
  await routeHeadWritten();
  expect(document.title).toBe('About FreshKart');
  expect(canonical()).toBeNull();
  expect(document.getElementById(ROUTE_SCHEMA_ELEMENT_ID)).toBeNull();
  expect(content('meta[property="og:type"]')).toBe('website');
  expect(content('meta[property="og:url"]')).toBeNull();
  // The site's share picture, as the server gives it: the raster copy with its size, not the SVG.
  await routeHeadWritten();
  expect(content('meta[property="og:image"]')).toBe('http://localhost/cdn/large/banners/fresh-fruits.svg.jpg');
  expect(content('meta[property="og:image:height"]')).toBe('267');
});

it('changes nothing over the head the server wrote for the same route', async () => {
  const route: RouteSeo = { kind: 'product', product: butter };
  applyRouteHead(headFor(seoSite({ origin: 'http://localhost', cdnBase: '/cdn' }, SITE), route));
  const records: MutationRecord[] = [];
  const observer = new MutationObserver((found) => records.push(...found));
  observer.observe(document.head, { subtree: true, childList: true, attributes: true, characterData: true });
  const view = render(<Screen route={route} />);
  view.rerender(<Screen route={{ ...route }} />);
  await act(async () => undefined);
  records.push(...observer.takeRecords());
  observer.disconnect();
  expect(records).toEqual([]);
});

it('keeps a shopper’s screen out of search results while it is shown, its tab title its own', async () => {
  const view = render(<Screen route={{ kind: 'screen', remote: 'account' }} ownTitle />);
  document.title = 'My orders — FreshKart';
  view.rerender(<Screen route={{ kind: 'screen', remote: 'account' }} ownTitle />);
  await routeHeadWritten();
  expect(content('meta[name="robots"]')).toBe('noindex');
  expect(document.title).toBe('My orders — FreshKart');

  view.unmount();
  await routeHeadWritten();
  expect(content('meta[name="robots"]')).toBeNull();
  expect(document.title).toBe('FreshKart — groceries');
});

it('puts the site’s own head back when the screen goes, in strict mode too', async () => {
  const view = render(
    <StrictMode>
      <Screen route={{ kind: 'product', product: butter }} />
    </StrictMode>,
  );
  await routeHeadWritten();
  expect(canonical()).toBe('http://localhost/products/amul-butter');
  view.unmount();
  await routeHeadWritten();
  expect(canonical()).toBeNull();
  expect(document.getElementById(ROUTE_SCHEMA_ELEMENT_ID)).toBeNull();
  expect(document.title).toBe('FreshKart — groceries');
  expect(content('meta[name="description"]')).toBe('Fruits and dals.');
});

it('waits for the site before writing anything', async () => {
  siteStore.data = null;
  render(<Screen route={{ kind: 'product', product: butter }} />);
  await routeHeadWritten();
  expect(document.head.innerHTML).toBe('<title>FreshKart</title>');
});
