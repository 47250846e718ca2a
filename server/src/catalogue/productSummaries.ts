/** Products as other domains show them: their name, slug and pictures, for active products of a website only. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products } from '../db/schema';

export interface ProductSummary {
  id: number;
  name: string;
  slug: string;
  medias: string[];
}

const activeOf = (websiteId: number) => and(eq(products.websiteId, websiteId), eq(products.isActive, true));

/** The active ones of these products, by id (an inactive or foreign product is missing). */
export async function activeProductSummaries(db: Db, websiteId: number, productIds: number[]): Promise<Map<number, ProductSummary>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, name: products.name, slug: products.slug, medias: products.medias })
    .from(products)
    .where(and(inArray(products.id, [...new Set(productIds)]), activeOf(websiteId)));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function isActiveProduct(db: Db, websiteId: number, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), activeOf(websiteId)))
    .limit(1);
  return Boolean(row);
}
