/**
 * The providers' webhooks: each checked by its signature over the raw body and handled once (Razorpay by its event
 * id, Cashfree by event type and payment id). A provider the shop has no account for has no secret to check with,
 * so its webhooks are refused.
 */
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { PAYMENT_MESSAGES } from '@storefront/shared/contracts';
import type { Db } from '../db/client';
import { badRequest } from '../http/errors';
import type { ProviderAccounts } from './accounts';
import { cashfreeAmountPaise } from './cashfree';
import type { PaymentRecords } from './paymentRecords';
import type { ProviderOrders } from './providerOrders';
import { cashfreeWebhookSignature, razorpayWebhookSignature, signaturesMatch } from './signatures';
import { recordFailed } from './transitions';

/** How far a Cashfree webhook's timestamp may be from our clock; older ones are replays. */
export const CASHFREE_WEBHOOK_TOLERANCE_MS = 5 * 60_000;

const razorpayEventSchema = z.object({
  event: z.string(),
  payload: z
    .object({
      payment: z
        .object({
          entity: z.object({ id: z.string(), order_id: z.string().nullish(), amount: z.number().int(), error_description: z.string().nullish() }),
        })
        .optional(),
    })
    .optional(),
});

const cashfreeEventSchema = z.object({
  type: z.string(),
  data: z.object({
    order: z.object({ order_id: z.string() }),
    payment: z.object({
      cf_payment_id: z.union([z.string(), z.number()]),
      payment_status: z.string(),
      payment_amount: z.number(),
      payment_message: z.string().nullish(),
    }),
  }),
});

function parseJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    return null;
  }
}

export function paymentWebhooks(db: Db, accounts: ProviderAccounts, records: PaymentRecords, provider: ProviderOrders, log: FastifyBaseLogger) {
  return {
    /** Razorpay webhook: signature over the raw body, deduplicated by x-razorpay-event-id. Answers whether it was a duplicate. */
    async razorpayWebhook(rawBody: Buffer, signature: string | undefined, eventId: string | undefined): Promise<boolean> {
      const secret = accounts.razorpay?.webhookSecret;
      if (!secret || !signaturesMatch(razorpayWebhookSignature(secret, rawBody), signature))
        throw badRequest(PAYMENT_MESSAGES.webhookSignatureInvalid);
      if (eventId && (await records.alreadyHandled('razorpay', eventId))) return true;
      const event = razorpayEventSchema.safeParse(parseJson(rawBody));
      if (!event.success) throw badRequest(PAYMENT_MESSAGES.webhookMalformed);
      const entity = event.data.payload?.payment?.entity;
      const payment = entity?.order_id ? await records.paymentByProviderOrder('razorpay', entity.order_id) : null;
      if (entity && payment) {
        if (event.data.event === 'order.paid' || event.data.event === 'payment.captured') {
          if (entity.amount === payment.amountPaise) await provider.settlePaid(payment, entity.id);
          else log.error({ orderId: payment.orderId, amount: entity.amount }, 'Razorpay payment amount differs from ours');
        } else if (event.data.event === 'payment.failed') {
          await recordFailed(db, payment, entity.error_description ?? 'declined');
        }
      }
      if (eventId) await records.markHandled('razorpay', eventId);
      return false;
    },

    /** Cashfree webhook: base64 HMAC of timestamp + raw body with the secret key; stale timestamps are replays. */
    async cashfreeWebhook(rawBody: Buffer, signature: string | undefined, timestamp: string | undefined, now = Date.now()): Promise<boolean> {
      const secret = accounts.cashfree?.secretKey;
      if (!secret || !timestamp || !signaturesMatch(cashfreeWebhookSignature(secret, timestamp, rawBody), signature)) {
        throw badRequest(PAYMENT_MESSAGES.webhookSignatureInvalid);
      }
      if (!/^\d{10,16}$/.test(timestamp) || Math.abs(now - Number(timestamp)) > CASHFREE_WEBHOOK_TOLERANCE_MS) {
        throw badRequest(PAYMENT_MESSAGES.webhookTimestampStale);
      }
      const event = cashfreeEventSchema.safeParse(parseJson(rawBody));
      if (!event.success) throw badRequest(PAYMENT_MESSAGES.webhookMalformed);
      const { order, payment: attempt } = event.data.data;
      const eventId = `${event.data.type}:${attempt.cf_payment_id}`;
      if (await records.alreadyHandled('cashfree', eventId)) return true;
      const payment = await records.paymentByProviderOrder('cashfree', order.order_id);
      if (payment) {
        if (event.data.type === 'PAYMENT_SUCCESS_WEBHOOK' && attempt.payment_status === 'SUCCESS') {
          if (cashfreeAmountPaise(attempt.payment_amount) === payment.amountPaise) await provider.settlePaid(payment, String(attempt.cf_payment_id));
          else log.error({ orderId: payment.orderId, amount: attempt.payment_amount }, 'Cashfree payment amount differs from ours');
        } else if (event.data.type === 'PAYMENT_FAILED_WEBHOOK') {
          await recordFailed(db, payment, attempt.payment_message ?? 'declined');
        }
      }
      await records.markHandled('cashfree', eventId);
      return false;
    },
  };
}
