/** Request and response schemas of the orders API (create, list, view, cancel). Money in rupees. */
import * as z from 'zod/mini';
import { MAX_PAGE, numberId } from '../ids';
import { addressSchema } from './account';
import { PAYMENT_METHODS } from './cart';
import { deliverySlotChoiceSchema } from './delivery';

export const ORDER_STATUS_VALUES = [
  'pending_payment',
  'confirmed',
  'packed',
  'out_for_delivery',
  'delivered',
  'cancelled',
  'payment_failed',
] as const;
export type OrderStatusValue = (typeof ORDER_STATUS_VALUES)[number];

/** Statuses a shopper may still cancel from (nothing has been packed yet). */
export const CANCELLABLE_STATUSES: readonly OrderStatusValue[] = ['pending_payment', 'confirmed'];

export const ORDER_STATUS_LABELS: Record<OrderStatusValue, string> = {
  pending_payment: 'awaiting payment',
  confirmed: 'confirmed',
  packed: 'packed',
  out_for_delivery: 'out for delivery',
  delivered: 'delivered',
  cancelled: 'cancelled',
  payment_failed: 'payment failed',
};

/** A status as a heading or a badge shows it to the shopper ('Payment pending'); the labels above run inside sentences. */
export const ORDER_STATUS_TITLES: Record<OrderStatusValue, string> = {
  pending_payment: 'Payment pending',
  confirmed: 'Confirmed',
  packed: 'Packed',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  payment_failed: 'Payment failed',
};

/**
 * Where an order's money stands: cash due at the door, paid, awaiting or failed online, refunding or refunded, or
 * never paid (cancelled before any payment). The server reads it from the order and its payment.
 */
export const PAYMENT_STATUS_VALUES = ['due_on_delivery', 'paid', 'awaiting', 'failed', 'refunding', 'refunded', 'not_paid'] as const;
export type PaymentStatusValue = (typeof PAYMENT_STATUS_VALUES)[number];

export const createOrderBodySchema = z.object({
  address_id: numberId('Please choose a delivery address'),
  payment: z.enum(PAYMENT_METHODS, { message: 'Please choose a payment method' }),
  offercode: z.nullish(z.string().check(z.trim(), z.maxLength(40, { message: 'Coupon codes are at most 40 characters' }))),
  note: z.nullish(z.string().check(z.trim(), z.maxLength(500, { message: 'The note can be at most 500 characters' }))),
  /** One window per delivery group; a group without a choice gets its earliest available window. */
  delivery_slots: z.optional(z.array(deliverySlotChoiceSchema).check(z.maxLength(20, { message: 'At most 20 delivery slots' }))),
});
export type CreateOrderBody = z.infer<typeof createOrderBodySchema>;

export const orderListQuerySchema = z.object({
  page: z._default(
    z.coerce
      .number()
      .check(z.int(), z.gte(1, { message: 'page must be 1 or more' }), z.lte(MAX_PAGE, { message: `page can be at most ${MAX_PAGE}` })),
    1,
  ),
  perPage: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100, { message: 'perPage can be at most 100' })), 10),
  status: z.optional(z.enum(ORDER_STATUS_VALUES, { message: `status must be one of ${ORDER_STATUS_VALUES.join(', ')}` })),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

/** An order by numeric id or by its number (GR-000123). */
export const orderParamsSchema = z.object({ id: z.string().check(z.trim(), z.minLength(1), z.maxLength(30)) });

/** The address an order was placed for, as frozen on the order (its `type` is kept as it was written). */
export const orderAddressSchema = z.extend(z.omit(addressSchema, { id: true, is_default: true, created_at: true }), { type: z.string() });

export const orderItemSchema = z.object({
  product_id: z.number().check(z.int()),
  pack_id: z.number().check(z.int()),
  warehouse_id: z.number().check(z.int()),
  name: z.string(),
  pack: z.string(),
  image: z.string(),
  quantity: z.number().check(z.int()),
  price: z.number(),
  act_price: z.number(),
  amount: z.number(),
});

export const orderTimelineEntrySchema = z.object({ status: z.enum(ORDER_STATUS_VALUES), note: z.nullable(z.string()), created_at: z.string() });

export const orderSummarySchema = z.object({
  id: z.number().check(z.int()),
  order_number: z.string(),
  status: z.enum(ORDER_STATUS_VALUES),
  payment_method: z.enum(PAYMENT_METHODS),
  created_at: z.string(),
  /** How many different packs the order holds (its lines). */
  item_count: z.number().check(z.int()),
  /** How many units of them in all (the lines' quantities added up). */
  unit_count: z.number().check(z.int()),
  total: z.number(),
  discount: z.number(),
  delivery_charge: z.number(),
  amount: z.number(),
  del_date: z.nullable(z.string()),
  del_start_time: z.nullable(z.string()),
  del_end_time: z.nullable(z.string()),
  can_cancel: z.boolean(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** What an order holds, in words, wherever its size is shown: '1 item · 1 unit', '2 items · 3 units'. */
export function formatOrderSize({ item_count, unit_count }: Pick<OrderSummary, 'item_count' | 'unit_count'>): string {
  return `${item_count} ${item_count === 1 ? 'item' : 'items'} · ${unit_count} ${unit_count === 1 ? 'unit' : 'units'}`;
}

export const orderDetailSchema = z.extend(orderSummarySchema, {
  payment_status: z.enum(PAYMENT_STATUS_VALUES),
  offercode: z.nullable(z.string()),
  note: z.nullable(z.string()),
  address: orderAddressSchema,
  items: z.array(orderItemSchema),
  timeline: z.array(orderTimelineEntrySchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const orderListResponseSchema = z.object({ data: z.array(orderSummarySchema), meta: z.object({ total: z.number().check(z.int()) }) });
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;

/** `payOptions` {provider, id} is present only for online payments: the storefront then goes to /checkout/{provider}/{id}. */
export const createOrderResponseSchema = z.object({
  order: orderDetailSchema,
  payOptions: z.optional(z.object({ provider: z.enum(['razorpay', 'cashfree']), id: z.string() })),
});
export const orderResponseSchema = z.object({ order: orderDetailSchema });

export const ORDER_MESSAGES = {
  notFound: 'Order not found.',
  addressNotFound: 'Address not found.',
  emptyCart: 'Your cart is empty.',
  codUnavailable: (pincode: string) => `Cash on delivery is not available for ${pincode}. Please choose another payment method.`,
  paymentNotOffered: 'This shop does not take that payment method. Please choose another one.',
  notServiceable: (pincode: string) => `Sorry, we do not deliver to ${pincode} yet.`,
  invalidLine: (name: string, reason: string) => `${name}: ${reason}`,
  soldOut: (name: string) => `Sorry, ${name} just sold out in the quantity you chose. Please review your cart.`,
  placedCod: 'Order placed with Cash on Delivery.',
  cancelledByCustomer: 'Cancelled by the customer.',
  alreadyCancelled: (orderNumber: string) => `Order ${orderNumber} is already cancelled.`,
  cancelInProgress: (orderNumber: string) => `Order ${orderNumber} is being cancelled already. Please wait a moment and reload the page.`,
  cannotCancel: (orderNumber: string, statusLabel: string) => `Order ${orderNumber} is ${statusLabel} and can no longer be cancelled.`,
} as const;
