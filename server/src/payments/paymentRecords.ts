/** The payments domain's queries: orders as payments see them, their payment rows, and the webhooks already handled. */
import { and, eq } from 'drizzle-orm';
import { ORDER_MESSAGES } from '@storefront/shared/contracts';
import type { Db } from '../db/client';
import { orders, paymentEvents, payments, users, type PaymentProvider } from '../db/schema';
import { notFound } from '../http/errors';
import type { PaymentRow } from './transitions';

export type OrderRow = typeof orders.$inferSelect;
type NewPayment = typeof payments.$inferInsert;

export function paymentRecords(db: Db) {
  return {
    /** The shopper's own order on this website; another's is simply not found. */
    async ownOrder(websiteId: number, userId: number, orderId: number): Promise<OrderRow> {
      const [order] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.websiteId, websiteId), eq(orders.userId, userId)))
        .limit(1);
      if (!order) throw notFound(ORDER_MESSAGES.notFound);
      return order;
    },

    async order(orderId: number): Promise<OrderRow> {
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      return order;
    },

    async paymentOf(orderId: number): Promise<PaymentRow | null> {
      const [row] = await db.select().from(payments).where(eq(payments.orderId, orderId)).limit(1);
      return row ?? null;
    },

    async paymentByProviderOrder(provider: PaymentProvider, providerOrderId: string): Promise<PaymentRow | null> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.provider, provider), eq(payments.providerOrderId, providerOrderId)))
        .limit(1);
      return row ?? null;
    },

    /** Keeps the first payment opened for an order (one per order). */
    async addPayment(payment: NewPayment): Promise<void> {
      await db.insert(payments).values(payment).onConflictDoNothing({ target: payments.orderId });
    },

    async buyer(userId: number) {
      const [user] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
      return user;
    },

    async alreadyHandled(provider: PaymentProvider, eventId: string): Promise<boolean> {
      const [seen] = await db
        .select({ eventId: paymentEvents.eventId })
        .from(paymentEvents)
        .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)))
        .limit(1);
      return Boolean(seen);
    },

    async markHandled(provider: PaymentProvider, eventId: string): Promise<void> {
      await db.insert(paymentEvents).values({ provider, eventId }).onConflictDoNothing();
    },
  };
}
export type PaymentRecords = ReturnType<typeof paymentRecords>;
