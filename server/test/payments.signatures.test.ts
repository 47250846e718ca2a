import { loadConfig } from '../src/config';
import { cashfreeWebhookSignature, razorpayPaymentSignature, razorpayWebhookSignature, signaturesMatch } from '../src/payments/signatures';

const body = '{"entity":"event","event":"order.paid"}';

describe('provider signatures (the issue’s test vectors)', () => {
  it('Razorpay payment: hex(HMAC_SHA256(key_secret, order_id|payment_id))', () => {
    const signature = razorpayPaymentSignature('test_secret', 'order_IluGWxBm9U8zJ8', 'pay_29QQoUBi66xm2f');
    expect(signature).toBe('1be534a6fbd18885e7b6aae8ee3c4f14ee0774e907bb5a77739bf02092c0f143');
    expect(razorpayPaymentSignature('wrong_secret', 'order_IluGWxBm9U8zJ8', 'pay_29QQoUBi66xm2f')).not.toBe(signature);
    expect(razorpayPaymentSignature('test_secret', 'order_IluGWxBm9U8zJ9', 'pay_29QQoUBi66xm2f')).not.toBe(signature);
  });

  it('Razorpay webhook: hex(HMAC_SHA256(webhook_secret, raw body))', () => {
    const signature = razorpayWebhookSignature('whsec', Buffer.from(body));
    expect(signature).toBe('6083f2d5736b77c0c1d2c3dfddeb68bdcf557c8cf10c21286b1e8904419c1a13');
    expect(razorpayWebhookSignature('whsec', body)).toBe(signature);
    expect(razorpayWebhookSignature('whsec', body.replace('paid', 'PAID'))).not.toBe(signature);
    expect(razorpayWebhookSignature('other', body)).not.toBe(signature);
  });

  it('Cashfree webhook: base64(HMAC_SHA256(secret, timestamp + raw body)), no separator', () => {
    const signature = cashfreeWebhookSignature('cf_secret', '1617695238078', Buffer.from(body));
    expect(signature).toBe('YrBRP32dQ7ml6r1/MxRrm8jmXJadobEtOfVvFaanJPU=');
    expect(cashfreeWebhookSignature('cf_secret', '1617695238079', body)).not.toBe(signature);
    expect(cashfreeWebhookSignature('cf_secret', '1617695238078', `${body} `)).not.toBe(signature);
    expect(cashfreeWebhookSignature('cf_other', '1617695238078', body)).not.toBe(signature);
  });

  it('compares signatures exactly, refusing missing and different-length ones', () => {
    expect(signaturesMatch('abc', 'abc')).toBe(true);
    expect(signaturesMatch('abc', 'abd')).toBe(false);
    expect(signaturesMatch('abc', 'abcd')).toBe(false);
    expect(signaturesMatch('abc', undefined)).toBe(false);
    expect(signaturesMatch('abc', '')).toBe(false);
  });
});

describe('provider keys from the environment', () => {
  it('uses live settings only when a provider’s keys are all set, and refuses half-configured ones', () => {
    expect(loadConfig({}).razorpay).toBeNull();
    expect(loadConfig({}).cashfree).toBeNull();
    const live = loadConfig({
      RAZORPAY_KEY_ID: 'rzp_live_x',
      RAZORPAY_KEY_SECRET: 'secret',
      RAZORPAY_WEBHOOK_SECRET: 'whsec',
      CASHFREE_APP_ID: 'app',
      CASHFREE_SECRET_KEY: 'cfsk',
      CASHFREE_ENV: 'production',
    });
    expect(live.razorpay).toMatchObject({ keyId: 'rzp_live_x', apiBase: 'https://api.razorpay.com' });
    expect(live.cashfree).toMatchObject({ appId: 'app', environment: 'production', apiBase: 'https://api.cashfree.com' });
    expect(loadConfig({ CASHFREE_APP_ID: 'app', CASHFREE_SECRET_KEY: 'cfsk' }).cashfree?.apiBase).toBe('https://sandbox.cashfree.com');
    expect(() => loadConfig({ RAZORPAY_KEY_ID: 'rzp_live_x' })).toThrow(
      'Invalid environment: set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET together',
    );
    expect(() => loadConfig({ CASHFREE_SECRET_KEY: 'cfsk' })).toThrow('Invalid environment: set CASHFREE_APP_ID and CASHFREE_SECRET_KEY together');
  });
});
