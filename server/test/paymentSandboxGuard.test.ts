/**
 * The payment sandboxes are for development and tests: a production server without a provider's keys serves no
 * sandbox and does not offer that provider.
 */
import { ORDER_MESSAGES } from '@storefront/shared/contracts';
import { sandboxedProviders } from '../src/payments/accounts';
import { startTestServer, type TestServer } from './helpers/testServer';
import { WEB_URL, signInAs } from './helpers/visitors';

describe('a production server without provider keys', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ NODE_ENV: 'production' });
  });
  afterAll(async () => {
    await server.close();
  });

  it.each([
    ['GET', '/sandbox/razorpay/checkout.js'],
    ['GET', '/sandbox/razorpay/checkout?order_id=order_1&key_id=rzp_test_1&parent_origin=http://localhost:3000'],
    ['POST', '/sandbox/razorpay/v1/orders'],
    ['GET', '/sandbox/cashfree/checkout.js'],
    ['POST', '/sandbox/cashfree/pg/orders'],
    ['POST', '/sandbox/cashfree/checkout/session_1/pay'],
  ] as const)('answers 404 at %s %s', async (method, url) => {
    const response = await server.app.inject({ method, url, headers: { 'x-web-url': WEB_URL } });
    expect(response.statusCode).toBe(404);
  });

  it('offers cash on delivery only', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/s/api/cart', headers: { 'x-web-url': WEB_URL } });
    expect(response.json().paymentMethods).toEqual(['cod']);
  });

  it('refuses an order paid through a provider it does not offer', async () => {
    const shopper = await signInAs(server, 'priya@example.com');
    const response = await shopper.post('/s/api/order/create', { address_id: 1, payment: 'razorpay' });
    expect([response.statusCode, response.json()]).toEqual([400, { message: ORDER_MESSAGES.paymentNotOffered, field: 'payment' }]);
  });
});

describe('the providers whose payments run in the sandbox', () => {
  const keys = { razorpay: null, cashfree: null };
  it('are those without keys, in development and tests', () => {
    expect(sandboxedProviders({ production: false, ...keys })).toEqual(['razorpay', 'cashfree']);
  });

  it('are none in production', () => {
    expect(sandboxedProviders({ production: true, ...keys })).toEqual([]);
  });
});
