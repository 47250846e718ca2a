/** Signing in and out: the page's user and cart follow the server's session. */
import { REDIRECT_STORAGE_KEY, type User } from '@storefront/shared';
import { apiClient, setUser, showErrorToast } from '@storefront/shared/runtime';
import { logoutResponseSchema } from '@storefront/shared/signed-in';
import { reloadCart } from '@storefront/shared/ui';

/**
 * After the server accepted a sign-in code: the user is set (`session:changed`) and the cart reloaded (the server
 * merged the guest's cart into the user's). Answers the path a route guard saved before sending the visitor to sign
 * in, taken out of session storage so it is followed once; null when there is none.
 */
export async function completeSignIn(user: User): Promise<string | null> {
  setUser(user);
  try {
    await reloadCart();
  } catch (error) {
    // The shopper is signed in all the same: the next cart answer corrects the badge.
    showErrorToast(error);
  }
  return takeRedirectPath();
}

/** Only a path of this site is followed ('//host' would leave it). */
function takeRedirectPath(): string | null {
  const path = sessionStorage.getItem(REDIRECT_STORAGE_KEY);
  sessionStorage.removeItem(REDIRECT_STORAGE_KEY);
  return path?.startsWith('/') && !path.startsWith('//') ? path : null;
}

/** `GET /api/auth/logout`, then the user is cleared (`session:changed`) and the guest's cart loaded in place of theirs. */
export async function signOut(): Promise<void> {
  await apiClient.get('/api/auth/logout', { schema: logoutResponseSchema });
  setUser(null);
  await reloadCart();
}
