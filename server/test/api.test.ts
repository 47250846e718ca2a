import { sql } from 'drizzle-orm';
import { initDataSchema, pageDataResponseSchema, productListResponseSchema, productSchema } from '@storefront/shared/contracts';
import { queryRows } from '../src/db/client';
import { seedDemo } from '../src/seed/seedDemo';
import { countRows, cookieValue, setCookies, startTestServer, type TestServer } from './helpers/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });
const count = (table: string) => countRows(server.db, table);

describe('GET /s/api/cookie', () => {
  it('starts a session and sets a readable XSRF-TOKEN cookie on path /', async () => {
    const response = await get('/s/api/cookie');
    expect(response.statusCode).toBe(200);
    const cookies = setCookies(response);
    expect(cookies.sid).toMatch(/HttpOnly/);
    expect(cookies.sid).toMatch(/SameSite=Lax/);
    expect(cookies['XSRF-TOKEN']).toMatch(/Path=\//);
    expect(cookies['XSRF-TOKEN']).not.toMatch(/HttpOnly/);
    expect(cookieValue(cookies['XSRF-TOKEN'])).toMatch(/^[\w-]+\.[\w-]+$/);
  });

  it('keeps one session per visitor: a second call with the cookie creates no new session', async () => {
    const first = await get('/s/api/cookie');
    const sid = cookieValue(setCookies(first).sid);
    const before = await count('sessions');
    const second = await get('/s/api/cookie', { cookie: `sid=${sid}` });
    expect(setCookies(second).sid).toBeUndefined();
    expect(await count('sessions')).toBe(before);
  });
});

describe('XSRF on non-GET requests', () => {
  it('refuses a POST without the token with 403 and a readable message', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/s/api/cookie', payload: {} });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/reload the page/);
  });

  it('refuses a token that does not match the cookie', async () => {
    const cookies = setCookies(await get('/s/api/cookie'));
    const sid = cookieValue(cookies.sid);
    const token = cookieValue(cookies['XSRF-TOKEN']);
    const response = await server.app.inject({
      method: 'POST',
      url: '/s/api/cookie',
      headers: { cookie: `sid=${sid}; XSRF-TOKEN=${token}`, 'x-xsrf-token': `${token}x` },
      payload: {},
    });
    expect(response.statusCode).toBe(403);
  });

  it('lets a POST with the matching token through to routing (404 for a route that does not exist)', async () => {
    const cookies = setCookies(await get('/s/api/cookie'));
    const sid = cookieValue(cookies.sid);
    const token = cookieValue(cookies['XSRF-TOKEN']);
    const response = await server.app.inject({
      method: 'POST',
      url: '/s/api/cookie',
      headers: { cookie: `sid=${sid}; XSRF-TOKEN=${token}`, 'x-xsrf-token': token },
      payload: {},
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('No API at POST /s/api/cookie');
  });
});

describe('GET /s/api/init', () => {
  it('answers every init field for a guest, matching the shared schema', async () => {
    const response = await get('/s/api/init', { 'x-web-url': 'http://localhost:3000' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    for (const field of [
      'user',
      'web',
      'pincode',
      'categories',
      'brands',
      'webSeo',
      'webAddress',
      'popup',
      'webPages',
      'dynamicNavbar',
      'navSetting',
      'activetheme',
      'navs',
      'footers',
      'cart',
    ]) {
      expect(body).toHaveProperty(field);
    }
    const init = initDataSchema.parse(body);
    expect(init.user).toBeNull();
    expect(init.web.name).toBe('FreshKart');
    expect(init.web.font_family).toBe('Inter');
    expect(init.activetheme.theme).toBe('light');
    expect(init.categories.length).toBeGreaterThanOrEqual(8);
    expect(init.categories[0].children.length).toBeGreaterThan(0);
    expect(init.brands.length).toBeGreaterThan(10);
    expect(init.cart.items).toEqual([]);
    expect(init.footers.map((group) => group.name)).toContain('Company');
  });
});

describe('GET /s/api/products', () => {
  it('lists 24 products of the seeded catalogue with the database total', async () => {
    const response = await get('/s/api/products');
    expect(response.statusCode).toBe(200);
    const body = productListResponseSchema.parse(response.json());
    expect(body.data).toHaveLength(24);
    expect(body.meta.total).toBe(await count('products'));
    const product = body.data[0];
    expect(product.packs.length).toBeGreaterThan(0);
    expect(product.image).toMatch(/^products\/[a-z0-9-]+\.svg$/);
  });

  it('pages through the catalogue without repeating a product', async () => {
    const first = productListResponseSchema.parse((await get('/s/api/products')).json());
    const second = productListResponseSchema.parse((await get('/s/api/products?page=2')).json());
    const firstIds = new Set(first.data.map((product) => product.product_id));
    expect(second.data.some((product) => firstIds.has(product.product_id))).toBe(false);
  });

  it('filters by a parent category, including its children', async () => {
    const init = initDataSchema.parse((await get('/s/api/init')).json());
    const parent = init.categories[0];
    const childSlugs = new Set(parent.children.map((child) => child.slug));
    const body = productListResponseSchema.parse((await get(`/s/api/products?c=${parent.slug}&perPage=100`)).json());
    expect(body.meta.total).toBeGreaterThan(0);
    for (const product of body.data) expect(childSlugs.has(product.category_slug!)).toBe(true);
  });

  it('filters by brand and by search text (trimmed)', async () => {
    const all = productListResponseSchema.parse((await get('/s/api/products?perPage=1')).json());
    const brand = all.data[0].brand_slug;
    const byBrand = productListResponseSchema.parse((await get(`/s/api/products?b=${brand}&perPage=100`)).json());
    expect(byBrand.data.every((product) => product.brand_slug === brand)).toBe(true);

    const word = all.data[0].product_name.split(' ').at(-1)!;
    const bySearch = productListResponseSchema.parse((await get(`/s/api/products?q=${encodeURIComponent(`  ${word}  `)}`)).json());
    expect(bySearch.meta.total).toBeGreaterThan(0);
    expect(bySearch.data.every((product) => `${product.product_name} ${product.brand_name}`.toLowerCase().includes(word.toLowerCase()))).toBe(true);
  });

  it('sorts by lowest pack price', async () => {
    const body = productListResponseSchema.parse((await get('/s/api/products?s=price_asc&perPage=50')).json());
    const prices = body.data.map((product) => Math.min(...product.packs.map((pack) => pack.price)));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('refuses an unknown sort or an oversized page with a 400 that names the field', async () => {
    const badSort = await get('/s/api/products?s=cheapest');
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json().field).toBe('s');
    const badPerPage = await get('/s/api/products?perPage=1000');
    expect(badPerPage.statusCode).toBe(400);
    expect(badPerPage.json().field).toBe('perPage');
  });

  it('answers a page past the end with no products and the real total', async () => {
    const body = productListResponseSchema.parse((await get('/s/api/products?page=999')).json());
    expect(body.data).toEqual([]);
    expect(body.meta.total).toBe(await count('products'));
  });
});

describe('GET /s/api/products/{slug-or-id}', () => {
  it('finds a product by slug and by id, with rupee prices from the database', async () => {
    const [row] = await queryRows<{ id: number; slug: string; price_paise: number }>(
      server.db,
      sql`select p.id, p.slug, pk.price_paise from products p join packs pk on pk.product_id = p.id order by p.id, pk.position limit 1`,
    );
    const bySlug = productSchema.parse((await get(`/s/api/products/${row.slug}`)).json());
    const byId = productSchema.parse((await get(`/s/api/products/${row.id}`)).json());
    expect(bySlug.product_id).toBe(row.id);
    expect(byId.slug).toBe(row.slug);
    expect(bySlug.packs[0].price).toBe(row.price_paise / 100);
  });

  it('answers 404 with a message for an unknown product', async () => {
    const response = await get('/s/api/products/no-such-thing');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("No product called 'no-such-thing'");
  });
});

describe('GET /s/api/page/data{path}', () => {
  it('answers the home page components', async () => {
    const body = pageDataResponseSchema.parse((await get('/s/api/page/data/')).json());
    expect(body.data[0].type).toBe('hero_banner');
    expect(body.show_navbar).toBe(true);
    const about = pageDataResponseSchema.parse((await get('/s/api/page/data/about-us')).json());
    expect(about.seo_title).toBe('About FreshKart');
  });

  it('answers 404 JSON for an unknown page', async () => {
    const response = await get('/s/api/page/data/nowhere');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('There is no page at /nowhere');
  });
});

describe('website resolution', () => {
  it('refuses an unknown public origin in production', async () => {
    const production = await startTestServer({ NODE_ENV: 'production' }, { seed: false });
    try {
      await seedDemo(production.db);
      const response = await production.app.inject({ method: 'GET', url: '/s/api/init', headers: { 'x-web-url': 'https://unknown-shop.example' } });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('No shop is configured for https://unknown-shop.example');
      const local = await production.app.inject({ method: 'GET', url: '/s/api/init', headers: { 'x-web-url': 'http://localhost:3000' } });
      expect(local.statusCode).toBe(200);
    } finally {
      await production.close();
    }
  });
});

describe('demo seed', () => {
  it('is idempotent: a second run changes nothing', async () => {
    const before = await count('products');
    expect(await seedDemo(server.db)).toBe(false);
    expect(await count('products')).toBe(before);
    expect(before).toBeGreaterThanOrEqual(380);
  });
});

describe('/cdn', () => {
  it('serves generated product images and the default PNG', async () => {
    const image = await get('/cdn/medium/products/onion.svg');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(image.body.startsWith('<svg')).toBe(true);
    const png = await get('/cdn/no-image.png');
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('answers 404 for paths that are not catalogue images', async () => {
    expect((await get('/cdn/medium/../../etc/passwd')).statusCode).toBe(404);
    expect((await get('/cdn/huge/products/onion.svg')).statusCode).toBe(404);
  });
});
