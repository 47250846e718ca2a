/** The sign-in calls. Signing out is in ./session, with what the page does afterwards. */
import { apiClient } from '@storefront/shared/runtime';
import { codeSentResponseSchema, signedInResponseSchema, type RegisterBody, type VerifyBody } from '@storefront/shared/signed-in';

/** Sends a sign-in code to a registered phone or email; refusals: 404 unknown account, 429 too many codes. */
export const requestCode = (identifier: string) => apiClient.post('/api/auth/otp', { identifier }, { schema: codeSentResponseSchema });

/** Creates the account and sends a sign-in code to its phone; refusals: 409 email or phone taken, 429 too many codes. */
export const register = (body: RegisterBody) => apiClient.post('/api/auth/register', body, { schema: codeSentResponseSchema });

/** Signs in with the code (the server rotates the session and merges the guest cart) and answers the user. */
export const verifyCode = (body: VerifyBody) => apiClient.post('/api/auth/verify', body, { schema: signedInResponseSchema });
