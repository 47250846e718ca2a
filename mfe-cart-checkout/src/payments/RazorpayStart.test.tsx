import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAYMENT_MESSAGES } from '@storefront/shared/signed-in';
import { currentLocation, fakeApi, renderScreen } from '@storefront/shared/testing';
import { finishScriptLoad } from '../../test/scripts';
import { paymentResult, paymentStart } from '../../test/fixtures';
import type { RazorpayOptions } from './providerSdk';
import { PAYMENT_SCREEN_TEXTS } from './messages';
import { RazorpayStart } from './RazorpayStart';

const start = paymentStart();

/** A stand-in for Checkout.js: records each checkout it opens so a test can answer as the shopper. */
class FakeRazorpay {
  static opened: FakeRazorpay[] = [];
  listeners: Record<string, ((response: unknown) => void)[]> = {};
  closed = false;
  constructor(readonly options: RazorpayOptions) {}
  on(event: string, listener: (response: unknown) => void) {
    (this.listeners[event] ??= []).push(listener);
  }
  open() {
    FakeRazorpay.opened.push(this);
  }
  close() {
    this.closed = true;
  }
}
const lastCheckout = () => FakeRazorpay.opened.at(-1)!;

beforeEach(() => {
  FakeRazorpay.opened = [];
  window.Razorpay = FakeRazorpay as unknown as typeof window.Razorpay;
});

async function openScreen(answers: Parameters<typeof fakeApi>[0] = {}) {
  const calls = fakeApi({ 'GET /s/api/payments/42/start': { body: start }, ...answers });
  renderScreen(<RazorpayStart />, { route: '/checkout/razorpay/42', path: '/checkout/razorpay/:id' });
  await finishScriptLoad(start.script_url);
  await waitFor(() => expect(FakeRazorpay.opened.length).toBeGreaterThan(0));
  return calls;
}

it('shows the order number and amount, and opens Checkout.js with the order’s options', async () => {
  await openScreen();
  expect(screen.getByRole('heading', { name: 'Pay with Razorpay' })).toBeVisible();
  expect(screen.getByTestId('payment-order-number')).toHaveTextContent('GR-000042');
  expect(screen.getByTestId('payment-amount')).toHaveTextContent('₹1,234.50');
  expect(lastCheckout().options).toMatchObject({
    key: 'rzp_test_key',
    amount: 123450,
    currency: 'INR',
    name: 'FreshKart',
    order_id: 'order_IluGWxBm9U8zJ8',
    prefill: { name: 'Priya', email: 'priya@example.com', contact: '9876543210' },
  });
  expect(screen.getByText(PAYMENT_SCREEN_TEXTS.inProgress('razorpay'))).toBeVisible();
});

it('shows a spinner while the checkout opens', async () => {
  fakeApi({ 'GET /s/api/payments/42/start': { body: { ...start, script_url: 'http://localhost/slow.js' } } });
  renderScreen(<RazorpayStart />, { route: '/checkout/razorpay/42', path: '/checkout/razorpay/:id' });
  expect(await screen.findByRole('status', { name: PAYMENT_SCREEN_TEXTS.opening('razorpay') })).toBeVisible();
  expect(screen.getByRole('region', { name: 'Pay with Razorpay' })).toHaveAttribute('aria-busy', 'true');
});

it('on dismissal says so and "Try again" reopens the checkout', async () => {
  await openScreen();
  act(() => lastCheckout().options.modal.ondismiss());
  expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_SCREEN_TEXTS.dismissed('GR-000042'));
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(FakeRazorpay.opened).toHaveLength(2));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('on a failed payment shows the failure and a retry', async () => {
  await openScreen();
  act(() => lastCheckout().listeners['payment.failed'][0]({ error: { description: 'Payment failed' } }));
  expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.failed('GR-000042'));
  expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
});

it('verifies the success payload on the server and goes to the success page when paid', async () => {
  const calls = await openScreen({ 'POST /s/api/payments/razorpay/verify': { body: paymentResult() } });
  const payload = { razorpay_payment_id: 'pay_29QQoUBi66xm2f', razorpay_order_id: 'order_IluGWxBm9U8zJ8', razorpay_signature: 'abc' };
  act(() => lastCheckout().options.handler(payload));
  await waitFor(() => expect(currentLocation()).toBe('/order/success/GR-000042'));
  expect(calls.find((call) => call.method === 'POST')).toEqual({
    method: 'POST',
    path: '/s/api/payments/razorpay/verify',

    body: { order_id: 42, ...payload },
  });
});

it('shows the server’s refusal of a payload it could not verify', async () => {
  await openScreen({
    'POST /s/api/payments/razorpay/verify': { status: 400, body: { message: PAYMENT_MESSAGES.signatureInvalid, field: 'razorpay_signature' } },
  });
  act(() => lastCheckout().options.handler({ razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_IluGWxBm9U8zJ8', razorpay_signature: 'bad' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.signatureInvalid);
  expect(screen.getByTestId('payment-order-number')).toHaveTextContent('GR-000042');
});

it('shows why an order cannot be paid (already paid) instead of opening the checkout', async () => {
  fakeApi({ 'GET /s/api/payments/42/start': { status: 409, body: { message: PAYMENT_MESSAGES.alreadyPaid('GR-000042') } } });
  renderScreen(<RazorpayStart />, { route: '/checkout/razorpay/42', path: '/checkout/razorpay/:id' });
  expect(await screen.findByRole('alert')).toHaveTextContent('Order GR-000042 is already paid.');
  expect(FakeRazorpay.opened).toHaveLength(0);
});

it('when the provider cannot be reached (502) shows the server’s message, and "Try again" asks the server again and opens the checkout', async () => {
  const startAnswers = [{ status: 502, body: { message: PAYMENT_MESSAGES.providerUnavailable('Razorpay') } }, { body: start }];
  const calls = fakeApi({ 'GET /s/api/payments/42/start': () => startAnswers.shift()! });
  renderScreen(<RazorpayStart />, { route: '/checkout/razorpay/42', path: '/checkout/razorpay/:id' });
  expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.providerUnavailable('Razorpay'));
  expect(FakeRazorpay.opened).toHaveLength(0);

  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await finishScriptLoad(start.script_url);
  await waitFor(() => expect(FakeRazorpay.opened).toHaveLength(1));
  expect(calls.filter((call) => call.path === '/s/api/payments/42/start')).toHaveLength(2);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(lastCheckout().options.order_id).toBe(start.provider_order_id);
});
