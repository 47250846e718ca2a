/**
 * Request and response schemas of the delivery API: `GET /api/check/pincode/{pincode}`. A pincode the shop does not
 * deliver to is an answer (`success: false`), not an error: only a malformed pincode is refused.
 */
import * as z from 'zod/mini';
import { idField } from '../ids';

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

// ---- Delivery slots the shopper chooses: `GET /api/delivery/slots?address_id=` ----

/** How many days of windows the slots answer offers, today included (shop time). */
export const SLOT_DAYS_AHEAD = 7;
/** At or under this many places left, a window says "Few left" instead of nothing. Counts are never shown. */
export const SLOT_FEW_LEFT_THRESHOLD = 5;

/** A window's id: its shop-time date and its warehouse template, e.g. '2026-11-29:3'. */
export const SLOT_ID_PATTERN = /^\d{4}-\d{2}-\d{2}:\d{1,10}$/;

/** Why a window cannot be chosen, in the order the server checks them. */
export const SLOT_CLOSED_REASONS = ['closed_day', 'past_cutoff', 'full'] as const;
export type SlotClosedReason = (typeof SLOT_CLOSED_REASONS)[number];

export const deliverySlotsQuerySchema = z.object({ address_id: idField('Please choose a delivery address') });

export const deliveryWindowSchema = z.object({
  slot_id: z.string(),
  /** Shop-time date YYYY-MM-DD and times HH:mm, as the cart's del_date / del_start_time / del_end_time. */
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  /** The instant the window stops taking orders (ISO 8601 with offset). */
  cutoff_at: z.string(),
  available: z.boolean(),
  few_left: z.boolean(),
  closed_reason: z.nullable(z.enum(SLOT_CLOSED_REASONS)),
});
export type DeliveryWindow = z.infer<typeof deliveryWindowSchema>;

export const deliveryDaySchema = z.object({
  date: z.string(),
  /** The warehouse does not deliver that day (a holiday); its windows all say `closed_day`. */
  closed: z.boolean(),
  windows: z.array(deliveryWindowSchema),
});
export type DeliveryDay = z.infer<typeof deliveryDaySchema>;

/** One delivery group of the cart (its lines' `delivery_charge_id`) and the windows of the warehouse serving it. */
export const deliveryGroupSlotsSchema = z.object({
  delivery_charge_id: z.nullable(z.number().check(z.int())),
  warehouse_id: z.number().check(z.int()),
  /** The window an order placed now gets when the shopper chooses none: the earliest available. */
  default_slot_id: z.nullable(z.string()),
  days: z.array(deliveryDaySchema),
});
export type DeliveryGroupSlots = z.infer<typeof deliveryGroupSlotsSchema>;

export const deliverySlotsResponseSchema = z.object({ groups: z.array(deliveryGroupSlotsSchema) });
export type DeliverySlotsResponse = z.infer<typeof deliverySlotsResponseSchema>;

/** The shopper's choice for one delivery group, sent with `POST /api/order/create`. */
export const deliverySlotChoiceSchema = z.object({
  delivery_charge_id: z.nullable(z.number({ error: 'Please choose a delivery slot' }).check(z.int())),
  slot_id: z.string({ error: 'Please choose a delivery slot' }).check(z.regex(SLOT_ID_PATTERN, 'Please choose a delivery slot')),
});
export type DeliverySlotChoice = z.infer<typeof deliverySlotChoiceSchema>;

export const SLOT_MESSAGES = {
  /** 409 from order create: the chosen window filled or closed since the slots were read; the cart is kept. */
  unavailable: (slot: string, reason: SlotClosedReason) =>
    `The ${slot} slot ${reason === 'full' ? 'is now full' : reason === 'past_cutoff' ? 'has closed' : 'is closed that day'}. Please choose another slot.`,
  unknown: 'That delivery slot does not exist. Please choose another slot.',
  /** No window of the next days takes an order for this delivery (all full, closed or past their cut-off). */
  noneOpen: 'There are no delivery slots open in the next 7 days for this address. Please try again later.',
};
