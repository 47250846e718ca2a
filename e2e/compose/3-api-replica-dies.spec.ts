/**
 * An API replica dies under load: shoppers add to their carts through the proxy, as the shop's API client does
 * (session cookie, XSRF token echoed), while `docker-compose kill api-1` takes one of the two API processes away.
 * Every add the shop acknowledged is in that shopper's cart afterwards; every refusal is the proxy's clean 502 for
 * the client to retry, never another error and never a line the shopper was not told about twice; the survivor
 * serves pages and the API alone. api-1 is started again at the end.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { cartSchema, productListBodySchema, WEB_URL_HEADER, XSRF_COOKIE, XSRF_HEADER } from '@storefront/shared/contracts';
import { expect, test } from '../tests/fixtures';
import { compose, healthy, root } from './compose';

const SHOPPERS = 6;
const ADDS_PER_SHOPPER = 12;
const UNAVAILABLE = 'This part of the shop is unavailable right now. Please try again in a moment.';

interface Pack {
  pack_id: number;
  warehouse_id: number;
}
interface Shopper {
  api: APIRequestContext;
  xsrf: string;
  acknowledged: Pack[];
  refused: Pack[];
}

/** A shopper's API client through the proxy: a session and its XSRF token, as the page gets them from /api/cookie. */
async function newShopper(baseURL: string): Promise<Shopper> {
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { [WEB_URL_HEADER]: baseURL } });
  expect((await api.get('/s/api/cookie')).status()).toBe(200);
  const { cookies } = await api.storageState();
  const xsrf = cookies.find((cookie) => cookie.name === XSRF_COOKIE)?.value;
  expect(xsrf).toBeTruthy();
  return { api, xsrf: decodeURIComponent(xsrf!), acknowledged: [], refused: [] };
}

/** Adds each pack once, one after the other; sorts each into acknowledged (2xx) or refused (the proxy's 502). */
async function addEach(shopper: Shopper, packs: Pack[]) {
  for (const pack of packs) {
    const answer = await shopper.api.post('/s/api/cart/add', { data: pack, headers: { [XSRF_HEADER]: shopper.xsrf } });
    if (answer.ok()) {
      const cart = cartSchema.parse(await answer.json());
      expect(cart.items).toContainEqual(expect.objectContaining({ ...pack, quantity: 1 }));
      shopper.acknowledged.push(pack);
    } else {
      expect({ status: answer.status(), body: await answer.json() }).toEqual({ status: 502, body: { message: UNAVAILABLE } });
      shopper.refused.push(pack);
    }
  }
}

const docker = promisify(execFile);

test('an API replica killed while shoppers add to carts: acknowledged adds kept, clean 502s, the survivor serves', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  const browse = await newShopper(baseURL!);
  const listing = productListBodySchema.parse(await (await browse.api.get(`/s/api/products?perPage=${SHOPPERS * ADDS_PER_SHOPPER}`)).json());
  const packs = listing.data.flatMap((product) => product.packs.filter((pack) => pack.in_stock).slice(0, 1));
  expect(packs.length).toBe(SHOPPERS * ADDS_PER_SHOPPER);

  const shoppers = await Promise.all(Array.from({ length: SHOPPERS }, () => newShopper(baseURL!)));
  const adding = Promise.all(
    shoppers.map((shopper, index) =>
      addEach(
        shopper,
        packs.slice(index * ADDS_PER_SHOPPER, (index + 1) * ADDS_PER_SHOPPER).map(({ pack_id, warehouse_id }) => ({ pack_id, warehouse_id })),
      ),
    ),
  );
  // Kill once the load is under way, without blocking the shoppers' requests.
  await expect
    .poll(() => shoppers.reduce((sum, shopper) => sum + shopper.acknowledged.length, 0), { intervals: [50] })
    .toBeGreaterThanOrEqual(SHOPPERS);
  await docker('docker-compose', ['kill', 'api-1'], { cwd: root, env: process.env });
  await adding;

  for (const shopper of shoppers) {
    const read = await shopper.api.get('/s/api/cart');
    expect(read.status()).toBe(200);
    const cart = cartSchema.parse(await read.json());
    const lines = cart.items.map(({ pack_id, warehouse_id, quantity }) => ({ pack_id, warehouse_id, quantity }));
    for (const pack of shopper.acknowledged) expect(lines).toContainEqual({ ...pack, quantity: 1 });
    // A refused add may have been applied before the replica died, never twice; nothing else is in the cart.
    for (const line of lines)
      expect([...shopper.acknowledged, ...shopper.refused]).toContainEqual({ pack_id: line.pack_id, warehouse_id: line.warehouse_id });
    expect(lines.every((line) => line.quantity === 1)).toBe(true);
  }
  const refused = shoppers.reduce((sum, shopper) => sum + shopper.refused.length, 0);
  test.info().annotations.push({ type: 'adds refused while api-1 died', description: `${refused} of ${SHOPPERS * ADDS_PER_SHOPPER}` });

  // The survivor alone: the API through the proxy, and pages the shell draws with the data it reads from the API.
  expect(compose('ps', '--services', '--filter', 'status=running')).not.toMatch(/^api-1$/m);
  for (let request = 0; request < 4; request++) expect((await browse.api.get('/s/api/health')).status()).toBe(200);
  const more = packs.slice(0, 2).map(({ pack_id, warehouse_id }) => ({ pack_id, warehouse_id }));
  const late = await newShopper(baseURL!);
  await addEach(late, more);
  expect(late.refused).toEqual([]);
  await page.goto('/products');
  await expect(page.getByRole('button', { name: 'Add to Cart' }).first()).toBeVisible();
  await page.goto(`/products/${listing.data[0].slug}`);
  await expect(page.getByRole('heading', { level: 1, name: listing.data[0].product_name })).toBeVisible();
  expect(consoleErrors).toEqual([]);

  await Promise.all([browse, late, ...shoppers].map((shopper) => shopper.api.dispose()));
});

// The next journeys run on both replicas again, whatever this one's outcome.
test.afterEach(async () => {
  compose('start', 'api-1');
  await expect.poll(() => healthy('api-1'), { timeout: 90_000, intervals: [2000] }).toBe(true);
});
