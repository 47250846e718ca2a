/** Demo coupons: two live ones, a per-user welcome offer, an expired, a future and a retired one. */
import type { Db } from '../db/client';
import { coupons } from '../db/schema';

const DAY_MS = 86_400_000;

export async function seedCoupons(db: Db, websiteId: number, now = new Date()): Promise<void> {
  const daysFromNow = (days: number) => new Date(now.getTime() + days * DAY_MS);
  await db.insert(coupons).values([
    {
      websiteId,
      code: 'FRESH10',
      description: '10% off orders of ₹499 or more (up to ₹100)',
      kind: 'percent',
      value: 10,
      minOrderPaise: 49_900,
      maxDiscountPaise: 10_000,
      startsAt: daysFromNow(-90),
      endsAt: daysFromNow(365),
    },
    {
      websiteId,
      code: 'FLAT50',
      description: '₹50 off your first order of ₹399 or more',
      kind: 'flat',
      value: 5_000,
      minOrderPaise: 39_900,
      perUserLimit: 1,
    },
    {
      websiteId,
      code: 'WEEKEND15',
      description: '15% off orders of ₹999 or more (up to ₹200), twice per shopper',
      kind: 'percent',
      value: 15,
      minOrderPaise: 99_900,
      maxDiscountPaise: 20_000,
      perUserLimit: 2,
    },
    {
      websiteId,
      code: 'MONSOON20',
      description: '20% off during the monsoon sale',
      kind: 'percent',
      value: 20,
      minOrderPaise: 29_900,
      maxDiscountPaise: 15_000,
      startsAt: daysFromNow(-120),
      endsAt: daysFromNow(-30),
    },
    {
      websiteId,
      code: 'DIWALI25',
      description: '25% off in the Diwali week',
      kind: 'percent',
      value: 25,
      minOrderPaise: 79_900,
      maxDiscountPaise: 25_000,
      startsAt: daysFromNow(30),
      endsAt: daysFromNow(37),
    },
    { websiteId, code: 'OLDFRIEND', description: 'Retired loyalty offer', kind: 'flat', value: 7_500, minOrderPaise: 0, isActive: false },
  ]);
}
