/**
 * The phone or email a sign-in code was last sent to, carried from Login or Register to Verify. Kept in session
 * storage so a reload of /auth/verify still knows it; forgotten once the shopper is signed in.
 */
const STORAGE_KEY = 'signInIdentifier';

export const rememberIdentifier = (identifier: string) => sessionStorage.setItem(STORAGE_KEY, identifier);
export const pendingIdentifier = () => sessionStorage.getItem(STORAGE_KEY);
export const forgetIdentifier = () => sessionStorage.removeItem(STORAGE_KEY);

/** What Login or Register hand Verify in the history entry: the server's words on the code (sent, or delayed). */
export interface VerifyState {
  sentMessage?: string;
}
