/** The parts of the providers' browser SDKs the start screens use (Razorpay Checkout.js, Cashfree JS SDK v3). */

export interface RazorpaySuccessPayload {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  order_id: string;
  prefill: { name: string; email: string; contact: string };
  handler: (payload: RazorpaySuccessPayload) => void;
  modal: { ondismiss: () => void };
}

export interface RazorpayCheckout {
  open(): void;
  close(): void;
  on(event: 'payment.failed', listener: (response: { error?: { description?: string } }) => void): void;
}

export interface CashfreeCheckoutResult {
  error?: { message?: string };
}

export interface CashfreeSdk {
  checkout(options: { paymentSessionId: string; redirectTarget: '_self' }): Promise<CashfreeCheckoutResult | undefined>;
}

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayCheckout;
    Cashfree?: (config: { mode: 'sandbox' | 'production' }) => CashfreeSdk;
  }
}
