/** Coupon rules: validity window, minimum order, per-user limit, and the discount a valid coupon gives. */
import { and, eq } from 'drizzle-orm';
import { COUPON_MESSAGES, DATE_FORMAT, formatINR, paiseToRupees } from '@storefront/shared/contracts';
import type { Db } from '../db/client';
import { coupons } from '../db/schema';
import { formatShopDate } from '../delivery/service';

export type CouponRow = typeof coupons.$inferSelect;

/**
 * How often a shopper has used a coupon, and the number of an unpaid order holding it: counted over their orders by
 * the orders domain, which imports the cart's service, so the count is handed in (its decorated service,
 * `app.orders`, or its own function inside an order's transaction).
 */
export type CouponUses = (db: Db, couponId: number, userId: number) => Promise<{ uses: number; unpaidOrder: string | null }>;

export async function findCouponByCode(db: Db, websiteId: number, code: string): Promise<CouponRow | null> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.websiteId, websiteId), eq(coupons.code, code.trim().toUpperCase())))
    .limit(1);
  return row ?? null;
}

export async function findCouponById(db: Db, websiteId: number, id: number): Promise<CouponRow | null> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.websiteId, websiteId), eq(coupons.id, id)))
    .limit(1);
  return row ?? null;
}

/**
 * Why this coupon cannot be used on a cart worth `totalPaise` (valid lines) at `now`, or null when it can.
 * `userId` null (a guest) skips the per-user limit; it is checked again when the order is placed.
 */
export async function couponRefusal(
  db: Db,
  coupon: CouponRow,
  totalPaise: number,
  shopper: { userId: number | null; couponUses: CouponUses },
  now: Date,
): Promise<string | null> {
  const { userId, couponUses } = shopper;
  if (!coupon.isActive) return COUPON_MESSAGES.inactive(coupon.code);
  if (coupon.startsAt && now < coupon.startsAt) return COUPON_MESSAGES.notStarted(coupon.code, formatShopDate(coupon.startsAt, DATE_FORMAT));
  if (coupon.endsAt && now >= coupon.endsAt) return COUPON_MESSAGES.expired(coupon.code, formatShopDate(coupon.endsAt, DATE_FORMAT));
  if (totalPaise <= 0) return COUPON_MESSAGES.emptyCart;
  if (totalPaise < coupon.minOrderPaise) return COUPON_MESSAGES.minimumOrder(coupon.code, formatINR(paiseToRupees(coupon.minOrderPaise)));
  if (userId !== null && coupon.perUserLimit !== null) {
    const { uses, unpaidOrder } = await couponUses(db, coupon.id, userId);
    if (uses >= coupon.perUserLimit)
      return unpaidOrder ? COUPON_MESSAGES.heldByUnpaidOrder(coupon.code, unpaidOrder) : COUPON_MESSAGES.usedUp(coupon.code, uses);
  }
  return null;
}

/** The discount in paise: a percentage capped at the maximum, or a flat amount; never more than the cart. */
export function couponDiscount(coupon: CouponRow, totalPaise: number): number {
  const raw = coupon.kind === 'percent' ? Math.floor((totalPaise * coupon.value) / 100) : coupon.value;
  const capped = coupon.maxDiscountPaise === null ? raw : Math.min(raw, coupon.maxDiscountPaise);
  return Math.min(capped, totalPaise);
}
