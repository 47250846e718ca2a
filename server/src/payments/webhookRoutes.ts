/**
 * The providers' webhooks (order.paid, payment.captured, payment.failed; PAYMENT_SUCCESS, PAYMENT_FAILED). They
 * authenticate by their signatures, verified over the exact bytes received, so this plugin keeps every body as a
 * Buffer; src/api.ts registers it outside the scope that requires a session's XSRF token.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { webhookAckSchema } from '@storefront/shared/contracts';
import { errorResponses } from '../http/openapi';

export async function paymentWebhookRoutes(app: FastifyInstance) {
  const { payments } = app;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  const webhooks = app.withTypeProvider<ZodTypeProvider>();
  const rawBody = (body: unknown) => (Buffer.isBuffer(body) ? body : Buffer.alloc(0));

  webhooks.post(
    '/webhooks/razorpay',
    {
      schema: {
        tags: ['payments'],
        summary: 'Razorpay webhook (order.paid, payment.captured, payment.failed); X-Razorpay-Signature over the raw body',
        body: z.unknown().describe('The Razorpay event as JSON; the signature is checked over its raw bytes'),
        headers: z.object({ 'x-razorpay-signature': z.string().optional(), 'x-razorpay-event-id': z.string().max(100).optional() }),
        response: { 200: webhookAckSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const duplicate = await payments.razorpayWebhook(
        rawBody(request.body),
        request.headers['x-razorpay-signature'],
        request.headers['x-razorpay-event-id'],
      );
      return { received: true as const, duplicate };
    },
  );

  webhooks.post(
    '/webhooks/cashfree',
    {
      schema: {
        tags: ['payments'],
        summary: 'Cashfree webhook (PAYMENT_SUCCESS_WEBHOOK, PAYMENT_FAILED_WEBHOOK); x-webhook-signature over timestamp + raw body',
        body: z.unknown().describe('The Cashfree event as JSON; the signature is checked over the timestamp and its raw bytes'),
        headers: z.object({ 'x-webhook-signature': z.string().optional(), 'x-webhook-timestamp': z.string().optional() }),
        response: { 200: webhookAckSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const duplicate = await payments.cashfreeWebhook(
        rawBody(request.body),
        request.headers['x-webhook-signature'],
        request.headers['x-webhook-timestamp'],
      );
      return { received: true as const, duplicate };
    },
  );
}
