/**
 * Whether the shop delivers to a pincode. A pincode it does not deliver to is an answer (`success: false`, with the
 * message the modal shows), not an error; an error is a malformed pincode, or a server that could not answer.
 */
import { apiClient } from '@storefront/shared/runtime';
import { pincodeCheckResultSchema } from '@storefront/shared/shopping';

export const checkPincode = (pincode: string) =>
  apiClient.get(`/api/check/pincode/${encodeURIComponent(pincode)}`, { schema: pincodeCheckResultSchema });
