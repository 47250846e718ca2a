import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore, setUser } from '@storefront/shared/runtime';
import { AUTH_MESSAGES, PROFILE_MESSAGES } from '@storefront/shared/signed-in';
import { fakeApi } from '@storefront/shared/testing';
import { EMAIL, PHONE, refused, user } from './fixtures';
import { renderAccount } from './accountScreens';

const field = (name: 'Name' | 'Email' | 'Phone' | 'Code') => screen.getByRole('textbox', { name });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

async function retype(name: 'Name' | 'Email' | 'Phone' | 'Code', value: string) {
  await userEvent.clear(field(name));
  if (value) await userEvent.type(field(name), value);
}

beforeEach(() => setUser(user));

it('shows the signed-in user’s name, email and phone under Profile details', async () => {
  await renderAccount('/account/details');
  expect(screen.getByRole('heading', { level: 1, name: 'Profile details' })).toBeVisible();
  expect(field('Name')).toHaveValue('Asha Rao');
  expect(field('Email')).toHaveValue(EMAIL);
  expect(field('Phone')).toHaveValue(PHONE);
});

it('refuses what registration refuses, in the same words, and sends nothing', async () => {
  const sent = fakeApi({});
  await renderAccount('/account/details');
  await retype('Name', '');
  await retype('Email', 'asha@');
  await retype('Phone', '5876543210');
  await save();
  expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
    'Name is required',
    'Email is not a valid email address',
    'Phone must be a 10-digit mobile number starting with 6, 7, 8 or 9',
  ]);
  expect(sent).toEqual([]);
});

it('saves the details, says so, and the whole page follows the new name', async () => {
  const sent = fakeApi({ 'PUT /s/api/user': { body: { message: PROFILE_MESSAGES.saved, user: { ...user, name: 'Asha R. Rao' } } } });
  await renderAccount('/account/details');
  await retype('Name', 'Asha R. Rao');
  await save();
  expect(await screen.findByRole('status')).toHaveTextContent('Your details have been saved.');
  expect(sent).toEqual([{ method: 'PUT', path: '/s/api/user', body: { name: 'Asha R. Rao', email: EMAIL, phone: PHONE } }]);
  expect(sessionStore.user?.name).toBe('Asha R. Rao');
});

it('shows an email another account has on the email field, and keeps what was typed', async () => {
  const takenMessage = 'An account with this email already exists. Please sign in instead.';
  fakeApi({ 'PUT /s/api/user': refused(409, takenMessage, 'email') });
  await renderAccount('/account/details');
  await retype('Email', 'ravi@example.com');
  await save();
  await waitFor(() => expect(field('Email')).toHaveAccessibleDescription(takenMessage));
  expect(field('Email')).toHaveValue('ravi@example.com');
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  // Edited, the field drops the server's refusal.
  await userEvent.type(field('Email'), 'x');
  expect(field('Email')).not.toHaveAccessibleDescription(takenMessage);
});

it('says any other failure under the form', async () => {
  fakeApi({ 'PUT /s/api/user': refused(503, 'The service is busy. Please try again.') });
  await renderAccount('/account/details');
  await save();
  expect(await screen.findByRole('alert')).toHaveTextContent('The service is busy. Please try again.');
});

describe('a new email or phone', () => {
  const NEW_EMAIL = 'asha.rao@example.com';
  const codeSent = PROFILE_MESSAGES.codeSent('a***@example.com', 'email');

  it('asks for the code sent to it, then saves it with that code', async () => {
    const sent = fakeApi({
      'PUT /s/api/user': [
        { status: 202, body: { message: codeSent, verify: 'email' } },
        { body: { message: PROFILE_MESSAGES.saved, user: { ...user, email: NEW_EMAIL } } },
      ],
    });
    await renderAccount('/account/details');
    await retype('Email', NEW_EMAIL);
    await save();
    expect(await screen.findByRole('status')).toHaveTextContent(codeSent);
    expect(sessionStore.user?.email).toBe(EMAIL);
    await userEvent.type(field('Code'), ' 123 456');
    await save();
    expect(await screen.findByText('Your details have been saved.')).toBeVisible();
    expect(sent).toEqual([
      { method: 'PUT', path: '/s/api/user', body: { name: 'Asha Rao', email: NEW_EMAIL, phone: PHONE } },
      { method: 'PUT', path: '/s/api/user', body: { name: 'Asha Rao', email: NEW_EMAIL, phone: PHONE, otp: '123456' } },
    ]);
    expect(sessionStore.user?.email).toBe(NEW_EMAIL);
    expect(screen.queryByRole('textbox', { name: 'Code' })).not.toBeInTheDocument();
  });

  it('shows a wrong code on the code field and keeps everything typed; a short code is not sent', async () => {
    const wrong = AUTH_MESSAGES.codeWrong(4);
    const sent = fakeApi({ 'PUT /s/api/user': [{ status: 202, body: { message: codeSent, verify: 'email' } }, refused(400, wrong, 'otp')] });
    await renderAccount('/account/details');
    await retype('Email', NEW_EMAIL);
    await save();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Code' }), '123');
    await save();
    expect(field('Code')).toHaveAccessibleDescription(AUTH_MESSAGES.codeFormat);
    expect(sent).toHaveLength(1);
    await userEvent.type(field('Code'), '999');
    await save();
    await waitFor(() => expect(field('Code')).toHaveAccessibleDescription(wrong));
    expect(field('Code')).toHaveValue('123999');
    expect(field('Email')).toHaveValue(NEW_EMAIL);
  });

  it('drops the code step when the email is edited again, and keeps it when only the name is', async () => {
    fakeApi({ 'PUT /s/api/user': { status: 202, body: { message: codeSent, verify: 'email' } } });
    await renderAccount('/account/details');
    await retype('Email', NEW_EMAIL);
    await save();
    await screen.findByRole('textbox', { name: 'Code' });
    await userEvent.type(field('Name'), 'x');
    expect(field('Code')).toBeVisible();
    await userEvent.type(field('Email'), 'x');
    expect(screen.queryByRole('textbox', { name: 'Code' })).not.toBeInTheDocument();
  });
});
