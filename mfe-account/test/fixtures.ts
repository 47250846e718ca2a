/** Answers shaped like the server's (server/src/auth/routes.ts) for the sign-in screens' tests, checked by their contracts. */
import { cartSchema, userSchema } from '@storefront/shared';
import { AUTH_MESSAGES, codeSentResponseSchema, maskIdentifier, signedInResponseSchema } from '@storefront/shared/signed-in';
import { contractAnswer, type FakeAnswer } from '@storefront/shared/testing';

export const PHONE = '9876543210';
export const EMAIL = 'asha@example.com';
export const user = userSchema.parse({ id: 7, name: 'Asha Rao', email: EMAIL, phone: PHONE });

export const codeSent = (identifier: string) =>
  contractAnswer(codeSentResponseSchema, { success: true, message: AUTH_MESSAGES.codeSent(maskIdentifier(identifier)) });
export const signedIn = contractAnswer(signedInResponseSchema, { user });
export const refused = (status: number, message: string, field?: string): FakeAnswer => ({ status, body: { message, ...(field && { field }) } });
/** GET /api/cart after sign-in: the merged cart. */
export const mergedCart = contractAnswer(cartSchema, { quantity: 3, total: 200, amount: 230, items: [] });
export const guestCart = contractAnswer(cartSchema, {});
