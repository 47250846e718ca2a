import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus, setUser, toastStore } from '@storefront/shared/runtime';
import { fakeApi } from '@storefront/shared/testing';
import { user } from './fixtures';
import { orderDetail } from './orderFixtures';
import { renderAccount } from './accountScreens';

const cart = { body: { quantity: 1, total: 160, amount: 160, items: [] } };
const region = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  setUser(user);
  toastStore.toasts = [];
});

it('shows the order: status, when it was placed, items, totals, address, slot and timeline', async () => {
  const sent = fakeApi({ 'GET /s/api/orders/41': { body: orderDetail({ discount: 20, offercode: 'SAVE20', amount: 519.1, note: 'Ring twice' }) } });
  await renderAccount('/account/orders/41');
  expect(await screen.findByRole('heading', { level: 1, name: 'Order GR-000041' })).toBeVisible();
  expect(screen.getByText('Placed on Nov 2, 2026 4:05 PM').parentElement).toHaveTextContent('ConfirmedPlaced on Nov 2, 2026 4:05 PM');
  expect(region('Items')).toHaveTextContent(/^Items2 items · 3 units/);
  const items = within(region('Items')).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual(['Toor Dal1 kg · Qty 2 × ₹160₹320', 'Basmati Rice5 kg · Qty 1 × ₹200₹200']);
  expect(region('Payment summary')).toHaveTextContent('Items total₹520Coupon SAVE20-₹20Delivery₹19.10Total₹519.10PaymentPay on delivery');
  expect(region('Delivery address')).toHaveTextContent('Asha Rao12 MG Road, Near the parkBengaluru, Karnataka 5600019876543210');
  expect(region('Delivery slot')).toHaveTextContent('Nov 3, 2026, 7:00 AM – 10:00 AM');
  expect(region('Your note')).toHaveTextContent('Ring twice');
  expect(region('Order status')).toHaveTextContent('ConfirmedNov 2, 2026 4:05 PMOrder placed with Cash on Delivery.');
  expect(screen.getByRole('link', { name: 'All orders' })).toHaveAttribute('href', '/account/orders');
  expect(screen.queryByRole('link', { name: 'Pay now' })).not.toBeInTheDocument();
  expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual(['GET /s/api/orders/41']);
});

it.each([
  ['cash due at the door', { payment_method: 'cod', status: 'confirmed', payment_status: 'due_on_delivery' }, 'Pay on delivery'],
  ['cash taken at delivery', { payment_method: 'cod', status: 'delivered', payment_status: 'paid' }, 'Paid in cash on delivery'],
  ['a cancelled cash order', { payment_method: 'cod', status: 'cancelled', payment_status: 'not_paid' }, 'Not paid'],
  ['a paid online order', { payment_method: 'razorpay', status: 'confirmed', payment_status: 'paid' }, 'Paid with Razorpay'],
  [
    'an online payment awaited',
    { payment_method: 'cashfree', status: 'pending_payment', payment_status: 'awaiting' },
    'Awaiting payment with Cashfree',
  ],
  ['a failed online payment', { payment_method: 'razorpay', status: 'payment_failed', payment_status: 'failed' }, 'Payment with Razorpay failed'],
  [
    'a refund under way',
    { payment_method: 'cashfree', status: 'cancelled', payment_status: 'refunding' },
    'Refund to your Cashfree payment under way',
  ],
  ['a refunded order', { payment_method: 'razorpay', status: 'cancelled', payment_status: 'refunded' }, 'Refunded to your Razorpay payment'],
  ['an online order cancelled before paying', { payment_method: 'razorpay', status: 'cancelled', payment_status: 'not_paid' }, 'Not paid'],
] as const)('words the payment line truly for %s', async (_case, payment, line) => {
  fakeApi({ 'GET /s/api/orders/41': { body: orderDetail({ ...payment, can_cancel: false }) } });
  await renderAccount('/account/orders/41');
  await screen.findByRole('heading', { level: 1, name: 'Order GR-000041' });
  expect(region('Payment summary')).toHaveTextContent(new RegExp(`Payment${line}$`));
});

it('says free delivery and when the slot is not known yet', async () => {
  fakeApi({ 'GET /s/api/orders/41': { body: orderDetail({ delivery_charge: 0, del_date: null, del_start_time: null, del_end_time: null }) } });
  await renderAccount('/account/orders/41');
  expect(await screen.findByText('We will tell you the slot once your order is packed.')).toBeVisible();
  expect(region('Payment summary')).toHaveTextContent('DeliveryFree');
});

it('cancels after the shopper confirms, and shows the cancelled order', async () => {
  const cancelled = orderDetail({
    status: 'cancelled',
    can_cancel: false,
    timeline: [...orderDetail().timeline, { status: 'cancelled', note: 'Cancelled by the customer.', created_at: '2026-11-02T17:00:00+05:30' }],
  });
  const sent = fakeApi({ 'GET /s/api/orders/41': { body: orderDetail() }, 'POST /s/api/order/cancel/41': { body: { order: cancelled } } });
  await renderAccount('/account/orders/41');
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this order?' });
  expect(dialog).toHaveTextContent('Order GR-000041 will be cancelled and any payment refused or refunded.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Order GR-000041 has been cancelled.');
  expect(region('Order status')).toHaveTextContent('CancelledNov 2, 2026 5:00 PMCancelled by the customer.');
  expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  expect(sent.filter((request) => request.method === 'POST')).toEqual([{ method: 'POST', path: '/s/api/order/cancel/41', body: {} }]);
});

it('keeps the order when the shopper changes their mind', async () => {
  const sent = fakeApi({ 'GET /s/api/orders/41': { body: orderDetail() } });
  await renderAccount('/account/orders/41');
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Keep the order' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
});

it('shows the server’s refusal to cancel', async () => {
  fakeApi({
    'GET /s/api/orders/41': { body: orderDetail() },
    'POST /s/api/order/cancel/41': { status: 409, body: { message: 'Order GR-000041 is packed and can no longer be cancelled.' } },
  });
  await renderAccount('/account/orders/41');
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, cancel it' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Order GR-000041 is packed and can no longer be cancelled.');
});

it('offers no cancel once the order is packed', async () => {
  fakeApi({ 'GET /s/api/orders/41': { body: orderDetail({ status: 'packed', can_cancel: false }) } });
  await renderAccount('/account/orders/41');
  expect(await screen.findByRole('button', { name: 'Order these again' })).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
});

it('puts every unit back into the cart and opens it', async () => {
  const opened = jest.fn();
  const stop = eventBus.on('ui:open-cart', opened);
  const sent = fakeApi({ 'GET /s/api/orders/41': { body: orderDetail() }, 'POST /s/api/cart/add': cart });
  await renderAccount('/account/orders/41');
  await userEvent.click(await screen.findByRole('button', { name: 'Order these again' }));
  await waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
  expect(sent.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([
    { pack_id: 51, warehouse_id: 1 },
    { pack_id: 51, warehouse_id: 1 },
    { pack_id: 91, warehouse_id: 1 },
  ]);
  expect(toastStore.toasts.map((toast) => toast.message)).toEqual(['The items are back in your cart.']);
  stop();
});

it('says which items could not go back into the cart', async () => {
  fakeApi({
    'GET /s/api/orders/41': { body: orderDetail() },
    'POST /s/api/cart/add': (request) =>
      (request.body as { pack_id: number }).pack_id === 91 ? { status: 409, body: { message: 'Basmati Rice is out of stock' } } : cart,
  });
  await renderAccount('/account/orders/41');
  await userEvent.click(await screen.findByRole('button', { name: 'Order these again' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Added to your cart, except: Basmati Rice.');
});

it('offers to pay again after a failed online payment', async () => {
  fakeApi({
    'GET /s/api/orders/41': {
      body: orderDetail({ status: 'payment_failed', payment_method: 'razorpay', payment_status: 'failed', can_cancel: false }),
    },
  });
  await renderAccount('/account/orders/41');
  expect(await screen.findByText('The payment did not go through. Your order is kept for a while: you can pay again.')).toBeVisible();
  expect(screen.getByText('Placed on Nov 2, 2026 4:05 PM').parentElement).toHaveTextContent('Payment failedPlaced on');
  expect(screen.getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', '/checkout/razorpay/41');
  expect(region('Payment summary')).toHaveTextContent('PaymentPayment with Razorpay failed');
});

it('offers to pay an order still waiting for its online payment', async () => {
  fakeApi({ 'GET /s/api/orders/41': { body: orderDetail({ status: 'pending_payment', payment_method: 'cashfree', payment_status: 'awaiting' }) } });
  await renderAccount('/account/orders/41');
  expect(await screen.findByText('We are waiting for the payment of this order.')).toBeVisible();
  expect(screen.getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', '/checkout/cashfree/41');
});

it('says when the order does not exist, with a way back to the list', async () => {
  fakeApi({ 'GET /s/api/orders/999': { status: 404, body: { message: 'Order not found.' } } });
  await renderAccount('/account/orders/999');
  expect(await screen.findByRole('alert')).toHaveTextContent('We could not find this order.');
  expect(screen.getByRole('link', { name: 'All orders' })).toHaveAttribute('href', '/account/orders');
});

it('says when the order cannot be loaded, and tries again', async () => {
  fakeApi({ 'GET /s/api/orders/41': [{ status: 503, body: { message: 'The service is busy. Please try again.' } }, { body: orderDetail() }] });
  await renderAccount('/account/orders/41');
  expect(await screen.findByRole('alert')).toHaveTextContent('We could not load this orderThe service is busy. Please try again.');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Order GR-000041' })).toBeVisible();
});

it('shows the delivery window the shopper chose at checkout, as the order holds it', async () => {
  fakeApi({ 'GET /s/api/orders/41': { body: orderDetail({ del_date: '2026-12-01', del_start_time: '19:00', del_end_time: '22:00' }) } });
  await renderAccount('/account/orders/41');
  expect(await screen.findByRole('region', { name: 'Delivery slot' })).toHaveTextContent('Dec 1, 2026, 7:00 PM – 10:00 PM');
});
