/** The orders domain under /api: placing, listing and cancelling a shopper's orders. */
import type { FastifyInstance } from 'fastify';
import { orderRoutes } from './routes';

export async function ordersPlugin(app: FastifyInstance) {
  await app.register(orderRoutes);
}
