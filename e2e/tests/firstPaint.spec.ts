/**
 * What a first visit shows and fetches before the app runs: the page the server drew (the shop's React tree, its
 * remotes' screens drawn from their server containers), readable without JavaScript and taken over by the browser
 * without a request, a difference or a move; the shell started (and its scripts fetched) only after that page is
 * painted, every script of its start preloaded.
 */
import type { Browser } from '@playwright/test';
import { cartBadge, expect, test } from './fixtures';

/** Each element's box on screen, and a picture's address. */
const boxesOf = (elements: Element[]) =>
  elements.map((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    return { src: (element as HTMLImageElement).currentSrc ?? null, box: { x, y, width, height } };
  });

/** Where the navbar's name and the page's largest pictures are: in the HTML alone (no script), then once the app runs. */
async function boxesBeforeAndAfterScripts(browser: Browser, path: string, width: number) {
  const viewport = { width, height: 800 };
  const selector = 'header a[href="/"] span, main img[fetchpriority="high"]';
  const bare = await browser.newPage({ viewport, javaScriptEnabled: false });
  await bare.goto(path);
  const before = await bare.locator(selector).evaluateAll(boxesOf);
  await bare.close();

  const page = await browser.newPage({ viewport });
  const differences: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') differences.push(message.text());
  });
  const requests: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.startsWith('/s/api/')) requests.push(new URL(sent.url()).pathname);
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  // The app has taken the page over: the navbar's buttons work.
  await expect(page.locator('#root[data-server-rendered]')).toBeAttached();
  const after = await page.locator(selector).evaluateAll(boxesOf);
  await page.close();
  return { before, after, differences, requests };
}

const SERVER_DRAWN = [
  { path: '/', ready: 'Fresh groceries, delivered today' },
  { path: '/products', ready: 'All products' },
  { path: '/products?c=dairy-and-bakery', ready: 'Dairy & Bakery' },
  { path: '/products/doodh-ganga-fresh-paneer', ready: 'Doodh Ganga Fresh Paneer' },
  { path: '/about-us', ready: 'About FreshKart' },
];
for (const width of [375, 1280]) {
  for (const { path, ready } of SERVER_DRAWN) {
    test(`at ${width}px ${path} is drawn by the server and taken over by the browser as it is: no request, no difference, nothing moves`, async ({
      browser,
    }) => {
      const bare = await browser.newPage({ viewport: { width, height: 800 }, javaScriptEnabled: false });
      await bare.goto(path);
      await expect(bare.getByRole('heading', { level: 1, name: ready })).toBeVisible();
      await bare.close();
      const { before, after, differences, requests } = await boxesBeforeAndAfterScripts(browser, path, width);
      expect(differences).toEqual([]);
      // The page's own data came with it; the app asks for nothing more to draw it.
      expect(requests).toEqual([]);
      expect(before.length).toBeGreaterThan(0);
      expect(after).toHaveLength(before.length);
      before.forEach((element, index) => {
        expect(after[index].src).toBe(element.src);
        for (const side of ['x', 'y', 'width', 'height'] as const)
          expect(after[index].box[side], `element ${index + 1}: ${side}`).toBeCloseTo(element.box[side], 0);
      });
    });
  }
}

test('without JavaScript a listing shows its 24 products, their prices and links, and its pages follow one another', async ({ browser, request }) => {
  const page = await browser.newPage({ javaScriptEnabled: false });
  const first = (await (await request.get('/s/api/products?per_page=24')).json()).data as { slug: string; product_name: string }[];
  await page.goto('/products');
  const cards = page.getByTestId('product-card');
  await expect(cards).toHaveCount(24);
  for (const [index, product] of first.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('link', { name: product.product_name }).first()).toHaveAttribute('href', `/products/${product.slug}`);
    await expect(card).toContainText('₹');
  }
  // A discounted pack shows its MRP struck through.
  await expect(page.locator('[data-testid="product-card"] s').first()).toContainText('₹');
  await page.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/products\?page=2$/);
  await expect(cards.first()).toBeVisible();
  await expect(cards.first()).not.toContainText(first[0].product_name);
  await page.close();
});

test('without JavaScript a product page shows its name, packs, prices and description', async ({ browser, request }) => {
  const product = await (await request.get('/s/api/products/doodh-ganga-fresh-paneer')).json();
  const page = await browser.newPage({ javaScriptEnabled: false });
  await page.goto('/products/doodh-ganga-fresh-paneer');
  await expect(page.getByRole('heading', { level: 1, name: product.product_name })).toBeVisible();
  for (const pack of product.packs as { pack_name: string }[])
    await expect(page.getByRole('main').getByText(pack.pack_name, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('main')).toContainText('(incl. of all taxes)');
  await expect(page.getByRole('main')).toContainText(product.product_description.slice(0, 40));
  await page.close();
});

test('an unknown product and an unknown path answer 404, with the shop around the page', async ({ page, consoleErrors }) => {
  const product = await page.goto('/products/no-such-product-anywhere');
  expect(product?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
  const path = await page.goto('/no-such-page-anywhere');
  expect(path?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'FreshKart' })).toBeVisible();
  // The browser logs every 404 page as a failed resource: expected here.
  expect(consoleErrors.filter((error) => !error.includes('404'))).toEqual([]);
});

for (const { what, path, heading, text } of [
  { what: 'a path with no page', path: '/no-such-page-anywhere', heading: 'Page not found', text: 'There is nothing at /no-such-page-anywhere.' },
  {
    what: 'an unknown product',
    path: '/products/no-such-product-anywhere',
    heading: 'Product not found',
    text: 'This product is not in the shop any more, or the link is mistyped.',
  },
])
  test(`${what} says so in the HTML the server drew, and the browser takes it over without asking again`, async ({ browser }) => {
    const bare = await browser.newPage({ javaScriptEnabled: false });
    const response = await bare.goto(path);
    expect(response?.status()).toBe(404);
    await expect(bare.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(bare.getByRole('main')).toContainText(text);
    await bare.close();
    const { differences, requests } = await boxesBeforeAndAfterScripts(browser, path, 1280);
    // The browser logs the 404 page itself as a failed resource.
    expect(differences.filter((error) => !error.includes('404'))).toEqual([]);
    expect(requests).toEqual([]);
  });

test('a guest on a signed-in route gets the navbar and footer from the server, and the sign-in screen from the browser', async ({ browser }) => {
  const bare = await browser.newPage({ javaScriptEnabled: false });
  await bare.goto('/checkout');
  await expect(bare.getByRole('banner').getByRole('link', { name: 'FreshKart' })).toBeVisible();
  await expect(bare.getByRole('contentinfo')).toContainText('All Rights Reserved');
  await expect(bare.getByRole('status', { name: 'Loading' })).toBeVisible();
  await bare.close();
  const page = await browser.newPage();
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByLabel('Mobile number or email')).toBeVisible();
  await page.close();
});

test('a button pressed on the server’s page before the app runs is pressed once it does', async ({ browser }) => {
  const page = await browser.newPage();
  let startApp = () => undefined as void;
  const appHeld = new Promise<void>((resolve) => (startApp = resolve));
  await page.route('**/main.js', async (route) => {
    await appHeld;
    await route.continue();
  });
  // Not waiting for the load event: a script held before it fires holds it too.
  await page.goto('/products/doodh-ganga-fresh-paneer', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(cartBadge(page, 0)).toBeVisible();
  startApp();
  await expect(cartBadge(page, 1)).toBeVisible();
  await page.close();
});

test('a button pressed once the app runs, on a screen it has not taken over yet, is pressed once it has', async ({ browser }) => {
  const page = await browser.newPage();
  let sendScreen = () => undefined as void;
  const screenHeld = new Promise<void>((resolve) => (sendScreen = resolve));
  await page.route(/\/mfe-catalog\/ProductDetail\.[0-9a-f]+\.js$/, async (route) => {
    await screenHeld;
    await route.continue();
  });
  await page.goto('/products/doodh-ganga-fresh-paneer', { waitUntil: 'domcontentloaded' });
  // The app has rendered (the presses held so far were handed to it); the product's screen is still the server's.
  await page.waitForFunction(() => 'storefrontHeldPresses' in window && window.storefrontHeldPresses === undefined);
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(cartBadge(page, 0)).toBeVisible();
  sendScreen();
  await expect(cartBadge(page, 1)).toBeVisible();
  await page.close();
});

test('the shell starts, and its scripts download, once the page is painted (a hidden tab at once)', async ({ browser }) => {
  const page = await browser.newPage();
  // A browser that never draws a frame: the server's page stays, the app never starts, and the page's picture and
  // font have the bandwidth to themselves: no script is fetched, not even from a hint.
  await page.addInitScript(() => {
    window.requestAnimationFrame = () => 0;
  });
  await page.goto('/');
  await page.waitForTimeout(1000);
  expect(await page.evaluate(() => [...document.scripts].some((script) => script.src.endsWith('/main.js')))).toBe(false);
  const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
  expect(fetched.filter((pathname) => pathname.endsWith('.js'))).toEqual([]);
  expect(fetched.some((pathname) => pathname.startsWith('/cdn/large/banners/'))).toBe(true);
  await expect(page.getByRole('heading', { name: 'Fresh groceries, delivered today' })).toBeVisible();

  const hidden = await browser.newPage();
  await hidden.addInitScript(() => {
    window.requestAnimationFrame = () => 0;
    Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' });
  });
  await hidden.goto('/');
  await expect.poll(() => hidden.evaluate(() => [...document.scripts].some((script) => script.src.endsWith('/main.js')))).toBe(true);
  await page.close();
  await hidden.close();
});

test('every script the shell loads while starting /products came from a preload hint', async ({ page, consoleErrors }) => {
  await page.goto('/products');
  await expect(page.getByTestId('product-card')).toHaveCount(24);
  // A script fetched because of a hint is initiated by its <link>; one the page only asked for later, by a <script>.
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ path: new URL(entry.name).pathname, by: (entry as PerformanceResourceTiming).initiatorType })),
  );
  const shell = scripts.filter((script) => !script.path.startsWith('/mfe-'));
  // main.js, the start's vendors and its own code (startup.js merges the rest of the start into those two files).
  expect(shell.length).toBeGreaterThanOrEqual(3);
  expect(shell.filter((script) => script.by !== 'link')).toEqual([]);
  // The route's remote too: its entry and its routes chunk.
  const catalog = scripts.filter(
    (script) => script.path === '/mfe-catalog/remoteEntry.js' || /^\/mfe-catalog\/__federation_expose_routes\./.test(script.path),
  );
  expect(catalog.map((script) => script.by)).toEqual(['link', 'link']);
  expect(consoleErrors).toEqual([]);
});

test('a product page’s own chunk, which the listing loads on demand, comes from a preload hint on a first visit', async ({
  page,
  request,
  consoleErrors,
}) => {
  const [product] = (await (await request.get('/s/api/products?perPage=1')).json()).data;
  await page.goto(`/products/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const detail = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => /^\/mfe-catalog\/ProductDetail\.[0-9a-f]+\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
  );
  expect(detail).toEqual(['link']);
  expect(consoleErrors).toEqual([]);
});

test('the listing’s own chunk, which a product page does not load, comes from a preload hint on a first visit to /products', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/products');
  await expect(page.getByTestId('product-card')).toHaveCount(24);
  const listing = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => /^\/mfe-catalog\/ProductList\.[0-9a-f]+\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
  );
  expect(listing).toEqual(['link']);
  expect(consoleErrors).toEqual([]);
});

test('a product page draws its similar products from the page, with no catalogue request', async ({ page, request, consoleErrors }) => {
  const [product] = (await (await request.get('/s/api/products?perPage=1')).json()).data;
  const listings: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.startsWith('/s/api/products')) listings.push(sent.url());
  });
  await page.goto(`/products/${product.slug}`);
  const similar = page.getByRole('region', { name: 'Similar products' });
  await expect(similar.getByTestId('product-card').first()).toBeVisible();
  expect(listings).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('/products draws the products from the page at once, with no skeleton cards first', async ({ page, consoleErrors }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { seenCards: seen });
    new MutationObserver(() => {
      const kind = document.querySelector('[data-testid="product-card"]')
        ? 'cards'
        : document.querySelector('[data-testid="product-card-skeleton"]')
          ? 'skeleton'
          : null;
      if (kind && seen.at(-1) !== kind) seen.push(kind);
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/products');
  await expect(page.getByTestId('product-card')).toHaveCount(24);
  expect(await page.evaluate(() => (window as unknown as { seenCards: string[] }).seenCards)).toEqual(['cards']);
  expect(consoleErrors).toEqual([]);
});
