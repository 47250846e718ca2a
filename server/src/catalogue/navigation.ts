/**
 * The catalogue as navigation sees it: the category tree and brands of /api/init, and the URLs of the products,
 * categories and brands a website's sitemaps list.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Brand, Category } from '@storefront/shared/contracts';
import type { Db } from '../db/client';
import { brands, categories, products } from '../db/schema';

export async function categoryTree(db: Db, websiteId: number): Promise<Category[]> {
  const rows = await db
    .select({ id: categories.id, parentId: categories.parentId, name: categories.name, slug: categories.slug, avatar: categories.avatar })
    .from(categories)
    .where(eq(categories.websiteId, websiteId))
    .orderBy(asc(categories.position), asc(categories.id));
  const nodes = new Map(rows.map((row) => [row.id, { name: row.name, slug: row.slug, avatar: row.avatar, children: [] as Category[] }]));
  const roots: Category[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

export async function brandList(db: Db, websiteId: number): Promise<Brand[]> {
  return db.select({ name: brands.name, slug: brands.slug }).from(brands).where(eq(brands.websiteId, websiteId)).orderBy(asc(brands.name));
}

/** One URL of a sitemap: the storefront path (and query) from the site's root, and when it last changed if known. */
export interface SitemapEntry {
  path: string;
  lastmod: Date | null;
}

/** How many products (active ones, as the listing decides), categories and brands a website's sitemaps list. */
export async function catalogueSitemapCounts(db: Db, websiteId: number): Promise<{ products: number; categories: number; brands: number }> {
  const [productCount, categoryCount, brandCount] = await Promise.all([
    db.$count(products, and(eq(products.websiteId, websiteId), eq(products.isActive, true))),
    db.$count(categories, eq(categories.websiteId, websiteId)),
    db.$count(brands, eq(brands.websiteId, websiteId)),
  ]);
  return { products: productCount, categories: categoryCount, brands: brandCount };
}

/** One file's worth of a kind's URLs, in a stable order (by id) so the numbered files do not overlap. */
export async function catalogueSitemapEntries(
  db: Db,
  websiteId: number,
  kind: 'products' | 'categories' | 'brands',
  offset: number,
  limit: number,
): Promise<SitemapEntry[]> {
  const slug = encodeURIComponent;
  switch (kind) {
    case 'products': {
      const rows = await db
        .select({ slug: products.slug, createdAt: products.createdAt })
        .from(products)
        .where(and(eq(products.websiteId, websiteId), eq(products.isActive, true)))
        .orderBy(asc(products.id))
        .offset(offset)
        .limit(limit);
      return rows.map((row) => ({ path: `/products/${slug(row.slug)}`, lastmod: row.createdAt }));
    }
    case 'categories': {
      const rows = await db
        .select({ slug: categories.slug })
        .from(categories)
        .where(eq(categories.websiteId, websiteId))
        .orderBy(asc(categories.id))
        .offset(offset)
        .limit(limit);
      return rows.map((row) => ({ path: `/products?c=${slug(row.slug)}`, lastmod: null }));
    }
    case 'brands': {
      const rows = await db
        .select({ slug: brands.slug })
        .from(brands)
        .where(eq(brands.websiteId, websiteId))
        .orderBy(asc(brands.id))
        .offset(offset)
        .limit(limit);
      return rows.map((row) => ({ path: `/products?b=${slug(row.slug)}`, lastmod: null }));
    }
  }
}
