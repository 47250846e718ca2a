import { expect, scrollToFooter, searchBox, test } from './fixtures';

test('home page loads with the site name, navigation and footer', async ({ page, consoleErrors }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Fresh groceries, delivered today' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'FreshKart' }).first()).toBeVisible();
  await expect(page.getByPlaceholder('Search')).toBeVisible();
  await scrollToFooter(page);
  await expect(page.getByText(`© ${new Date().getFullYear()} FreshKart. All Rights Reserved.`)).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('/products shows 24 products from the database', async ({ page, request, consoleErrors }) => {
  const api = await (await request.get('/s/api/products')).json();
  await page.goto('/products');
  await expect(page.getByTestId('product-card')).toHaveCount(24);
  await expect(page.getByText(`Total: ${api.meta.total}`)).toBeVisible();
  await expect(page.getByTestId('product-card').first()).toContainText(api.data[0].product_name);
  expect(consoleErrors).toEqual([]);
});

test('a product page opens from a card and shows its packs and prices', async ({ page, consoleErrors }) => {
  await page.goto('/products');
  const card = page.getByTestId('product-card').first();
  const name = (await card.getByRole('heading').textContent())!.trim();
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/products\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByTestId('pack').first()).toContainText('₹');
  expect(consoleErrors).toEqual([]);
});

test('a product page opened directly by its address renders (deep link)', async ({ page, request, consoleErrors }) => {
  const product = (await (await request.get('/s/api/products?perPage=1')).json()).data[0];
  await page.goto(`/products/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.product_name })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('an unknown product shows a not-found message', async ({ page }) => {
  await page.goto('/products/no-such-product');
  await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
});

test('search from the top bar lands on the listing with q in the address bar', async ({ page }) => {
  await page.goto('/');
  const search = await searchBox(page, false);
  await search.fill('  dal ');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/products\?q=dal$/);
  await expect(page.getByRole('heading', { name: 'Results for “dal”' })).toBeVisible();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
});

test('a guest sent to checkout lands on the login screen with the wanted path remembered', async ({ page }) => {
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem('redirect'))).toBe('/checkout');
});

test('with the catalog remote unreachable the shell still renders navbar, footer and a fallback', async ({ page }) => {
  await page.route('**/mfe-catalog/**', (route) => route.abort('connectionrefused'));
  await page.goto('/products');
  await expect(page.getByTestId('remote-fallback-catalog')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('This part of the shop is unavailable right now')).toBeVisible();
  await expect(page.getByPlaceholder('Search')).toBeVisible();
  await scrollToFooter(page);
  await expect(page.getByText('All Rights Reserved.')).toBeVisible();
  // The other remotes keep working: the home page is served by mfe-pages.
  await page.getByRole('link', { name: 'FreshKart' }).first().click();
  await expect(page.getByRole('heading', { name: 'Fresh groceries, delivered today' })).toBeVisible();
});

test('the listing and a product page start from the answer in the page; later pages ask the API', async ({ page, consoleErrors }) => {
  const productCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/s/api/products')) productCalls.push(request.url());
  });
  await page.goto('/products');
  await expect(page.getByTestId('product-card')).toHaveCount(24);
  expect(productCalls).toEqual([]);
  await page.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect.poll(() => productCalls.some((url) => url.includes('page=2'))).toBe(true);

  productCalls.length = 0;
  const href = await page.getByTestId('product-card').first().getByRole('link').first().getAttribute('href');
  const slug = new URL(href ?? '', page.url()).pathname;
  await page.goto(slug);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The product itself comes with the page; only its similar products (a listing call) are asked for.
  expect(productCalls.filter((url) => new URL(url).pathname !== '/s/api/products')).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('a remote entry that fails to load is tried again by the retry plugin, fetched only after the failure', async ({ page }) => {
  let retryPluginRequested = false;
  page.on('request', (request) => {
    if (/\/retry-plugin\.[0-9a-f]+\.js$/.test(new URL(request.url()).pathname)) retryPluginRequested = true;
  });
  // The catalog's entry is unreachable until the shell has fetched the retry plugin; its retry then gets through.
  await page.route('**/mfe-catalog/remoteEntry.js', (route) => (retryPluginRequested ? route.continue() : route.abort('connectionrefused')));
  await page.goto('/products');
  await expect(page.getByTestId('product-card')).toHaveCount(24, { timeout: 20_000 });
  expect(retryPluginRequested).toBe(true);
  await expect(page.getByTestId('remote-fallback-catalog')).toHaveCount(0);
});
