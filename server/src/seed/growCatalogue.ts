/**
 * Grows the default website's catalogue to a number of products (the quality bars measure 10k and 100k): the demo
 * catalogue's products first, then generated variations of them, inserted in chunks with progress reported after
 * each, and statistics refreshed at the end so the planner sees the new size. Products already there are kept.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { brands, categories, products, warehouses } from '../db/schema';
import { largeCatalogue } from './catalogue';
import { defaultWebsiteId, insertProducts } from './seedDemo';

/** Products per chunk: one progress step, and the unit of work between two reports. */
const CHUNK = 1_000;

export interface GrowProgress {
  done: number;
  total: number;
}

/** Adds products until the default website has `target`; answers how many it added. */
export async function growCatalogue(db: Db, target: number, onProgress: (progress: GrowProgress) => void = () => undefined): Promise<number> {
  const websiteId = await defaultWebsiteId(db);
  const existing = new Set((await db.select({ slug: products.slug }).from(products).where(eq(products.websiteId, websiteId))).map((row) => row.slug));
  const missing = largeCatalogue(target)
    .filter((product) => !existing.has(product.slug))
    .slice(0, Math.max(0, target - existing.size));
  if (missing.length === 0) return 0;
  const idsBySlug = async (table: typeof categories | typeof brands) =>
    new Map((await db.select({ id: table.id, slug: table.slug }).from(table).where(eq(table.websiteId, websiteId))).map((row) => [row.slug, row.id]));
  const categoryIds = await idsBySlug(categories);
  const brandIds = await idsBySlug(brands);
  const warehouseIds = (await db.select({ id: warehouses.id }).from(warehouses).where(eq(warehouses.websiteId, websiteId))).map((row) => row.id);
  onProgress({ done: 0, total: missing.length });
  for (let start = 0; start < missing.length; start += CHUNK) {
    const chunk = missing.slice(start, start + CHUNK);
    await db.transaction((tx) => insertProducts(tx as unknown as Db, websiteId, chunk, categoryIds, brandIds, warehouseIds));
    onProgress({ done: start + chunk.length, total: missing.length });
  }
  // Each listing_packs row was rewritten once as its stock went in (the shown pack, once stock is known): the
  // vacuum clears the old versions now, not in the shop's first maintenance round on PGlite (which has no autovacuum
  // and would stop serving while it vacuums), and the statistics are refreshed for the grown catalogue.
  await db.execute(sql`vacuum analyze`);
  return missing.length;
}

/** `[██████░░░░]  60,000/100,000 products  12.3 s`: one line, redrawn in place on a terminal. */
export function progressLine({ done, total }: GrowProgress, elapsedMs: number, width = 30): string {
  const filled = total === 0 ? width : Math.round((done / total) * width);
  const count = (n: number) => n.toLocaleString('en-US');
  return `[${'█'.repeat(filled)}${'░'.repeat(width - filled)}] ${count(done)}/${count(total)} products  ${(elapsedMs / 1000).toFixed(1)} s`;
}
