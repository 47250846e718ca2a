/**
 * The demo seed's second website, Corner Basket: its own origin, a smaller catalogue of its own, and the custom
 * (dynamic) navbar the shell wires, cleaned of the script its editor pasted.
 */
import { sql } from 'drizzle-orm';
import { formatINR, initDataSchema, pageDataResponseSchema, paiseToRupees, productListResponseSchema } from '@storefront/shared/contracts';
import { queryRows } from '../src/db/client';
import { groupDeliveryCharge } from '../src/delivery/warehouses';
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

describe('FreshKart states free delivery as its delivery rules give it', () => {
  /** The rules the cart applies, by the region each warehouse delivers to ('Delhi NCR — Gurugram': 'Delhi NCR'). */
  const rulesOf = () =>
    queryRows<{ region: string; chargePaise: number; freeAbovePaise: number }>(
      server.db,
      sql`select split_part(w.name, ' — ', 1) as region, dc.charge_paise as "chargePaise", dc.free_above_paise as "freeAbovePaise"
        from warehouses w join delivery_charges dc on dc.id = w.delivery_charge_id join websites s on s.id = w.website_id where s.is_default`,
    );
  const page = async (path: string) => pageDataResponseSchema.parse((await get(`/s/api/page/data${path}`, FRESHKART_URL)).json());
  const rupees = (paise: number) => formatINR(paiseToRupees(paise));
  /** The areas a text names after a threshold ('₹599 in Bengaluru and Mumbai, ₹499 in Delhi NCR'), by region. */
  const thresholdsIn = (text: string) =>
    new Map(
      [...text.matchAll(/(₹[\d,]+) in ([A-Z][\w ]*?(?:(?:, | and )[A-Z][\w ]*?)*)(?=[,.<"]|$)/g)].flatMap(([, amount, regions]) =>
        regions.split(/, | and /).map((region) => [region, amount] as const),
      ),
    );

  it('the home banner promises free delivery from an amount free in every area, and names each area’s own', async () => {
    const rules = await rulesOf();
    expect(rules.length).toBeGreaterThan(1);
    const banner = (await page('/')).data.find((component) => component.type === 'image_banner' && component.name === 'Free delivery');
    const [, headline, subline] = /^Free delivery from ₹([\d,]+)\. Orders from (.*)$/.exec((banner?.data as { alt: string }).alt) ?? [];
    const promised = Number(headline.replace(/,/g, '')) * 100;
    for (const rule of rules) expect([rule.region, groupDeliveryCharge(rule, promised).chargePaise]).toEqual([rule.region, 0]);
    // Not more than it takes: a rupee less is charged somewhere.
    expect(rules.some((rule) => groupDeliveryCharge(rule, promised - 100).chargePaise > 0)).toBe(true);
    const stated = thresholdsIn(subline);
    for (const rule of rules) expect([rule.region, stated.get(rule.region)]).toEqual([rule.region, rupees(rule.freeAbovePaise)]);
  });

  it('its pages give each area the threshold and the charge of its rule', async () => {
    const rules = await rulesOf();
    const texts = await Promise.all(['/', '/terms', '/delivery-areas'].map(async (path) => JSON.stringify((await page(path)).data)));
    const quoted = texts.map(thresholdsIn).filter((stated) => stated.size > 0);
    expect(quoted).toHaveLength(2);
    for (const stated of quoted)
      for (const rule of rules) expect([rule.region, stated.get(rule.region)]).toEqual([rule.region, rupees(rule.freeAbovePaise)]);
    const areas = texts[2].split('<h2>').slice(1);
    expect(areas).toHaveLength(rules.length);
    for (const rule of rules) {
      const area = areas.find((text) => text.startsWith(`${rule.region}</h2>`));
      expect(area).toContain(`${rupees(rule.chargePaise)}, free on orders of ${rupees(rule.freeAbovePaise)} or more`);
    }
  });
});
