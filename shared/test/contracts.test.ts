import * as z from 'zod/mini';
import { productQuerySchema, productSchema, REMOTE_SCREENS, ROUTES, type RouteDef } from '../src';
import { applyCouponResultSchema, pincodeCheckResultSchema } from '../src/shopping';

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

describe('a refused coupon or pincode is an answer', () => {
  it('reads a coupon answer by `success`: the cart when applied (an answer without `success` too), the reason when refused', () => {
    expect(z.parse(applyCouponResultSchema, { success: false, message: 'Coupon code BOGUS is not valid.' })).toEqual({
      success: false,
      message: 'Coupon code BOGUS is not valid.',
    });
    expect(z.parse(applyCouponResultSchema, { success: true, offercode: 'FRESH10', discount: 20 })).toMatchObject({
      success: true,
      offercode: 'FRESH10',
    });
    expect(z.parse(applyCouponResultSchema, { offercode: 'FRESH10', discount: 20 })).toMatchObject({
      success: true,
      offercode: 'FRESH10',
      items: [],
    });
    expect(z.safeParse(applyCouponResultSchema, { success: false }).success).toBe(false);
  });

  it('reads a pincode answer by `success`: the delivery when served, the pincode and the reason when not', () => {
    const refusal = { success: false, pincode: '999999', message: 'Sorry, we do not deliver to 999999 yet.' };
    expect(z.parse(pincodeCheckResultSchema, refusal)).toEqual(refusal);
    expect(z.safeParse(pincodeCheckResultSchema, { success: true, pincode: '560034', message: 'Delivering to 560034, Bengaluru.' }).success).toBe(
      false,
    );
  });
});
