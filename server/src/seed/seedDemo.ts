/** The idempotent demo seed: one website with its content, catalogue, warehouses with stock, and users. */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  brands,
  categories,
  deliveryCharges,
  deliverySlots,
  packStock,
  packs,
  pages,
  products,
  users,
  warehousePincodes,
  warehouses,
  websiteDomains,
  websites,
} from '../db/schema';
import { demoCatalogue, type SeedCategory, type SeedProduct } from './catalogue';
import { DEMO_DELIVERY_CHARGES, DEMO_PAGES, DEMO_SHOP, DEMO_USERS, DEMO_WAREHOUSES, footerGroups, navItems } from './siteContent';
import { seedCoupons } from './seedCoupons';
import { seedCustomersAndOrders } from './seedOrders';
import { seedSuppliers } from './seedSuppliers';

const INSERT_BATCH = 500;

async function insertInBatches<T>(items: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < items.length; start += INSERT_BATCH) await insert(items.slice(start, start + INSERT_BATCH));
}

export interface SeedOptions {
  publicUrl?: string;
  port?: number;
}

/** Seeds the demo shop into an empty database. Returns false (and changes nothing) when a website exists. */
export async function seedDemo(db: Db, { publicUrl, port = 3000 }: SeedOptions = {}): Promise<boolean> {
  return db.transaction(async (tx) => {
    // One seeding process at a time, even with several API processes starting together on PostgreSQL.
    await tx.execute(sql`select pg_advisory_xact_lock(727002)`);
    const [existing] = await tx.select({ id: websites.id }).from(websites).limit(1);
    if (existing) return false;

    const catalogue = demoCatalogue();
    const [website] = await tx
      .insert(websites)
      .values({
        name: DEMO_SHOP.name,
        description: DEMO_SHOP.description,
        theme: 'light',
        fontFamily: 'Inter',
        navAlignment: 'left',
        themeColors: DEMO_SHOP.themeColors,
        navSetting: DEMO_SHOP.navSetting,
        seo: DEMO_SHOP.seo,
        address: DEMO_SHOP.address,
        navs: navItems(catalogue.categories),
        footers: footerGroups(catalogue.categories),
        popup: { image: 'categories/fresh-fruits.svg', duration: 5, link: '/products?c=fresh-fruits', once: true },
        isDefault: true,
      })
      .returning();

    const origins = new Set([`http://localhost:${port}`, `http://127.0.0.1:${port}`]);
    if (publicUrl) origins.add(new URL(publicUrl).origin);
    await tx.insert(websiteDomains).values([...origins].map((origin) => ({ origin, websiteId: website.id })));

    const categoryIds = new Map<string, number>();
    const insertCategories = async (nodes: SeedCategory[], parentId: number | null) => {
      for (const [position, node] of nodes.entries()) {
        const [row] = await tx
          .insert(categories)
          .values({ websiteId: website.id, parentId, name: node.name, slug: node.slug, avatar: node.avatar, position })
          .returning({ id: categories.id });
        categoryIds.set(node.slug, row.id);
        await insertCategories(node.children, row.id);
      }
    };
    await insertCategories(catalogue.categories, null);

    const brandRows = await tx
      .insert(brands)
      .values(catalogue.brands.map((brand) => ({ websiteId: website.id, name: brand.name, slug: brand.slug })))
      .returning({ id: brands.id, slug: brands.slug });
    const brandIds = new Map(brandRows.map((row) => [row.slug, row.id]));

    const chargeRows = await tx
      .insert(deliveryCharges)
      .values(DEMO_DELIVERY_CHARGES.map((charge) => ({ websiteId: website.id, ...charge })))
      .returning({ id: deliveryCharges.id, name: deliveryCharges.name });
    const chargeIds = new Map(chargeRows.map((row) => [row.name, row.id]));
    const warehouseRows: { id: number }[] = [];
    for (const { pincodes, noCodPincodes, slots, deliveryCharge, ...warehouse } of DEMO_WAREHOUSES) {
      const [row] = await tx
        .insert(warehouses)
        .values({ websiteId: website.id, ...warehouse, deliveryChargeId: chargeIds.get(deliveryCharge) })
        .returning({ id: warehouses.id });
      warehouseRows.push(row);
      await tx
        .insert(warehousePincodes)
        .values(pincodes.map((pincode) => ({ warehouseId: row.id, pincode, codAllowed: !noCodPincodes.includes(pincode) })));
      await tx.insert(deliverySlots).values(slots.map((slot) => ({ warehouseId: row.id, ...slot })));
    }

    await insertProducts(
      tx as unknown as Db,
      website.id,
      catalogue.products,
      categoryIds,
      brandIds,
      warehouseRows.map((row) => row.id),
    );

    for (const page of DEMO_PAGES) await tx.insert(pages).values({ websiteId: website.id, ...page });
    await tx.insert(users).values(DEMO_USERS.map((user) => ({ websiteId: website.id, ...user })));
    await seedSuppliers(tx as unknown as Db, website.id);
    await seedCoupons(tx as unknown as Db, website.id);
    await seedCustomersAndOrders(tx as unknown as Db, website.id);
    return true;
  });
}

export async function insertProducts(
  db: Db,
  websiteId: number,
  seedProducts: SeedProduct[],
  categoryIds: Map<string, number>,
  brandIds: Map<string, number>,
  warehouseIds: number[],
) {
  const now = Date.now();
  const idOf = (map: Map<string, number>, key: string) => {
    const id = map.get(key);
    if (id === undefined) throw new Error(`Seed refers to unknown ${key}`);
    return id;
  };
  await insertInBatches(seedProducts, async (batch) => {
    const rows = await db
      .insert(products)
      .values(
        batch.map((product) => ({
          websiteId,
          categoryId: idOf(categoryIds, product.categorySlug),
          brandId: idOf(brandIds, product.brandSlug),
          name: product.name,
          slug: product.slug,
          description: product.description,
          info: product.info,
          medias: [product.image],
          popularity: product.popularity,
          createdAt: new Date(now - product.createdDaysAgo * 86_400_000),
        })),
      )
      .returning({ id: products.id, slug: products.slug });
    const productIds = new Map(rows.map((row) => [row.slug, row.id]));
    const packRows = await db
      .insert(packs)
      .values(
        batch.flatMap((product) =>
          product.packs.map((pack, position) => ({
            productId: productIds.get(product.slug)!,
            name: pack.name,
            pricePaise: pack.pricePaise,
            mrpPaise: pack.mrpPaise,
            position,
          })),
        ),
      )
      .returning({ id: packs.id });
    // Every warehouse stocks every pack; a few are out of stock so shoppers meet that state too.
    const stock = packRows.flatMap((pack) =>
      warehouseIds.map((warehouseId, index) => ({
        packId: pack.id,
        warehouseId,
        quantity: (pack.id * 7 + index * 13) % 23 === 0 ? 0 : 20 + ((pack.id * 31 + index * 17) % 180),
      })),
    );
    await insertInBatches(stock, (stockBatch) => db.insert(packStock).values(stockBatch));
  });
}

export async function defaultWebsiteId(db: Db): Promise<number> {
  const [row] = await db.select({ id: websites.id }).from(websites).where(eq(websites.isDefault, true)).limit(1);
  if (!row) throw new Error('No default website: seed the database first');
  return row.id;
}
