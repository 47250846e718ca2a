/** Whether the shop delivers to a pincode; a refusal (404, 422) carries the message the modal shows. */
import { apiClient } from '@storefront/shared/runtime';
import { pincodeCheckResponseSchema } from '@storefront/shared/shopping';

export const checkPincode = (pincode: string) =>
  apiClient.get(`/api/check/pincode/${encodeURIComponent(pincode)}`, { schema: pincodeCheckResponseSchema });
