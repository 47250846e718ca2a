/**
 * The demo seed's second website, Corner Basket: its own origin, a smaller catalogue of its own, and the custom
 * (dynamic) navbar the shell wires, cleaned of the script its editor pasted.
 */
import { initDataSchema, productListResponseSchema } from '@storefront/shared/contracts';
import { startTestServer, type TestServer } from './helpers/testServer';

const CORNER_URL = 'http://corner.localhost:3000';
const FRESHKART_URL = 'http://localhost:3000';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { cornerShop: true });
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const get = (url: string, origin: string) => server.app.inject({ method: 'GET', url, headers: { 'x-web-url': origin } });

it('answers the second demo website on its own origin, with its custom navbar cleaned of script', async () => {
  const init = initDataSchema.parse((await get('/s/api/init', CORNER_URL)).json());
  expect(init.web.name).toBe('Corner Basket');
  expect(init.navSetting.dynamic_navbar).toBe(true);
  expect(init.categories.map((category) => category.slug)).toEqual(['fruits-and-vegetables', 'dairy-and-bakery', 'staples']);
  const navbar = init.dynamicNavbar!.data;
  for (const placeholder of ['id="search-btn"', 'id="account-btn-desktop"', 'id="account-btn-mobile"', 'class="cart-btn"', 'class="pincode-btn"']) {
    expect(navbar).toContain(placeholder);
  }
  expect(navbar).toContain('<style>');
  expect(navbar).not.toContain('<script');
  expect(navbar).not.toContain('customNavbarScript');
});

it('keeps each website to its own catalogue', async () => {
  const corner = productListResponseSchema.parse((await get('/s/api/products?c=staples', CORNER_URL)).json());
  const freshkart = productListResponseSchema.parse((await get('/s/api/products?c=staples', FRESHKART_URL)).json());
  expect(corner.meta.total).toBeGreaterThan(0);
  expect(corner.meta.total).toBe(freshkart.meta.total);
  const cornerAll = productListResponseSchema.parse((await get('/s/api/products', CORNER_URL)).json());
  const freshkartAll = productListResponseSchema.parse((await get('/s/api/products', FRESHKART_URL)).json());
  expect(cornerAll.meta.total).toBeLessThan(freshkartAll.meta.total);
  const snacks = productListResponseSchema.parse((await get('/s/api/products?c=snacks-and-namkeen', CORNER_URL)).json());
  expect(snacks.meta.total).toBe(0);
  const freshkartInit = initDataSchema.parse((await get('/s/api/init', FRESHKART_URL)).json());
  expect(freshkartInit.web.name).toBe('FreshKart');
  expect(freshkartInit.dynamicNavbar).toBeNull();
});
