/** Answers shaped like the server's (server/src/routes/auth.ts) for the sign-in screens' tests. */
import { userSchema } from '@storefront/shared';
import { AUTH_MESSAGES, maskIdentifier } from '@storefront/shared/signed-in';
import type { FakeAnswer } from '@storefront/shared/testing';

export const PHONE = '9876543210';
export const EMAIL = 'asha@example.com';
export const user = userSchema.parse({ id: 7, name: 'Asha Rao', email: EMAIL, phone: PHONE });

export const codeSent = (identifier: string): FakeAnswer => ({
  body: { success: true, message: AUTH_MESSAGES.codeSent(maskIdentifier(identifier)) },
});
export const signedIn: FakeAnswer = { body: { user } };
export const refused = (status: number, message: string, field?: string): FakeAnswer => ({ status, body: { message, ...(field && { field }) } });
/** GET /api/cart after sign-in: the merged cart. */
export const mergedCart: FakeAnswer = { body: { quantity: 3, total: 200, amount: 230, items: [] } };
export const guestCart: FakeAnswer = { body: {} };
