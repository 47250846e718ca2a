/** Cashfree PG's Orders and Refunds APIs (x-api-version 2023-08-01): client id/secret headers, amounts in rupees. */
import { z } from 'zod';
import { ProviderError, callProvider } from './providerHttp';
import type { HttpTransport } from './transport';

export const CASHFREE_API_VERSION = '2023-08-01';

export interface CashfreeAccount {
  appId: string;
  secretKey: string;
  apiBase: string;
}

const orderSchema = z.object({
  order_id: z.string(),
  order_amount: z.number(),
  order_currency: z.string(),
  order_status: z.string(),
  payment_session_id: z.string().nullish(),
});
const refundSchema = z.object({ refund_id: z.string(), refund_amount: z.number(), refund_status: z.string() });

const rupees = (paise: number) => Math.round(paise) / 100;
export const cashfreeAmountPaise = (amount: number) => Math.round(amount * 100);

export function cashfreeAdapter(account: CashfreeAccount, transport: HttpTransport) {
  const headers = { 'x-client-id': account.appId, 'x-client-secret': account.secretKey, 'x-api-version': CASHFREE_API_VERSION };
  const getOrder = (orderId: string) =>
    callProvider('Cashfree', transport, `${account.apiBase}/pg/orders/${encodeURIComponent(orderId)}`, { method: 'GET', headers }, orderSchema);
  return {
    /** POST /pg/orders → payment_session_id. An order id Cashfree already has (an earlier attempt) is fetched instead. */
    async createOrder(input: {
      orderId: string;
      amountPaise: number;
      customer: { id: string; name: string; email: string; phone: string };
      returnUrl: string;
      notifyUrl?: string;
    }) {
      try {
        return await callProvider(
          'Cashfree',
          transport,
          `${account.apiBase}/pg/orders`,
          {
            method: 'POST',
            headers,
            body: {
              order_id: input.orderId,
              order_amount: rupees(input.amountPaise),
              order_currency: 'INR',
              customer_details: {
                customer_id: input.customer.id,
                customer_name: input.customer.name,
                customer_email: input.customer.email,
                customer_phone: input.customer.phone,
              },
              order_meta: { return_url: input.returnUrl, ...(input.notifyUrl ? { notify_url: input.notifyUrl } : {}) },
            },
          },
          orderSchema,
        );
      } catch (error) {
        if (error instanceof ProviderError && error.status === 409) return getOrder(input.orderId);
        throw error;
      }
    },
    /** GET /pg/orders/{id}: order_status ACTIVE | PAID | EXPIRED | TERMINATED, and the amount. */
    getOrder,
    /** POST /pg/orders/{id}/refunds: refund_id is ours, so a retried refund is the same refund. */
    refund(input: { orderId: string; refundId: string; amountPaise: number; note: string }) {
      return callProvider(
        'Cashfree',
        transport,
        `${account.apiBase}/pg/orders/${encodeURIComponent(input.orderId)}/refunds`,
        { method: 'POST', headers, body: { refund_amount: rupees(input.amountPaise), refund_id: input.refundId, refund_note: input.note } },
        refundSchema,
      );
    },
  };
}
export type CashfreeAdapter = ReturnType<typeof cashfreeAdapter>;
