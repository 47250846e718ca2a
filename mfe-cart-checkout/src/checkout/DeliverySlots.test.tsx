import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { replaceCart, setPincode, setUser, siteStore } from '@storefront/shared/runtime';
import { userSchema } from '@storefront/shared';
import { SLOT_MESSAGES } from '@storefront/shared/shopping';
import { currentLocation, fakeApi, renderScreen, type ApiAnswers, type FakeAnswer } from '@storefront/shared/testing';
import { address, cart, deliveryDay, deliveryGroupSlots, deliverySlots, orderDetail } from '../../test/fixtures';
import { Checkout } from './Checkout';

const checkoutCart = () => cart({ grouped_items: [{ delivery_charge_id: 1, items: cart().items }] });

/** The checkout's API with the slots answered by `slots` (one answer, or one per call in turn). */
function api(slots: FakeAnswer | FakeAnswer[] | ApiAnswers[string] = { body: deliverySlots() }, extra: ApiAnswers = {}) {
  return fakeApi({
    'GET /s/api/addresses': { body: { data: [address()] } },
    'GET /s/api/cart': { body: checkoutCart() },
    'GET /s/api/delivery/slots': slots,
    'POST /s/api/order/create': { body: { order: orderDetail({ payment_method: 'cod' }) } },
    ...extra,
  });
}

const renderCheckout = () => renderScreen(<Checkout />, { route: '/checkout', path: '/checkout' });
const chooser = () => screen.getByRole('region', { name: 'Delivery slot' });
const days = () => within(chooser()).getByRole('radiogroup', { name: 'Delivery: day' });
const windows = (day: string) => within(chooser()).getByRole('radiogroup', { name: `Delivery: time on ${day}` });
const placeOrder = () => screen.getByRole('button', { name: 'Place Order' });
const slotCalls = (calls: ReturnType<typeof fakeApi>) => calls.filter((call) => call.path === '/s/api/delivery/slots');
const orderBodies = (calls: ReturnType<typeof fakeApi>) => calls.filter((call) => call.path === '/s/api/order/create').map((call) => call.body);

beforeEach(() => {
  replaceCart(cart());
  setUser(userSchema.parse({ name: 'Priya Sharma', email: 'priya@example.com', phone: '9876543210' }));
  siteStore.data = null;
  setPincode(null);
});

it('reads the slots of the chosen address, showing a skeleton meanwhile, with Place Order waiting for them', async () => {
  let answer = (_: FakeAnswer) => undefined as void;
  const answered = new Promise<FakeAnswer>((resolve) => (answer = resolve));
  const calls = api(() => answered);
  renderCheckout();
  expect(await within(chooser()).findByRole('status', { name: 'Loading delivery slots' })).toHaveAttribute('aria-busy', 'true');
  await waitFor(() => expect(slotCalls(calls).map((call) => call.query)).toEqual([{ address_id: '7' }]));
  expect(placeOrder()).toBeDisabled();
  answer({ body: deliverySlots() });
  expect(await within(chooser()).findByRole('radiogroup', { name: 'Delivery: day' })).toBeVisible();
  expect(within(chooser()).queryByRole('status')).not.toBeInTheDocument();
  await waitFor(() => expect(placeOrder()).toBeEnabled());
});

it('says when the slots could not be read, and Retry reads them again', async () => {
  const calls = api([{ status: 500, body: { message: 'Something went wrong' } }, { body: deliverySlots() }]);
  renderCheckout();
  const alert = await within(chooser()).findByRole('alert');
  expect(alert).toHaveTextContent('We could not load the delivery slots: Something went wrong');
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await within(chooser()).findByRole('radiogroup', { name: 'Delivery: day' })).toBeVisible();
  expect(slotCalls(calls)).toHaveLength(2);
});

it('preselects the earliest open window, and says why the others of that day cannot be chosen', async () => {
  api();
  renderCheckout();
  await screen.findByRole('radiogroup', { name: 'Delivery: day' });
  expect(within(days()).getByRole('radio', { name: /^Nov 29, 2026/ })).toBeChecked();
  expect(within(days()).getAllByRole('radio')).toHaveLength(7);
  const today = windows('Nov 29, 2026');
  // Cut-offs read on the shop's clock (Asia/Kolkata), whatever the browser's.
  expect(within(today).getByRole('radio', { name: '4:00 PM – 7:00 PM Few left · Closes at 2:00 PM' })).toBeChecked();
  expect(within(today).getByRole('radio', { name: '7:00 AM – 10:00 AM Closed at 5:00 AM' })).toBeDisabled();
  expect(within(today).getByRole('radio', { name: '10:00 AM – 1:00 PM Full' })).toBeDisabled();
  expect(within(today).getByRole('radio', { name: '7:00 PM – 10:00 PM Closes at 5:00 PM' })).toBeEnabled();
  expect(screen.getByText('Delivery slot: Nov 29, 2026, 4:00 PM – 7:00 PM')).toBeVisible();
});

it('gives the cut-off’s day too when a window closes the day before it starts', async () => {
  const early = deliveryDay('2026-12-01', { 0: { cutoff_at: '2026-11-30T21:00:00+05:30' } });
  api({ body: deliverySlots([deliveryGroupSlots({ default_slot_id: '2026-12-01:1', days: [early] })]) });
  renderCheckout();
  const day = await screen.findByRole('radiogroup', { name: 'Delivery: time on Dec 1, 2026' });
  expect(within(day).getByRole('radio', { name: '7:00 AM – 10:00 AM Closes at 9:00 PM on Nov 30, 2026' })).toBeChecked();
  expect(within(day).getByRole('radio', { name: '10:00 AM – 1:00 PM Closes at 8:00 AM' })).toBeEnabled();
});

it('shows a closed day as closed, its windows not to be chosen, and keeps the chosen window', async () => {
  api();
  renderCheckout();
  await screen.findByRole('radiogroup', { name: 'Delivery: day' });
  await userEvent.click(within(days()).getByRole('radio', { name: 'Nov 30, 2026 Closed' }));
  const closedDay = windows('Nov 30, 2026');
  expect(within(closedDay).getAllByRole('radio')).toHaveLength(4);
  for (const radio of within(closedDay).getAllByRole('radio')) {
    expect(radio).toBeDisabled();
    expect(radio).toHaveAccessibleName(/ Closed$/);
  }
  expect(screen.getByText('Delivery slot: Nov 29, 2026, 4:00 PM – 7:00 PM')).toBeVisible();
});

it('sends the day and window chosen with the order, and the summary shows it', async () => {
  const calls = api();
  renderCheckout();
  await screen.findByRole('radiogroup', { name: 'Delivery: day' });
  await userEvent.click(within(days()).getByRole('radio', { name: /^Dec 1, 2026/ }));
  await userEvent.click(within(windows('Dec 1, 2026')).getByRole('radio', { name: /^7:00 PM – 10:00 PM/ }));
  expect(screen.getByText('Delivery slot: Dec 1, 2026, 7:00 PM – 10:00 PM')).toBeVisible();
  await userEvent.click(screen.getByRole('radio', { name: 'Cash on Delivery' }));
  await waitFor(() => expect(placeOrder()).toBeEnabled());
  await userEvent.click(placeOrder());
  await waitFor(() => expect(currentLocation()).toBe('/order/success/GR-000042'));
  expect(orderBodies(calls)).toEqual([expect.objectContaining({ delivery_slots: [{ delivery_charge_id: 1, slot_id: '2026-12-01:4' }] })]);
});

it('moves between days and windows with the arrow keys, skipping windows that cannot be chosen', async () => {
  api();
  renderCheckout();
  await screen.findByRole('radiogroup', { name: 'Delivery: day' });
  within(windows('Nov 29, 2026')).getByRole('radio', { checked: true }).focus();
  await userEvent.keyboard('{ArrowRight}');
  expect(within(windows('Nov 29, 2026')).getByRole('radio', { name: /^7:00 PM – 10:00 PM/ })).toBeChecked();
  expect(within(windows('Nov 29, 2026')).getByRole('radio', { name: /^7:00 PM – 10:00 PM/ })).toHaveFocus();
  expect(screen.getByText('Delivery slot: Nov 29, 2026, 7:00 PM – 10:00 PM')).toBeVisible();
  // Left from the first open window passes over the full and the closed one, round to the last.
  await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
  expect(within(windows('Nov 29, 2026')).getByRole('radio', { name: /^7:00 PM – 10:00 PM/ })).toBeChecked();

  within(days()).getByRole('radio', { checked: true }).focus();
  await userEvent.keyboard('{ArrowRight}{ArrowRight}');
  expect(within(days()).getByRole('radio', { name: /^Dec 1, 2026/ })).toBeChecked();
  expect(windows('Dec 1, 2026')).toBeVisible();
});

it('says so when a delivery group has no windows for the address', async () => {
  api({ body: deliverySlots([deliveryGroupSlots({ default_slot_id: null, days: [] })]) });
  renderCheckout();
  expect(await within(chooser()).findByText('Deliveries are not available for this address.')).toBeVisible();
  expect(within(chooser()).queryByRole('radio')).not.toBeInTheDocument();
});

it('names each delivery of a cart delivered in two, each with its own choice', async () => {
  const second = deliveryGroupSlots({ delivery_charge_id: 2, warehouse_id: 2, default_slot_id: '2026-12-01:1', days: [deliveryDay('2026-12-01')] });
  const calls = api({ body: deliverySlots([deliveryGroupSlots(), second]) });
  renderCheckout();
  const secondDelivery = await screen.findByRole('radiogroup', { name: 'Delivery 2 of 2: time on Dec 1, 2026' });
  expect(screen.getByRole('radiogroup', { name: 'Delivery 1 of 2: time on Nov 29, 2026' })).toBeVisible();
  await userEvent.click(within(secondDelivery).getByRole('radio', { name: /^10:00 AM – 1:00 PM/ }));
  await userEvent.click(screen.getByRole('radio', { name: 'Cash on Delivery' }));
  await waitFor(() => expect(placeOrder()).toBeEnabled());
  await userEvent.click(placeOrder());
  await waitFor(() => expect(orderBodies(calls)).toHaveLength(1));
  expect(orderBodies(calls)[0]).toMatchObject({
    delivery_slots: [
      { delivery_charge_id: 1, slot_id: '2026-11-29:3' },
      { delivery_charge_id: 2, slot_id: '2026-12-01:2' },
    ],
  });
});

it('shows a window that filled meanwhile next to the chooser, with the slots read again and nothing typed lost', async () => {
  const filled = deliverySlots([
    deliveryGroupSlots({
      default_slot_id: '2026-11-29:4',
      days: [
        deliveryDay('2026-11-29', {
          0: { available: false, closed_reason: 'past_cutoff' },
          1: { available: false, closed_reason: 'full' },
          2: { available: false, closed_reason: 'full' },
        }),
        deliveryDay('2026-12-01'),
      ],
    }),
  ]);
  const refusal = SLOT_MESSAGES.unavailable('Nov 29, 4:00 PM – 7:00 PM', 'full');
  const calls = api([{ body: deliverySlots() }, { body: filled }], {
    'POST /s/api/order/create': [{ status: 409, body: { message: refusal } }, { body: { order: orderDetail({ payment_method: 'cod' }) } }],
  });
  renderCheckout();
  await screen.findByRole('radiogroup', { name: 'Delivery: day' });
  await userEvent.click(screen.getByRole('radio', { name: 'Cash on Delivery' }));
  await userEvent.type(screen.getByLabelText('Note for delivery (optional)'), 'Leave at the door');
  await waitFor(() => expect(placeOrder()).toBeEnabled());
  await userEvent.click(placeOrder());

  expect(await within(chooser()).findByRole('alert')).toHaveTextContent(refusal);
  expect(slotCalls(calls)).toHaveLength(2);
  // The window that filled says so now, and the next open one is chosen instead.
  await waitFor(() => expect(within(windows('Nov 29, 2026')).getByRole('radio', { name: '4:00 PM – 7:00 PM Full' })).toBeDisabled());
  expect(within(windows('Nov 29, 2026')).getByRole('radio', { name: /^7:00 PM – 10:00 PM/ })).toBeChecked();
  expect(screen.getByLabelText('Note for delivery (optional)')).toHaveValue('Leave at the door');
  expect(screen.getByRole('radio', { name: 'Cash on Delivery' })).toBeChecked();
  expect(currentLocation()).toBe('/checkout');

  // Choosing again clears the refusal; the order goes with the new window.
  await userEvent.click(within(days()).getByRole('radio', { name: /^Dec 1, 2026/ }));
  await userEvent.click(within(windows('Dec 1, 2026')).getByRole('radio', { name: /^7:00 AM – 10:00 AM/ }));
  expect(within(chooser()).queryByRole('alert')).not.toBeInTheDocument();
  await userEvent.click(placeOrder());
  await waitFor(() => expect(currentLocation()).toBe('/order/success/GR-000042'));
  expect(orderBodies(calls)[1]).toMatchObject({ delivery_slots: [{ delivery_charge_id: 1, slot_id: '2026-12-01:1' }] });
});
