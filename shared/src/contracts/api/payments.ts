/**
 * Online payments (Razorpay, Cashfree): what the start screens need to open the provider's checkout, the
 * confirmation calls, and the messages a shopper reads. Amounts in rupees except `amount_paise` (Checkout.js).
 */
import * as z from 'zod/mini';
import { idField, numberId } from '../ids';
import type { PaymentMethod } from './cart';
import { ORDER_STATUS_VALUES, orderDetailSchema, type PaymentStatusValue } from './orders';

export const ONLINE_PAYMENT_PROVIDERS = ['razorpay', 'cashfree'] as const;
export type OnlinePaymentProvider = (typeof ONLINE_PAYMENT_PROVIDERS)[number];

/** Our order id in a payment path. */
export const paymentOrderParamsSchema = z.object({
  id: idField('Order not found.'),
});

export const paymentStartSchema = z.object({
  provider: z.enum(ONLINE_PAYMENT_PROVIDERS),
  /** sandbox: the checkout is our own test page and no money moves. */
  mode: z.enum(['live', 'sandbox']),
  /** The provider's checkout script (Razorpay Checkout.js, Cashfree JS SDK) or the sandbox's drop-in copy. */
  script_url: z.string(),
  /** Razorpay: the public key id for `new Razorpay({key})`. */
  key_id: z.nullable(z.string()),
  /** Cashfree: the `mode` for `Cashfree({mode})`. */
  cashfree_mode: z.nullable(z.enum(['sandbox', 'production'])),
  amount: z.number(),
  amount_paise: z.number().check(z.int()),
  currency: z.literal('INR'),
  /** The shop's name, shown in the provider's checkout. */
  name: z.string(),
  description: z.string(),
  order_id: z.number().check(z.int()),
  order_number: z.string(),
  /** Razorpay: `order_id` for Checkout.js. */
  provider_order_id: z.nullable(z.string()),
  /** Cashfree: `paymentSessionId` for `checkout()`. */
  payment_session_id: z.nullable(z.string()),
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
});
export type PaymentStart = z.infer<typeof paymentStartSchema>;

const providerId = (field: string) =>
  z
    .string({ message: `${field} is required` })
    .check(z.trim(), z.minLength(1, { message: `${field} is required` }), z.maxLength(64, { message: `${field} is at most 64 characters` }));

/** Razorpay Checkout.js's success payload, with our order id. */
export const razorpayVerifyBodySchema = z.object({
  order_id: numberId('order_id must be the order’s number id'),
  razorpay_payment_id: providerId('razorpay_payment_id'),
  razorpay_order_id: providerId('razorpay_order_id'),
  razorpay_signature: providerId('razorpay_signature'),
});
export type RazorpayVerifyBody = z.infer<typeof razorpayVerifyBodySchema>;

/** Where a payment stands after a confirmation: `paid` sends the shopper to /order/success/{order_number}. */
export const paymentResultSchema = z.object({
  paid: z.boolean(),
  status: z.enum(ORDER_STATUS_VALUES),
  message: z.string(),
  order: orderDetailSchema,
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;

export const webhookAckSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });

export const PAYMENT_MESSAGES = {
  paid: (orderNumber: string) => `Payment received. Your order ${orderNumber} is confirmed.`,
  notPaidYet: (orderNumber: string) => `We have not received the payment for order ${orderNumber} yet.`,
  failed: (orderNumber: string) => `The payment for order ${orderNumber} failed. No money was taken; you can try again.`,
  notOnline: (orderNumber: string) => `Order ${orderNumber} is not paid online.`,
  alreadyPaid: (orderNumber: string) => `Order ${orderNumber} is already paid.`,
  cannotPay: (orderNumber: string, statusLabel: string) => `Order ${orderNumber} is ${statusLabel} and can no longer be paid.`,
  couponUsedMeanwhile: (orderNumber: string, code: string) =>
    `Coupon ${code} has since been used on another order, so order ${orderNumber} can no longer be paid with its discount. Please cancel it and order again.`,
  wrongProvider: (orderNumber: string, provider: string) => `Order ${orderNumber} is not paid with ${provider}.`,
  orderMismatch: 'This payment belongs to another order.',
  signatureInvalid: 'We could not verify this payment. If money was taken, it will be confirmed or refunded automatically.',
  amountMismatch: (orderNumber: string) =>
    `The amount paid does not match order ${orderNumber}. Please contact us; any money taken will be refunded.`,
  providerUnavailable: (provider: string) => `We could not reach ${provider} right now. Please try again in a minute.`,
  refundFailed: (provider: string) =>
    `We could not start the refund with ${provider} right now, so the order was not cancelled. Please try again in a minute.`,
  webhookSignatureInvalid: 'Invalid webhook signature.',
  webhookTimestampStale: 'Webhook timestamp is missing or too old.',
  webhookMalformed: 'Webhook body is not a payment event.',
  /** Timeline notes. */
  notePaid: (provider: string, paymentId: string) => `Paid online with ${provider} (${paymentId}).`,
  noteFailed: (provider: string, reason: string) => `Payment with ${provider} failed: ${reason}`,
  noteStockReleased: 'Payment not completed in time; the items went back to stock.',
  noteRefunded: (amount: string, refundId: string) => `Refund of ${amount} started (${refundId}).`,
  noteLatePaymentRefunded: (amount: string, refundId: string) => `Payment arrived after the order closed; refund of ${amount} started (${refundId}).`,
  placedOnline: (provider: string) => `Order placed; awaiting payment with ${provider}.`,
} as const;

export const PAYMENT_PROVIDER_NAMES: Record<OnlinePaymentProvider, string> = { razorpay: 'Razorpay', cashfree: 'Cashfree' };

const PAYMENT_LINES: Record<PaymentStatusValue, (method: string) => string> = {
  due_on_delivery: () => 'Pay on delivery',
  paid: (method) => `Paid with ${method}`,
  awaiting: (method) => `Awaiting payment with ${method}`,
  failed: (method) => `Payment with ${method} failed`,
  refunding: (method) => `Refund to your ${method} payment under way`,
  refunded: (method) => `Refunded to your ${method} payment`,
  not_paid: () => 'Not paid',
};

/** An order's payment line, true for each method and status: 'Pay on delivery', 'Paid with Razorpay', 'Not paid'. */
export function describePayment(order: { payment_method: PaymentMethod; payment_status: PaymentStatusValue }): string {
  if (order.payment_method === 'cod') return order.payment_status === 'paid' ? 'Paid in cash on delivery' : PAYMENT_LINES[order.payment_status]('');
  return PAYMENT_LINES[order.payment_status](PAYMENT_PROVIDER_NAMES[order.payment_method]);
}

/** The sandbox's checkout pages (test mode): every string the shopper sees there. */
export const SANDBOX_TEXTS = {
  banner: 'Test payment — no money moves',
  pay: 'Pay',
  fail: 'Fail',
  dismiss: 'Dismiss',
  unknownOrder: 'This test payment does not exist.',
} as const;
