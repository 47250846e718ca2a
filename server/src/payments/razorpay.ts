/** Razorpay's Orders and Refunds APIs (https://razorpay.com/docs/api/): Basic auth key_id:key_secret, amounts in paise. */
import { z } from 'zod';
import { callProvider } from './providerHttp';
import type { HttpTransport } from './transport';

export interface RazorpayAccount {
  keyId: string;
  keySecret: string;
  apiBase: string;
}

const orderSchema = z.object({ id: z.string(), amount: z.number().int(), currency: z.string(), status: z.string() });
const orderListSchema = z.object({ items: z.array(orderSchema) });
const refundSchema = z.object({ id: z.string(), amount: z.number().int(), status: z.string() });
const refundListSchema = z.object({ items: z.array(refundSchema) });

export function razorpayAdapter(account: RazorpayAccount, transport: HttpTransport) {
  const headers = { authorization: `Basic ${Buffer.from(`${account.keyId}:${account.keySecret}`).toString('base64')}` };
  return {
    /**
     * POST /v1/orders: the order Checkout.js pays. Razorpay has no idempotency key, so an order an earlier attempt
     * created (its answer lost to a timeout) is first looked up by its receipt (GET /v1/orders?receipt=) and reused.
     */
    async createOrder(input: { amountPaise: number; receipt: string; notes: Record<string, string> }) {
      const earlier = await callProvider(
        'Razorpay',
        transport,
        `${account.apiBase}/v1/orders?receipt=${encodeURIComponent(input.receipt)}`,
        { method: 'GET', headers },
        orderListSchema,
      );
      const same = earlier.items.find((order) => order.amount === input.amountPaise && order.currency === 'INR');
      if (same) return same;
      return callProvider(
        'Razorpay',
        transport,
        `${account.apiBase}/v1/orders`,
        { method: 'POST', headers, body: { amount: input.amountPaise, currency: 'INR', receipt: input.receipt, notes: input.notes } },
        orderSchema,
      );
    },
    /** GET /v1/payments/{id}/refunds: the refunds Razorpay has made of a payment. */
    refunds(paymentId: string) {
      return callProvider(
        'Razorpay',
        transport,
        `${account.apiBase}/v1/payments/${encodeURIComponent(paymentId)}/refunds`,
        { method: 'GET', headers },
        refundListSchema,
      );
    },
    /** POST /v1/payments/{id}/refund: a full refund of a captured payment. */
    refund(input: { paymentId: string; amountPaise: number; receipt: string }) {
      return callProvider(
        'Razorpay',
        transport,
        `${account.apiBase}/v1/payments/${encodeURIComponent(input.paymentId)}/refund`,
        { method: 'POST', headers, body: { amount: input.amountPaise, speed: 'normal', receipt: input.receipt } },
        refundSchema,
      );
    },
  };
}
export type RazorpayAdapter = ReturnType<typeof razorpayAdapter>;
