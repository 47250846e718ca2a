import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@storefront/shared/testing';
import { PAYMENT_SCREEN_TEXTS } from './messages';
import { PaymentPanel } from './PaymentPanel';

it('shows a problem as an alert with the kit’s retry button, a way to the orders and the test-mode tag', async () => {
  const onRetry = jest.fn();
  renderScreen(
    <PaymentPanel title="Pay with Razorpay" order={{ order_number: 'GR-000042', amount: 1234.5 }} problem="It failed." onRetry={onRetry} sandbox />,
  );
  expect(screen.getByRole('region', { name: 'Pay with Razorpay' })).toHaveAttribute('aria-busy', 'false');
  expect(screen.getByTestId('payment-amount')).toHaveTextContent('₹1,234.50');
  expect(screen.getByRole('alert')).toHaveTextContent('It failed.');
  const retry = screen.getByRole('button', { name: PAYMENT_SCREEN_TEXTS.retry });
  expect(retry).toHaveAttribute('type', 'button');
  await userEvent.click(retry);
  expect(onRetry).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('link', { name: PAYMENT_SCREEN_TEXTS.viewOrders })).toHaveAttribute('href', '/account/orders');
  expect(screen.getByText(PAYMENT_SCREEN_TEXTS.sandbox)).toBeVisible();
});

it('shows progress with a named spinner and no retry while busy', () => {
  renderScreen(<PaymentPanel title="Confirming your payment" busy={PAYMENT_SCREEN_TEXTS.verifying} />);
  expect(screen.getByRole('status', { name: PAYMENT_SCREEN_TEXTS.verifying })).toBeVisible();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});
