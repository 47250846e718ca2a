/**
 * The pages kept for guests (src/web/pageCache.ts): a visitor without a session cookie is given the page drawn for
 * the first such visitor of the same address, until the website's catalogue, settings, pages or (product pages) sales
 * change, or a build does; nobody with a session gets a kept page, and no page drawn for one is kept. The API is the
 * real one on a real database; the tree is drawn by a stub (jest cannot load the remotes' server containers), which
 * counts the pages drawn.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { API_ANSWERS_ELEMENT_ID, INIT_DATA_ELEMENT_ID } from '@storefront/shared/contracts';
import { catalogueCacheOf, type CatalogueCache } from '../src/catalogue/cache';
import { queryRows } from '../src/db/client';
import { cornerShopOrigin } from '../src/seed/siteContent';
import { runtimeConfig } from '../src/web/apps';
import { injectedApi, type PageApi } from '../src/web/pageApi';
import { BUILD_CHECK_MS, BUILD_SETTLE_MS, createPageCache, PAGE_TTL_MS } from '../src/web/pageCache';
import { createPageSender, createServedPage } from '../src/web/servedPage';
import type { DrawnTree, TreeRequest } from '../src/web/shellRenderer';
import { eventually } from './helpers/eventually';
import { startTestServer, type TestServer } from './helpers/testServer';
import { signInAs, visitor, type Visitor } from './helpers/visitors';

const HOST = 'localhost:3000';
const TEMPLATE =
  '<!doctype html><html><head><title>Shop</title></head><body><div id="root"><div id="app-loading"><span></span></div></div></body></html>';
const DRAWN: DrawnTree = { root: '<div id="root" data-server-rendered=""><main>drawn</main></div>', styles: '', complete: true };

let server: TestServer;
let buildDir: string;
let buildFile: string;
beforeAll(async () => {
  server = await startTestServer({}, { cornerShop: true });
  buildDir = mkdtempSync(path.join(tmpdir(), 'page-cache-builds-'));
  buildFile = path.join(buildDir, 'renderer.js');
  writeFileSync(buildFile, 'first build');
});
afterAll(async () => {
  if (buildDir) rmSync(buildDir, { recursive: true, force: true });
  await server?.close();
});

interface PageServer {
  app: FastifyInstance;
  /** The pages the tree was drawn for. */
  draws: TreeRequest[];
  /** What the stub renderer answers (null: the tree could not be drawn). */
  tree: { next: DrawnTree | null };
  template: { html: string };
  clock: { now: number };
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
}

/** A shop's page sender on the real API with a stub renderer and a clock of its own, as single-process mode wires it. */
async function pageServer({
  api = injectedApi(server.app),
  changes = () => catalogueCacheOf(server.db),
}: { api?: PageApi; changes?: () => CatalogueCache | undefined } = {}): Promise<PageServer> {
  const draws: TreeRequest[] = [];
  const tree = { next: DRAWN as DrawnTree | null };
  const template = { html: TEMPLATE };
  const clock = { now: 1_000_000 };
  const send = createPageSender({
    template: () => template.html,
    page: createServedPage({
      api,
      cdnBase: '/cdn',
      remoteAssets: () => ({ scripts: [], screens: {} }),
      renderTree: async (request) => {
        draws.push(request);
        return tree.next;
      },
      runtime: runtimeConfig(server.config),
      environment: 'test',
    }),
    csp: () => "default-src 'self'",
    missingShell: 'no shell',
    cache: createPageCache({ changes, buildFiles: [buildFile], now: () => clock.now }),
  });
  const app = Fastify();
  app.get('/*', send);
  await app.ready();
  return {
    app,
    draws,
    tree,
    template,
    clock,
    get: (url, headers = {}) => app.inject({ method: 'GET', url, headers: { host: HOST, ...headers } }),
  };
}

const cookieOf = (someone: Visitor) => [...someone.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

function jsonElement(html: string, id: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`).exec(html);
  return match ? JSON.parse(match[1]) : undefined;
}
const initOf = (page: LightMyRequestResponse) =>
  jsonElement(page.body, INIT_DATA_ELEMENT_ID) as { user: { email: string } | null; cart: { items: unknown[] } };

interface ProductAnswer {
  slug: string;
  packs: { pack_id: number; price: number; warehouse_id: number; in_stock: boolean }[];
}
async function someProduct(offset: number): Promise<ProductAnswer> {
  const listing = await server.app.inject({ method: 'GET', url: `/s/api/products?perPage=1&page=${offset}`, headers: { host: HOST } });
  return listing.json().data[0];
}

/** Runs a statement and waits until its change notification is heard (so it drops no page kept after this). */
async function changeHeard(statement: ReturnType<typeof sql>): Promise<void> {
  const changes = catalogueCacheOf(server.db)!;
  const before = changes.stamp();
  await server.db.execute(statement);
  await eventually(async () => expect(changes.stamp()).toBeGreaterThan(before));
}

describe('a guest without a session', () => {
  it('is given the page drawn for the first such guest of the address, with no cookie, the same bytes', async () => {
    const pages = await pageServer();
    const first = await pages.get('/products?c=staples', { 'accept-encoding': 'br' });
    const second = await pages.get('/products?c=staples', { 'accept-encoding': 'br' });
    const plain = await pages.get('/products?c=staples');
    expect(pages.draws).toHaveLength(1);
    expect([first.statusCode, second.statusCode, plain.statusCode]).toEqual([200, 200, 200]);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers['content-encoding']).toBe('br');
    expect(plain.body).toContain('<main>drawn</main>');
    for (const page of [first, second, plain]) {
      expect(page.headers['set-cookie']).toBeUndefined();
      expect(page.headers['cache-control']).toBe('private, no-cache');
      expect(page.headers['content-security-policy']).toBe("default-src 'self'");
    }
    // A guest's browser revalidating the page it holds.
    const revalidated = await pages.get('/products?c=staples', { 'if-none-match': String(second.headers.etag) });
    expect([revalidated.statusCode, revalidated.body]).toEqual([304, '']);
    expect(plain.headers.etag).toBe(second.headers.etag);
    // Cookies other than the session's are not read by the API: the page is the same.
    await pages.get('/products?c=staples', { cookie: 'XSRF-TOKEN=abc; theme=dark' });
    expect(pages.draws).toHaveLength(1);
  });

  it('keeps pages apart by website host, path and query', async () => {
    const pages = await pageServer();
    const corner = new URL(cornerShopOrigin(3000)).host;
    const freshKart = await pages.get('/');
    const cornerShop = await pages.get('/', { host: corner });
    await pages.get('/?utm_source=mail');
    await pages.get('/products?page=2');
    await pages.get('/products?page=3');
    expect(pages.draws.map((draw) => draw.url)).toEqual(['/', '/', '/?utm_source=mail', '/products?page=2', '/products?page=3']);
    const name = (page: LightMyRequestResponse) => (jsonElement(page.body, INIT_DATA_ELEMENT_ID) as { web: { name: string } }).web.name;
    expect(name(freshKart)).not.toBe(name(cornerShop));
    expect(name(await pages.get('/', { host: corner }))).toBe(name(cornerShop));
    expect(name(await pages.get('/'))).toBe(name(freshKart));
    expect(pages.draws).toHaveLength(5);
  });

  it('draws the page once for guests asking at the same time', async () => {
    const pages = await pageServer();
    const answers = await Promise.all(Array.from({ length: 4 }, () => pages.get('/products?c=dairy-and-bakery')));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(pages.draws).toHaveLength(1);
  });
});

describe('what is never kept', () => {
  it('a 404: a path with no page, an unknown product', async () => {
    const pages = await pageServer();
    for (const url of ['/no-such-page', '/no-such-page', '/products/no-such-product', '/products/no-such-product'])
      expect((await pages.get(url)).statusCode).toBe(404);
    expect(pages.draws).toHaveLength(4);
  });

  it('a page drawn without the tree, or with a part of it left to the browser', async () => {
    const pages = await pageServer();
    pages.tree.next = null;
    await pages.get('/products?c=snacks');
    await pages.get('/products?c=snacks');
    pages.tree.next = { ...DRAWN, complete: false };
    await pages.get('/products?c=snacks');
    await pages.get('/products?c=snacks');
    expect(pages.draws).toHaveLength(4);
    pages.tree.next = DRAWN;
    await pages.get('/products?c=snacks');
    await pages.get('/products?c=snacks');
    expect(pages.draws).toHaveLength(5);
  });

  it('a page missing an API answer, or whose answers set a cookie', async () => {
    const real = injectedApi(server.app);
    let mode: 'failing' | 'cookie' | 'plain' = 'failing';
    const pages = await pageServer({
      api: async (apiPath, headers) => {
        if (mode === 'failing' && apiPath.startsWith('/api/products')) return { status: 503, body: '{}', setCookies: [] };
        const answer = await real(apiPath, headers);
        return mode === 'cookie' && apiPath === '/api/init' ? { ...answer, setCookies: ['sid=minted; Path=/; HttpOnly'] } : answer;
      },
    });
    await pages.get('/products?c=fruits');
    await pages.get('/products?c=fruits');
    mode = 'cookie';
    const withCookie = await pages.get('/products?c=fruits');
    expect(withCookie.headers['set-cookie']).toBe('sid=minted; Path=/; HttpOnly');
    await pages.get('/products?c=fruits');
    expect(pages.draws).toHaveLength(4);
    // The cookie set for one visitor is never replayed to another.
    mode = 'plain';
    const next = await pages.get('/products?c=fruits');
    expect(next.headers['set-cookie']).toBeUndefined();
    await pages.get('/products?c=fruits');
    expect(pages.draws).toHaveLength(5);
  });

  it('anything while the change notifications are not heard', async () => {
    const pages = await pageServer({ changes: () => undefined });
    await pages.get('/products?c=staples');
    await pages.get('/products?c=staples');
    expect(pages.draws).toHaveLength(2);
  });
});

describe('visitors with a session', () => {
  it('a signed-in visitor is never given a kept page, and a guest never the signed-in visitor’s', async () => {
    const pages = await pageServer();
    const shopper = await signInAs(server, 'priya@example.com');
    // Signed in first: their page is not kept.
    const signedIn = await pages.get('/products?c=staples&s=name', { cookie: cookieOf(shopper) });
    expect(initOf(signedIn).user?.email).toBe('priya@example.com');
    const guest = await pages.get('/products?c=staples&s=name');
    expect(initOf(guest).user).toBeNull();
    expect(guest.body).not.toContain('priya@example.com');
    expect(pages.draws).toHaveLength(2);
    // A guest's page kept: the signed-in visitor still gets their own, drawn for them.
    const again = await pages.get('/products?c=staples&s=name', { cookie: cookieOf(shopper) });
    expect(initOf(again).user?.email).toBe('priya@example.com');
    expect(pages.draws).toHaveLength(3);
    expect(initOf(await pages.get('/products?c=staples&s=name')).user).toBeNull();
    expect(pages.draws).toHaveLength(3);
  });

  it('a guest with a cart gets their own page; their cart is never in another guest’s', async () => {
    const pages = await pageServer();
    const product = await someProduct(7);
    const pack = product.packs.find((candidate) => candidate.in_stock)!;
    const shopper = visitor(server);
    expect((await shopper.post('/s/api/cart/add', { pack_id: pack.pack_id, warehouse_id: pack.warehouse_id })).statusCode).toBe(200);
    const own = await pages.get(`/products/${product.slug}`, { cookie: cookieOf(shopper) });
    expect(initOf(own).cart.items).toHaveLength(1);
    const anyone = await pages.get(`/products/${product.slug}`);
    expect(initOf(anyone).cart.items).toEqual([]);
    await pages.get(`/products/${product.slug}`, { cookie: cookieOf(shopper) });
    await pages.get(`/products/${product.slug}`);
    expect(pages.draws).toHaveLength(3);
  });

  it('a session cookie naming no session still gets a page drawn for it (only the database can tell)', async () => {
    const pages = await pageServer();
    await pages.get('/products?c=staples&s=price_asc');
    await pages.get('/products?c=staples&s=price_asc', { cookie: 'sid=not-a-session' });
    expect(pages.draws).toHaveLength(2);
  });
});

describe('a kept page is dropped', () => {
  it('when a price changes, by a plain UPDATE (the catalogue change notification)', async () => {
    const pages = await pageServer();
    const product = await someProduct(3);
    const [pack] = product.packs;
    const url = `/products/${product.slug}`;
    const priceOf = (page: LightMyRequestResponse) =>
      (jsonElement(page.body, API_ANSWERS_ELEMENT_ID) as Record<string, ProductAnswer>)[`/api/products/${product.slug}`].packs[0].price;
    expect(priceOf(await pages.get(url))).toBe(pack.price);
    await pages.get(url);
    expect(pages.draws).toHaveLength(1);
    await server.db.execute(sql`update packs set price_paise = price_paise + 100 where id = ${pack.pack_id}`);
    try {
      // The notification comes shortly after COMMIT; until then the API's own caches answer the old price too.
      await eventually(async () => expect(priceOf(await pages.get(url))).toBe(pack.price + 1));
      expect(pages.draws).toHaveLength(2);
      await pages.get(url);
      expect(pages.draws).toHaveLength(2);
    } finally {
      await changeHeard(sql`update packs set price_paise = price_paise - 100 where id = ${pack.pack_id}`);
    }
  });

  it('when the website’s settings or theme change', async () => {
    const pages = await pageServer();
    const [website] = await queryRows<{ id: number; theme_colors: Record<string, string> }>(
      server.db,
      sql`select id, theme_colors from websites where is_default`,
    );
    await pages.get('/products?c=snacks&s=name');
    const colours = { ...website.theme_colors, primary: '#123456' };
    await server.db.execute(sql`update websites set theme_colors = ${JSON.stringify(colours)}::jsonb where id = ${website.id}`);
    try {
      await eventually(async () =>
        expect((await pages.get('/products?c=snacks&s=name')).body).toContain('<meta name="theme-color" content="#123456">'),
      );
      expect(pages.draws).toHaveLength(2);
    } finally {
      await changeHeard(sql`update websites set theme_colors = ${JSON.stringify(website.theme_colors)}::jsonb where id = ${website.id}`);
    }
  });

  it('when one of the website’s pages is edited (its CMS content)', async () => {
    const pages = await pageServer();
    const [page] = await queryRows<{ id: number; seo_title: string }>(server.db, sql`select id, seo_title from pages where url = '/about-us'`);
    expect((await pages.get('/about-us')).body).toContain(`<title>${page.seo_title}</title>`);
    await server.db.execute(sql`update pages set seo_title = 'About the shop, edited' where id = ${page.id}`);
    try {
      await eventually(async () => expect((await pages.get('/about-us')).body).toContain('<title>About the shop, edited</title>'));
      expect(pages.draws).toHaveLength(2);
    } finally {
      await changeHeard(sql`update pages set seo_title = ${page.seo_title} where id = ${page.id}`);
    }
  });

  it('when the website’s sales change, for a product page (it shows what is bought together) and no other', async () => {
    const pages = await pageServer();
    const product = await someProduct(5);
    const changes = catalogueCacheOf(server.db)!;
    await pages.get(`/products/${product.slug}`);
    await pages.get('/products?c=staples&page=2');
    const websiteId = (initOf(await pages.get('/products?c=staples&page=2')) as unknown as { web: { id: number } }).web.id;
    expect(pages.draws).toHaveLength(2);
    changes.invalidateSales(websiteId);
    await pages.get(`/products/${product.slug}`);
    await pages.get('/products?c=staples&page=2');
    expect(pages.draws.map((draw) => draw.url)).toEqual([`/products/${product.slug}`, '/products?c=staples&page=2', `/products/${product.slug}`]);
  });

  it('when the shell’s page template changes', async () => {
    const pages = await pageServer();
    await pages.get('/products?c=dairy-and-bakery&s=name');
    pages.template.html = TEMPLATE.replace('<title>Shop</title>', '<title>Shop</title><meta name="release" content="2">');
    const page = await pages.get('/products?c=dairy-and-bakery&s=name');
    expect(page.body).toContain('<meta name="release" content="2">');
    await pages.get('/products?c=dairy-and-bakery&s=name');
    expect(pages.draws).toHaveLength(2);
  });

  it('when a build changes; pages drawn while the renderer may still draw with the old one are not kept', async () => {
    const pages = await pageServer();
    const url = '/products?c=fruits&s=name';
    await pages.get(url);
    await pages.get(url);
    expect(pages.draws).toHaveLength(1);
    writeFileSync(buildFile, 'the second build, redeployed');
    try {
      // Looked at again after BUILD_CHECK_MS.
      await pages.get(url);
      expect(pages.draws).toHaveLength(1);
      pages.clock.now += BUILD_CHECK_MS;
      await pages.get(url);
      await pages.get(url);
      expect(pages.draws).toHaveLength(3);
      pages.clock.now += BUILD_SETTLE_MS;
      await pages.get(url);
      await pages.get(url);
      expect(pages.draws).toHaveLength(4);
    } finally {
      writeFileSync(buildFile, 'first build');
    }
  });

  it('after PAGE_TTL_MS in any case', async () => {
    const pages = await pageServer();
    await pages.get('/products?c=snacks&s=price_asc');
    pages.clock.now += PAGE_TTL_MS - 1;
    await pages.get('/products?c=snacks&s=price_asc');
    expect(pages.draws).toHaveLength(1);
    pages.clock.now += 1;
    await pages.get('/products?c=snacks&s=price_asc');
    expect(pages.draws).toHaveLength(2);
  });
});
