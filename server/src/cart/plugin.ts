/** The cart domain under /api: the cart and its coupon. */
import type { FastifyInstance } from 'fastify';
import { cartRoutes } from './cartRoutes';
import { couponRoutes } from './couponRoutes';

export async function cartPlugin(app: FastifyInstance) {
  await app.register(cartRoutes);
  await app.register(couponRoutes);
}
