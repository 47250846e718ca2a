import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@storefront/shared/overlays';
import { cartStore, dismissToast, eventBus, replaceCart, setPincode, toastStore } from '@storefront/shared/runtime';
import { cart, cartLine, emptyCart } from '../../test/fixtures';
import { currentLocation, fakeApi, holdAnswers, renderScreen } from '@storefront/shared/testing';
import { Panel } from './CartPanel';

const PINCODE_REQUIRED = 'Delivery Pincode Required: Please select your delivery pincode to proceed to checkout.';

function renderPanel({ open = true } = {}) {
  const onClose = jest.fn();
  renderScreen(
    <>
      <Panel open={open} payload={{}} onClose={onClose} />
      <Toaster />
    </>,
    { path: '/' },
  );
  return { onClose, panel: screen.getByRole('dialog', { name: 'Cart Summary' }) };
}

const lineNamed = (name: string) => screen.getAllByTestId('cart-line').find((line) => within(line).queryByText(name)) as HTMLElement;

beforeEach(() => {
  cartStore.cart = null;
  setPincode('560034');
  for (const toast of [...toastStore.toasts]) dismissToast(toast.id);
});

it('is titled Cart Summary and says Empty Cart / Your cart is empty with nothing in it, with no way to checkout', () => {
  replaceCart(emptyCart());
  const { panel } = renderPanel();
  expect(within(panel).getByRole('heading', { level: 2, name: 'Cart Summary' })).toBeVisible();
  expect(within(panel).getByRole('heading', { name: 'Empty Cart' })).toBeVisible();
  expect(within(panel).getByText('Your cart is empty')).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Continue to Checkout' })).not.toBeInTheDocument();
});

it('renders nothing while closed', () => {
  replaceCart(cart());
  renderScreen(<Panel open={false} payload={{}} onClose={jest.fn()} />, { path: '/' });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('lists each line with its picture, pack, price with the MRP struck and − qty +, and the totals in ₹', () => {
  replaceCart(cart());
  renderPanel();
  // One delivery (the cart as any call answers it, not grouped by the server): its slot, charge and shortfall.
  const delivery = screen.getByTestId('delivery-group');
  expect(within(delivery).getByRole('heading', { name: 'Delivery' })).toBeVisible();
  expect(delivery).toHaveTextContent('Delivery slot: Nov 23, 2026, 7:00 AM – 10:00 AM');
  expect(within(delivery).getByTestId('free-delivery-hint')).toHaveTextContent('Add ₹99 more for free delivery');
  const lines = screen.getAllByTestId('cart-line');
  expect(lines).toHaveLength(2);
  const onion = within(lines[0]);
  expect(onion.getByRole('img', { name: 'Onion' })).toHaveAttribute('src', '/cdn/medium/products/onion.svg');
  expect(onion.getByText('1 kg')).toBeVisible();
  expect(onion.getByText('₹40')).toBeVisible();
  expect(lines[0].querySelector('s')).toHaveTextContent('₹50');
  const quantity = onion.getByRole('group', { name: 'Quantity of Onion 1 kg' });
  expect(quantity).toHaveTextContent('2');
  expect(within(quantity).getByRole('button', { name: 'Decrease quantity' })).toBeVisible();
  expect(within(quantity).getByRole('button', { name: 'Increase quantity' })).toBeVisible();
  expect(onion.getByRole('button', { name: 'Remove Onion 1 kg' })).toHaveTextContent(/^Remove$/);
  expect(lines[1].querySelector('s')).toBeNull();

  const totals = within(screen.getByTestId('cart-totals'));
  expect(totals.getByText('Subtotal').nextSibling).toHaveTextContent('₹200');
  expect(totals.getByText('Delivery charge').nextSibling).toHaveTextContent('₹30');
  expect(totals.queryByText('Discount')).not.toBeInTheDocument();
  expect(screen.getByTestId('cart-amount')).toHaveTextContent('₹230');
});

it('offers Add to Cart for a line with no quantity and shows a line’s message in a warning box', async () => {
  replaceCart(
    cart({
      items: [cartLine({ quantity: 0, amount: 0, valid: false, message: 'This item is out of stock.' })],
    }),
  );
  const calls = fakeApi({ 'POST /s/api/cart/add': { body: cart({ items: [cartLine({ quantity: 1, amount: 40 })] }) } });
  renderPanel();
  const line = within(lineNamed('Onion'));
  expect(line.queryByRole('group', { name: 'Quantity of Onion 1 kg' })).not.toBeInTheDocument();
  expect(line.getByText('This item is out of stock.')).toBeVisible();
  await userEvent.click(line.getByRole('button', { name: 'Add to Cart' }));
  expect(await line.findByRole('group', { name: 'Quantity of Onion 1 kg' })).toHaveTextContent('1');
  expect(calls).toEqual([{ method: 'POST', path: '/s/api/cart/add', body: { pack_id: 11, warehouse_id: 1 } }]);
});

it('plus adds one of the line’s pack and shows the server’s new cart', async () => {
  const calls = fakeApi({
    'POST /s/api/cart/add': { body: cart({ total: 240, amount: 270, items: [cartLine({ quantity: 3, amount: 120 })] }) },
  });
  replaceCart(cart());
  renderPanel();
  await userEvent.click(within(lineNamed('Onion')).getByRole('button', { name: 'Increase quantity' }));
  expect(await screen.findByTestId('cart-amount')).toHaveTextContent('₹270');
  expect(within(lineNamed('Onion')).getByRole('group', { name: 'Quantity of Onion 1 kg' })).toHaveTextContent('3');
  expect(calls).toEqual([{ method: 'POST', path: '/s/api/cart/add', body: { pack_id: 11, warehouse_id: 1 } }]);
});

it('minus removes one of the pack', async () => {
  const calls = fakeApi({ 'POST /s/api/cart/remove': { body: cart({ total: 160, amount: 190, items: [cartLine({ quantity: 1, amount: 40 })] }) } });
  replaceCart(cart());
  renderPanel();
  await userEvent.click(within(lineNamed('Onion')).getByRole('button', { name: 'Decrease quantity' }));
  expect(await screen.findByText('₹190')).toBeVisible();
  expect(within(lineNamed('Onion')).getByRole('group', { name: 'Quantity of Onion 1 kg' })).toHaveTextContent('1');
  expect(calls).toEqual([{ method: 'POST', path: '/s/api/cart/remove', body: { pack_id: 11, remove: false } }]);
});

it('Remove takes the whole line out; removing the last line leaves the empty cart', async () => {
  const calls = fakeApi({ 'POST /s/api/cart/remove': { body: cart({ items: [cartLine()] }) } });
  replaceCart(cart());
  renderPanel();
  await userEvent.click(screen.getByRole('button', { name: 'Remove Toor Dal 1 kg' }));
  expect(await screen.findAllByTestId('cart-line')).toHaveLength(1);
  expect(screen.queryByText('Toor Dal')).not.toBeInTheDocument();
  expect(calls).toEqual([{ method: 'POST', path: '/s/api/cart/remove', body: { pack_id: 21, remove: true } }]);

  fakeApi({ 'POST /s/api/cart/remove': { body: emptyCart() } });
  await userEvent.click(screen.getByRole('button', { name: 'Remove Onion 1 kg' }));
  expect(await screen.findByText('Your cart is empty')).toBeVisible();
});

it('holds the line’s controls while its change is saved, and only that line’s', async () => {
  const saved = cart({ items: [cartLine({ quantity: 3, amount: 120 }), cart().items[1]] });
  const calls = fakeApi({ 'POST /s/api/cart/add': { body: saved } });
  const answerNow = holdAnswers();
  replaceCart(cart());
  renderPanel();
  const onion = within(lineNamed('Onion'));
  await userEvent.click(onion.getByRole('button', { name: 'Increase quantity' }));
  // The new quantity shows at once, before the server answers.
  expect(onion.getByRole('group', { name: 'Quantity of Onion 1 kg' })).toHaveTextContent('3');
  expect(onion.getByRole('group', { name: 'Quantity of Onion 1 kg' })).toHaveAttribute('aria-busy', 'true');
  expect(onion.getByRole('button', { name: 'Increase quantity' })).toHaveAttribute('aria-disabled', 'true');
  expect(onion.getByRole('button', { name: 'Remove Onion 1 kg' })).toBeDisabled();
  expect(within(lineNamed('Toor Dal')).getByRole('button', { name: 'Remove Toor Dal 1 kg' })).toBeEnabled();
  await userEvent.click(onion.getByRole('button', { name: 'Increase quantity' }));
  expect(calls).toHaveLength(1);

  await answerNow();
  expect(onion.getByRole('group', { name: 'Quantity of Onion 1 kg' })).not.toHaveAttribute('aria-busy');
  expect(onion.getByRole('group', { name: 'Quantity of Onion 1 kg' })).toHaveTextContent('3');
  expect(onion.getByRole('button', { name: 'Remove Onion 1 kg' })).toBeEnabled();
});

it('shows a refused change as an error toast and puts the line back as the server last sent it', async () => {
  fakeApi({ 'POST /s/api/cart/remove': { status: 503, body: { message: 'The cart could not be saved. Please try again.' } } });
  const answerNow = holdAnswers();
  replaceCart(cart());
  renderPanel();
  await userEvent.click(within(lineNamed('Onion')).getByRole('button', { name: 'Decrease quantity' }));
  expect(within(lineNamed('Onion')).getByRole('group', { name: 'Quantity of Onion 1 kg' })).toHaveTextContent('1');
  await answerNow();
  expect(await screen.findByRole('alert')).toHaveTextContent('The cart could not be saved. Please try again.');
  expect(within(lineNamed('Onion')).getByRole('group', { name: 'Quantity of Onion 1 kg' })).toHaveTextContent('2');
  expect(screen.getByTestId('cart-amount')).toHaveTextContent('₹230');
});

it('applies a coupon: the discount, the code and the server’s notice show; Remove coupon takes it off', async () => {
  const calls = fakeApi({
    'POST /s/api/apply/coupon': {
      body: { success: true, ...cart({ offercode: 'SAVE10', discount: 20, amount: 210, message: 'Coupon SAVE10 applied: you save ₹20.' }) },
    },
    'GET /s/api/remove/coupon': { body: cart({ message: 'Coupon removed.' }) },
  });
  replaceCart(cart());
  const { panel } = renderPanel();
  const apply = screen.getByRole('button', { name: 'Apply' });
  expect(apply).toBeDisabled();
  await userEvent.type(screen.getByRole('textbox', { name: 'Coupon code' }), ' save10 ');
  await userEvent.click(apply);
  expect(await screen.findByText('Coupon SAVE10 applied')).toBeVisible();
  expect(within(panel).getByRole('status')).toHaveTextContent('Coupon SAVE10 applied: you save ₹20.');
  const totals = within(screen.getByTestId('cart-totals'));
  expect(totals.getByText('Discount (SAVE10)').nextSibling).toHaveTextContent('−₹20');
  expect(screen.getByTestId('cart-amount')).toHaveTextContent('₹210');
  // The page's cart is the cart, not the answer that carried it.
  expect(cartStore.cart).not.toHaveProperty('success');

  await userEvent.click(screen.getByRole('button', { name: 'Remove coupon' }));
  expect(await screen.findByRole('textbox', { name: 'Coupon code' })).toHaveValue('');
  expect(within(panel).getByRole('status')).toHaveTextContent('Coupon removed.');
  expect(screen.queryByText('Discount (SAVE10)')).not.toBeInTheDocument();
  expect(calls).toEqual([
    { method: 'POST', path: '/s/api/apply/coupon', body: { code: 'save10' } },
    { method: 'GET', path: '/s/api/remove/coupon', body: undefined },
  ]);
});

it('shows a coupon the shop refuses under the field, keeps the code typed and leaves the cart as it was', async () => {
  const calls = fakeApi({ 'POST /s/api/apply/coupon': { body: { success: false, message: 'Coupon BIGSALE needs a minimum order of ₹499.' } } });
  replaceCart(cart());
  const cartUpdates = jest.fn();
  const stopListening = eventBus.on('cart:updated', cartUpdates);
  renderPanel();
  const field = screen.getByRole('textbox', { name: 'Coupon code' });
  await userEvent.type(field, 'BIGSALE{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent(/^Coupon BIGSALE needs a minimum order of ₹499\.$/);
  expect(field).toHaveValue('BIGSALE');
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled();
  expect(screen.getByTestId('cart-amount')).toHaveTextContent('₹230');
  expect(cartUpdates).not.toHaveBeenCalled();
  expect(calls).toEqual([{ method: 'POST', path: '/s/api/apply/coupon', body: { code: 'BIGSALE' } }]);
  stopListening();
});

it('shows an error answer’s message under the coupon field as well (a server that still refuses with 404)', async () => {
  fakeApi({ 'POST /s/api/apply/coupon': { status: 404, body: { message: 'Coupon code BOGUS is not valid.', field: 'code' } } });
  replaceCart(cart());
  renderPanel();
  const field = screen.getByRole('textbox', { name: 'Coupon code' });
  await userEvent.type(field, 'BOGUS{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent('Coupon code BOGUS is not valid.');
  expect(field).toHaveValue('BOGUS');
  expect(screen.getByTestId('cart-amount')).toHaveTextContent('₹230');
});

it('without a pincode disables Continue to Checkout with the warning, and offers to choose one', async () => {
  setPincode(null);
  replaceCart(cart({ message: PINCODE_REQUIRED }));
  const opened = jest.fn();
  const stopListening = eventBus.on('ui:open-pincode', opened);
  renderPanel();
  const proceed = screen.getByRole('button', { name: 'Continue to Checkout' });
  expect(proceed).toBeDisabled();
  expect(proceed).toHaveAccessibleDescription(PINCODE_REQUIRED);
  // Said once, in the footer, though the server's cart message says it too.
  expect(screen.getAllByText(PINCODE_REQUIRED)).toHaveLength(1);
  await userEvent.click(screen.getByRole('button', { name: 'Select Pincode' }));
  expect(opened).toHaveBeenCalledWith({}, expect.objectContaining({ name: 'ui:open-pincode' }));
  stopListening();
});

it('with a pincode, Continue to Checkout closes the panel and goes to /checkout', async () => {
  replaceCart(cart());
  const { onClose } = renderPanel();
  expect(screen.queryByText(PINCODE_REQUIRED)).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Continue to Checkout' }));
  expect(onClose).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(currentLocation()).toBe('/checkout'));
});

it('groups lines by delivery with each delivery’s slot, charge and free-delivery shortfall', () => {
  const dal = cartLine({
    pack_id: 21,
    warehouse_id: 2,
    delivery_charge_id: 2,
    name: 'Toor Dal',
    quantity: 1,
    price: 120,
    act_price: 120,
    amount: 120,
    del_date: '2026-11-24',
    del_start_time: '18:00',
    del_end_time: '21:00',
  });
  const onion = cartLine();
  // Not grouped by the server (the cart as add and remove answer it): grouped by each line's delivery_charge_id.
  replaceCart(
    cart({
      items: [onion, dal],
      deliveryInfo: [
        { delivery_charge_id: 1, delivery_charge: 30, free_above: 299, amount: 80, message: 'Add ₹219 more for free delivery' },
        { delivery_charge_id: 2, delivery_charge: 0, free_above: 99, amount: 120, message: 'Free delivery' },
      ],
    }),
  );
  renderPanel();
  const [first, second] = screen.getAllByTestId('delivery-group');
  expect(within(first).getByRole('heading', { name: 'Delivery 1 of 2' })).toBeVisible();
  expect(first).toHaveTextContent('Delivery slot: Nov 23, 2026, 7:00 AM – 10:00 AM');
  expect(first).toHaveTextContent('Delivery charge: ₹30');
  expect(within(first).getByTestId('free-delivery-hint')).toHaveTextContent('Add ₹219 more for free delivery');
  expect(within(first).getByText('Onion')).toBeVisible();
  expect(within(second).getByRole('heading', { name: 'Delivery 2 of 2' })).toBeVisible();
  expect(second).toHaveTextContent('Delivery slot: Nov 24, 2026, 6:00 PM – 9:00 PM');
  expect(second).toHaveTextContent('Free delivery');
  expect(within(second).getByText('Toor Dal')).toBeVisible();
  // Each delivery says its own shortfall; the totals do not repeat it.
  expect(within(screen.getByTestId('cart-totals')).queryByText(/more for free delivery/)).not.toBeInTheDocument();
});
