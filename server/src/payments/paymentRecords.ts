/** The payments domain's queries: orders as payments see them, their payment rows, and the webhooks already handled. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { buyerContact } from '../auth/service';
import { paymentEvents, payments, type PaymentProvider } from '../db/schema';
import { findOwnOrder, orderById, type OrderRow } from '../orders/service';
import type { PaymentRow } from './transitions';

export type { OrderRow };
type NewPayment = typeof payments.$inferInsert;

export function paymentRecords(db: Db) {
  return {
    /** The shopper's own order on this website; another's is simply not found. */
    ownOrder: (websiteId: number, userId: number, orderId: number): Promise<OrderRow> => findOwnOrder(db, websiteId, userId, String(orderId)),

    order: (orderId: number): Promise<OrderRow> => orderById(db, orderId),

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

    buyer: (userId: number) => buyerContact(db, userId),

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
