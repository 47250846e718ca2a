import { asc, eq } from 'drizzle-orm';
import type { Supplier } from '@storefront/shared/contracts';
import type { Db } from '../db/client';
import { suppliers } from '../db/schema';

export async function supplierList(db: Db, websiteId: number): Promise<Supplier[]> {
  return db
    .select({ name: suppliers.name, slug: suppliers.slug, logo: suppliers.logo, description: suppliers.description, link: suppliers.link })
    .from(suppliers)
    .where(eq(suppliers.websiteId, websiteId))
    .orderBy(asc(suppliers.name), asc(suppliers.id));
}
