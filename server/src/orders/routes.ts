import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createOrderBodySchema,
  createOrderResponseSchema,
  deliverySlotsQuerySchema,
  deliverySlotsResponseSchema,
  orderDetailSchema,
  orderListQuerySchema,
  orderListResponseSchema,
  orderParamsSchema,
  orderResponseSchema,
  ORDER_MESSAGES,
} from '@storefront/shared/contracts';
import { eq } from 'drizzle-orm';
import { orders } from '../db/schema';
import { requireUser } from '../http/guards';
import { badRequest, HttpError } from '../http/errors';
import { deliverySlotsFor } from './deliveryPlaces';
import { cancelOrder, createOrder, listOrders, orderDetail } from './orders';
import { offeredProviders } from '../cart/service';
import { errorResponses } from '../http/openapi';

export async function orderRoutes(app: FastifyInstance) {
  const { db } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const errors = errorResponses(400, 401, 403, 404, 409, 502);

  api.post(
    '/order/create',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Places the signed-in shopper’s cart as an order; stock is reserved and the cart emptied. COD confirms at once; razorpay/cashfree answer payOptions {provider, id} for /checkout/{provider}/{id}',
        body: createOrderBodySchema,
        response: { 200: createOrderResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const provider = request.body.payment;
      if (provider !== 'cod' && !offeredProviders(request).includes(provider)) throw badRequest(ORDER_MESSAGES.paymentNotOffered, 'payment');
      const orderId = await createOrder(db, request.website.id, user.id, request.body);
      const order = await orderDetail(db, request.website.id, user.id, String(orderId), app.payments);
      if (provider === 'cod') return { order };
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
      try {
        await app.payments.openPaymentFor(request, row);
      } catch (error) {
        // The order stands (units reserved); the start screen opens the provider order again when it can.
        if (!(error instanceof HttpError)) throw error;
      }
      return { order, payOptions: { provider, id: String(orderId) } };
    },
  );

  api.get(
    '/delivery/slots',
    {
      schema: {
        tags: ['orders'],
        summary:
          'The delivery windows of the next 7 days (shop time) for the signed-in shopper’s cart to one of their addresses, per delivery group: each available or why not (closed_day, past_cutoff, full), few_left under a threshold, and the default (earliest available)',
        querystring: deliverySlotsQuerySchema,
        response: { 200: deliverySlotsResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => deliverySlotsFor(db, request.website.id, requireUser(request).id, request.query.address_id),
  );

  api.get(
    '/orders',
    {
      schema: {
        tags: ['orders'],
        summary: 'The signed-in shopper’s orders on this website, newest first',
        querystring: orderListQuerySchema,
        response: { 200: orderListResponseSchema, ...errors },
      },
    },
    async (request) => listOrders(db, request.website.id, requireUser(request).id, request.query),
  );

  api.get(
    '/orders/:id',
    {
      schema: {
        tags: ['orders'],
        summary: 'One order by id or number (GR-000123) with items, address, totals, slot and timeline',
        params: orderParamsSchema,
        response: { 200: orderDetailSchema, ...errors },
      },
    },
    async (request) => orderDetail(db, request.website.id, requireUser(request).id, request.params.id, app.payments),
  );

  api.post(
    '/order/cancel/:id',
    {
      schema: {
        tags: ['orders'],
        summary: 'Cancels an order before it is packed; its units go back to stock and a paid order is refunded through its provider',
        params: orderParamsSchema,
        response: { 200: orderResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await cancelOrder(db, request.website.id, user.id, request.params.id, app.payments);
      return { order: await orderDetail(db, request.website.id, user.id, request.params.id, app.payments) };
    },
  );
}
