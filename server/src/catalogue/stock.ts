/** Units of a pack held at a warehouse (pack_stock): taken when an order reserves them, returned when it closes unpaid. */
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { packStock } from '../db/schema';

export interface StockLine {
  packId: number;
  warehouseId: number;
  quantity: number;
}

/** Takes the units in the caller's transaction; false (nothing taken) when fewer are in stock. */
export async function takeStock(tx: Db, line: StockLine): Promise<boolean> {
  const taken = await tx
    .update(packStock)
    .set({ quantity: sql`${packStock.quantity} - ${line.quantity}` })
    .where(and(eq(packStock.packId, line.packId), eq(packStock.warehouseId, line.warehouseId), gte(packStock.quantity, line.quantity)))
    .returning({ quantity: packStock.quantity });
  return taken.length > 0;
}

/** Puts the units back in the caller's transaction. */
export async function returnStock(tx: Db, line: StockLine): Promise<void> {
  await tx
    .insert(packStock)
    .values({ packId: line.packId, warehouseId: line.warehouseId, quantity: line.quantity })
    .onConflictDoUpdate({ target: [packStock.packId, packStock.warehouseId], set: { quantity: sql`${packStock.quantity} + ${line.quantity}` } });
}

/** Lines in the same order of rows in every transaction, so concurrent writers cannot deadlock on pack_stock. */
export function inStockRowOrder<Line extends StockLine>(lines: readonly Line[]): Line[] {
  return [...lines].sort((a, b) => a.packId - b.packId || a.warehouseId - b.warehouseId);
}
