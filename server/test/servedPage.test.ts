/**
 * First paint: the shell's page carries this visitor's init answer, a dynamic page's data, the theme,
 * the SEO head and preload hints for the route's remote; files go out precompressed and API JSON compressed.
 * Needs the apps built (shell and remotes' dist).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { API_ANSWERS_ELEMENT_ID, API_REFUSALS_ELEMENT_ID, INIT_DATA_ELEMENT_ID, PAGE_DATA_ELEMENT_ID } from '@storefront/shared/contracts';
import { boughtTogetherCall, catalogueFirstCall, similarProductsCall, templateAssets } from '../src/web/servedPage';
import { preferredEncoding } from '../src/web/htmlCompression';
import { matchRoute } from '../src/web/routeRemote';
import { assetsOf } from '../src/web/remoteAssets';
import { setCookies, startTestServer, type TestServer } from './helpers/testServer';
import { signInAs, visitor, WEB_URL } from './helpers/visitors';

const ROOT = path.resolve(__dirname, '../..');
const manifestOf = (pkg: string) => JSON.parse(readFileSync(path.join(ROOT, pkg, 'dist/mf-manifest.json'), 'utf8'));
const routesChunk = (pkg: string) =>
  manifestOf(pkg).exposes.find((expose: { path: string }) => expose.path === './routes').assets.js.sync[0] as string;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ SERVE_APPS: 'true', TRUST_PROXY: 'loopback' });
});
afterAll(async () => {
  await server?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

function bodyOf(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString('utf8');
  return response.body;
}

function jsonElement(html: string, id: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`).exec(html);
  return match ? JSON.parse(match[1]) : undefined;
}

const preloads = (html: string) => [...html.matchAll(/<link rel="preload"[^>]*>/g)].map((match) => match[0]);
/** The remote scripts the page names for its start script to preload once the first frame is drawn. */
const remoteScripts = (html: string): string[] => {
  const list = /<script type="application\/json" id="remote-scripts">(.*?)<\/script>/.exec(html.slice(0, html.indexOf('</head>')));
  return list ? JSON.parse(list[1]) : [];
};
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

describe('precompressed static files', () => {
  const chunk = `/mfe-catalog/${routesChunk('mfe-catalog')}`;
  const file = path.join(ROOT, 'mfe-catalog/dist', routesChunk('mfe-catalog'));

  it('serves the brotli copy of a hashed chunk, immutable, varying on Accept-Encoding', async () => {
    const response = await get(chunk, { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.equals(readFileSync(`${file}.br`))).toBe(true);
  });

  it('serves the gzip copy to a gzip-only client', async () => {
    const response = await get(chunk, { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(response.rawPayload).equals(readFileSync(file))).toBe(true);
  });

  it('serves the file itself without Accept-Encoding', async () => {
    const response = await get(chunk);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.equals(readFileSync(file))).toBe(true);
  });

  it('keeps manifests and remote entries no-cache when precompressed', async () => {
    for (const url of ['/mfe-catalog/mf-manifest.json', '/mfe-catalog/remoteEntry.js', '/main.js']) {
      const response = await get(url, { 'accept-encoding': 'br' });
      expect([url, response.headers['content-encoding'], response.headers['cache-control']]).toEqual([url, 'br', 'no-cache']);
    }
  });
});

describe('compressed API answers', () => {
  it('answers /s/api/products in brotli, and as it is without Accept-Encoding', async () => {
    const compressed = await get('/s/api/products', { 'x-web-url': WEB_URL, 'accept-encoding': 'br' });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    const plain = await get('/s/api/products', { 'x-web-url': WEB_URL });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(bodyOf(compressed))).toEqual(plain.json());
  });

  it('answers HEAD with the headers GET has', async () => {
    const response = await server.app.inject({ method: 'HEAD', url: '/s/api/products', headers: { 'x-web-url': WEB_URL, 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.body).toBe('');
  });

  it('leaves small answers alone', async () => {
    const response = await get('/s/api/check/pincode/560034', { 'x-web-url': WEB_URL, 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    expect(Buffer.byteLength(response.body)).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});

describe('the page', () => {
  it('inlines the init answer the API gives the same signed-in visitor', async () => {
    const shopper = await signInAs(server, 'priya@example.com');
    const api = await shopper.get('/s/api/init');
    const page = await shopper.get('/products', { 'accept-encoding': 'br' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('private, no-cache');
    const html = bodyOf(page);
    const inlined = jsonElement(html, INIT_DATA_ELEMENT_ID) as { user: { email: string } | null };
    expect(inlined).toEqual(api.json());
    expect(inlined.user?.email).toBe('priya@example.com');
    expect(jsonElement(html, PAGE_DATA_ELEMENT_ID)).toBeUndefined();
  });

  it('inlines the listing answer the catalogue screen asks for, named as its API client names the call', async () => {
    const guest = visitor(server);
    const api = await guest.get('/s/api/products?c=staples&perPage=24');
    const page = await guest.get('/products?c=staples&page=1&q=%20');
    expect(jsonElement(page.body, API_ANSWERS_ELEMENT_ID)).toEqual({ '/api/products?c=staples&perPage=24': api.json() });
  });

  it('inlines a product page’s product, what is bought with it and its similar products, and no catalogue answer elsewhere', async () => {
    const guest = visitor(server);
    const product = (await guest.get('/s/api/products?perPage=1')).json().data[0];
    const page = await guest.get(`/products/${product.slug}`);
    const similar = `/api/products?c=${product.category_slug}&perPage=12`;
    const together = `/api/products/${product.slug}/bought-together`;
    expect(jsonElement(page.body, API_ANSWERS_ELEMENT_ID)).toEqual({
      [`/api/products/${product.slug}`]: (await guest.get(`/s/api/products/${product.slug}`)).json(),
      [together]: (await guest.get(`/s${together}`)).json(),
      [similar]: (await guest.get(`/s${similar}`)).json(),
    });
    expect(jsonElement((await guest.get('/products/no-such-product')).body, API_ANSWERS_ELEMENT_ID)).toBeUndefined();
    expect(jsonElement((await guest.get('/about-us')).body, API_ANSWERS_ELEMENT_ID)).toBeUndefined();
  });

  it('inlines the API’s refusal of an unknown product, for its not-found screen, and sends the page with 404', async () => {
    const guest = visitor(server);
    const api = await guest.get('/s/api/products/no-such-product');
    expect(api.statusCode).toBe(404);
    const page = await guest.get('/products/no-such-product');
    expect(page.statusCode).toBe(404);
    expect(jsonElement(page.body, API_REFUSALS_ELEMENT_ID)).toEqual({ '/api/products/no-such-product': { status: 404, body: api.json() } });
    const product = (await guest.get('/s/api/products?perPage=1')).json().data[0];
    expect(jsonElement((await guest.get(`/products/${product.slug}`)).body, API_REFUSALS_ELEMENT_ID)).toBeUndefined();
  });

  it('names catalogue calls exactly as the screens make them', () => {
    expect(catalogueFirstCall('/products', '')).toBe('/api/products?perPage=24');
    expect(catalogueFirstCall('/products', '?q=%20atta%20&s=price_asc&page=2&b=x,y')).toBe(
      '/api/products?b=x%2Cy&page=2&perPage=24&q=atta&s=price_asc',
    );
    expect(catalogueFirstCall('/products/amul%20butter', '')).toBe('/api/products/amul%20butter');
    expect(catalogueFirstCall('/products/%E0%A4', '')).toBeNull();
    expect(catalogueFirstCall('/about-us', '')).toBeNull();
    expect(similarProductsCall({ category_slug: 'dairy-and-bakery' })).toBe('/api/products?c=dairy-and-bakery&perPage=12');
    expect(similarProductsCall({ message: 'Not found' })).toBeNull();
    expect(boughtTogetherCall({ slug: 'amul butter' })).toBe('/api/products/amul%20butter/bought-together');
    expect(boughtTogetherCall({ message: 'Not found' })).toBeNull();
  });

  it('starts no session for a first visit, as init does not', async () => {
    const page = await get('/products', { 'x-web-url': WEB_URL });
    expect(setCookies(page)).toEqual({});
    expect((jsonElement(page.body, INIT_DATA_ELEMENT_ID) as { user: unknown }).user).toBeNull();
  });

  it('inlines a dynamic page’s data with its SEO head', async () => {
    const guest = visitor(server);
    const api = await guest.get('/s/api/page/data/about-us');
    expect(api.statusCode).toBe(200);
    const html = (await guest.get('/about-us')).body;
    expect(jsonElement(html, PAGE_DATA_ELEMENT_ID)).toEqual({ path: '/about-us', data: api.json() });
    const { seo_title: title, seo_description: description } = api.json();
    expect(html).toContain(`<title>${escaped(title)}</title>`);
    expect(html).toContain(`<meta name="description" content="${escaped(description)}">`);
    expect(html).toContain(`<meta property="og:title" content="${escaped(title)}">`);
    expect(html).toContain(`<meta name="twitter:title" content="${escaped(title)}">`);
    expect(html).not.toContain('application/ld+json');
  });

  it('inlines the API’s answer that a path has no page, for the not-found screen, and sends the page with 404', async () => {
    const guest = visitor(server);
    const api = await guest.get('/s/api/page/data/no-such-page');
    expect(api.statusCode).toBe(404);
    const missing = await guest.get('/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(jsonElement(missing.body, PAGE_DATA_ELEMENT_ID)).toEqual({ path: '/no-such-page', missing: api.json() });
  });

  it('escapes "<" in the inlined JSON', async () => {
    const html = (await get('/', { 'x-web-url': WEB_URL })).body;
    for (const match of html.matchAll(/<script type="application\/json" id="[^"]+">([^<]*)<\/script>/g)) expect(match[1]).not.toMatch(/<\//);
    expect(jsonElement(html, PAGE_DATA_ELEMENT_ID)).toMatchObject({ path: '/' });
  });

  it('writes the theme, the font variable and the SEO head before any script', async () => {
    const guest = visitor(server);
    const init = (await guest.get('/s/api/init')).json();
    const html = (await guest.get('/products')).body;
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<style>:root\{--sf-color-primary:#[0-9a-f]{6};[^<]*\}:root\{--sf-font:'Inter', 'Inter Fallback',/);
    expect(head).toContain(`<title>All products — ${escaped(init.web.name)}</title>`);
    expect(head).toMatch(/<meta name="description" content="[^"]+">/);
    expect(head).toContain(`id="storefront-config"`);
    expect(head).not.toContain('<script src');
  });

  it('writes the home page’s SEO head before any script: title, description, keywords, Open Graph, Twitter and JSON-LD', async () => {
    const guest = visitor(server);
    const page = (await guest.get('/s/api/page/data/')).json();
    const init = (await guest.get('/s/api/init')).json();
    // Behind a proxy that terminates TLS (trusted: TRUST_PROXY): link previews need the image's absolute URL, as the visitor reaches the shop.
    const html = (await guest.get('/', { host: 'localhost:3000', 'x-forwarded-proto': 'https' })).body;
    const head = html.slice(0, html.indexOf('</head>'));
    const image = `https://localhost:3000/cdn/large/${init.webSeo.og_image}.jpg`;
    expect(init.webSeo.og_image).toMatch(/^banners\//);
    for (const line of [
      `<title>${escaped(page.seo_title)}</title>`,
      `<meta name="description" content="${escaped(page.seo_description)}">`,
      `<meta name="keywords" content="${escaped(page.seo_keyword)}">`,
      '<meta property="og:type" content="website">',
      `<meta property="og:title" content="${escaped(page.seo_title)}">`,
      `<meta property="og:description" content="${escaped(page.seo_description)}">`,
      `<meta property="og:image" content="${image}">`,
      '<meta name="twitter:card" content="summary_large_image">',
      `<meta name="twitter:description" content="${escaped(page.seo_description)}">`,
      `<meta name="twitter:image" content="${image}">`,
    ]) {
      expect(head).toContain(line);
    }
    const jsonLd = /<script type="application\/ld\+json" id="storefront-page-schema">([^<]*)<\/script>/.exec(head);
    expect(JSON.parse(jsonLd?.[1] ?? 'null')).toEqual(JSON.parse(page.schema_script));
    expect(JSON.parse(jsonLd?.[1] ?? 'null')).toMatchObject({ '@type': 'GroceryStore', address: { addressCountry: 'IN' } });
    expect(html.indexOf('<script')).toBe(html.indexOf('<script type="application/ld+json"'));
  });

  it("names the catalog remote on /products for the start script: its entry, ./routes chunk and the listing's own chunk, never the manifest", async () => {
    const html = (await get('/products', { 'x-web-url': WEB_URL })).body;
    const [entry, routes, listing, ...more] = remoteScripts(html);
    expect([entry, routes, ...more]).toEqual(['/mfe-catalog/remoteEntry.js', `/mfe-catalog/${routesChunk('mfe-catalog')}`]);
    expect(listing).toMatch(/^\/mfe-catalog\/ProductList\.[0-9a-f]{8}\.js$/);
    // No script hint in the head: fetched before the first frame, scripts take bandwidth from its picture and font.
    const links = preloads(html);
    expect(links.filter((link) => link.includes('as="script"'))).toEqual([]);
    expect(
      links.some((link) => /as="font" type="font\/woff2" crossorigin href="\/assets\/inter-latin-wght-normal\.[0-9a-f]+\.woff2"/.test(link)),
    ).toBe(true);
  });

  it('names the pages remote on / and the catalog one on a product page', async () => {
    const home = remoteScripts((await get('/', { 'x-web-url': WEB_URL })).body);
    expect(home).toEqual(['/mfe-pages/remoteEntry.js', `/mfe-pages/${routesChunk('mfe-pages')}`]);
    const product = remoteScripts((await get('/products/anything', { 'x-web-url': WEB_URL })).body);
    expect(product).toContain('/mfe-catalog/remoteEntry.js');
  });

  it('names a product page’s own chunk, which the listing loads only on demand', async () => {
    const screenChunk = (html: string) => remoteScripts(html).filter((src) => /^\/mfe-catalog\/ProductDetail\.[0-9a-f]{8}\.js$/.test(src));
    const product = screenChunk((await get('/products/anything', { 'x-web-url': WEB_URL })).body);
    expect(product).toHaveLength(1);
    expect((await get(product[0])).statusCode).toBe(200);
    expect(screenChunk((await get('/products', { 'x-web-url': WEB_URL })).body)).toEqual([]);
  });

  it('names the sign-in screen’s remote for a guest on a signed-in route', async () => {
    expect(remoteScripts((await get('/checkout', { 'x-web-url': WEB_URL })).body)).toContain('/mfe-account/remoteEntry.js');
  });
});

describe('pieces', () => {
  it('maps paths to remotes like the shell’s router', () => {
    expect(matchRoute('/products')).toEqual({ remote: 'catalog', screen: 'ProductList', auth: false, dynamicPage: false });
    expect(matchRoute('/products/')?.remote).toBe('catalog');
    expect(matchRoute('/products/fresh-onion')).toMatchObject({ remote: 'catalog', screen: 'ProductDetail' });
    expect(matchRoute('/products/a/b')).toEqual({ remote: 'pages', screen: 'DynamicPage', auth: false, dynamicPage: true });
    expect(matchRoute('/account')).toMatchObject({ remote: 'account', auth: true, dynamicPage: false });
    expect(matchRoute('/account/orders/12')?.remote).toBe('account');
    expect(matchRoute('/checkout/confirm/9')?.remote).toBe('cartCheckout');
    expect(matchRoute('/')).toEqual({ remote: 'pages', screen: 'DynamicPage', auth: false, dynamicPage: true });
    expect(matchRoute('/about-us')?.remote).toBe('pages');
    // The shell's own screens: no remote draws them.
    expect(matchRoute('/status')).toBeNull();
    expect(matchRoute('/dev/UI-kit/')).toBeNull();
  });

  it('resolves manifest assets against the manifest URL, also on another origin', () => {
    const manifest = {
      metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        {
          name: 'routes',
          path: './routes',
          assets: { js: { sync: ['__federation_expose_routes.0123456789abcdef.js'], async: ['150.01234567.js', 'ProductDetail.89abcdef.js'] } },
        },
      ],
    };
    expect(assetsOf(manifest, '/mfe-catalog/mf-manifest.json')).toEqual({
      scripts: ['/mfe-catalog/remoteEntry.js', '/mfe-catalog/__federation_expose_routes.0123456789abcdef.js'],
      screens: { ProductDetail: '/mfe-catalog/ProductDetail.89abcdef.js' },
    });
    expect(assetsOf(manifest, 'https://cdn.example/catalog/mf-manifest.json').scripts[0]).toBe('https://cdn.example/catalog/remoteEntry.js');
  });

  it('negotiates the page encoding', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip, br;q=0')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });

  it('finds the Inter file to preload in the shell’s built page (one variable file holds every weight)', () => {
    const assets = templateAssets(readFileSync(path.join(ROOT, 'shell/dist/index.html'), 'utf8'));
    expect(assets.fonts).toEqual([expect.stringMatching(/^\/assets\/inter-latin-wght-normal\.[0-9a-f]+\.woff2$/)]);
  });

  it('keeps the shell’s own hints for its start script: main.js and its start chunks preloaded, main.js started', async () => {
    const html = (await get('/products', { 'x-web-url': WEB_URL })).body;
    const [, preloaded, started] = /\((\["[^\]]*\]),(\["[^\]]*\])\);<\/script>/.exec(html) ?? [];
    const shellScripts: string[] = JSON.parse(preloaded);
    expect(shellScripts[0]).toBe('/main.js');
    // main.js, the start's vendors and its own code (shared/webpack/startup.js merges the rest of the start into those).
    expect(shellScripts.length).toBeGreaterThanOrEqual(3);
    expect(JSON.parse(started)).toEqual(['/main.js']);
    expect(html).not.toMatch(/<script[^>]* src=/);
    expect(html).not.toMatch(/<link[^>]* as="?script/);
  });

  it('draws the shop around the page in place of the spinner: the navbar with the shop’s name, and its styles in the head', async () => {
    const guest = visitor(server);
    const init = (await guest.get('/s/api/init')).json();
    const html = (await guest.get('/products')).body;
    const root = html.slice(html.indexOf('<div id="root"'), html.indexOf('<script', html.indexOf('<div id="root"')));
    expect(root).toMatch(/^<div id="root" data-server-rendered="">/);
    expect(root).toMatch(new RegExp(`<header[^>]*>.*>${init.web.name}</span>`));
    expect(html).not.toMatch(/<div id="?app-loading/);
    expect(html.slice(0, html.indexOf('</head>'))).toMatch(/<style data-emotion="css [\w -]+">/);
  });

  it('keeps colour literals out of the shell’s page template (the theme defines them)', () => {
    for (const file of ['shell/public/index.html', 'shell/dist/index.html']) {
      const html = readFileSync(path.join(ROOT, file), 'utf8');
      expect([file, html.match(/#[0-9a-f]{3,8}\b|\b(rgba?|hsla?)\(/gi)]).toEqual([file, null]);
      expect(html).toContain('var(--sf-color-primary');
    }
  });
});
