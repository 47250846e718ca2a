import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { warehousePincodes, warehouses } from '../db/schema';
import { catalogueCacheOf } from './cache';

/**
 * The warehouse that delivers to a pincode, else the website's default warehouse (prices and stock come from
 * it). Asked on every catalogue request, so answers are cached until a warehouse or its pincodes change.
 */
export async function warehouseFor(db: Db, websiteId: number, pincode: string | null): Promise<number | null> {
  const cache = catalogueCacheOf(db);
  const load = () => lookUpWarehouse(db, websiteId, pincode);
  return cache ? cache.warehouse(websiteId, pincode, load) : load();
}

async function lookUpWarehouse(db: Db, websiteId: number, pincode: string | null): Promise<number | null> {
  if (pincode) {
    const [serving] = await db
      .select({ id: warehouses.id })
      .from(warehousePincodes)
      .innerJoin(warehouses, eq(warehouses.id, warehousePincodes.warehouseId))
      .where(and(eq(warehouses.websiteId, websiteId), eq(warehousePincodes.pincode, pincode)))
      .orderBy(warehouses.id)
      .limit(1);
    if (serving) return serving.id;
  }
  const [fallback] = await db
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(and(eq(warehouses.websiteId, websiteId), eq(warehouses.isDefault, true)))
    .limit(1);
  return fallback?.id ?? null;
}
