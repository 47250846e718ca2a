/** @jest-environment node */
import { isCheckoutPath, isUncacheableApiPath } from '../src/contracts/webApp';

describe('what the service worker treats apart', () => {
  it('holds updates back on checkout, the payment screens, the order confirmation and the payment sandboxes', () => {
    for (const path of [
      '/checkout',
      '/checkout/razorpay/12',
      '/checkout/cashfree/12',
      '/checkout/confirm/12',
      '/order/success/FK-1',
      '/sandbox/razorpay',
    ]) {
      expect({ path, checkout: isCheckoutPath(path) }).toEqual({ path, checkout: true });
    }
    for (const path of ['/', '/products', '/products/checkout-counter-mints', '/checkouts', '/account/orders']) {
      expect({ path, checkout: isCheckoutPath(path) }).toEqual({ path, checkout: false });
    }
  });

  it('never keeps order placing, payments or the session, and keeps the order history (readable offline)', () => {
    for (const path of [
      '/s/api/order/create',
      '/s/api/order/cancel/3',
      '/s/api/payments/3/start',
      '/s/api/payments/razorpay/verify',
      '/s/api/auth/logout',
      '/s/api/auth/xsrf',
    ]) {
      expect({ path, uncacheable: isUncacheableApiPath(path) }).toEqual({ path, uncacheable: true });
    }
    for (const path of ['/s/api/orders', '/s/api/orders/3', '/s/api/products', '/s/api/init', '/s/api/cart']) {
      expect({ path, uncacheable: isUncacheableApiPath(path) }).toEqual({ path, uncacheable: false });
    }
  });
});
