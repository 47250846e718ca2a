import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@storefront/shared';
import { cartStore, eventBus, sessionStore, setUser } from '@storefront/shared/runtime';
import { currentLocation, fakeApi, holdAnswers, navigationType } from '@storefront/shared/testing';
import { guestCart, mergedCart, refused, user } from './fixtures';
import { renderAccount } from './accountScreens';

const loggedOut = { body: { success: true } };

beforeEach(() => setUser(user));

it('says it is signing out, then the server ends the session, the user is cleared and home replaces the page', async () => {
  const sent = fakeApi({ 'GET /s/api/auth/logout': loggedOut, 'GET /s/api/cart': guestCart });
  const sessionChanged = jest.fn();
  const off = eventBus.on('session:changed', sessionChanged);
  // The server takes its time: the screen says what is going on meanwhile.
  const answerNow = holdAnswers();
  await renderAccount('/auth/logout');
  expect(screen.getByRole('heading', { name: 'Logout' })).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Signing out…' })).toBeInTheDocument();
  await answerNow();
  await waitFor(() => expect(currentLocation()).toBe('/'));
  off();
  expect(navigationType()).toBe('REPLACE');
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
  await renderAccount('/auth/logout');
  expect(await screen.findByRole('alert')).toHaveTextContent(/^There's been an error, please try again\.$/);
  expect(screen.queryByText('Signing out…')).not.toBeInTheDocument();
  expect(sessionStore.user?.name).toBe('Asha Rao');
  expect(currentLocation()).toBe('/auth/logout');

  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(currentLocation()).toBe('/'));
  expect(sessionStore.user).toBeNull();
});
