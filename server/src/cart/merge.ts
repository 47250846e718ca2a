/**
 * At sign-in the guest's cart joins the user's: quantities of the same pack add up, the guest's coupon is
 * kept when the user's cart has none, and the guest cart is removed. Runs inside the sign-in transaction.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { carts } from '../db/schema';

export async function mergeGuestCart(db: Db, websiteId: number, guestSessionId: string, userId: number): Promise<void> {
  const [guest] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.websiteId, websiteId), eq(carts.sessionId, guestSessionId)))
    .limit(1);
  if (!guest) return;
  const [userCart] = await db
    .insert(carts)
    .values({ websiteId, userId, couponId: guest.couponId })
    .onConflictDoUpdate({
      target: [carts.websiteId, carts.userId],
      set: { couponId: sql`coalesce(${carts.couponId}, excluded.coupon_id)`, updatedAt: new Date() },
    })
    .returning({ id: carts.id });
  await db.execute(sql`
    insert into cart_items (cart_id, pack_id, warehouse_id, quantity)
    select ${userCart.id}, pack_id, warehouse_id, quantity from cart_items where cart_id = ${guest.id}
    on conflict (cart_id, pack_id) do update set quantity = cart_items.quantity + excluded.quantity`);
  await db.delete(carts).where(eq(carts.id, guest.id));
}
