/**
 * The sandbox's books (the sandbox_provider_orders table, so every API process serves the same sandbox), its keys,
 * and the webhooks it sends to this server's own endpoints as the providers would.
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { API_BASE_PATH } from '@storefront/shared/contracts';
import type { Db } from '../../db/client';
import { sandboxProviderOrders } from '../../db/schema';
import { sandboxCredentials, type SandboxCredentials } from '../accounts';

export type SandboxOrder = typeof sandboxProviderOrders.$inferSelect;
export type NewSandboxOrder = typeof sandboxProviderOrders.$inferInsert;
export type SandboxRefund = SandboxOrder['refunds'][number];
type SandboxProvider = 'razorpay' | 'cashfree';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Ids shaped like the providers' own (order_IluGWxBm9U8zJ8, pay_29QQoUBi66xm2f). */
export const providerId = (prefix: string) => `${prefix}${[...randomBytes(14)].map((byte) => ALPHANUMERIC[byte % 62]).join('')}`;
export const nowSeconds = () => Math.floor(Date.now() / 1000);
/** A JSON value safe inside an inline <script>. */
export const scriptValue = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function sandboxBooks(db: Db) {
  async function find(provider: SandboxProvider, where: ReturnType<typeof eq>): Promise<SandboxOrder | null> {
    const [row] = await db
      .select()
      .from(sandboxProviderOrders)
      .where(and(eq(sandboxProviderOrders.provider, provider), where))
      .limit(1);
    return row ?? null;
  }
  return {
    byId: (provider: SandboxProvider, id: string) => find(provider, eq(sandboxProviderOrders.id, id)),
    byPaymentId: (provider: SandboxProvider, paymentId: string) => find(provider, eq(sandboxProviderOrders.paymentId, paymentId)),
    bySession: (session: string) => find('cashfree', eq(sandboxProviderOrders.paymentSessionId, session)),

    /** The ten latest Razorpay orders, of one receipt when given. */
    latestRazorpayOrders: (receipt: string | undefined) =>
      db
        .select()
        .from(sandboxProviderOrders)
        .where(and(eq(sandboxProviderOrders.provider, 'razorpay'), receipt === undefined ? undefined : eq(sandboxProviderOrders.receipt, receipt)))
        .orderBy(desc(sandboxProviderOrders.createdAt))
        .limit(10),

    async open(order: NewSandboxOrder): Promise<SandboxOrder> {
      const [row] = await db.insert(sandboxProviderOrders).values(order).returning();
      return row;
    },

    /** The new order, or null when its id (chosen by the caller) is taken. */
    async openUnlessTaken(order: NewSandboxOrder): Promise<SandboxOrder | null> {
      const [row] = await db.insert(sandboxProviderOrders).values(order).onConflictDoNothing().returning();
      return row ?? null;
    },

    async addRefund(order: SandboxOrder, refund: SandboxRefund): Promise<void> {
      await db
        .update(sandboxProviderOrders)
        .set({ refunds: [...order.refunds, refund] })
        .where(eq(sandboxProviderOrders.id, order.id));
    },

    async recordAttempt(order: SandboxOrder, status: string, paymentId: string | null): Promise<void> {
      await db.update(sandboxProviderOrders).set({ status, paymentId }).where(eq(sandboxProviderOrders.id, order.id));
    },
  };
}
export type SandboxBooks = ReturnType<typeof sandboxBooks>;

/** The sandbox's keys, read once per app from where every API process agrees on them. */
export type SandboxKeys = () => Promise<SandboxCredentials>;

export function sandboxKeys(db: Db): SandboxKeys {
  let credentials: Promise<SandboxCredentials> | undefined;
  return () => (credentials ??= sandboxCredentials(db));
}

/** Delivers a signed webhook to our own endpoint, as the provider would; a failed delivery is only logged. */
export async function deliverWebhook(app: FastifyInstance, path: string, body: string, headers: Record<string, string>): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: `${API_BASE_PATH}/api${path}`,
    payload: body,
    headers: { 'content-type': 'application/json', ...headers },
  });
  if (response.statusCode !== 200) app.log.warn({ path, status: response.statusCode, body: response.body }, 'sandbox webhook refused');
}
