/** The providers' signatures, computed exactly as they specify and compared in constant time. */
import { createHmac, timingSafeEqual } from 'node:crypto';

const hmac = (secret: string, message: string | Buffer) => createHmac('sha256', secret).update(message);

/** Razorpay Checkout success: hex(HMAC_SHA256(key_secret, order_id + "|" + payment_id)). */
export function razorpayPaymentSignature(keySecret: string, orderId: string, paymentId: string): string {
  return hmac(keySecret, `${orderId}|${paymentId}`).digest('hex');
}

/** Razorpay webhook X-Razorpay-Signature: hex(HMAC_SHA256(webhook_secret, raw body)). */
export function razorpayWebhookSignature(webhookSecret: string, rawBody: Buffer | string): string {
  return hmac(webhookSecret, rawBody).digest('hex');
}

/** Cashfree webhook x-webhook-signature: base64(HMAC_SHA256(secret, timestamp + raw body)), no separator. */
export function cashfreeWebhookSignature(secretKey: string, timestamp: string, rawBody: Buffer | string): string {
  return hmac(secretKey, Buffer.concat([Buffer.from(timestamp), Buffer.isBuffer(rawBody) ? rawBody : Buffer.from(rawBody)])).digest('base64');
}

export function signaturesMatch(expected: string, received: string | undefined): boolean {
  if (!received) return false;
  const left = Buffer.from(expected);
  const right = Buffer.from(received);
  return left.length === right.length && timingSafeEqual(left, right);
}
