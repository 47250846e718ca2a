import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_MESSAGES } from '@storefront/shared/signed-in';
import { fakeApi } from '@storefront/shared/testing';
import { codeSent, EMAIL, PHONE, refused } from './fixtures';
import { renderAccount } from './accountScreens';

const field = (name: 'Name' | 'Email' | 'Phone') => screen.getByRole('textbox', { name });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Register' }));
const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

async function fillIn({ name = 'Asha Rao', email = EMAIL, phone = PHONE } = {}) {
  await userEvent.type(field('Name'), name);
  await userEvent.type(field('Email'), email);
  await userEvent.type(field('Phone'), phone);
}

beforeEach(() => sessionStorage.clear());

it('is the Register screen with name, email and phone fields', async () => {
  await renderAccount('/auth/register');
  expect(screen.getByRole('heading', { name: 'Register' })).toBeInTheDocument();
  expect(screen.getByText('Create your account. We will send a one-time code to your mobile number.')).toBeInTheDocument();
  expect(field('Name')).toHaveAttribute('autocomplete', 'name');
  expect(field('Email')).toHaveAttribute('type', 'email');
  expect(field('Phone')).toHaveAttribute('type', 'tel');
});

it('says each field is required and sends nothing', async () => {
  const sent = fakeApi({});
  await renderAccount('/auth/register');
  await submit();
  expect(alerts()).toEqual(['Name is required', 'Email is required', 'Phone is required']);
  expect(sent).toEqual([]);
});

it('refuses a one-letter name, an email starting with a dot and a phone not starting with 6 to 9, and sends nothing', async () => {
  const sent = fakeApi({});
  await renderAccount('/auth/register');
  await fillIn({ name: 'A', email: '.asha@example.com', phone: '5876543210' });
  await submit();
  expect(alerts()).toEqual([
    'Name must be at least 2 characters',
    'Email is not a valid email address',
    'Phone must be a 10-digit mobile number starting with 6, 7, 8 or 9',
  ]);
  expect(sent).toEqual([]);
});

it('shows a field’s error once the shopper leaves it', async () => {
  await renderAccount('/auth/register');
  await userEvent.type(field('Email'), 'asha@example');
  await userEvent.tab();
  expect(alerts()).toEqual([AUTH_MESSAGES.emailInvalid]);
});

it('creates the account with tidied values and goes on to Verify for the phone', async () => {
  const sent = fakeApi({ 'POST /s/api/auth/register': codeSent(PHONE) });
  await renderAccount('/auth/register');
  await fillIn({ name: '  Asha Rao ', email: 'Asha@Example.com', phone: '+91 98765 43210' });
  await submit();
  expect(await screen.findByText('We sent a 6-digit code to ******3210.')).toBeInTheDocument();
  expect(sent).toEqual([{ method: 'POST', path: '/s/api/auth/register', body: { name: 'Asha Rao', email: EMAIL, phone: PHONE } }]);
});

it.each([
  ['Email', 'email', AUTH_MESSAGES.emailTaken],
  ['Phone', 'phone', AUTH_MESSAGES.phoneTaken],
] as const)('shows a taken %s on its field until it is changed', async (label, serverField, message) => {
  fakeApi({ 'POST /s/api/auth/register': refused(409, message, serverField) });
  await renderAccount('/auth/register');
  await fillIn();
  await submit();
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(field(label)).toHaveAccessibleDescription(message);
  expect(field(label)).toHaveAttribute('aria-invalid', 'true');
  await userEvent.type(field(label), '1');
  expect(alerts()).not.toContain(message);
  expect(screen.getByRole('heading', { name: 'Register' })).toBeInTheDocument();
});

it('shows a rate limit with the wait under the form', async () => {
  fakeApi({ 'POST /s/api/auth/register': refused(429, AUTH_MESSAGES.sendLimited(30)) });
  await renderAccount('/auth/register');
  await fillIn();
  await submit();
  expect(await screen.findByRole('alert')).toHaveTextContent(/^Too many codes were requested\. Please try again in 30 seconds\.$/);
  expect(field('Email')).not.toHaveAttribute('aria-invalid');
});

it('leads a shopper with an account to Login', async () => {
  await renderAccount('/auth/register');
  const link = screen.getByRole('link', { name: 'Login' });
  expect(link.parentElement).toHaveTextContent('Already have an account? Login');
  await userEvent.click(link);
  expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
});
