import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAYMENT_MESSAGES } from '@storefront/shared/signed-in';
import { currentLocation, fakeApi, renderScreen } from '@storefront/shared/testing';
import { orderDetail, paymentResult } from '../../test/fixtures';
import { PaymentConfirm } from './PaymentConfirm';

const path = '/checkout/confirm/42?provider=cashfree&order_id=GR-000042';
const cashfreeOrder = orderDetail({ payment_method: 'cashfree', status: 'pending_payment' });

it('confirms with the server and goes to the success page when paid', async () => {
  const calls = fakeApi({ 'POST /s/api/payments/cashfree/confirm/42': { body: paymentResult({ order: cashfreeOrder }) } });
  renderScreen(<PaymentConfirm />, { route: path, path: '/checkout/confirm/:id' });
  await waitFor(() => expect(currentLocation()).toBe('/order/success/GR-000042'));
  expect(calls).toEqual([{ method: 'POST', path: '/s/api/payments/cashfree/confirm/42', body: {} }]);
});

it('when not paid shows the server’s message and "Try again" goes back to the Cashfree start screen', async () => {
  const message = PAYMENT_MESSAGES.notPaidYet('GR-000042');
  fakeApi({
    'POST /s/api/payments/cashfree/confirm/42': { body: paymentResult({ paid: false, status: 'pending_payment', message, order: cashfreeOrder }) },
  });
  renderScreen(<PaymentConfirm />, { route: path, path: '/checkout/confirm/:id' });
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(screen.getByTestId('payment-order-number')).toHaveTextContent('GR-000042');
  expect(screen.getByTestId('payment-amount')).toHaveTextContent('₹255');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(currentLocation()).toBe('/checkout/cashfree/42'));
});

it('offers no payment retry for an order that can no longer be paid', async () => {
  const message = PAYMENT_MESSAGES.cannotPay('GR-000042', 'cancelled');
  fakeApi({
    'POST /s/api/payments/cashfree/confirm/42': {
      body: paymentResult({ paid: false, status: 'cancelled', message, order: { ...cashfreeOrder, status: 'cancelled' } }),
    },
  });
  renderScreen(<PaymentConfirm />, { route: path, path: '/checkout/confirm/:id' });
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View your orders' })).toHaveAttribute('href', '/account/orders');
});

it('shows a refusal (another shopper’s order) as readable text', async () => {
  fakeApi({ 'POST /s/api/payments/cashfree/confirm/42': { status: 404, body: { message: 'Order not found.' } } });
  renderScreen(<PaymentConfirm />, { route: path, path: '/checkout/confirm/:id' });
  expect(await screen.findByRole('alert')).toHaveTextContent('Order not found.');
});
