/** Online payments: the start screens' data and confirmations from the browser. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { paymentOrderParamsSchema, paymentResultSchema, paymentStartSchema, razorpayVerifyBodySchema } from '@storefront/shared/contracts';
import { requireUser } from '../http/guards';
import { orderDetail } from '../orders/service';
import { serverOrigin, storefrontOrigin } from './origins';
import type { PaymentOutcome } from './paymentService';
import { errorResponses } from '../http/openapi';

export async function paymentRoutes(app: FastifyInstance) {
  const { db } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { payments } = app;
  const errors = errorResponses(400, 401, 403, 404, 409, 502);
  const result = async (websiteId: number, userId: number, outcome: PaymentOutcome) => {
    const order = await orderDetail(db, websiteId, userId, String(outcome.orderId), payments);
    return { paid: outcome.paid, status: order.status, message: outcome.message, order };
  };

  api.get(
    '/payments/:id/start',
    {
      schema: {
        tags: ['payments'],
        summary: 'What /checkout/{provider}/{id} needs to open the provider’s checkout (script, key, amount, provider order or session)',
        params: paymentOrderParamsSchema,
        response: { 200: paymentStartSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return payments.start(request.website.id, user.id, request.params.id, {
        storefrontOrigin: await storefrontOrigin(request, app.config, app.db),
        serverOrigin: serverOrigin(request, app.config),
        shopName: request.website.name,
      });
    },
  );

  api.post(
    '/payments/razorpay/verify',
    {
      schema: {
        tags: ['payments'],
        summary: 'Verifies Razorpay Checkout’s success payload against the order id stored on the server and confirms the order',
        body: razorpayVerifyBodySchema,
        response: { 200: paymentResultSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const outcome = await payments.verifyRazorpay(request.website.id, user.id, request.body);
      return result(request.website.id, user.id, outcome);
    },
  );

  api.route({
    method: ['GET', 'POST'],
    url: '/payments/cashfree/confirm/:id',
    schema: {
      tags: ['payments'],
      summary: 'After the Cashfree return: asks Cashfree for the order and confirms it only when PAID with the same amount',
      params: paymentOrderParamsSchema,
      response: { 200: paymentResultSchema, ...errors },
    },
    handler: async (request) => {
      const user = requireUser(request);
      const outcome = await payments.confirmCashfree(request.website.id, user.id, request.params.id);
      return result(request.website.id, user.id, outcome);
    },
  });
}
