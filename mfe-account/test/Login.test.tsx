import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@storefront/shared';
import { AUTH_MESSAGES } from '@storefront/shared/signed-in';
import { fakeApi } from '@storefront/shared/testing';
import { codeSent, EMAIL, PHONE, refused } from './fixtures';
import { renderAccount } from './accountScreens';
import { rememberIdentifier } from '../src/auth/pendingIdentifier';

const identifierField = () => screen.getByRole('textbox', { name: 'Mobile number or email' });
const sendCode = () => userEvent.click(screen.getByRole('button', { name: 'Send code' }));

beforeEach(() => sessionStorage.clear());

it('is the Login screen with one field for a mobile number or email', async () => {
  await renderAccount('/auth/login');
  expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
  expect(screen.getByText('We will send a one-time code to your mobile number or email.')).toBeInTheDocument();
  expect(identifierField()).toHaveValue('');
  expect(identifierField()).toHaveAttribute('autocomplete', 'username');
});

it('asks for a mobile number or email when the field is empty, and sends nothing', async () => {
  const sent = fakeApi({});
  await renderAccount('/auth/login');
  await sendCode();
  expect(screen.getByRole('alert')).toHaveTextContent(/^Please enter your mobile number or email address\.$/);
  expect(identifierField()).toHaveAccessibleDescription(AUTH_MESSAGES.identifierRequired);
  expect(sent).toEqual([]);
});

it.each(['12345', '5876543210', 'asha@', 'asha@example'])('refuses %p as neither a mobile number nor an email', async (typed) => {
  const sent = fakeApi({});
  await renderAccount('/auth/login');
  await userEvent.type(identifierField(), typed);
  await sendCode();
  expect(screen.getByRole('alert')).toHaveTextContent(/^Please enter a valid 10-digit mobile number or email address\.$/);
  expect(sent).toEqual([]);
});

it('sends the number reduced to its 10 digits and goes on to Verify, naming the masked number', async () => {
  const sent = fakeApi({ 'POST /s/api/auth/otp': codeSent(PHONE) });
  await renderAccount('/auth/login');
  await userEvent.type(identifierField(), '+91 98765-43210{Enter}');
  expect(await screen.findByRole('heading', { name: 'Verify your code' })).toBeInTheDocument();
  expect(screen.getByText('We sent a 6-digit code to ******3210.')).toBeInTheDocument();
  expect(sent).toEqual([{ method: 'POST', path: '/s/api/auth/otp', body: { identifier: PHONE } }]);
});

it('sends an email in lower case and shows it masked on Verify', async () => {
  const sent = fakeApi({ 'POST /s/api/auth/otp': codeSent(EMAIL) });
  await renderAccount('/auth/login');
  await userEvent.type(identifierField(), ' Asha@Example.COM ');
  await sendCode();
  expect(await screen.findByText('We sent a 6-digit code to a***@example.com.')).toBeInTheDocument();
  expect(sent[0].body).toEqual({ identifier: EMAIL });
});

it('shows on Verify what the server said when sending the code is delayed', async () => {
  const delayed = AUTH_MESSAGES.codeDelayed('******3210');
  fakeApi({ 'POST /s/api/auth/otp': { body: { success: true, message: delayed } } });
  await renderAccount('/auth/login');
  await userEvent.type(identifierField(), `${PHONE}{Enter}`);
  expect(await screen.findByRole('heading', { name: 'Verify your code' })).toBeInTheDocument();
  expect(screen.getByText(delayed)).toBeInTheDocument();
  expect(screen.queryByText('We sent a 6-digit code to ******3210.')).not.toBeInTheDocument();
});

it('says sending the code needs a connection when the shop cannot be reached, keeps what was typed, and sends it once back', async () => {
  let online = false;
  const sent = fakeApi((request) => {
    if (!online) throw new TypeError('Failed to fetch');
    return request.path === '/s/api/auth/otp' ? codeSent(PHONE) : { status: 404, body: {} };
  });
  await renderAccount('/auth/login');
  await userEvent.type(identifierField(), `${PHONE}{Enter}`);
  expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.noConnection);
  expect(identifierField()).toHaveValue(PHONE);

  online = true;
  await sendCode();
  expect(await screen.findByRole('heading', { name: 'Verify your code' })).toBeInTheDocument();
  expect(sent.filter((request) => request.path === '/s/api/auth/otp').map((request) => request.body)).toEqual([
    { identifier: PHONE },
    { identifier: PHONE },
  ]);
});

it('tells an unknown shopper to register, with a link to the Register screen', async () => {
  fakeApi({ 'POST /s/api/auth/otp': refused(404, AUTH_MESSAGES.unknownIdentifier, 'identifier') });
  await renderAccount('/auth/login');
  await userEvent.type(identifierField(), `${PHONE}{Enter}`);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('We could not find an account with these details. Please register first. Register');
  const register = within(alert).getByRole('link', { name: 'Register' });
  expect(register).toHaveAttribute('href', '/auth/register');
  await userEvent.click(register);
  expect(await screen.findByRole('heading', { name: 'Register' })).toBeInTheDocument();
});

it('shows the rate limit with the wait, without a register link, and stays on Login', async () => {
  fakeApi({ 'POST /s/api/auth/otp': refused(429, AUTH_MESSAGES.sendLimited(125)) });
  await renderAccount('/auth/login');
  await userEvent.type(identifierField(), `${PHONE}{Enter}`);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(/^Too many codes were requested\. Please try again in 3 minutes\.$/);
  expect(within(alert).queryByRole('link')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
  expect(identifierField()).toHaveValue(PHONE);
});

it('offers registration to a new shopper', async () => {
  await renderAccount('/auth/login');
  const link = screen.getByRole('link', { name: 'Create an account' });
  expect(link).toHaveAttribute('href', '/auth/register');
  expect(link.parentElement).toHaveTextContent('New here? Create an account');
});

it('starts from the number a code was last sent to', async () => {
  rememberIdentifier(PHONE);
  await renderAccount('/auth/login');
  expect(identifierField()).toHaveValue(PHONE);
});
