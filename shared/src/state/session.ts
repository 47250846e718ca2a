/** Signing out, for every app: the server ends the session, then the page forgets the user and their cart. */
import { api } from '../client/storefrontApi';
import { replaceCart, setUser } from './stores';

/** `GET /api/auth/logout`, then the user is cleared (`session:changed`) and the guest's cart loaded in place of theirs. */
export async function signOut(): Promise<void> {
  await api.logout();
  setUser(null);
  replaceCart(await api.cart());
}
