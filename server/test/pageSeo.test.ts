/**
 * The SEO head and status of the pages sent for paths (src/web/pageSeo.ts, src/web/servedPage.ts), read as a crawler
 * reads them: asked with a Host only, of the two demo websites, FreshKart (localhost:3000) and Corner Basket
 * (corner.localhost:3000). The shell's page is a template written from shell/public/index.html (no build needed).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import {
  apiRequestKey,
  initDataSchema,
  INIT_DATA_ELEMENT_ID,
  listingScreenApiQuery,
  pageDataResponseSchema,
  productListResponseSchema,
  productSchema,
  readListingParams,
  REMOTE_PACKAGES,
} from '@storefront/shared/contracts';
import { applyRouteHead, headFor, seoSite, type RouteSeo } from '@storefront/shared/seo';
import { brands, categories, packs, packStock, products, warehouses, websites } from '../src/db/schema';
import { inlineScriptHashes } from '../src/http/securityHeaders';
import { startTestServer, type TestServer } from './helpers/testServer';

const FRESHKART = 'http://localhost:3000';
const CORNER = 'http://corner.localhost:3000';
/** A name that would run script or break out of an attribute, were it written as it is. */
const HOSTILE = `</script><img src=x onerror=alert(1)>"'&`;
const HOSTILE_PRODUCT = 'hostile-test-product';

let server: TestServer;
let appsDir: string;

/** The shell's page as the build writes it, but for the font files, which the build fingerprints. */
function writeShellTemplate(dir: string) {
  const source = readFileSync(path.resolve(__dirname, '../../shell/public/index.html'), 'utf8');
  mkdirSync(path.join(dir, 'shell/dist'), { recursive: true });
  writeFileSync(path.join(dir, 'shell/dist/index.html'), source.replace(/<%=[\s\S]*?%>/g, '/assets/inter-latin-wght-normal.0123abcd.woff2'));
  for (const pkg of Object.values(REMOTE_PACKAGES)) mkdirSync(path.join(dir, pkg, 'dist'), { recursive: true });
}

beforeAll(async () => {
  appsDir = mkdtempSync(path.join(tmpdir(), 'storefront-seo-'));
  writeShellTemplate(appsDir);
  server = await startTestServer({ SERVE_APPS: 'true', APPS_DIR: appsDir, TRUST_PROXY: 'loopback' }, { cornerShop: true });
  // Corner Basket, a category, a brand and a product of FreshKart's, named with markup.
  const [corner] = await server.db.select().from(websites).where(eq(websites.name, 'Corner Basket'));
  await server.db
    .update(websites)
    .set({ name: `Corner ${HOSTILE}`, logo: 'logos/corner.svg' })
    .where(eq(websites.id, corner.id));
  const [freshkart] = await server.db.select().from(websites).where(eq(websites.name, 'FreshKart'));
  const [category] = await server.db.insert(categories).values({ websiteId: freshkart.id, name: HOSTILE, slug: 'hostile-category' }).returning();
  const [brand] = await server.db.insert(brands).values({ websiteId: freshkart.id, name: HOSTILE, slug: 'hostile-brand' }).returning();
  const [product] = await server.db
    .insert(products)
    .values({
      websiteId: freshkart.id,
      categoryId: category.id,
      brandId: brand.id,
      name: HOSTILE,
      slug: HOSTILE_PRODUCT,
      description: `${HOSTILE} described`,
      medias: ['products/hostile.svg'],
    })
    .returning();
  const [pack] = await server.db.insert(packs).values({ productId: product.id, name: HOSTILE, pricePaise: 12_345, mrpPaise: 15_000 }).returning();
  const [warehouse] = await server.db
    .select()
    .from(warehouses)
    .where(and(eq(warehouses.websiteId, freshkart.id), eq(warehouses.isDefault, true)));
  await server.db.insert(packStock).values({ packId: pack.id, warehouseId: warehouse.id, quantity: 5 });
}, 60_000);
afterAll(async () => {
  await server?.close();
  rmSync(appsDir, { recursive: true, force: true });
});

/** A GET as a crawler sends it: the shop's host, nothing else. */
const crawl = (url: string, origin = FRESHKART, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers: { host: new URL(origin).host, ...headers } });
/** An API answer for the same website, as the page's own calls get it. */
const api = async (url: string, origin = FRESHKART) => (await crawl(`/s/api${url}`, origin)).json();

const unescapeHtml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name]!);
const headOf = (response: LightMyRequestResponse) => response.body.slice(0, response.body.indexOf('</head>'));
const titleOf = (response: LightMyRequestResponse) => unescapeHtml(/<title>([^<]*)<\/title>/.exec(headOf(response))?.[1] ?? '');
/** Each meta element's content by its name or property (a key written twice would show as the last one). */
function metaOf(response: LightMyRequestResponse): Record<string, string> {
  const found = [...headOf(response).matchAll(/<meta (?:name|property)="([^"]*)" content="([^"]*)">/g)];
  return Object.fromEntries(found.map(([, key, content]) => [unescapeHtml(key), unescapeHtml(content)]));
}
/** The Open Graph and Twitter picture elements in order, as `key=content`. */
const imageLinesOf = (response: LightMyRequestResponse) =>
  [...headOf(response).matchAll(/<meta (?:name|property)="((?:og|twitter):image[^"]*)" content="([^"]*)">/g)].map(
    ([, key, content]) => `${key}=${unescapeHtml(content)}`,
  );
/** The picture at a URL of this server, as a preview bot fetches it: its answer, and the size of the image it sends. */
async function fetchPicture(url: string) {
  const { pathname, host } = new URL(url);
  const response = await server.app.inject({ method: 'GET', url: pathname, headers: { host } });
  const { width, height, format } = response.statusCode === 200 ? await sharp(response.rawPayload).metadata() : {};
  return { status: response.statusCode, type: response.headers['content-type'], width, height, format };
}
const canonicalOf = (response: LightMyRequestResponse) =>
  unescapeHtml(/<link rel="canonical" href="([^"]*)">/.exec(headOf(response))?.[1] ?? '') || null;
/** The route's JSON-LD nodes, parsed as a crawler parses them. */
function graphOf(response: LightMyRequestResponse): Record<string, unknown>[] {
  const json = /<script type="application\/ld\+json" id="storefront-route-schema">([^<]*)<\/script>/.exec(headOf(response))?.[1];
  return json ? JSON.parse(json)['@graph'] : [];
}
const nodeOf = (response: LightMyRequestResponse, type: string) => graphOf(response).find((node) => node['@type'] === type);

describe('a product page', () => {
  it('is titled, described, previewed and priced as the product, on its canonical address of the request’s origin', async () => {
    const [listed] = (await api('/products?perPage=1')).data;
    const product = await api(`/products/${listed.slug}`);
    const [pack] = product.packs.filter((offered: { in_stock: boolean }) => offered.in_stock);
    const page = await crawl(`/products/${listed.slug}`);
    expect(page.statusCode).toBe(200);
    const url = `${FRESHKART}/products/${product.slug}`;
    const picture = `${FRESHKART}/cdn/large/${product.medias[0].src}.jpg`;
    expect(titleOf(page)).toBe(`${product.product_name} — FreshKart`);
    expect(canonicalOf(page)).toBe(url);
    expect(metaOf(page)).toMatchObject({
      description: expect.stringMatching(/^.{20,160}$/),
      'og:type': 'product',
      'og:title': `${product.product_name} — FreshKart`,
      'og:url': url,
      'og:image': picture,
      'twitter:image': picture,
      'product:price:amount': pack.price.toFixed(2),
      'product:price:currency': 'INR',
    });
    expect(metaOf(page)).not.toHaveProperty('robots');
  });

  it('gives link previews the JPEG copy of the product’s picture, sized as the CDN sends it, right after og:image', async () => {
    const [listed] = (await api('/products?perPage=1')).data;
    const product = await api(`/products/${listed.slug}`);
    expect(product.medias[0].src).toMatch(/\.svg$/);
    const page = await crawl(`/products/${listed.slug}`);
    const picture = metaOf(page)['og:image'];
    expect(picture).toMatch(/\.svg\.jpg$/);
    expect(picture.startsWith(`${FRESHKART}/cdn/`)).toBe(true);
    const served = await fetchPicture(picture);
    expect(served).toMatchObject({ status: 200, type: 'image/jpeg', format: 'jpeg' });
    expect([served.width, served.height]).toEqual([800, 800]);
    expect(imageLinesOf(page)).toEqual([
      `og:image=${picture}`,
      `og:image:width=${served.width}`,
      `og:image:height=${served.height}`,
      'og:image:type=image/jpeg',
      `og:image:alt=${product.product_name}`,
      `twitter:image=${picture}`,
    ]);
    // The structured properties follow og:image itself, as Facebook reads them.
    const elements = [...headOf(page).matchAll(/<meta (?:name|property)="([^"]*)"/g)].map(([, key]) => key);
    const at = elements.indexOf('og:image');
    expect(elements.slice(at, at + 5)).toEqual(['og:image', 'og:image:width', 'og:image:height', 'og:image:type', 'og:image:alt']);
  });

  it('carries the product in JSON-LD: its brand, pictures and one offer per pack, stocked as the page’s answer says', async () => {
    const [, listed] = (await api('/products?perPage=2')).data;
    const product = await api(`/products/${listed.slug}`);
    const page = await crawl(`/products/${listed.slug}`);
    const url = `${FRESHKART}/products/${product.slug}`;
    expect(nodeOf(page, 'Product')).toEqual({
      '@type': 'Product',
      name: product.product_name,
      description: metaOf(page).description,
      image: product.medias.map((media: { src: string }) => `${FRESHKART}/cdn/large/${media.src}.jpg`),
      brand: { '@type': 'Brand', name: product.brand_name },
      url,
      offers: product.packs.map((pack: { pack_id: number; pack_name: string; price: number; in_stock: boolean }) => ({
        '@type': 'Offer',
        sku: String(pack.pack_id),
        name: pack.pack_name,
        price: pack.price.toFixed(2),
        priceCurrency: 'INR',
        availability: pack.in_stock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        url,
      })),
    });
  });

  it('is addressed on the origin the visitor reached, behind a proxy that terminates TLS', async () => {
    const [listed] = (await api('/products?perPage=1')).data;
    const page = await crawl(`/products/${listed.slug}`, FRESHKART, { 'x-forwarded-proto': 'https' });
    expect(canonicalOf(page)).toBe(`https://localhost:3000/products/${listed.slug}`);
    expect(metaOf(page)['og:image']).toMatch(/^https:\/\/localhost:3000\/cdn\/large\/.+\.svg\.jpg$/);
  });

  it('is each website’s own: Corner Basket’s on its host, and FreshKart’s products are not found there', async () => {
    const [listed] = (await api('/products?perPage=1', CORNER)).data;
    const page = await crawl(`/products/${listed.slug}`, CORNER);
    expect(page.statusCode).toBe(200);
    expect(canonicalOf(page)).toBe(`${CORNER}/products/${listed.slug}`);
    expect(titleOf(page)).toBe(`${listed.product_name} — Corner ${HOSTILE}`);
    const missing = await crawl(`/products/${HOSTILE_PRODUCT}`, CORNER);
    expect(missing.statusCode).toBe(404);
    expect(titleOf(missing)).toBe(`Product not found — Corner ${HOSTILE}`);
  });

  it('answers 404 for a product the website does not have, with the same page (the app says "not found"), unindexed', async () => {
    const page = await crawl('/products/no-such-product');
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(`id="${INIT_DATA_ELEMENT_ID}"`);
    expect(titleOf(page)).toBe('Product not found — FreshKart');
    expect(metaOf(page).robots).toBe('noindex');
    expect(canonicalOf(page)).toBeNull();
    expect(graphOf(page)).toEqual([]);
    expect(metaOf(page)['og:type']).toBe('website');
  });
});

describe('the listing', () => {
  it('is named by its category, on a canonical address of its filters, with its products and breadcrumbs', async () => {
    const [tree] = (await api('/init')).categories;
    const [sub] = tree.children;
    const answer = await api(`/products?c=${sub.slug}&s=price_asc&perPage=24`);
    expect(answer.data.length).toBeGreaterThan(0);
    const page = await crawl(`/products?s=price_asc&c=${sub.slug}&utm_source=mail&perPage=3`);
    expect(page.statusCode).toBe(200);
    expect(titleOf(page)).toBe(`${sub.name} — FreshKart`);
    expect(metaOf(page).description).toBe(`Shop ${sub.name} at FreshKart: ${answer.meta.total} products.`);
    expect(canonicalOf(page)).toBe(`${FRESHKART}/products?c=${sub.slug}`);
    expect(metaOf(page)['og:url']).toBe(canonicalOf(page));
    expect(metaOf(page)).not.toHaveProperty('robots');
    expect(nodeOf(page, 'ItemList')?.itemListElement).toEqual(
      answer.data.map((product: { slug: string; product_name: string }, index: number) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: `${FRESHKART}/products/${product.slug}`,
        name: product.product_name,
      })),
    );
    expect(nodeOf(page, 'BreadcrumbList')?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${FRESHKART}/` },
      { '@type': 'ListItem', position: 2, name: 'Products', item: `${FRESHKART}/products` },
      { '@type': 'ListItem', position: 3, name: tree.name, item: `${FRESHKART}/products?c=${tree.slug}` },
      { '@type': 'ListItem', position: 4, name: sub.name, item: `${FRESHKART}/products?c=${sub.slug}` },
    ]);
  });

  it('keeps its page in the title and the canonical address', async () => {
    const [tree] = (await api('/init')).categories;
    const page = await crawl(`/products?page=2&c=${tree.slug}`);
    expect(titleOf(page)).toBe(`${tree.name} (page 2) — FreshKart`);
    expect(canonicalOf(page)).toBe(`${FRESHKART}/products?c=${tree.slug}&page=2`);
  });

  it('is named by its brands when only brands filter', async () => {
    const [brand] = (await api('/init')).brands;
    const page = await crawl(`/products?b=${brand.slug}`);
    expect(titleOf(page)).toBe(`${brand.name} — FreshKart`);
    expect(canonicalOf(page)).toBe(`${FRESHKART}/products?b=${brand.slug}`);
  });

  it('keeps search results out of the index, their links followed', async () => {
    const page = await crawl('/products?q=dal&s=name');
    expect(page.statusCode).toBe(200);
    expect(titleOf(page)).toBe('Results for “dal” — FreshKart');
    expect(metaOf(page).robots).toBe('noindex,follow');
    expect(canonicalOf(page)).toBe(`${FRESHKART}/products`);
  });
});

describe('the home page', () => {
  it('tells search engines about the website’s search and its organisation, beside the editor’s own schema', async () => {
    const page = await crawl('/');
    expect(page.statusCode).toBe(200);
    expect(canonicalOf(page)).toBe(`${FRESHKART}/`);
    expect(nodeOf(page, 'WebSite')).toEqual({
      '@type': 'WebSite',
      name: 'FreshKart',
      url: `${FRESHKART}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: `${FRESHKART}/products?q={search_term_string}`,
        'query-input': 'required name=search_term_string',
      },
    });
    expect(nodeOf(page, 'Organization')).toEqual({ '@type': 'Organization', name: 'FreshKart', url: `${FRESHKART}/` });
    const editors = /<script type="application\/ld\+json" id="storefront-page-schema">([^<]*)<\/script>/.exec(headOf(page))?.[1];
    expect(JSON.parse(editors!)).toMatchObject({ '@type': 'GroceryStore' });
  });

  it('gives each website its own, the logo an absolute URL', async () => {
    const page = await crawl('/', CORNER);
    expect(nodeOf(page, 'Organization')).toEqual({
      '@type': 'Organization',
      name: `Corner ${HOSTILE}`,
      url: `${CORNER}/`,
      // The CDN draws no logos: a picture it has no copy of keeps its own URL.
      logo: `${CORNER}/cdn/large/logos/corner.svg`,
    });
  });

  it('gives link previews the JPEG copy of the website’s share picture, sized as the CDN sends it', async () => {
    for (const origin of [FRESHKART, CORNER]) {
      const { webSeo } = await api('/init', origin);
      const page = await crawl('/', origin);
      const picture = `${origin}/cdn/large/${webSeo.og_image}.jpg`;
      const served = await fetchPicture(picture);
      expect([origin, served.status, served.type]).toEqual([origin, 200, 'image/jpeg']);
      expect(imageLinesOf(page)).toEqual([
        `og:image=${picture}`,
        `og:image:width=${served.width}`,
        `og:image:height=${served.height}`,
        'og:image:type=image/jpeg',
        `twitter:image=${picture}`,
      ]);
    }
    // Any other page of the site's: the same.
    const about = await crawl('/about-us');
    expect(metaOf(about)['og:image']).toMatch(new RegExp(`^${FRESHKART}/cdn/large/banners/.+\\.svg\\.jpg$`));
    expect(metaOf(about)['og:image:type']).toBe('image/jpeg');
  });
});

describe('the status and robots of other paths', () => {
  it('answers 404 for a path with no page, unindexed; 200 for the site’s pages and the shell’s own screens', async () => {
    const missing = await crawl('/no-such-page-here');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain(`id="${INIT_DATA_ELEMENT_ID}"`);
    expect(titleOf(missing)).toBe('Page not found — FreshKart');
    expect(metaOf(missing).robots).toBe('noindex');
    for (const found of ['/about-us', '/categories']) {
      const page = await crawl(found);
      expect([found, page.statusCode, metaOf(page).robots]).toEqual([found, 200, undefined]);
    }
    for (const shells of ['/status', '/dev/ui-kit']) {
      const page = await crawl(shells);
      expect([shells, page.statusCode, metaOf(page).robots]).toEqual([shells, 200, 'noindex']);
    }
  });

  it('sends the page for a Host no address can be made of, as the app would get it, without a head of the site’s', async () => {
    for (const url of ['/', '/products', '/products/x', '/about-us']) {
      const page = await server.app.inject({ method: 'GET', url, headers: { host: 'exa mple' } });
      expect([url, page.statusCode, canonicalOf(page)]).toEqual([url, 200, null]);
    }
  });

  it('keeps account, sign-in, checkout and payment screens out of search results', async () => {
    for (const url of [
      '/account',
      '/account/orders/12',
      '/auth/login',
      '/auth/register',
      '/checkout',
      '/checkout/razorpay/5',
      '/order/success/FK1',
    ]) {
      const page = await crawl(url);
      expect([url, page.statusCode, metaOf(page).robots]).toEqual([url, 200, 'noindex']);
    }
  });
});

describe('names with markup', () => {
  /** Markup of the hostile name anywhere in the page, raw: it would have run. */
  const expectInert = (html: string) => {
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain(HOSTILE);
  };

  it('are text in a product page’s head: escaped in elements and attributes, and JSON-LD keeps them inside its script', async () => {
    const page = await crawl(`/products/${HOSTILE_PRODUCT}`);
    expect(page.statusCode).toBe(200);
    expectInert(page.body);
    expect(titleOf(page)).toBe(`${HOSTILE} — FreshKart`);
    expect(headOf(page)).toContain('<title>&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;&quot;&#39;&amp; — FreshKart</title>');
    expect(metaOf(page)).toMatchObject({ 'og:title': `${HOSTILE} — FreshKart`, description: `${HOSTILE} described` });
    expect(nodeOf(page, 'Product')).toMatchObject({
      name: HOSTILE,
      brand: { name: HOSTILE },
      offers: [expect.objectContaining({ name: HOSTILE, price: '123.45', availability: 'https://schema.org/InStock' })],
    });
  });

  it('are text in a listing’s title and JSON-LD, and in a website’s name', async () => {
    const listing = await crawl('/products?c=hostile-category');
    expectInert(listing.body);
    expect(titleOf(listing)).toBe(`${HOSTILE} — FreshKart`);
    expect(nodeOf(listing, 'ItemList')?.itemListElement).toEqual([expect.objectContaining({ name: HOSTILE })]);
    expect(nodeOf(listing, 'BreadcrumbList')?.itemListElement).toContainEqual(expect.objectContaining({ name: HOSTILE }));
    const brand = await crawl('/products?b=hostile-brand');
    expect(titleOf(brand)).toBe(`${HOSTILE} — FreshKart`);

    const home = await crawl('/', CORNER);
    expectInert(home.body);
    expect(nodeOf(home, 'WebSite')).toMatchObject({ name: `Corner ${HOSTILE}` });
  });

  it('leave the page within its Content-Security-Policy: every script that runs is listed, JSON-LD is data', async () => {
    for (const url of [`/products/${HOSTILE_PRODUCT}`, '/products?c=hostile-category', '/']) {
      const page = await crawl(url, url === '/' ? CORNER : FRESHKART);
      const scriptSources = /(?:^|; )script-src ([^;]*)/.exec(String(page.headers['content-security-policy']))?.[1].split(' ') ?? [];
      expect(scriptSources).not.toContain("'unsafe-inline'");
      const running = inlineScriptHashes(page.body);
      expect(running.length).toBeGreaterThan(0);
      for (const hash of running) expect([url, scriptSources]).toEqual([url, expect.arrayContaining([hash])]);
      // The JSON-LD blocks are not among them.
      expect(page.body.match(/<script type="application\/ld\+json"/g)?.length).toBeGreaterThan(0);
      expect(running).toHaveLength(page.body.match(/<script>/g)?.length ?? 0);
    }
  });
});

/**
 * A browser's parse of a page (jsdom, jest's own), loaded untyped: its types bring the DOM's into the server's
 * program, whose `fetch` and `Buffer` they contradict.
 */
const { JSDOM } = createRequire(__filename)('jsdom');

/**
 * What the browser does over the page once it takes it over (@storefront/shared/route-head): each screen builds its
 * route's head from its own answers, parsed by the app's schemas, and applies it. Over the head the server wrote for
 * the same path, that changes nothing.
 */
describe('the head the browser applies over the page', () => {
  /** The listing screen's call for an address bar. */
  const listingCall = (search: string) => apiRequestKey('/products', listingScreenApiQuery(readListingParams(new URLSearchParams(search))));

  /** The route as the screen drawing `url` describes it, from the answers it has (the same the server wrote into the page). */
  async function screenRoute(url: string, origin: string): Promise<RouteSeo> {
    const { pathname, search } = new URL(url, origin);
    if (pathname.startsWith('/products/')) {
      const answer = await crawl(`/s/api${pathname}`, origin);
      return answer.statusCode === 404 ? { kind: 'missing', what: 'product' } : { kind: 'product', product: productSchema.parse(answer.json()) };
    }
    if (pathname === '/products') {
      const answer = productListResponseSchema.parse(await api(listingCall(search), origin));
      return { kind: 'listing', params: readListingParams(new URLSearchParams(search)), answer };
    }
    if (/^\/(account|auth|checkout|order)\b/.test(pathname))
      return { kind: 'screen', remote: pathname.startsWith('/auth') || pathname.startsWith('/account') ? 'account' : 'cartCheckout' };
    if (pathname === '/categories') return { kind: 'screen', remote: 'catalog' };
    if (pathname === '/status') return { kind: 'screen', remote: null };
    const answer = await crawl(`/s/api/page/data${pathname}`, origin);
    return answer.statusCode === 404
      ? { kind: 'missing', what: 'page' }
      : { kind: 'page', pathname, page: pageDataResponseSchema.parse(answer.json()) };
  }

  it.each([
    [`/products/${HOSTILE_PRODUCT}`, FRESHKART],
    ['/products/no-such-product', FRESHKART],
    ['/products?c=hostile-category&s=price_asc', FRESHKART],
    ['/products?page=2&b=hostile-brand', FRESHKART],
    ['/products?q=dal', FRESHKART],
    ['/', FRESHKART],
    ['/', CORNER],
    ['/about-us', FRESHKART],
    ['/no-such-page-here', FRESHKART],
    ['/categories', FRESHKART],
    ['/auth/login', FRESHKART],
    ['/checkout', FRESHKART],
    ['/status', FRESHKART],
  ])('changes nothing on %s (%s)', async (url, origin) => {
    const page = await crawl(url, origin);
    const { document, MutationObserver } = new JSDOM(page.body).window;
    const site = initDataSchema.parse(await api('/init', origin));
    const head = headFor(seoSite({ origin, cdnBase: '/cdn' }, site), await screenRoute(url, origin));
    const observer = new MutationObserver(() => undefined);
    observer.observe(document.head, { subtree: true, childList: true, attributes: true, characterData: true });
    applyRouteHead(head, document);
    expect(
      observer.takeRecords().map((record: { type: string; target: { nodeName: string } }) => `${record.type} ${record.target.nodeName}`),
    ).toEqual([]);
    observer.disconnect();
  });

  it('puts back the product page’s head after another route’s, as the server sent it', async () => {
    const page = await crawl(`/products/${HOSTILE_PRODUCT}`);
    const { document } = new JSDOM(page.body).window;
    const sent = document.head.innerHTML;
    const site = seoSite({ origin: FRESHKART, cdnBase: '/cdn' }, initDataSchema.parse(await api('/init')));
    applyRouteHead(headFor(site, await screenRoute('/about-us', FRESHKART)), document);
    expect(document.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.getElementById('storefront-route-schema')).toBeNull();
    applyRouteHead(headFor(site, await screenRoute('/auth/login', FRESHKART)), document);
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    applyRouteHead(headFor(site, await screenRoute(`/products/${HOSTILE_PRODUCT}`, FRESHKART)), document);
    expect(document.head.innerHTML).toBe(sent);
  });
});
