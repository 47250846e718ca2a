import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@storefront/shared';
import { cartStore, eventBus, sessionStore, setUser } from '@storefront/shared/runtime';
import { fakeApi, holdAnswers } from './fakeApi';
import { guestCart, mergedCart, refused, user } from './fixtures';
import { renderAt } from './renderAt';

const loggedOut = { body: { success: true } };

beforeEach(() => setUser(user));

it('says it is signing out, then the server ends the session, the user is cleared and home replaces the page', async () => {
  const sent = fakeApi({ 'GET /s/api/auth/logout': loggedOut, 'GET /s/api/cart': guestCart });
  const sessionChanged = jest.fn();
  const off = eventBus.on('session:changed', sessionChanged);
  // The server takes its time: the screen says what is going on meanwhile.
  const answerNow = holdAnswers();
  await renderAt('/auth/logout');
  expect(screen.getByRole('heading', { name: 'Logout' })).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Signing out…' })).toBeInTheDocument();
  answerNow();
  expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  off();
  expect(screen.getByTestId('navigation')).toHaveTextContent('REPLACE');
  expect(sent).toEqual([
    { method: 'GET', path: '/s/api/auth/logout', body: undefined },
    { method: 'GET', path: '/s/api/cart', body: undefined },
  ]);
  expect(sessionStore.user).toBeNull();
  expect(sessionChanged).toHaveBeenCalledWith({ user: null }, expect.anything());
  expect(cartStore.cart?.quantity).toBe(0);
});

it('shows a failure with a retry, keeps the shopper signed in, and signs out on the retry', async () => {
  fakeApi({ 'GET /s/api/auth/logout': [refused(500, MESSAGES.defaultError), loggedOut], 'GET /s/api/cart': mergedCart });
  await renderAt('/auth/logout');
  expect(await screen.findByRole('alert')).toHaveTextContent(/^There's been an error, please try again\.$/);
  expect(screen.queryByText('Signing out…')).not.toBeInTheDocument();
  expect(sessionStore.user?.name).toBe('Asha Rao');
  expect(screen.queryByTestId('location')).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  expect(sessionStore.user).toBeNull();
});
