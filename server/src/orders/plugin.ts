/** The orders domain under /api: placing, listing and cancelling a shopper's orders. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { couponUses } from './couponUses';
import { orderRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    orders: { couponUses: typeof couponUses };
  }
}

/** Decorates the root with `orders`: what the cart asks of orders (a shopper's coupon uses), since the cart never imports orders. */
export const orderService = fp(
  async (app: FastifyInstance) => {
    app.decorate('orders', { couponUses });
  },
  { name: 'order-service' },
);

export async function ordersPlugin(app: FastifyInstance) {
  await app.register(orderRoutes);
}
