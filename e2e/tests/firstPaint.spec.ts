/**
 * What a first visit shows and fetches before the app runs: the shop's bar painted from the HTML alone, the shell
 * started (and its scripts fetched) only after that frame, every script of its start preloaded, and the first screen
 * drawn from the answer in the page without a skeleton in between.
 */
import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures';

for (const width of [375, 1280]) {
  test(`at ${width}px the shop's name is on screen before any script runs, where the navbar then draws it`, async ({ browser }) => {
    const viewport = { width, height: 800 };
    const bare = await browser.newPage({ viewport, javaScriptEnabled: false });
    await bare.goto('/products');
    const frameName = bare.locator('#app-frame header span');
    await expect(frameName).toHaveText('FreshKart');
    await expect(bare.locator('#app-frame')).toHaveAttribute('aria-label', 'Loading the shop');
    const before = await frameName.boundingBox();
    await bare.close();

    const page = await browser.newPage({ viewport });
    await page.goto('/products');
    const navbarName = page.getByRole('banner').getByRole('link', { name: 'FreshKart' }).locator('span');
    await expect(navbarName).toBeVisible();
    await expect(page.locator('#app-frame')).toHaveCount(0);
    const after = await navbarName.boundingBox();
    expect(after!.x).toBeCloseTo(before!.x, 0);
    expect(after!.y).toBeCloseTo(before!.y, 0);
    await page.close();
  });
}

/** Each picture's address and box on screen. */
const picturesDrawn = (imgs: HTMLImageElement[]) =>
  imgs.map((img) => {
    const { x, y, width, height } = img.getBoundingClientRect();
    return { src: img.currentSrc, box: { x, y, width, height } };
  });

/** Where a page's largest pictures are drawn: by the HTML alone (no script), then by the app, at this viewport. */
async function largestPictureBoxes(browser: Browser, path: string, width: number) {
  const viewport = { width, height: 800 };
  const bare = await browser.newPage({ viewport, javaScriptEnabled: false });
  await bare.goto(path);
  const frame = await bare.locator('#app-frame img[fetchpriority="high"]:visible').evaluateAll(picturesDrawn);
  await bare.close();

  const page = await browser.newPage({ viewport });
  await page.goto(path);
  await expect(page.locator('main img[fetchpriority="high"]').first()).toBeVisible();
  await expect(page.locator('#app-frame')).toHaveCount(0);
  const app = await page.locator('main img[fetchpriority="high"]').evaluateAll(picturesDrawn);
  await page.close();
  return { frame, app };
}

// A phone on a slow network waits seconds for the scripts: the page's largest pictures are drawn from the HTML, where
// and as the app then draws them. Wider screens keep the bar alone (their second bar's height depends on the categories).
const FRAMED_PICTURES = [
  { path: '/', what: 'the home page’s banner', count: 1 },
  { path: '/products/doodh-ganga-fresh-paneer', what: 'a product’s picture', count: 1 },
  { path: '/products', what: 'a listing’s first row of pictures', count: 2 },
  { path: '/products?c=fruits-and-vegetables&s=price_asc', what: 'a filtered listing’s first row of pictures', count: 2 },
  { path: '/products?q=dal', what: 'a search’s first row of pictures', count: 2 },
];
for (const width of [375, 412, 700]) {
  for (const { path, what, count } of FRAMED_PICTURES) {
    // From 640px a listing's grid has three columns.
    const pictures = width >= 640 && count > 1 ? 3 : count;
    test(`at ${width}px ${what} is drawn before any script runs, where and as the app then draws it (${pictures} picture(s))`, async ({
      browser,
    }) => {
      const { frame, app } = await largestPictureBoxes(browser, path, width);
      expect(frame).toHaveLength(pictures);
      frame.forEach((picture, index) => {
        expect(picture.src).toBe(app[index].src);
        for (const side of ['x', 'y', 'width', 'height'] as const)
          expect(picture.box[side], `picture ${index + 1}: ${side}`).toBeCloseTo(app[index].box[side], 0);
      });
    });
  }
}

test('at 1280px the first frame is the bar alone', async ({ browser }) => {
  for (const path of ['/', '/products']) {
    const { frame } = await largestPictureBoxes(browser, path, 1280);
    expect(frame).toEqual([]);
  }
});

test('the shell starts, and its scripts download, once the first frame is drawn (a hidden tab at once)', async ({ browser }) => {
  const page = await browser.newPage();
  // A browser that never draws a frame: the frame stays, the app never starts, and the frame's picture and font have
  // the bandwidth to themselves: no script is fetched, not even from a hint.
  await page.addInitScript(() => {
    window.requestAnimationFrame = () => 0;
  });
  await page.goto('/');
  await page.waitForTimeout(1000);
  expect(await page.evaluate(() => [...document.scripts].some((script) => script.src.endsWith('/main.js')))).toBe(false);
  const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
  expect(fetched.filter((pathname) => pathname.endsWith('.js'))).toEqual([]);
  expect(fetched.some((pathname) => pathname.startsWith('/cdn/large/banners/'))).toBe(true);
  await expect(page.locator('#app-frame')).toBeVisible();

  const hidden = await browser.newPage();
  await hidden.addInitScript(() => {
    window.requestAnimationFrame = () => 0;
    Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' });
  });
  await hidden.goto('/');
  await expect(hidden.getByRole('heading', { name: 'Fresh groceries, delivered today' })).toBeAttached();
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
  expect(shell.length).toBeGreaterThan(5);
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

// The frame stays until the route's screen can be drawn: a spinner in between would be a flash of loading on every
// first visit, and React holds a screen back for 300 ms after a spinner it has just shown.
for (const [path, ready] of [
  ['/products', '[data-testid="product-card"]'],
  ['/', 'main h1, main h2'],
  ['/products/doodh-ganga-fresh-paneer', 'main h1'],
  // A guest on a signed-in route: the sign-in screen, where the guard sends them.
  ['/checkout', 'main input'],
] as const) {
  test(`${path} goes from the first frame straight to its screen, with no loading spinner in between`, async ({ page, consoleErrors }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { seenInMain: seen });
      new MutationObserver(() => {
        const main = document.getElementById('main');
        if (!main) return;
        const kind = main.querySelector('[role="status"][aria-label="Loading"]') ? 'spinner' : main.childElementCount > 0 ? 'screen' : null;
        if (kind && seen.at(-1) !== kind) seen.push(kind);
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(path);
    await expect(page.locator(ready).first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { seenInMain: string[] }).seenInMain)).toEqual(['screen']);
    expect(consoleErrors).toEqual([]);
  });
}
