import { screen, within } from '@testing-library/react';
import { fakeApi, renderScreen } from '@storefront/shared/testing';
import { orderDetail } from '../../test/fixtures';
import { OrderSuccess, ORDER_SUCCESS_TEXTS } from './OrderSuccess';

it('shows the order number, items, totals in ₹ and the delivery slot', async () => {
  const calls = fakeApi({ 'GET /s/api/orders/GR-000042': { body: orderDetail() } });
  renderScreen(<OrderSuccess />, { route: '/order/success/GR-000042', path: '/order/success/:ordernumber' });
  expect(await screen.findByRole('heading', { level: 1, name: ORDER_SUCCESS_TEXTS.title })).toBeVisible();
  expect(screen.getByTestId('order-number')).toHaveTextContent('GR-000042');
  expect(screen.getByTestId('order-status')).toHaveTextContent(/^Confirmed$/);
  expect(screen.getByTestId('order-payment')).toHaveTextContent(/^Paid with Razorpay$/);
  const items = screen.getAllByTestId('order-item');
  expect(items).toHaveLength(2);
  expect(items[0]).toHaveTextContent('Toor Dal');
  expect(items[0]).toHaveTextContent('1 kg × 2');
  expect(items[0]).toHaveTextContent('₹200');
  const totals = within(screen.getByTestId('order-totals'));
  expect(totals.getByText('₹250')).toBeVisible();
  expect(totals.getByText('Discount (SAVE10)')).toBeVisible();
  expect(totals.getByText('−₹25')).toBeVisible();
  expect(totals.getByText('₹30')).toBeVisible();
  expect(screen.getByTestId('order-amount')).toHaveTextContent('₹255');
  expect(screen.getByTestId('delivery-slot')).toHaveTextContent('Nov 23, 2026, 7:00 AM – 10:00 AM');
  expect(screen.getByRole('link', { name: 'View order' })).toHaveAttribute('href', '/account/orders/42');
  expect(calls).toEqual([{ method: 'GET', path: '/s/api/orders/GR-000042', body: undefined }]);
});

it('says when a paid-online order still awaits its payment, and free delivery as Free', async () => {
  fakeApi({
    'GET /s/api/orders/GR-000042': { body: orderDetail({ status: 'pending_payment', payment_status: 'awaiting', delivery_charge: 0, discount: 0 }) },
  });
  renderScreen(<OrderSuccess />, { route: '/order/success/GR-000042', path: '/order/success/:ordernumber' });
  expect(await screen.findByText(ORDER_SUCCESS_TEXTS.awaitingPayment)).toBeVisible();
  expect(screen.getByTestId('order-status')).toHaveTextContent(/^Payment pending$/);
  // Not "Razorpay" as if it were settled: what the payment is waiting for.
  expect(screen.getByTestId('order-payment')).toHaveTextContent(/^Awaiting payment with Razorpay$/);
  expect(within(screen.getByTestId('order-totals')).getByText('Free')).toBeVisible();
  expect(screen.queryByText(/Discount/)).not.toBeInTheDocument();
});

it('shows the server’s message for an order that is not the shopper’s', async () => {
  fakeApi({ 'GET /s/api/orders/GR-999999': { status: 404, body: { message: 'Order not found.' } } });
  renderScreen(<OrderSuccess />, { route: '/order/success/GR-999999', path: '/order/success/:ordernumber' });
  expect(await screen.findByRole('alert')).toHaveTextContent('Order not found.');
});

it('shows each item’s unit price, its MRP struck through only when it differs', async () => {
  fakeApi({ 'GET /s/api/orders/GR-000042': { body: orderDetail() } });
  renderScreen(<OrderSuccess />, { route: '/order/success/GR-000042', path: '/order/success/:ordernumber' });
  const [dal, rice] = await screen.findAllByTestId('order-item');
  expect(within(dal).getByText('₹100')).toBeVisible();
  expect(dal.querySelector('s')).toHaveTextContent('₹120');
  expect(within(dal).getByText('17% off')).toBeVisible();
  expect(rice.querySelector('s')).toBeNull();
  expect(within(rice).queryByText(/% off/)).not.toBeInTheDocument();
});

it('shows the delivery window the shopper chose, as the order holds it', async () => {
  fakeApi({ 'GET /s/api/orders/GR-000042': { body: orderDetail({ del_date: '2026-12-01', del_start_time: '19:00', del_end_time: '22:00' }) } });
  renderScreen(<OrderSuccess />, { route: '/order/success/GR-000042', path: '/order/success/:ordernumber' });
  expect(await screen.findByTestId('delivery-slot')).toHaveTextContent('Dec 1, 2026, 7:00 PM – 10:00 PM');
});
