import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REDIRECT_STORAGE_KEY } from '@storefront/shared';
import { cartStore, eventBus, sessionStore, setUser } from '@storefront/shared/runtime';
import { AUTH_MESSAGES } from '@storefront/shared/signed-in';
import { currentLocation, fakeApi, navigationType } from '@storefront/shared/testing';
import { codeSent, mergedCart, PHONE, refused, signedIn, user } from './fixtures';
import { renderAccount } from './accountScreens';
import { pendingIdentifier, rememberIdentifier } from '../src/auth/pendingIdentifier';

const codeField = () => screen.getByRole('textbox', { name: '6-digit code' });

async function pasteCode(text: string) {
  await userEvent.click(codeField());
  await userEvent.paste(text);
}

beforeEach(() => {
  sessionStorage.clear();
  setUser(null);
  rememberIdentifier(PHONE);
});

it('sends a shopper with no pending number or email back to Login', async () => {
  sessionStorage.clear();
  fakeApi({});
  await renderAccount('/auth/verify');
  expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
});

it('names where the code went, masked, and takes the platform’s one-time-code autofill', async () => {
  await renderAccount('/auth/verify');
  expect(screen.getByRole('heading', { name: 'Verify your code' })).toBeInTheDocument();
  expect(screen.getByText('We sent a 6-digit code to ******3210.')).toBeInTheDocument();
  expect(screen.queryByText(PHONE)).not.toBeInTheDocument();
  expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');
  expect(codeField()).toHaveAttribute('inputmode', 'numeric');
});

it('verifies a pasted code at once, signs in, reloads the cart and goes to the account', async () => {
  const sent = fakeApi({ 'POST /s/api/auth/verify': signedIn, 'GET /s/api/cart': mergedCart });
  const sessionChanged = jest.fn();
  const off = eventBus.on('session:changed', sessionChanged);
  await renderAccount('/auth/verify');
  await pasteCode('Your code: 123 456');
  expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Asha Rao' })).toBeVisible();
  off();
  expect(currentLocation()).toBe('/account');
  expect(navigationType()).toBe('REPLACE');
  expect(sent.slice(0, 2)).toEqual([
    { method: 'POST', path: '/s/api/auth/verify', body: { identifier: PHONE, otp: '123456' } },
    { method: 'GET', path: '/s/api/cart', body: undefined },
  ]);
  expect(sessionStore.user).toMatchObject(user);
  expect(sessionChanged).toHaveBeenCalledWith({ user: expect.objectContaining({ name: 'Asha Rao' }) }, expect.anything());
  expect(cartStore.cart?.quantity).toBe(3);
  expect(pendingIdentifier()).toBeNull();
});

it('follows the page a guard saved before sign-in, removing it', async () => {
  sessionStorage.setItem(REDIRECT_STORAGE_KEY, '/checkout?step=address');
  fakeApi({ 'POST /s/api/auth/verify': signedIn, 'GET /s/api/cart': mergedCart });
  await renderAccount('/auth/verify');
  await userEvent.type(codeField(), '123456');
  await waitFor(() => expect(currentLocation()).toBe('/checkout?step=address'));
  expect(sessionStorage.getItem(REDIRECT_STORAGE_KEY)).toBeNull();
});

it('says how many tries are left after a wrong code, and signs in with the right one', async () => {
  const sent = fakeApi({
    'POST /s/api/auth/verify': [refused(400, AUTH_MESSAGES.codeWrong(3), 'otp'), signedIn],
    'GET /s/api/cart': mergedCart,
  });
  await renderAccount('/auth/verify');
  await pasteCode('111111');
  expect(await screen.findByRole('alert')).toHaveTextContent(/^That code is not right\. 3 tries left\.$/);
  expect(codeField()).toHaveAccessibleDescription('That code is not right. 3 tries left.');
  // The wrong code is gone: the next try starts from an empty field.
  expect(codeField()).toHaveValue('');
  expect(sessionStore.user).toBeNull();

  await userEvent.type(codeField(), '222222');
  expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Asha Rao' })).toBeVisible();
  expect(sent.filter((request) => request.path === '/s/api/auth/verify').map((request) => request.body)).toEqual([
    { identifier: PHONE, otp: '111111' },
    { identifier: PHONE, otp: '222222' },
  ]);
});

it('asks for the whole code before sending a short one', async () => {
  const sent = fakeApi({});
  await renderAccount('/auth/verify');
  await userEvent.type(codeField(), '12a3');
  expect(codeField()).toHaveValue('123');
  await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
  expect(screen.getByRole('alert')).toHaveTextContent(/^Please enter the 6-digit code\.$/);
  expect(sent).toEqual([]);
});

it.each([
  ['an expired code', refused(400, AUTH_MESSAGES.codeExpired, 'otp'), 'This code has expired. Please ask for a new one.'],
  ['a code locked by wrong tries', refused(400, AUTH_MESSAGES.codeLocked, 'otp'), 'Too many wrong tries for this code. Please ask for a new one.'],
  [
    'the last wrong try',
    refused(400, AUTH_MESSAGES.codeWrong(0), 'otp'),
    'That code is not right, and that was the last try. Please ask for a new code.',
  ],
  ['too many wrong codes', refused(429, AUTH_MESSAGES.verifyLimited(45)), 'Too many wrong codes were entered. Please try again in 45 seconds.'],
])('shows the server’s words for %s and stays signed out', async (_case, answer, message) => {
  fakeApi({ 'POST /s/api/auth/verify': answer });
  await renderAccount('/auth/verify');
  await pasteCode('123456');
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(screen.getByRole('heading', { name: 'Verify your code' })).toBeInTheDocument();
  expect(sessionStore.user).toBeNull();
  expect(pendingIdentifier()).toBe(PHONE);
});

it('says only the lockout after too many wrong codes: no resend countdown beside it, the field emptied', async () => {
  fakeApi({ 'POST /s/api/auth/verify': refused(429, AUTH_MESSAGES.verifyLimited(840)) });
  await renderAccount('/auth/verify');
  expect(screen.getByRole('button', { name: /^Resend code/ })).toBeInTheDocument();
  await pasteCode('123456');
  expect(await screen.findByRole('alert')).toHaveTextContent(/^Too many wrong codes were entered\. Please try again in 14 minutes\.$/);
  expect(screen.getAllByRole('alert')).toHaveLength(1);
  expect(screen.queryByRole('button', { name: /^Resend code/ })).not.toBeInTheDocument();
  expect(screen.queryByText(/Resend code in/)).not.toBeInTheDocument();
  expect(codeField()).toHaveValue('');

  // A new try (after the wait) brings the way to a new code back.
  await userEvent.type(codeField(), '1');
  expect(screen.getByRole('button', { name: /^Resend code/ })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

describe('resend', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const pass = (ms: number) => act(() => jest.advanceTimersByTime(ms));

  it('opens after a 30 second countdown, sends a new code and counts down again', async () => {
    const sent = fakeApi({ 'POST /s/api/auth/otp': codeSent(PHONE) });
    await renderAccount('/auth/verify');
    expect(screen.getByRole('button', { name: 'Resend code in 30s' })).toBeDisabled();
    pass(29_000);
    expect(screen.getByRole('button', { name: 'Resend code in 1s' })).toBeDisabled();
    pass(1_000);
    await user().click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('A new code is on its way.')).toHaveAttribute('role', 'status');
    expect(sent).toEqual([{ method: 'POST', path: '/s/api/auth/otp', body: { identifier: PHONE } }]);
    expect(screen.getByRole('button', { name: 'Resend code in 30s' })).toBeDisabled();
  });

  it('clears the old code and its error once a new code is sent', async () => {
    fakeApi({ 'POST /s/api/auth/verify': refused(400, AUTH_MESSAGES.codeExpired, 'otp'), 'POST /s/api/auth/otp': codeSent(PHONE) });
    await renderAccount('/auth/verify');
    await user().type(codeField(), '123456');
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.codeExpired);
    pass(30_000);
    await user().click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('A new code is on its way.')).toBeInTheDocument();
    expect(codeField()).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a rate limit on resending with the wait, and keeps Resend closed for that wait', async () => {
    const sent = fakeApi({ 'POST /s/api/auth/otp': { status: 429, body: { message: AUTH_MESSAGES.sendLimited(600), retry_after: 600 } } });
    await renderAccount('/auth/verify');
    pass(30_000);
    await user().click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Too many codes were requested\. Please try again in 10 minutes\.$/);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    // One message says the wait: the button is closed, without a countdown of its own.
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeDisabled();
    pass(599_000);
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeDisabled();
    pass(1_000);
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
    expect(sent).toHaveLength(1);
  });
});

it('leads back to Login to use a different number, with the number there to correct', async () => {
  await renderAccount('/auth/verify');
  await userEvent.click(screen.getByRole('link', { name: 'Use a different number or email' }));
  expect(screen.getByRole('textbox', { name: 'Mobile number or email' })).toHaveValue(PHONE);
});

it('keeps the number across a reload of the page', async () => {
  (await renderAccount('/auth/verify')).unmount();
  await renderAccount('/auth/verify');
  expect(screen.getByText('We sent a 6-digit code to ******3210.')).toBeInTheDocument();
});
