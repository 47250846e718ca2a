/** The idempotent demo seed: two websites with their content, catalogue, warehouses with stock, and users. */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  brands,
  categories,
  deliveryCharges,
  deliveryClosedDays,
  deliverySlotBookings,
  deliverySlots,
  packStock,
  packs,
  pages,
  products,
  searchSynonyms,
  users,
  warehousePincodes,
  warehouses,
  websiteDomains,
  websites,
} from '../db/schema';
import { shopDates } from '../delivery/service';
import { demoCatalogue, type DemoCatalogue, type SeedCategory, type SeedProduct } from './catalogue';
import { CORNER_PAGES, DEMO_PAGES, type SeedPage } from './demoPages';
import {
  CORNER_SHOP,
  cornerShopOrigin,
  DEMO_DELIVERY_CHARGES,
  DEMO_SHOP,
  DEMO_USERS,
  DEMO_WAREHOUSES,
  footerGroups,
  navItems,
  type SeedShop,
} from './siteContent';
import { seedSearchCounts } from './searchCounts';
import { DEMO_SEARCH_SYNONYMS } from './searchSynonyms';
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
  /** The second website (API tests of one shop's catalogue leave it out). */
  cornerShop?: boolean;
}

/**
 * Seeds the demo shops into an empty database: FreshKart (the default website, at the configured URL) with its
 * full catalogue, customers and orders, and Corner Basket (`corner.localhost`, which browsers resolve to this
 * machine) with a smaller catalogue and its own custom navbar HTML. Returns false (and changes nothing) when a
 * website exists.
 */
export async function seedDemo(db: Db, { publicUrl, port = 3000, cornerShop = true }: SeedOptions = {}): Promise<boolean> {
  return db.transaction(async (tx) => {
    // One seeding process at a time, even with several API processes starting together on PostgreSQL.
    await tx.execute(sql`select pg_advisory_xact_lock(727002)`);
    const [existing] = await tx.select({ id: websites.id }).from(websites).limit(1);
    if (existing) return false;
    const seedDb = tx as unknown as Db;

    const origins = new Set([`http://localhost:${port}`, `http://127.0.0.1:${port}`]);
    if (publicUrl) origins.add(new URL(publicUrl).origin);
    const catalogue = demoCatalogue();
    const websiteId = await seedWebsite(seedDb, { shop: DEMO_SHOP, pages: DEMO_PAGES, catalogue, origins: [...origins], isDefault: true });
    await seedSuppliers(seedDb, websiteId);
    await seedCoupons(seedDb, websiteId);
    await seedCustomersAndOrders(seedDb, websiteId);
    await seedSearchCounts(seedDb, websiteId);

    if (cornerShop) {
      await seedWebsite(seedDb, {
        shop: CORNER_SHOP,
        pages: CORNER_PAGES,
        catalogue: cornerCatalogue(catalogue),
        origins: [cornerShopOrigin(port)],
        isDefault: false,
      });
    }
    return true;
  });
}

/** The corner shop stocks a few departments of the demo catalogue (and the brands they carry). */
function cornerCatalogue(catalogue: DemoCatalogue): DemoCatalogue {
  const departments = catalogue.categories.filter((category) => CORNER_SHOP.departments.includes(category.slug));
  const slugsOf = (nodes: SeedCategory[]): string[] => nodes.flatMap((node) => [node.slug, ...slugsOf(node.children)]);
  const stocked = new Set(slugsOf(departments));
  const products = catalogue.products.filter((product) => stocked.has(product.categorySlug));
  const brandSlugs = new Set(products.map((product) => product.brandSlug));
  return { categories: departments, brands: catalogue.brands.filter((brand) => brandSlugs.has(brand.slug)), products };
}

/** One website with its look, navigation, domains, catalogue, warehouses with stock, pages and demo users. */
interface WebsiteSeed {
  shop: SeedShop;
  pages: SeedPage[];
  catalogue: DemoCatalogue;
  origins: string[];
  isDefault: boolean;
}

async function seedWebsite(db: Db, { shop, pages: shopPages, catalogue, origins, isDefault }: WebsiteSeed): Promise<number> {
  const [website] = await db
    .insert(websites)
    .values({
      name: shop.name,
      description: shop.description,
      theme: 'light',
      fontFamily: 'Inter',
      navAlignment: 'left',
      themeColors: shop.themeColors,
      navSetting: shop.navSetting,
      dynamicNavbar: shop.dynamicNavbar ?? null,
      seo: shop.seo,
      address: shop.address,
      navs: navItems(catalogue.categories),
      footers: footerGroups(catalogue.categories),
      popup: shop.popup,
      paymentProviders: shop.paymentProviders,
      isDefault,
    })
    .returning();
  await db.insert(websiteDomains).values(origins.map((origin) => ({ origin, websiteId: website.id })));

  const categoryIds = new Map<string, number>();
  const insertCategories = async (nodes: SeedCategory[], parentId: number | null) => {
    for (const [position, node] of nodes.entries()) {
      const [row] = await db
        .insert(categories)
        .values({ websiteId: website.id, parentId, name: node.name, slug: node.slug, avatar: node.avatar, position })
        .returning({ id: categories.id });
      categoryIds.set(node.slug, row.id);
      await insertCategories(node.children, row.id);
    }
  };
  await insertCategories(catalogue.categories, null);

  const brandRows = await db
    .insert(brands)
    .values(catalogue.brands.map((brand) => ({ websiteId: website.id, name: brand.name, slug: brand.slug })))
    .returning({ id: brands.id, slug: brands.slug });
  const brandIds = new Map(brandRows.map((row) => [row.slug, row.id]));

  const chargeRows = await db
    .insert(deliveryCharges)
    .values(DEMO_DELIVERY_CHARGES.map((charge) => ({ websiteId: website.id, ...charge })))
    .returning({ id: deliveryCharges.id, name: deliveryCharges.name });
  const chargeIds = new Map(chargeRows.map((row) => [row.name, row.id]));
  const warehouseRows: { id: number }[] = [];
  const dates = shopDates(new Date());
  for (const { pincodes, noCodPincodes, slots, deliveryCharge, closedDaysAhead, placesTaken, ...warehouse } of DEMO_WAREHOUSES) {
    const [row] = await db
      .insert(warehouses)
      .values({ websiteId: website.id, ...warehouse, deliveryChargeId: chargeIds.get(deliveryCharge) })
      .returning({ id: warehouses.id });
    warehouseRows.push(row);
    await db
      .insert(warehousePincodes)
      .values(pincodes.map((pincode) => ({ warehouseId: row.id, pincode, codAllowed: !noCodPincodes.includes(pincode) })));
    const slotRows = await db
      .insert(deliverySlots)
      .values(slots.map((slot) => ({ warehouseId: row.id, ...slot })))
      .returning({ id: deliverySlots.id, startTime: deliverySlots.startTime });
    if (closedDaysAhead.length)
      await db
        .insert(deliveryClosedDays)
        .values(closedDaysAhead.map(({ daysAhead, reason }) => ({ warehouseId: row.id, date: dates[daysAhead], reason })));
    if (placesTaken.length)
      await db.insert(deliverySlotBookings).values(
        placesTaken.map(({ daysAhead, startTime, taken }) => ({
          slotId: slotRows.find((slot) => slot.startTime === startTime)!.id,
          date: dates[daysAhead],
          taken,
        })),
      );
  }

  await insertProducts(
    db,
    website.id,
    catalogue.products,
    categoryIds,
    brandIds,
    warehouseRows.map((row) => row.id),
  );

  await db.insert(searchSynonyms).values(Object.entries(DEMO_SEARCH_SYNONYMS).map(([word, target]) => ({ websiteId: website.id, word, target })));
  for (const page of shopPages) await db.insert(pages).values({ websiteId: website.id, ...page });
  await db.insert(users).values(DEMO_USERS.map((user) => ({ websiteId: website.id, ...user })));
  return website.id;
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
