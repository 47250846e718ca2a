import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setUser } from '@storefront/shared/runtime';
import { ADDRESS_MESSAGES, MAX_ADDRESSES_PER_USER } from '@storefront/shared/signed-in';
import { fakeApi, type ApiRequest } from '@storefront/shared/testing';
import { user } from './fixtures';
import { address } from './orderFixtures';
import { renderAccount } from './accountScreens';

const home = address();
const work = address({ id: 4, name: 'Asha Rao', line1: '5 Residency Road', city: 'Bengaluru', type: 'work', is_default: false });
const list = (...addresses: ReturnType<typeof address>[]) => ({ body: { data: addresses } });
const writes = (sent: ApiRequest[]) => sent.filter((request) => request.method !== 'GET');
const field = (form: HTMLElement, name: string) => within(form).getByRole('textbox', { name });

beforeEach(() => setUser(user));

it('lists the saved addresses with their type and the default marked', async () => {
  fakeApi({ 'GET /s/api/addresses': list(home, work) });
  await renderAccount('/account/addresses');
  expect(screen.getByRole('heading', { level: 1, name: 'Addresses' })).toBeVisible();
  expect(screen.getByText('Where we deliver. The default address is chosen first at checkout.')).toBeVisible();
  await screen.findByRole('button', { name: 'Edit address 12 MG Road, Bengaluru' });
  const [first, second] = within(screen.getByRole('region', { name: 'Addresses' })).getAllByRole('listitem');
  expect(first).toHaveTextContent('Asha RaoHomeDefault12 MG RoadBengaluru, Karnataka 5600019876543210');
  expect(second).toHaveTextContent('Asha RaoWork5 Residency RoadBengaluru, Karnataka 5600019876543210');
  // The default one cannot be made default again; the other can.
  expect(within(first).queryByRole('button', { name: /the default address$/ })).not.toBeInTheDocument();
  expect(within(second).getByRole('button', { name: 'Make 5 Residency Road, Bengaluru the default address' })).toHaveTextContent('Make default');
});

it('adds an address: a wrong phone is refused on its field first, nothing is lost, then it is saved', async () => {
  const sent = fakeApi({
    'GET /s/api/addresses': [list(home), list(home, work)],
    'POST /s/api/addresses': { status: 201, body: { message: ADDRESS_MESSAGES.added, data: work } },
  });
  await renderAccount('/account/addresses');
  await userEvent.click(await screen.findByRole('button', { name: 'Add a new address' }));
  const form = screen.getByRole('form', { name: 'Add a new address' });
  expect(field(form, 'Name')).toHaveValue('Asha Rao');
  await userEvent.clear(field(form, 'Phone'));
  await userEvent.type(field(form, 'Phone'), '12345');
  await userEvent.type(field(form, 'Address line 1'), '5 Residency Road');
  await userEvent.type(field(form, 'City'), 'Bengaluru');
  await userEvent.selectOptions(within(form).getByRole('combobox', { name: /^State/ }), 'Karnataka');
  await userEvent.type(field(form, 'Pincode'), '560001');
  await userEvent.click(within(form).getByRole('radio', { name: 'Work' }));
  await userEvent.click(within(form).getByRole('button', { name: 'Save address' }));
  expect(field(form, 'Phone')).toHaveAccessibleDescription('Phone must be a 10-digit mobile number starting with 6, 7, 8 or 9');
  expect(field(form, 'Address line 1')).toHaveValue('5 Residency Road');
  expect(writes(sent)).toEqual([]);

  await userEvent.clear(field(form, 'Phone'));
  await userEvent.type(field(form, 'Phone'), '9876543210');
  await userEvent.click(within(form).getByRole('checkbox', { name: 'Make this my default address' }));
  await userEvent.click(within(form).getByRole('button', { name: 'Save address' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Address added.');
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Edit address 5 Residency Road, Bengaluru' })).toBeVisible();
  expect(writes(sent)).toEqual([
    {
      method: 'POST',
      path: '/s/api/addresses',
      body: {
        name: 'Asha Rao',
        phone: '9876543210',
        line1: '5 Residency Road',
        line2: '',
        landmark: '',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560001',
        type: 'work',
        is_default: true,
      },
    },
  ]);
});

it('edits an address in place, keeping what was typed when the server refuses', async () => {
  const sent = fakeApi({
    'GET /s/api/addresses': list(home, work),
    'PUT /s/api/addresses/4': [
      { status: 400, body: { message: ADDRESS_MESSAGES.pincodeInvalid } },
      { body: { message: ADDRESS_MESSAGES.updated, data: { ...work, landmark: 'Opposite the bank' } } },
    ],
  });
  await renderAccount('/account/addresses');
  await userEvent.click(await screen.findByRole('button', { name: 'Edit address 5 Residency Road, Bengaluru' }));
  const form = screen.getByRole('form', { name: 'Edit address' });
  expect(field(form, 'Address line 1')).toHaveValue('5 Residency Road');
  expect(within(form).getByRole('radio', { name: 'Work' })).toBeChecked();
  await userEvent.type(field(form, 'Landmark'), 'Opposite the bank');
  await userEvent.click(within(form).getByRole('button', { name: 'Save address' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('Pincode must be 6 digits and cannot start with 0');
  expect(field(form, 'Landmark')).toHaveValue('Opposite the bank');
  await userEvent.click(within(form).getByRole('button', { name: 'Save address' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Address updated.');
  expect(writes(sent)[1]).toEqual({
    method: 'PUT',
    path: '/s/api/addresses/4',
    body: expect.objectContaining({ line1: '5 Residency Road', landmark: 'Opposite the bank', type: 'work' }),
  });
  expect(writes(sent)[1].body).not.toHaveProperty('is_default');
});

it('cancels an edit without saving', async () => {
  const sent = fakeApi({ 'GET /s/api/addresses': list(home) });
  await renderAccount('/account/addresses');
  await userEvent.click(await screen.findByRole('button', { name: 'Edit address 12 MG Road, Bengaluru' }));
  // The default address offers no 'make default'.
  expect(screen.queryByRole('checkbox', { name: 'Make this my default address' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
  expect(writes(sent)).toEqual([]);
});

it('deletes an address once the shopper confirms', async () => {
  const sent = fakeApi({
    'GET /s/api/addresses': [list(home, work), list(home)],
    'DELETE /s/api/addresses/4': { body: { success: true, message: ADDRESS_MESSAGES.deleted } },
  });
  await renderAccount('/account/addresses');
  await userEvent.click(await screen.findByRole('button', { name: 'Delete address 5 Residency Road, Bengaluru' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete this address?' });
  expect(dialog).toHaveTextContent('Orders already placed to it keep their copy of the address.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(writes(sent)).toEqual([]);

  await userEvent.click(screen.getByRole('button', { name: 'Delete address 5 Residency Road, Bengaluru' }));
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Address deleted.');
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete address 5 Residency Road, Bengaluru' })).not.toBeInTheDocument());
  expect(writes(sent)).toEqual([{ method: 'DELETE', path: '/s/api/addresses/4', body: undefined }]);
});

it('makes another address the default', async () => {
  const sent = fakeApi({
    'GET /s/api/addresses': list(home, work),
    'PUT /s/api/addresses/4': { body: { message: ADDRESS_MESSAGES.updated, data: { ...work, is_default: true } } },
  });
  await renderAccount('/account/addresses');
  await userEvent.click(await screen.findByRole('button', { name: 'Make 5 Residency Road, Bengaluru the default address' }));
  expect(await screen.findByRole('status')).toHaveTextContent('This is now your default address.');
  expect(writes(sent)).toEqual([
    { method: 'PUT', path: '/s/api/addresses/4', body: expect.objectContaining({ line1: '5 Residency Road', is_default: true }) },
  ]);
});

it('invites a shopper without addresses to add one', async () => {
  fakeApi({ 'GET /s/api/addresses': list() });
  await renderAccount('/account/addresses');
  expect(await screen.findByText('You have no saved address yet.')).toBeVisible();
});

it('stops offering to add at the limit, and says why', async () => {
  const full = Array.from({ length: MAX_ADDRESSES_PER_USER }, (_, index) =>
    address({ id: index + 1, line1: `${index + 1} MG Road`, is_default: index === 0 }),
  );
  fakeApi({ 'GET /s/api/addresses': list(...full) });
  await renderAccount('/account/addresses');
  expect(await screen.findByText('You can keep at most 20 addresses. Please delete one first.')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Add a new address' })).toBeDisabled();
});

it('says when the addresses cannot be loaded, and tries again', async () => {
  fakeApi({ 'GET /s/api/addresses': [{ status: 500, body: { message: 'Down' } }, list(home)] });
  await renderAccount('/account/addresses');
  expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your addresses');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('button', { name: 'Edit address 12 MG Road, Bengaluru' })).toBeVisible();
});
