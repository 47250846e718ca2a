import { productQuerySchema, productSchema, REMOTE_SCREENS, ROUTES, type RouteDef } from '../src';

function flatten(routes: RouteDef[], prefix = ''): { path: string; def: RouteDef }[] {
  return routes.flatMap((def) => {
    const path = def.index ? prefix : def.path?.startsWith('/') || def.path === '*' ? def.path : `${prefix}/${def.path}`;
    return [{ path: path ?? prefix, def }, ...flatten(def.children ?? [], path ?? prefix)];
  });
}

describe('route table', () => {
  const routes = flatten(ROUTES);
  const paths = routes.map((route) => route.path);

  it('has every route of the storefront', () => {
    for (const path of [
      '/account',
      '/account/orders',
      '/account/orders/:id',
      '/account/addresses',
      '/account/details',
      '/account/wishlist',
      '/account/dashboard',
      '/auth/login',
      '/auth/verify',
      '/auth/register',
      '/auth/logout',
      '/auth/bos/choose',
      '/auth/bos/create',
      '/products',
      '/products/:slug',
      '/checkout',
      '/checkout/razorpay/:id',
      '/checkout/cashfree/:id',
      '/checkout/confirm/:id',
      '/order/success/:ordernumber',
      '*',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('names only screens its remote exports', () => {
    for (const { def } of routes) expect(REMOTE_SCREENS[def.remote] as readonly string[]).toContain(def.screen);
  });

  it('guards checkout and order success by login, and the sales dashboard by agent role', () => {
    const byPath = Object.fromEntries(routes.map((route) => [route.path, route.def]));
    expect(byPath['/checkout'].auth).toBe(true);
    expect(byPath['/order/success/:ordernumber'].auth).toBe(true);
    expect(byPath['/account/dashboard'].agentOnly).toBe(true);
    expect(byPath['/auth/login'].fullWidth).toBe(true);
    expect(byPath['*'].fullWidth).toBe(true);
  });
});

describe('schemas', () => {
  it('uses the first media as the product image when none is given', () => {
    const product = productSchema.parse({
      product_id: 1,
      product_name: 'Onion',
      brand_name: 'FreshFarm',
      slug: 'onion',
      brand_slug: 'freshfarm',
      medias: [{ src: 'products/onion.svg' }],
      packs: [],
    });
    expect(product.image).toBe('products/onion.svg');
    expect(product.wishlist).toBe(false);
  });

  it('reads the listing query: trims q, splits lists, defaults page to 1', () => {
    expect(productQuerySchema.parse({ q: '  dal ', c: 'a, b,', page: undefined })).toEqual({ q: 'dal', c: ['a', 'b'], page: 1 });
    expect(productQuerySchema.safeParse({ s: 'cheap' }).success).toBe(false);
  });
});
