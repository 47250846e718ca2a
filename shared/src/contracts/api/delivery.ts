/**
 * Request and response schemas of the delivery API: `GET /api/check/pincode/{pincode}`. A pincode the shop does not
 * deliver to is an answer (`success: false`), not an error: only a malformed pincode is refused.
 */
import * as z from 'zod/mini';

/** Indian pincodes: six digits, the first 1–9. */
export const PINCODE_PATTERN = /^[1-9][0-9]{5}$/;

/** The shop's clock for delivery slots and cut-offs. */
export const SHOP_TIMEZONE = 'Asia/Kolkata';

/**
 * The path parameter is checked by the handler so that every malformed pincode gets the one text,
 * MESSAGES.invalidPincode.
 */
export const pincodeParamsSchema = z.object({ pincode: z.string().check(z.maxLength(50)) });

export const pincodeCheckResponseSchema = z.object({
  success: z.literal(true),
  pincode: z.string(),
  message: z.string(),
  city: z.string(),
  area: z.string(),
  /** Cash on delivery is available at this pincode. */
  cod: z.boolean(),
  /** Delivery charge below `free_above` (rupees); `free_above` null means never free. */
  delivery_charge: z.number(),
  free_above: z.nullable(z.number()),
  del_date: z.nullable(z.string()),
  del_start_time: z.nullable(z.string()),
  del_end_time: z.nullable(z.string()),
});
export type PincodeCheckResponse = z.infer<typeof pincodeCheckResponseSchema>;

/** The shop does not deliver to `pincode`; `message` says so to the shopper. */
export const pincodeRefusalSchema = z.object({ success: z.literal(false), pincode: z.string(), message: z.string() });

export const pincodeCheckResultSchema = z.discriminatedUnion('success', [pincodeCheckResponseSchema, pincodeRefusalSchema]);
export type PincodeCheckResult = z.infer<typeof pincodeCheckResultSchema>;

export const pincodeNotServiceableMessage = (pincode: string) => `Sorry, we do not deliver to ${pincode} yet.`;
export const deliveringToMessage = (pincode: string, city: string) => `Delivering to ${pincode}, ${city}.`;
