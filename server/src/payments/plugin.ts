/** The payments domain: the payment service (shared with orders), its API routes and the development sandboxes. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { paymentRoutes } from './routes';
import { paymentSandboxRoutes } from './sandbox/routes';
import { createPayments, type PaymentService } from './paymentService';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentService;
  }
}

/** Decorates the root with `payments`: placing and cancelling an order opens and refunds payments through it. */
export const paymentService = fp(
  async (app: FastifyInstance) => {
    // Sandbox mode reaches the provider endpoints through this app (inject), so the service needs it.
    app.decorate('payments', await createPayments(app.db, app.config, app));
  },
  { name: 'payment-service', dependencies: ['shared-services'] },
);

export async function paymentsPlugin(app: FastifyInstance) {
  await app.register(paymentRoutes);
}

export async function paymentSandboxPlugin(app: FastifyInstance) {
  await app.register(paymentSandboxRoutes);
}
