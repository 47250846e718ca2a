import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAYMENT_MESSAGES } from '@storefront/shared/signed-in';
import { currentLocation, fakeApi, renderScreen } from '@storefront/shared/testing';
import { finishScriptLoad } from '../../test/scripts';
import { paymentStart } from '../../test/fixtures';
import { PAYMENT_SCREEN_TEXTS } from './messages';
import { CashfreeStart } from './CashfreeStart';

const start = paymentStart({
  provider: 'cashfree',
  script_url: 'http://localhost/sandbox/cashfree/checkout.js',
  key_id: null,
  cashfree_mode: 'sandbox',
  provider_order_id: null,
  payment_session_id: 'session_abc',
});

const checkout = jest.fn();
const Cashfree = jest.fn(() => ({ checkout }));

beforeEach(() => {
  checkout.mockReset();
  Cashfree.mockClear();
  window.Cashfree = Cashfree as unknown as typeof window.Cashfree;
});

it('shows the order number and amount and hands over to Cashfree with the payment session', async () => {
  checkout.mockReturnValue(new Promise(() => {}));
  fakeApi({ 'GET /s/api/payments/42/start': { body: start } });
  renderScreen(<CashfreeStart />, { route: '/checkout/cashfree/42', path: '/checkout/cashfree/:id' });
  await finishScriptLoad(start.script_url);
  await waitFor(() => expect(checkout).toHaveBeenCalledWith({ paymentSessionId: 'session_abc', redirectTarget: '_self' }));
  expect(Cashfree).toHaveBeenCalledWith({ mode: 'sandbox' });
  expect(screen.getByTestId('payment-order-number')).toHaveTextContent('GR-000042');
  expect(screen.getByTestId('payment-amount')).toHaveTextContent('₹1,234.50');
  expect(screen.getByRole('status', { name: PAYMENT_SCREEN_TEXTS.opening('cashfree') })).toBeVisible();
});

it('shows Cashfree’s error when the checkout cannot start, and "Try again" starts it again', async () => {
  checkout.mockResolvedValueOnce({ error: { message: 'payment_session_id is invalid' } }).mockReturnValue(new Promise(() => {}));
  fakeApi({ 'GET /s/api/payments/42/start': { body: start } });
  renderScreen(<CashfreeStart />, { route: '/checkout/cashfree/42', path: '/checkout/cashfree/:id' });
  await finishScriptLoad(start.script_url);
  expect(await screen.findByRole('alert')).toHaveTextContent('payment_session_id is invalid');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(checkout).toHaveBeenCalledTimes(2));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('sends an order paid with Razorpay to the Razorpay screen', async () => {
  fakeApi({ 'GET /s/api/payments/42/start': { body: paymentStart() } });
  renderScreen(<CashfreeStart />, { route: '/checkout/cashfree/42', path: '/checkout/cashfree/:id' });
  await waitFor(() => expect(currentLocation()).toBe('/checkout/razorpay/42'));
});

it('when Cashfree cannot be reached (502) shows the server’s message, and "Try again" asks the server again and hands over', async () => {
  checkout.mockReturnValue(new Promise(() => {}));
  const startAnswers = [{ status: 502, body: { message: PAYMENT_MESSAGES.providerUnavailable('Cashfree') } }, { body: start }];
  const calls = fakeApi({ 'GET /s/api/payments/42/start': () => startAnswers.shift()! });
  renderScreen(<CashfreeStart />, { route: '/checkout/cashfree/42', path: '/checkout/cashfree/:id' });
  expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.providerUnavailable('Cashfree'));
  expect(checkout).not.toHaveBeenCalled();

  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await finishScriptLoad(start.script_url);
  await waitFor(() => expect(checkout).toHaveBeenCalledWith({ paymentSessionId: 'session_abc', redirectTarget: '_self' }));
  expect(calls.filter((call) => call.path === '/s/api/payments/42/start')).toHaveLength(2);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
