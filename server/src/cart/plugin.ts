/** The cart domain under /api: the cart and its coupon. */
import type { FastifyInstance } from 'fastify';
import { cartRoutes } from './cartRoutes';
import { couponRoutes } from './couponRoutes';

export async function cartPlugin(app: FastifyInstance) {
  await app.register(cartRoutes);
  await app.register(couponRoutes);
}

/** Adding to the cart, registered where the visitor's session is not resolved for it (see its file). */
export { cartAddRoute } from './addRoute';
