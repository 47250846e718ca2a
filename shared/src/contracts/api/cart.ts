/**
 * Request schemas and messages of the cart and coupon API. Every answer is the whole cart (`cartSchema`) except for a
 * coupon the shop refuses: that is an answer too (`success: false`, with the reason), and the cart stays as it was.
 */
import * as z from 'zod/mini';
import { MAX_QUANTITY_PER_LINE } from '../constants';
import { idField, numberId } from '../ids';
import { cartSchema } from '../schemas';

// Cart screens import it with the cart's contracts; the product cards of the first screen from the constants.
export { MAX_QUANTITY_PER_LINE };

export const PAYMENT_METHODS = ['razorpay', 'cashfree', 'cod'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const id = (name: string) => numberId(`${name} must be a positive number`, `${name} must be a number`);

export const cartAddBodySchema = z.object({ pack_id: id('pack_id'), warehouse_id: id('warehouse_id') });
export type CartAddBody = z.infer<typeof cartAddBodySchema>;

export const cartRemoveBodySchema = z.object({ pack_id: id('pack_id'), remove: z._default(z.boolean(), false) });
export type CartRemoveBody = z.infer<typeof cartRemoveBodySchema>;

const queryFlag = z.pipe(
  z.enum(['true', 'false', '1', '0']),
  z.transform((value: 'true' | 'false' | '1' | '0') => value === 'true' || value === '1'),
);

export const cartQuerySchema = z.object({
  /** The signed-in shopper's address: its pincode decides delivery instead of the session's. */
  address_id: z.optional(idField('address_id must be a positive number')),
  payment_method: z.optional(z.enum(PAYMENT_METHODS, { message: 'payment_method must be razorpay, cashfree or cod' })),
  /** Fill `grouped_items` (lines grouped by delivery_charge_id). */
  groupby_delivery: z._default(queryFlag, false),
});
export type CartQuery = z.infer<typeof cartQuerySchema>;

export const applyCouponBodySchema = z.object({
  code: z
    .string({ message: 'Please enter a coupon code' })
    .check(
      z.trim(),
      z.minLength(1, { message: 'Please enter a coupon code' }),
      z.maxLength(40, { message: 'Coupon codes are at most 40 characters' }),
    ),
});

/** The coupon is on the cart: the whole cart. An answer without `success` (a server older than refusals as answers) is one too. */
export const couponAppliedSchema = z.extend(cartSchema, { success: z._default(z.literal(true), true) });
/** The shop refuses the coupon (one of COUPON_MESSAGES); the cart is unchanged. */
export const couponRefusalSchema = z.object({ success: z.literal(false), message: z.string() });
export type CouponRefusal = z.infer<typeof couponRefusalSchema>;

export const applyCouponResultSchema = z.discriminatedUnion('success', [couponAppliedSchema, couponRefusalSchema]);
export type ApplyCouponResult = z.infer<typeof applyCouponResultSchema>;

export const CART_MESSAGES = {
  packNotFound: 'This product is not available.',
  warehouseNotFound: 'This store does not deliver this product.',
  outOfStock: 'This item is out of stock.',
  onlyLeft: (left: number) => `Only ${left} left in stock.`,
  maxPerLine: `You can buy at most ${MAX_QUANTITY_PER_LINE} of this item.`,
  notInCart: 'This item is not in your cart.',
  addressNotFound: 'Address not found.',
  productUnavailable: 'This product is no longer available.',
  notDeliverable: (pincode: string) => `Cannot be delivered to ${pincode}. Please remove it.`,
  codUnavailable: (pincode: string) => `Cash on delivery is not available for ${pincode}.`,
  freeDelivery: 'Free delivery',
  addForFreeDelivery: (rupees: string) => `Add ${rupees} more for free delivery`,
  couponApplied: (code: string, saving: string) => `Coupon ${code} applied: you save ${saving}.`,
  couponRemoved: 'Coupon removed.',
  couponDropped: (reason: string) => `Your coupon was removed: ${reason}`,
} as const;

export const COUPON_MESSAGES = {
  unknown: (code: string) => `Coupon code ${code} is not valid.`,
  inactive: (code: string) => `Coupon ${code} is no longer active.`,
  notStarted: (code: string, date: string) => `Coupon ${code} can be used from ${date}.`,
  expired: (code: string, date: string) => `Coupon ${code} expired on ${date}.`,
  minimumOrder: (code: string, rupees: string) => `Coupon ${code} needs a minimum order of ${rupees}.`,
  usedUp: (code: string, times: number) => `You have already used coupon ${code} ${times} ${times === 1 ? 'time' : 'times'}.`,
  heldByUnpaidOrder: (code: string, orderNumber: string) =>
    `Coupon ${code} is on your unpaid order ${orderNumber}. Pay for that order, or cancel it to use the coupon here.`,
  emptyCart: 'Add items to your cart before applying a coupon.',
} as const;
