/**
 * robots.txt and the sitemaps (src/web/seo.ts, src/web/sitemaps.ts), per website host: asked as a crawler asks
 * (a Host, no x-web-url), of the two demo websites, FreshKart (localhost:3000) and Corner Basket
 * (corner.localhost:3000). The XML is read back with the sitemap package's own parsers (sax, strict mode).
 * The server serves the apps, so the single-process page fallback is in place behind these routes.
 */
import { Readable } from 'node:stream';
import { and, asc, eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { parseSitemap, parseSitemapIndex } from 'sitemap';
import { brands, categories, pages, products, websites } from '../src/db/schema';
import { isApiPath } from '../src/deploy/proxy';
import { createWebsiteResolver } from '../src/http/websiteResolver';
import { ROBOTS_DISALLOWED, SITEMAP_MAX_URLS } from '../src/web/sitemaps';
import { seoRoutes } from '../src/web/seo';
import { eventually } from './helpers/eventually';
import { startTestServer, type TestServer } from './helpers/testServer';

const FRESHKART = 'http://localhost:3000';
const CORNER = 'http://corner.localhost:3000';
/** A path an editor may give a page: `&` must be escaped in the XML, `<` cannot stay as it is in a URL. */
const AWKWARD_PAGE = '/offers&deals<today>';
const CORNER_ONLY_PAGE = '/corner-notes';
const CORNER_ONLY_PRODUCT = 'corner-only-test-pickle';
const HIDDEN_PRODUCT = 'hidden-test-product';

let server: TestServer;
const websiteIds: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer({ SERVE_APPS: 'true' }, { cornerShop: true });
  for (const website of await server.db.select({ id: websites.id, name: websites.name }).from(websites)) websiteIds[website.name] = website.id;
  const freshkart = websiteIds.FreshKart;
  const corner = websiteIds['Corner Basket'];
  // A product of FreshKart's that is not shown (inactive), one of Corner Basket's alone, and a page of each alone.
  const [freshkartProduct] = await server.db.select().from(products).where(eq(products.websiteId, freshkart)).limit(1);
  await server.db.insert(products).values({
    websiteId: freshkart,
    categoryId: freshkartProduct.categoryId,
    brandId: freshkartProduct.brandId,
    name: 'Hidden test product',
    slug: HIDDEN_PRODUCT,
    isActive: false,
  });
  const [cornerProduct] = await server.db.select().from(products).where(eq(products.websiteId, corner)).limit(1);
  await server.db.insert(products).values({
    websiteId: corner,
    categoryId: cornerProduct.categoryId,
    brandId: cornerProduct.brandId,
    name: 'Corner pickle',
    slug: CORNER_ONLY_PRODUCT,
  });
  await server.db.insert(pages).values([
    { websiteId: freshkart, url: AWKWARD_PAGE },
    { websiteId: corner, url: CORNER_ONLY_PAGE },
  ]);
}, 60_000);
afterAll(async () => {
  await server?.close();
});

/** A GET as a crawler sends it: the shop's host, nothing else. */
const crawl = (url: string, origin: string, app: FastifyInstance = server.app) =>
  app.inject({ method: 'GET', url, headers: { host: new URL(origin).host } });

const urlsOf = async (response: LightMyRequestResponse) => (await parseSitemap(Readable.from([response.body]))).map((item) => item.url);
const indexOf = async (response: LightMyRequestResponse) => (await parseSitemapIndex(Readable.from([response.body]))).map((item) => item.url);

/** What each child sitemap of a website must list, from the database. */
async function expectedUrls(origin: string, websiteId: number) {
  const shown = await server.db
    .select({ slug: products.slug, createdAt: products.createdAt })
    .from(products)
    .where(and(eq(products.websiteId, websiteId), eq(products.isActive, true)))
    .orderBy(asc(products.id));
  const categoryRows = await server.db.select({ slug: categories.slug }).from(categories).where(eq(categories.websiteId, websiteId));
  const brandRows = await server.db.select({ slug: brands.slug }).from(brands).where(eq(brands.websiteId, websiteId));
  const pageRows = await server.db.select({ url: pages.url }).from(pages).where(eq(pages.websiteId, websiteId));
  return {
    products: shown.map((row) => `${origin}/products/${row.slug}`),
    lastmods: new Map(shown.map((row) => [`${origin}/products/${row.slug}`, row.createdAt.toISOString()])),
    categories: categoryRows.map((row) => `${origin}/products?c=${row.slug}`),
    brands: brandRows.map((row) => `${origin}/products?b=${row.slug}`),
    pages: pageRows.map((row) => new URL(`${origin}${row.url}`).href),
  };
}

describe('GET /robots.txt', () => {
  it.each([FRESHKART, CORNER])('answers plain text for %s: the private paths disallowed, its own sitemap named', async (origin) => {
    const response = await crawl('/robots.txt', origin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/account', '/checkout', '/auth', '/order/', '/s/']) expect(lines).toContain(`Disallow: ${path}`);
    expect(ROBOTS_DISALLOWED).toHaveLength(5);
    // The shop's pages, listings and pictures stay open to crawlers.
    expect(lines.filter((line) => /^Disallow: \/(products|cdn)?$/.test(line))).toEqual([]);
    expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(lines.filter((line) => line.startsWith('Sitemap:'))).toHaveLength(1);
  });

  it('names the sitemap as the visitor reached the shop, behind a trusted proxy that terminates TLS', async () => {
    const proxied = await startTestServer({ TRUST_PROXY: '127.0.0.1' }, { seed: false });
    try {
      await proxied.db.insert(websites).values({ name: 'Proxied', isDefault: true });
      const response = await proxied.app.inject({
        method: 'GET',
        url: '/robots.txt',
        headers: { host: 'internal:8080', 'x-forwarded-host': 'shop.example.in', 'x-forwarded-proto': 'https' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('Sitemap: https://shop.example.in/sitemap.xml');
    } finally {
      await proxied.close();
    }
  });

  it('goes to the API processes in the split topology, as the other paths read from the database', () => {
    for (const path of ['/robots.txt', '/sitemap.xml', '/sitemaps/products-1.xml']) expect(isApiPath(path)).toBe(true);
    expect(isApiPath('/products')).toBe(false);
  });
});

describe('GET /sitemap.xml', () => {
  it.each([FRESHKART, CORNER])('is the sitemap index of %s, listing its four child sitemaps', async (origin) => {
    const response = await crawl('/sitemap.xml', origin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\s*<sitemapindex /);
    expect(await indexOf(response)).toEqual(['products', 'categories', 'brands', 'pages'].map((kind) => `${origin}/sitemaps/${kind}-1.xml`));
  });

  it('is for the page x-web-url names, as the API answers', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'localhost:3000', 'x-web-url': `${CORNER}/` } });
    expect(await indexOf(response)).toContain(`${CORNER}/sitemaps/products-1.xml`);
  });
});

describe('the child sitemaps', () => {
  it.each([
    ['FreshKart', FRESHKART],
    ['Corner Basket', CORNER],
  ])('of %s list the products it shows, with their dates, and only its own', async (name, origin) => {
    const expected = await expectedUrls(origin, websiteIds[name]);
    const response = await crawl('/sitemaps/products-1.xml', origin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const items = await parseSitemap(Readable.from([response.body]));
    expect(items.map((item) => item.url)).toEqual(expected.products);
    expect(items.length).toBeGreaterThan(10);
    for (const item of items) expect(item.lastmod).toBe(expected.lastmods.get(item.url));
    const urls = items.map((item) => item.url);
    expect(urls).not.toContain(`${origin}/products/${HIDDEN_PRODUCT}`);
    expect(urls.includes(`${origin}/products/${CORNER_ONLY_PRODUCT}`)).toBe(origin === CORNER);
  });

  it('are written for the origin asked: a website reached at two origins gets each its own URLs', async () => {
    const other = 'http://127.0.0.1:3000';
    await crawl('/sitemaps/products-1.xml', FRESHKART);
    const urls = await urlsOf(await crawl('/sitemaps/products-1.xml', other));
    expect(urls).toEqual((await expectedUrls(other, websiteIds.FreshKart)).products);
  });

  it('of the two websites differ: each lists its own catalogue, categories, brands and pages', async () => {
    const freshkart = await expectedUrls(FRESHKART, websiteIds.FreshKart);
    const corner = await expectedUrls(CORNER, websiteIds['Corner Basket']);
    expect(corner.products.length).toBeLessThan(freshkart.products.length);
    expect(corner.categories.length).toBeLessThan(freshkart.categories.length);
    for (const [origin, expected] of [
      [FRESHKART, freshkart],
      [CORNER, corner],
    ] as const) {
      for (const kind of ['categories', 'brands', 'pages'] as const) {
        const response = await crawl(`/sitemaps/${kind}-1.xml`, origin);
        expect(response.statusCode).toBe(200);
        const items = await parseSitemap(Readable.from([response.body]));
        expect(items.map((item) => item.url).sort()).toEqual([...expected[kind]].sort());
        // No timestamp is kept for categories, brands or pages: no date is made up for them.
        expect(response.body).not.toContain('<lastmod>');
        for (const item of items) expect(item.url.startsWith(`${origin}/`)).toBe(true);
      }
    }
  });

  it("of pages hold the home page and the footer pages, and one website never shows the other one's pages", async () => {
    const freshkartPages = await urlsOf(await crawl('/sitemaps/pages-1.xml', FRESHKART));
    const cornerPages = await urlsOf(await crawl('/sitemaps/pages-1.xml', CORNER));
    for (const path of ['/', '/about-us', '/contact-us', '/terms', '/privacy']) expect(freshkartPages).toContain(`${FRESHKART}${path}`);
    expect(freshkartPages).not.toContain(`${FRESHKART}${CORNER_ONLY_PAGE}`);
    expect(cornerPages).toContain(`${CORNER}/`);
    expect(cornerPages).toContain(`${CORNER}${CORNER_ONLY_PAGE}`);
    expect(cornerPages).not.toContain(`${CORNER}/about-us`);
  });

  it('escape a page path holding & and <', async () => {
    const response = await crawl('/sitemaps/pages-1.xml', FRESHKART);
    expect(response.body).toContain('<loc>http://localhost:3000/offers&amp;deals%3Ctoday%3E</loc>');
    expect(response.body).not.toContain('deals<');
    expect(await urlsOf(response)).toContain(`${FRESHKART}/offers&deals%3Ctoday%3E`);
  });

  it('answer 404 for a file that does not exist', async () => {
    for (const path of ['/sitemaps/products-2.xml', '/sitemaps/products-0.xml', '/sitemaps/suppliers-1.xml', '/sitemaps/products.xml']) {
      expect((await crawl(path, FRESHKART)).statusCode).toBe(404);
    }
  });

  it('drop a product that stops being shown, once the catalogue change is heard', async () => {
    const url = `${CORNER}/products/${CORNER_ONLY_PRODUCT}`;
    expect(await urlsOf(await crawl('/sitemaps/products-1.xml', CORNER))).toContain(url);
    await server.db.update(products).set({ isActive: false }).where(eq(products.slug, CORNER_ONLY_PRODUCT));
    try {
      await eventually(async () => expect(await urlsOf(await crawl('/sitemaps/products-1.xml', CORNER))).not.toContain(url));
    } finally {
      await server.db.update(products).set({ isActive: true }).where(eq(products.slug, CORNER_ONLY_PRODUCT));
    }
  });
});

describe('at a lower limit of URLs per file', () => {
  const LIMIT = 7;
  let small: FastifyInstance;
  beforeAll(async () => {
    small = Fastify();
    small.decorate('db', server.db);
    small.decorate('websites', createWebsiteResolver(server.db, { production: false }));
    await seoRoutes(small, { urlsPerFile: LIMIT });
  });
  afterAll(async () => {
    await small.close();
  });

  it("is the protocol's 50,000 unless lowered", () => {
    expect(SITEMAP_MAX_URLS).toBe(50_000);
  });

  it('splits each kind into numbered files that the index lists, together holding every URL once', async () => {
    const expected = await expectedUrls(FRESHKART, websiteIds.FreshKart);
    const index = await indexOf(await crawl('/sitemap.xml', FRESHKART, small));
    for (const kind of ['products', 'categories', 'brands', 'pages'] as const) {
      const files = Math.ceil(expected[kind].length / LIMIT);
      const listed = index.filter((url) => url.startsWith(`${FRESHKART}/sitemaps/${kind}-`));
      expect(listed).toEqual(Array.from({ length: files }, (_, i) => `${FRESHKART}/sitemaps/${kind}-${i + 1}.xml`));
      const seen: string[] = [];
      for (const file of listed) {
        const response = await crawl(new URL(file).pathname, FRESHKART, small);
        expect(response.statusCode).toBe(200);
        const urls = await urlsOf(response);
        expect(urls.length).toBeGreaterThan(0);
        expect(urls.length).toBeLessThanOrEqual(LIMIT);
        seen.push(...urls);
      }
      expect(seen.sort()).toEqual([...expected[kind]].sort());
      expect((await crawl(`/sitemaps/${kind}-${files + 1}.xml`, FRESHKART, small)).statusCode).toBe(404);
    }
    expect(Math.ceil(expected.products.length / LIMIT)).toBeGreaterThan(2);
  });
});
