import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { replaceCart, setPincode, setUser, siteStore } from '@storefront/shared/runtime';
import { userSchema, type Cart } from '@storefront/shared';
import { address, cart, deliverySlots, emptyCart, orderDetail } from '../../test/fixtures';
import { currentLocation, fakeApi, renderScreen } from '@storefront/shared/testing';
import { Checkout } from './Checkout';

const HINT = 'Choose a delivery address and a payment method to place your order.';

/** The cart as the server prices it for an address: its lines grouped by delivery. */
const checkoutCart = (overrides: Partial<Cart> = {}) => cart({ grouped_items: [{ delivery_charge_id: 1, items: cart().items }], ...overrides });

/** The API as the checkout meets it: Priya's addresses, the cart priced for whatever is asked, and its delivery slots. */

function api({
  addresses = [address()],
  priced = checkoutCart(),
  extra = {},
}: { addresses?: unknown[]; priced?: Cart | (() => Cart); extra?: Parameters<typeof fakeApi>[0] } = {}) {
  return fakeApi({
    'GET /s/api/addresses': { body: { data: addresses } },
    'GET /s/api/cart': () => ({ body: typeof priced === 'function' ? priced() : priced }),
    'GET /s/api/delivery/slots': { body: deliverySlots() },
    ...extra,
  });
}

const placeOrder = () => screen.getByRole('button', { name: 'Place Order' });
const pricedCalls = (calls: ReturnType<typeof fakeApi>) => calls.filter((call) => call.path === '/s/api/cart').map((call) => call.query);

beforeEach(() => {
  replaceCart(cart());
  setUser(userSchema.parse({ name: 'Priya Sharma', email: 'priya@example.com', phone: '9876543210' }));
  siteStore.data = null;
  setPincode(null);
});

it('prices the cart for the default address, with its delivery slot and totals, and chooses the shop’s first payment method', async () => {
  const calls = api({ addresses: [address({ id: 3, is_default: false, name: 'Office' }), address()] });
  renderScreen(<Checkout />, { route: '/checkout', path: '/checkout' });
  expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const addresses = await screen.findByRole('radiogroup', { name: 'Deliver to' });
  expect(within(addresses).getByRole('radio', { name: /Priya Sharma/ })).toBeChecked();
  expect(within(addresses).getByText('Default')).toBeVisible();
  await waitFor(() => expect(pricedCalls(calls)).toEqual([{ address_id: '7', groupby_delivery: 'true' }]));
  // The summary shows the window the order gets: the earliest open one until the shopper chooses.
  expect(await screen.findByText(/Delivery slot: Nov 29, 2026, 4:00 PM – 7:00 PM/)).toBeVisible();
  expect(screen.getByTestId('cart-amount')).toHaveTextContent('₹230');
  // The shop's first payment method is chosen until the shopper chooses another.
  expect(screen.getByRole('radio', { name: /^UPI, cards, net banking with Razorpay/ })).toBeChecked();
  await waitFor(() => expect(placeOrder()).toBeEnabled());
  expect(screen.queryByText(HINT)).not.toBeInTheDocument();
});

it("puts focus on its heading, so a shopper coming from the cart's Continue to Checkout starts at the top", async () => {
  api();
  renderScreen(<Checkout />, { route: '/checkout', path: '/checkout' });
  expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toHaveFocus();
  await screen.findByRole('radiogroup', { name: 'Deliver to' });
});

it('names the methods by what the shopper pays with, in the shop’s order; choosing one prices the cart for it', async () => {
  const calls = api();
  renderScreen(<Checkout />, { route: '/checkout', path: '/checkout' });
  const methods = await screen.findByRole('radiogroup', { name: 'Pay with' });
  // A shop that takes both providers says how paying through each differs.
  expect(
    within(methods)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent),
  ).toEqual([
    'UPI, cards, net banking with Razorpay, in a window over this page',
    'UPI, cards, net banking with Cashfree, on its own page, then back here',
    'Cash on Delivery',
  ]);
  await userEvent.click(within(methods).getByRole('radio', { name: 'Cash on Delivery' }));
  await waitFor(() => expect(pricedCalls(calls).at(-1)).toEqual({ address_id: '7', payment_method: 'cod', groupby_delivery: 'true' }));
  await waitFor(() => expect(placeOrder()).toBeEnabled());
  expect(screen.getByRole('radio', { name: 'Cash on Delivery' })).toBeChecked();
});

it('offers "UPI, cards, net banking" once when the shop takes one provider, chosen first, and pays through that provider', async () => {
  const calls = api({
    priced: checkoutCart({ paymentMethods: ['cashfree', 'cod'] }),
    extra: {
      'POST /s/api/order/create': { body: { order: orderDetail({ status: 'pending_payment' }), payOptions: { provider: 'cashfree', id: '42' } } },
    },
  });
  renderScreen(<Checkout />, { route: '/checkout', path: '/checkout' });
  const methods = await screen.findByRole('radiogroup', { name: 'Pay with' });
  await waitFor(() =>
    expect(
      within(methods)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['UPI, cards, net banking', 'Cash on Delivery']),
  );
  expect(within(methods).getByRole('radio', { name: 'UPI, cards, net banking' })).toBeChecked();
  await waitFor(() => expect(placeOrder()).toBeEnabled());
  await userEvent.click(placeOrder());
  await waitFor(() => expect(currentLocation()).toBe('/checkout/cashfree/42'));
  expect(calls.find((call) => call.path === '/s/api/order/create')?.body).toMatchObject({ payment: 'cashfree' });
});

it('leaves COD out where the address refuses it, and says why', async () => {
  api({ priced: checkoutCart({ paymentMethods: ['razorpay', 'cashfree'] }) });
  renderScreen(<Checkout />, { route: '/checkout', path: '/checkout' });
  const methods = await screen.findByRole('radiogroup', { name: 'Pay with' });
  await waitFor(() => expect(within(methods).queryByRole('radio', { name: 'Cash on Delivery' })).not.toBeInTheDocument());
  expect(within(methods).getAllByRole('radio')).toHaveLength(2);
  expect(screen.getByText('Cash on delivery is not available for 560034. Please choose another payment method.')).toBeVisible();
});

it('places a COD order once, however often it is pressed, with the note and coupon, and shows its success page', async () => {
  const calls = api({
    priced: checkoutCart({ offercode: 'SAVE10', discount: 20 }),
    extra: { 'POST /s/api/order/create': { body: { order: orderDetail({ payment_method: 'cod' }) } } },
  });
  renderScreen(<Checkout />, { route: '/checkout', path: '/checkout' });
  await userEvent.click(await screen.findByRole('radio', { name: 'Cash on Delivery' }));
  await userEvent.type(screen.getByLabelText('Note for delivery (optional)'), ' Ring the bell ');
  await waitFor(() => expect(placeOrder()).toBeEnabled());
  await userEvent.dblClick(placeOrder());
  await waitFor(() => expect(currentLocation()).toBe('/order/success/GR-000042'));
  const orders = calls.filter((call) => call.path === '/s/api/order/create');
  expect(orders).toHaveLength(1);
  expect(orders[0].body).toEqual({
    address_id: 7,
    payment: 'cod',
    offercode: 'SAVE10',
    note: 'Ring the bell',
    delivery_slots: [{ delivery_charge_id: 1, slot_id: '2026-11-29:3' }],
  });
});

it('continues an online payment on the provider’s start screen', async () => {
  api({
    extra: {
      'POST /s/api/order/create': { body: { order: orderDetail({ status: 'pending_payment' }), payOptions: { provider: 'razorpay', id: '42' } } },
    },
  });
  renderScreen(<Checkout />, { route: '/checkout', path: '/checkout' });
  await userEvent.click(await screen.findByRole('radio', { name: /with Razorpay/ }));
  await waitFor(() => expect(placeOrder()).toBeEnabled());
  await userEvent.click(placeOrder());
  await waitFor(() => expect(currentLocation()).toBe('/checkout/razorpay/42'));
});

it('shows a refusal at placement with the cart priced again, so the line says what changed; nothing typed is lost', async () => {
  let soldOut = false;
  const soldOutLine = { message: 'Only 1 left in stock', valid: false };
  const calls = api({
    priced: () => {
      const items = soldOut ? [{ ...cart().items[0], ...soldOutLine }, cart().items[1]] : cart().items;
      return checkoutCart({ items, grouped_items: [{ delivery_charge_id: 1, items }] });
    },
    extra: {
      'POST /s/api/order/create': () => {
        soldOut = true;
        return { status: 409, body: { message: 'Sorry, Onion just sold out in the quantity you chose. Please review your cart.' } };
      },
    },
  });
  renderScreen(<Checkout />, { route: '/checkout', path: '/checkout' });
  await userEvent.click(await screen.findByRole('radio', { name: 'Cash on Delivery' }));
  await userEvent.type(screen.getByLabelText('Note for delivery (optional)'), 'Leave at the door');
  await waitFor(() => expect(placeOrder()).toBeEnabled());
  const pricedBefore = pricedCalls(calls).length;
  await userEvent.click(placeOrder());
  expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, Onion just sold out in the quantity you chose. Please review your cart.');
  expect(await screen.findByText('Only 1 left in stock')).toBeVisible();
  expect(pricedCalls(calls).length).toBeGreaterThan(pricedBefore);
  expect(screen.getByLabelText('Note for delivery (optional)')).toHaveValue('Leave at the door');
  expect(screen.getByRole('radio', { name: 'Cash on Delivery' })).toBeChecked();
  expect(placeOrder()).toBeEnabled();
});

it('with no saved address, asks for one in place, refusing bad fields with the contract’s words, then delivers there', async () => {
  const saved = address({ id: 12, line1: '5 Park Street', city: 'Kolkata', state: 'West Bengal', pincode: '700016' });
  const calls = api({ addresses: [], extra: { 'POST /s/api/addresses': { body: { message: 'Address added.', data: saved } } } });
  renderScreen(<Checkout />, { route: '/checkout', path: '/checkout' });
  expect(await screen.findByText('You have no saved address yet. Add one to deliver to.')).toBeVisible();
  expect(screen.getByText('Choose a delivery address to see how you can pay.')).toBeVisible();
  const form = screen.getByRole('form', { name: 'Add a new address' });
  // Name and phone start from the account.
  expect(within(form).getByLabelText(/^Name/)).toHaveValue('Priya Sharma');
  await userEvent.clear(within(form).getByLabelText(/^Phone/));
  await userEvent.type(within(form).getByLabelText(/^Phone/), '12345');
  await userEvent.type(within(form).getByLabelText(/^Pincode/), '056003');
  await userEvent.click(within(form).getByRole('button', { name: 'Save address' }));
  expect(within(form).getByText('Phone must be a 10-digit mobile number starting with 6, 7, 8 or 9')).toBeVisible();
  expect(within(form).getByText('Address line 1 is required')).toBeVisible();
  expect(within(form).getByText('City is required')).toBeVisible();
  expect(within(form).getByText('State is required')).toBeVisible();
  expect(within(form).getByText('Pincode must be 6 digits and cannot start with 0')).toBeVisible();
  expect(calls.some((call) => call.method === 'POST')).toBe(false);
  // The refused Save takes the shopper to the first field in error.
  await waitFor(() => expect(within(form).getByLabelText(/^Phone/)).toHaveFocus());
  // State is one of India's 28 states and 8 union territories.
  const state = within(form).getByRole('combobox', { name: /^State/ });
  expect(within(state).getAllByRole('option')).toHaveLength(37);
  expect(within(state).getByRole('option', { name: 'Choose a state' })).toBeDisabled();

  await userEvent.clear(within(form).getByLabelText(/^Phone/));
  await userEvent.type(within(form).getByLabelText(/^Phone/), '9876543210');
  await userEvent.type(within(form).getByLabelText(/^Address line 1/), '5 Park Street');
  await userEvent.type(within(form).getByLabelText(/^City/), 'Kolkata');
  await userEvent.selectOptions(state, 'West Bengal');
  await userEvent.clear(within(form).getByLabelText(/^Pincode/));
  await userEvent.type(within(form).getByLabelText(/^Pincode/), '700016');
  await userEvent.click(within(form).getByRole('radio', { name: 'Work' }));
  await userEvent.click(within(form).getByRole('button', { name: 'Save address' }));

  const addresses = await screen.findByRole('radiogroup', { name: 'Deliver to' });
  expect(within(addresses).getByRole('radio', { name: /5 Park Street/ })).toBeChecked();
  expect(calls.find((call) => call.path === '/s/api/addresses' && call.method === 'POST')?.body).toEqual({
    name: 'Priya Sharma',
    phone: '9876543210',
    line1: '5 Park Street',
    line2: '',
    landmark: '',
    city: 'Kolkata',
    state: 'West Bengal',
    pincode: '700016',
    type: 'work',
    is_default: false,
  });
  await waitFor(() => expect(pricedCalls(calls)).toContainEqual({ address_id: '12', groupby_delivery: 'true' }));
});

it('shows the server’s refusal of a new address and keeps what was typed', async () => {
  api({
    addresses: [],
    extra: { 'POST /s/api/addresses': { status: 409, body: { message: 'You can keep at most 20 addresses. Please delete one first.' } } },
  });
  renderScreen(<Checkout />, { route: '/checkout', path: '/checkout' });
  const form = await screen.findByRole('form', { name: 'Add a new address' });
  for (const [label, value] of [
    [/^Address line 1/, '5 Park Street'],
    [/^City/, 'Kolkata'],
    [/^Pincode/, '700016'],
  ] as const) {
    await userEvent.type(within(form).getByLabelText(label), value);
  }
  await userEvent.selectOptions(within(form).getByLabelText(/^State/), 'West Bengal');
  await userEvent.click(within(form).getByRole('button', { name: 'Save address' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('You can keep at most 20 addresses. Please delete one first.');
  expect(within(form).getByLabelText(/^City/)).toHaveValue('Kolkata');
});

it('takes the shopper to the first field in error when Save is refused before any field was left', async () => {
  api({ addresses: [] });
  renderScreen(<Checkout />, { route: '/checkout', path: '/checkout' });
  const form = await screen.findByRole('form', { name: 'Add a new address' });
  await userEvent.click(within(form).getByRole('button', { name: 'Save address' }));
  await waitFor(() => expect(within(form).getByLabelText(/^Address line 1/)).toHaveFocus());
});

it('starts a new address at the delivery pincode chosen in the navbar, and a pincode fills the city and state', async () => {
  setPincode('560034');
  const calls = api({ addresses: [] });
  renderScreen(<Checkout />, { route: '/checkout', path: '/checkout' });
  const form = await screen.findByRole('form', { name: 'Add a new address' });
  expect(within(form).getByLabelText(/^Pincode/)).toHaveValue('560034');
  // From India Post's data, bundled with the form: no call to the server.
  await waitFor(() => expect(within(form).getByLabelText(/^City/)).toHaveValue('Bangalore'));
  expect(within(form).getByRole('combobox', { name: /^State/ })).toHaveValue('Karnataka');
  // Another pincode moves them with it (Ladakh under its own name since 2019); a city typed by hand stays.
  await userEvent.clear(within(form).getByLabelText(/^Pincode/));
  await userEvent.type(within(form).getByLabelText(/^Pincode/), '194101');
  await waitFor(() => expect(within(form).getByRole('combobox', { name: /^State/ })).toHaveValue('Ladakh'));
  expect(within(form).getByLabelText(/^City/)).toHaveValue('Leh');
  await userEvent.clear(within(form).getByLabelText(/^City/));
  await userEvent.type(within(form).getByLabelText(/^City/), 'Leh town');
  await userEvent.clear(within(form).getByLabelText(/^Pincode/));
  await userEvent.type(within(form).getByLabelText(/^Pincode/), '700016');
  await waitFor(() => expect(within(form).getByRole('combobox', { name: /^State/ })).toHaveValue('West Bengal'));
  expect(within(form).getByLabelText(/^City/)).toHaveValue('Leh town');
  expect(calls.filter((call) => call.path.includes('pincode'))).toEqual([]);
});

it('with an empty cart, says so and offers the way back to the shop', async () => {
  api({ priced: emptyCart() });
  replaceCart(emptyCart());
  renderScreen(<Checkout />, { route: '/checkout', path: '/checkout' });
  expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Browse all products' })).toHaveAttribute('href', '/products');
});
