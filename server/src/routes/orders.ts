import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorBodySchema,
  createOrderBodySchema,
  createOrderResponseSchema,
  orderDetailSchema,
  orderListQuerySchema,
  orderListResponseSchema,
  orderParamsSchema,
  orderResponseSchema,
} from '@storefront/shared/contracts';
import type { AppContext } from '../context';
import { requireUser } from '../http/guards';
import { cancelOrder, createOrder, listOrders, orderDetail } from '../orders/orders';

export async function orderRoutes(app: FastifyInstance, { db }: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: apiErrorBodySchema, 401: apiErrorBodySchema, 403: apiErrorBodySchema, 404: apiErrorBodySchema, 409: apiErrorBodySchema };

  api.post(
    '/order/create',
    {
      schema: {
        tags: ['orders'],
        summary: 'Places the signed-in shopper’s cart as an order (payment: cod); stock is reserved and the cart emptied',
        body: createOrderBodySchema,
        response: { 200: createOrderResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const orderId = await createOrder(db, request.website.id, user.id, request.body);
      return { order: await orderDetail(db, request.website.id, user.id, String(orderId)) };
    },
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
    async (request) => orderDetail(db, request.website.id, requireUser(request).id, request.params.id),
  );

  api.post(
    '/order/cancel/:id',
    {
      schema: {
        tags: ['orders'],
        summary: 'Cancels an order before it is packed; its units go back to stock',
        params: orderParamsSchema,
        response: { 200: orderResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await cancelOrder(db, request.website.id, user.id, request.params.id);
      return { order: await orderDetail(db, request.website.id, user.id, request.params.id) };
    },
  );
}
