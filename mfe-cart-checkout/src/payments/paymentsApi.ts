/** The payment calls: what a provider's checkout needs, and the server's word on whether the order is paid. */
import { apiClient } from '@storefront/shared/runtime';
import { paymentResultSchema, paymentStartSchema, type RazorpayVerifyBody } from '@storefront/shared/signed-in';

const orderPath = (orderId: string | number) => encodeURIComponent(String(orderId));

/** What /checkout/{provider}/{id} needs to open the provider's checkout. */
export const fetchPaymentStart = (orderId: string | number, signal?: AbortSignal) =>
  apiClient.get(`/api/payments/${orderPath(orderId)}/start`, { schema: paymentStartSchema, signal });

/** Razorpay Checkout.js's success payload, verified on the server. */
export const verifyRazorpay = (body: RazorpayVerifyBody) => apiClient.post('/api/payments/razorpay/verify', body, { schema: paymentResultSchema });

/** After the return from Cashfree: the server asks Cashfree whether the order is paid. */
export const confirmCashfree = (orderId: string | number) =>
  apiClient.post(`/api/payments/cashfree/confirm/${orderPath(orderId)}`, {}, { schema: paymentResultSchema });
