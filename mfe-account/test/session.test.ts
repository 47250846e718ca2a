import { REDIRECT_STORAGE_KEY, userSchema } from '@storefront/shared';
import { cartStore, eventBus, sessionStore, setUser, toastStore } from '@storefront/shared/runtime';
import { fakeApi, type FakeAnswer } from '@storefront/shared/testing';
import { completeSignIn } from '../src/auth/session';

const user = userSchema.parse({ id: 7, name: 'Asha', email: 'asha@example.com', phone: '9876543210' });

/** GET /api/cart answers this. */
const answerCart = (answer: FakeAnswer) => fakeApi({ 'GET /s/api/cart': answer });

beforeEach(() => {
  sessionStorage.clear();
  setUser(null);
  toastStore.toasts.splice(0);
});

describe('completeSignIn', () => {
  it('sets the user (session:changed), reloads the merged cart, and answers and removes the saved path', async () => {
    const requests = answerCart({ status: 200, body: { quantity: 4, items: [] } });
    const sessionChanged = jest.fn();
    const off = eventBus.on('session:changed', sessionChanged);
    sessionStorage.setItem(REDIRECT_STORAGE_KEY, '/checkout?step=address');
    expect(await completeSignIn(user)).toBe('/checkout?step=address');
    off();
    expect(sessionStore.user).toEqual(user);
    expect(sessionChanged).toHaveBeenCalledWith({ user }, expect.anything());
    expect(requests).toEqual([{ method: 'GET', path: '/s/api/cart', body: undefined }]);
    expect(cartStore.cart?.quantity).toBe(4);
    expect(sessionStorage.getItem(REDIRECT_STORAGE_KEY)).toBeNull();
  });

  it('answers null when no path was saved', async () => {
    answerCart({ status: 200, body: {} });
    expect(await completeSignIn(user)).toBeNull();
  });

  it('does not follow a saved path that leaves the site, and removes it', async () => {
    answerCart({ status: 200, body: {} });
    sessionStorage.setItem(REDIRECT_STORAGE_KEY, '//evil.example/account');
    expect(await completeSignIn(user)).toBeNull();
    expect(sessionStorage.getItem(REDIRECT_STORAGE_KEY)).toBeNull();
  });

  it('keeps the shopper signed in when the cart cannot be reloaded, and says why in a toast', async () => {
    answerCart({ status: 500, body: { message: "There's been an error, please try again." } });
    sessionStorage.setItem(REDIRECT_STORAGE_KEY, '/account/orders');
    expect(await completeSignIn(user)).toBe('/account/orders');
    expect(sessionStore.user).toEqual(user);
    expect(toastStore.toasts).toEqual([expect.objectContaining({ kind: 'error', message: "There's been an error, please try again." })]);
  });
});
