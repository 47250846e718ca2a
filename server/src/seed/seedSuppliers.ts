/**
 * Demo suppliers: fictional Indian farmer collectives, dairies, mills and makers. Each supplies the products
 * of some brands, and its card links to the listing of exactly those brands.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { brands, products, suppliers } from '../db/schema';

interface SeedSupplier {
  name: string;
  slug: string;
  description: string;
  brandSlugs: string[];
}

export const DEMO_SUPPLIERS: SeedSupplier[] = [
  {
    name: 'Kaveri Valley Farmers Collective',
    slug: 'kaveri-valley-farmers-collective',
    description: 'A producer company of 1,200 small farmers around Mandya and Hassan, harvesting vegetables, fruit and herbs every morning.',
    brandSlugs: ['freshfarm'],
  },
  {
    name: 'Krishna Valley Dairy Cooperative',
    slug: 'krishna-valley-dairy-cooperative',
    description: 'Village milk societies in the Krishna basin pooling fresh milk twice a day for curd, paneer, butter and ghee.',
    brandSlugs: ['gau-dhara', 'doodh-ganga'],
  },
  {
    name: 'Malwa Grain Mills',
    slug: 'malwa-grain-mills',
    description: 'A family-run mill in Indore grinding Sharbati wheat and cleaning rice, dals and pulses from Malwa plateau farms.',
    brandSlugs: ['desi-harvest', 'anaaj-ghar'],
  },
  {
    name: 'Saurashtra Ghani Oil Mill',
    slug: 'saurashtra-ghani-oil-mill',
    description: 'Wooden kolhu presses near Rajkot cold-pressing groundnut, mustard and sesame oils in small batches.',
    brandSlugs: ['kolhu-pure'],
  },
  {
    name: 'Western Ghats Spice Growers',
    slug: 'western-ghats-spice-growers',
    description: 'Smallholders in Idukki and Wayanad growing pepper, cardamom and turmeric, sun-dried and ground close to the farm.',
    brandSlugs: ['malabar-spice-co', 'rasoi-ratna'],
  },
  {
    name: 'Pampore Saffron & Orchard Cooperative',
    slug: 'pampore-saffron-orchard-cooperative',
    description: 'Growers from Pampore and Sopore bringing saffron, walnuts, almonds and apples down from the Kashmir valley.',
    brandSlugs: ['kesar-valley', 'himalayan-orchard'],
  },
  {
    name: 'Nilgiri Hills Estates',
    slug: 'nilgiri-hills-estates',
    description: 'Tea gardens above Coonoor and coffee estates in Coorg, plucked, processed and roasted in the hills.',
    brandSlugs: ['nilgiri-leaf-co', 'coorg-bean-roasters'],
  },
  {
    name: 'Indore Namkeen Karigars',
    slug: 'indore-namkeen-karigars',
    description: 'A guild of namkeen makers frying sev, bhujia and mixtures fresh every day in Indore’s old city.',
    brandSlugs: ['chatpata-junction', 'crunch-mandi'],
  },
];

export async function seedSuppliers(db: Db, websiteId: number): Promise<void> {
  for (const supplier of DEMO_SUPPLIERS) {
    const brandRows = await db
      .select({ id: brands.id })
      .from(brands)
      .where(and(eq(brands.websiteId, websiteId), inArray(brands.slug, supplier.brandSlugs)));
    const [row] = await db
      .insert(suppliers)
      .values({
        websiteId,
        name: supplier.name,
        slug: supplier.slug,
        // The CDN draws a card picture from the words of the slug.
        logo: `categories/${supplier.slug}.svg`,
        description: supplier.description,
        link: `/products?b=${supplier.brandSlugs.join(',')}`,
      })
      .returning({ id: suppliers.id });
    await db
      .update(products)
      .set({ supplierId: row.id })
      .where(
        and(
          eq(products.websiteId, websiteId),
          inArray(
            products.brandId,
            brandRows.map((brand) => brand.id),
          ),
        ),
      );
  }
}
