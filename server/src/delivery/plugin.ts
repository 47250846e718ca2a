/** Delivery under /api: whether and when a pincode is served. */
import type { FastifyInstance } from 'fastify';
import { pincodeRoutes } from './pincodeRoutes';

export async function deliveryPlugin(app: FastifyInstance) {
  await app.register(pincodeRoutes);
}
