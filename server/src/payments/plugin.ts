/** The payments domain: the payment service (shared with orders), its API routes and the development sandboxes. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PAYMENT_PROVIDER_NAMES } from '@storefront/shared/contracts';
import { PAYMENT_PROVIDERS } from '../db/schema';
import { releaseUnpaidOrders } from '../orders/service';
import { paymentRoutes } from './routes';
import { cashfreeSandboxRoutes } from './sandbox/cashfreeRoutes';
import { razorpaySandboxRoutes } from './sandbox/razorpayRoutes';
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
    const payments = await createPayments(app.db, app.config, app);
    app.decorate('payments', payments);
    for (const provider of PAYMENT_PROVIDERS) {
      if (payments.offered([provider]).length > 0) continue;
      app.log.warn(
        { provider: PAYMENT_PROVIDER_NAMES[provider] },
        'a payment provider has no keys: the shop does not offer it (payment sandboxes run only outside production)',
      );
    }
  },
  { name: 'payment-service', dependencies: ['shared-services'] },
);

/** How often each process looks for unpaid orders whose units should go back to stock. */
const SWEEP_INTERVAL_MS = 60_000;

/** Puts the units of unpaid online orders back in stock, every SWEEP_INTERVAL_MS while the app runs. */
async function unpaidOrderSweeper(app: FastifyInstance) {
  let sweeper: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    sweeper = setInterval(() => {
      releaseUnpaidOrders(app.db).catch((error) => app.log.error({ err: error }, 'releasing unpaid orders failed'));
    }, SWEEP_INTERVAL_MS);
    sweeper.unref();
  });
  app.addHook('onClose', async () => clearInterval(sweeper));
}

export async function paymentsPlugin(app: FastifyInstance) {
  await app.register(paymentRoutes);
  await app.register(unpaidOrderSweeper);
}

/** The providers' webhooks: signed by the providers, so registered where no session or XSRF token is required. */
export { paymentWebhookRoutes } from './webhookRoutes';

/** The sandbox of each provider that has no keys, for development and tests: never in production. */
export async function paymentSandboxPlugin(app: FastifyInstance) {
  if (app.config.production) return;
  if (!app.config.razorpay) await app.register(razorpaySandboxRoutes);
  if (!app.config.cashfree) await app.register(cashfreeSandboxRoutes);
}
