import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@storefront/shared';
import { replaceCart, setPincode } from '@storefront/shared/runtime';
import { cart } from '../../test/fixtures';
import { fakeApi, renderScreen } from '@storefront/shared/testing';
import { Panel as CartPanel } from './CartPanel';
import { Panel } from './PincodeModal';
import { reloadPage } from './reloadPage';

jest.mock('./reloadPage', () => ({ reloadPage: jest.fn() }));

const delivering = {
  success: true,
  pincode: '560034',
  message: 'Delivering to 560034, Bengaluru.',
  city: 'Bengaluru',
  area: 'Koramangala',
  cod: true,
  delivery_charge: 30,
  free_above: 299,
  del_date: '2026-11-23',
  del_start_time: '07:00',
  del_end_time: '10:00',
};

function renderModal() {
  const onClose = jest.fn();
  renderScreen(<Panel open payload={{}} onClose={onClose} />, { path: '/' });
  return { onClose, input: screen.getByRole('textbox', { name: 'Pincode' }) };
}

beforeEach(() => {
  jest.mocked(reloadPage).mockClear();
  setPincode(null);
});

it('is the Change Location dialog with a numeric pincode field holding the current pincode', async () => {
  setPincode('560034');
  const { input } = renderModal();
  // Visible once its 5 ms opening delay has passed.
  await waitFor(() => expect(screen.getByRole('dialog', { name: 'Change Location' })).toBeVisible());
  expect(input).toHaveValue('560034');
  expect(input).toHaveAttribute('inputmode', 'numeric');
});

it('refuses fewer than 6 characters with "Please enter a valid pincode" and asks nothing of the server', async () => {
  const calls = fakeApi({});
  const { input } = renderModal();
  await userEvent.type(input, '56003');
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(screen.getByRole('alert')).toHaveTextContent(/^Please enter a valid pincode$/);
  expect(input).toHaveValue('56003');
  expect(input).toHaveAccessibleDescription(expect.stringContaining('Please enter a valid pincode'));
  expect(calls).toEqual([]);
});

it('checks a pincode with the server and reloads the page when the shop delivers there', async () => {
  const calls = fakeApi({ 'GET /s/api/check/pincode/560034': { body: delivering } });
  const { input } = renderModal();
  await userEvent.type(input, '560034{Enter}');
  await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
  expect(calls).toEqual([{ method: 'GET', path: '/s/api/check/pincode/560034', body: undefined }]);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('set from the open cart, asks for the cart to open again after the reload (once); set from anywhere else, does not', async () => {
  fakeApi({ 'GET /s/api/check/pincode/560034': { body: delivering } });
  replaceCart(cart());
  const { unmount } = renderScreen(
    <>
      <CartPanel open payload={{}} onClose={jest.fn()} />
      <Panel open payload={{}} onClose={jest.fn()} />
    </>,
    { path: '/' },
  );
  await userEvent.type(screen.getByRole('textbox', { name: 'Pincode' }), '560034{Enter}');
  await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
  expect(sessionStorage.getItem('ui:open-cart')).toBe('1');
  unmount();
  // After the reload the shell opens the cart, which takes the request back.
  renderScreen(<CartPanel open payload={{}} onClose={jest.fn()} />, { path: '/' }).unmount();
  expect(sessionStorage.getItem('ui:open-cart')).toBeNull();

  const { input } = renderModal();
  await userEvent.type(input, '560034{Enter}');
  await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(2));
  expect(sessionStorage.getItem('ui:open-cart')).toBeNull();
});

it('shows a pincode the shop does not deliver to under the field, keeps what was typed and stays on the page', async () => {
  const calls = fakeApi({
    'GET /s/api/check/pincode/999999': { body: { success: false, pincode: '999999', message: 'Sorry, we do not deliver to 999999 yet.' } },
  });
  const { input } = renderModal();
  await userEvent.type(input, '999999');
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(/^Sorry, we do not deliver to 999999 yet\.$/);
  expect(input).toHaveValue('999999');
  expect(input).toHaveAccessibleDescription(expect.stringContaining('Sorry, we do not deliver to 999999 yet.'));
  expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled();
  expect(reloadPage).not.toHaveBeenCalled();
  expect(sessionStorage.getItem('ui:open-cart')).toBeNull();
  expect(calls).toEqual([{ method: 'GET', path: '/s/api/check/pincode/999999', body: undefined }]);
});

it('shows an error answer’s message in the modal as well (a server that still refuses with 404)', async () => {
  fakeApi({ 'GET /s/api/check/pincode/999999': { status: 404, body: { message: 'Sorry, we do not deliver to 999999 yet.' } } });
  const { input } = renderModal();
  await userEvent.type(input, '999999{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, we do not deliver to 999999 yet.');
  expect(input).toHaveValue('999999');
  expect(reloadPage).not.toHaveBeenCalled();
});

it('says the check needs a connection when the server could not be reached, keeping the pincode typed', async () => {
  fakeApi(() => {
    throw new TypeError('Failed to fetch');
  });
  const { input } = renderModal();
  await userEvent.type(input, '560034{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.noConnection);
  expect(input).toHaveValue('560034');
  expect(reloadPage).not.toHaveBeenCalled();
});

it('Cancel asks to close', async () => {
  const { onClose } = renderModal();
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onClose).toHaveBeenCalledTimes(1);
});
