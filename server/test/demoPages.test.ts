/**
 * The demo shops' pages (src/seed/demoPages.ts): every component reads with its type's contract as the pages remote
 * reads it, links go to real listings and pages, banners say what their pictures say, and what the pages state about
 * delivery, coupons and the shop comes from the seed's own data.
 */
import type * as z from 'zod/mini';
import {
  brandCarouselDataSchema,
  categoryCarouselDataSchema,
  dynamicFormDataSchema,
  formatTimeOfDay,
  heroSettingsSchema,
  heroSlidesSchema,
  htmlBlockDataSchema,
  imageBannerDataSchema,
  productCarouselDataSchema,
  productGridDataSchema,
  schemaJsonLd,
  supplierCarouselDataSchema,
  type PageComponentType,
} from '@storefront/shared/contracts';
import { BANNER_DESIGNS, bannerAlt, isBannerSlug } from '../src/cdn/bannerDesigns';
import { renderBannerImage } from '../src/cdn/bannerImages';
import type { Db } from '../src/db/client';
import { sanitizeHtml } from '../src/sites/sanitizeHtml';
import { demoCatalogue, type SeedCategory } from '../src/seed/catalogue';
import { CORNER_PAGES, DEMO_PAGES, type SeedComponent, type SeedPage } from '../src/seed/demoPages';
import { seedCoupons } from '../src/seed/seedCoupons';
import { CORNER_SHOP, DEMO_DELIVERY_CHARGES, DEMO_SHOP, DEMO_WAREHOUSES, footerGroups, rupees } from '../src/seed/siteContent';

const DATA_SCHEMAS: Record<PageComponentType, z.ZodMiniType> = {
  html: htmlBlockDataSchema,
  hero_banner: heroSlidesSchema,
  hero_cards: heroSlidesSchema,
  image_banner: imageBannerDataSchema,
  product_carousel: productCarouselDataSchema,
  product_grid: productGridDataSchema,
  category_carousel: categoryCarouselDataSchema,
  brand_carousel: brandCarouselDataSchema,
  supplier_carousel: supplierCarouselDataSchema,
  form: dynamicFormDataSchema,
};
const HERO_TYPES = new Set<string>(['hero_banner', 'hero_cards']);

const catalogue = demoCatalogue();
const slugsOf = (nodes: SeedCategory[]): string[] => nodes.flatMap((node) => [node.slug, ...slugsOf(node.children)]);
const SHOPS = [
  { name: 'FreshKart', pages: DEMO_PAGES, categories: new Set(slugsOf(catalogue.categories)) },
  {
    name: 'Corner Basket',
    pages: CORNER_PAGES,
    categories: new Set(slugsOf(catalogue.categories.filter((category) => CORNER_SHOP.departments.includes(category.slug)))),
  },
];
const everyComponent = SHOPS.flatMap(({ name, pages }) =>
  pages.flatMap((page) => page.components.map((component) => ({ shop: name, page, component }))),
);
const pageAt = (url: string): SeedPage => DEMO_PAGES.find((page) => page.url === url)!;
const htmlOf = (page: SeedPage) => page.components.flatMap((component) => (component.type === 'html' ? [component.data] : [])).join('\n');

/** The pictures a component shows, with their links and alt texts. */
function picturesOf(component: SeedComponent) {
  if (component.type === 'hero_banner' || component.type === 'hero_cards') return heroSlidesSchema.parse(component.data);
  if (component.type === 'image_banner') return [imageBannerDataSchema.parse(component.data)];
  return [];
}

describe('every seeded component', () => {
  it.each(everyComponent.map(({ shop, page, component }) => [shop, page.url, component.name, component]))(
    '%s %s “%s” reads with its type’s contract',
    (_shop, _url, _name, component) => {
      const { type, data, settings } = component as SeedComponent;
      expect(DATA_SCHEMAS[type].safeParse(data).error).toBeUndefined();
      if (HERO_TYPES.has(type)) {
        expect(typeof settings).toBe('string');
        expect(heroSettingsSchema.safeParse(settings).error).toBeUndefined();
      } else {
        expect(settings).toBeUndefined();
      }
    },
  );

  it('is numbered in page order, from 0', () => {
    for (const { pages } of SHOPS)
      for (const page of pages) expect(page.components.map((component) => component.order)).toEqual(page.components.map((_, i) => i));
  });

  it('links only to real listings of its shop and to pages that exist', () => {
    for (const { name, pages, categories } of SHOPS) {
      const urls = new Set(pages.map((page) => page.url));
      for (const page of pages) {
        const selected = page.components.flatMap((component) =>
          component.type === 'product_carousel' || component.type === 'product_grid' ? (component.data.c ?? []) : [],
        );
        for (const slug of selected) expect([name, slug, categories.has(slug)]).toEqual([name, slug, true]);
        const links = [
          ...page.components.flatMap((component) => picturesOf(component).map((picture) => picture.link ?? '')),
          ...[...htmlOf(page).matchAll(/href="(\/[^"]*)"/g)].map((match) => match[1]),
        ];
        for (const href of links) {
          const listing = /^\/products(?:\?c=([a-z0-9-]+))?$/.exec(href);
          const known = listing ? !listing[1] || categories.has(listing[1]) : urls.has(href);
          expect([name, page.url, href, known]).toEqual([name, page.url, href, true]);
        }
      }
    }
  });

  it('keeps its HTML as the server’s sanitiser leaves it, so nothing an editor wrote is dropped', () => {
    for (const { component } of everyComponent) if (component.type === 'html') expect(sanitizeHtml(component.data)).toBe(component.data);
  });

  it('styles its page with class selectors only, loading nothing', () => {
    for (const { pages } of SHOPS) {
      for (const page of pages) {
        const css = page.css ?? '';
        expect(css).not.toMatch(/url\(|@import|[<>]/i);
        for (const [, selectors] of css.matchAll(/([^{}]+)\{[^{}]*\}/g))
          for (const selector of selectors.split(',')) expect(selector.trim()).toMatch(/^\.[a-z]/);
      }
    }
  });
});

describe('banners', () => {
  it('show the pictures of the designs their alt text reads, on the CDN', () => {
    const pictures = everyComponent.flatMap(({ component }) => picturesOf(component));
    expect(pictures.length).toBeGreaterThanOrEqual(14);
    for (const picture of pictures) {
      const slug = /^banners\/([a-z0-9-]+?)(?:-card)?\.svg$/.exec(picture.image)?.[1] ?? '';
      expect([picture.image, isBannerSlug(slug)]).toEqual([picture.image, true]);
      if (!isBannerSlug(slug)) continue;
      expect(picture.alt).toBe(bannerAlt(slug));
      for (const image of [picture.image, picture.image_sm])
        if (image) expect([image, renderBannerImage(image)]).toEqual([image, expect.stringContaining('<svg ')]);
    }
  });

  it('quote live coupons with their real terms', async () => {
    const seeded: {
      code: string;
      kind: string;
      value: number;
      minOrderPaise: number;
      maxDiscountPaise?: number;
      isActive?: boolean;
      endsAt?: Date;
    }[] = [];
    const db = { insert: () => ({ values: async (rows: typeof seeded) => seeded.push(...rows) }) } as unknown as Db;
    await seedCoupons(db, 1);
    const quoted = Object.values(BANNER_DESIGNS).flatMap((design) => {
      const words = `${design.headline} ${design.subline}`;
      return [...words.matchAll(/\b[A-Z]{3,}\d+\b/g)].map(([code]) => ({ code, words }));
    });
    expect(quoted.map(({ code }) => code).sort()).toEqual(['FLAT50', 'FRESH10', 'WEEKEND15']);
    for (const { code, words } of quoted) {
      const coupon = seeded.find((row) => row.code === code)!;
      expect(coupon.isActive ?? true).toBe(true);
      expect(coupon.endsAt === undefined || coupon.endsAt > new Date()).toBe(true);
      expect(words).toContain(rupees(coupon.minOrderPaise));
      expect(words).toContain(coupon.kind === 'percent' ? `${coupon.value}%` : rupees(coupon.value));
      if (coupon.maxDiscountPaise) expect(words).toContain(rupees(coupon.maxDiscountPaise));
    }
  });

  it('state the real free-delivery thresholds', () => {
    const { headline, subline } = BANNER_DESIGNS['free-delivery'];
    // From this amount delivery is free in every area; the areas with less to reach say so in the subline.
    const everywhere = Math.max(...DEMO_DELIVERY_CHARGES.map((charge) => charge.freeAbovePaise));
    expect(headline).toBe(`Free delivery from ${rupees(everywhere)}`);
    for (const charge of DEMO_DELIVERY_CHARGES) expect(subline).toContain(rupees(charge.freeAbovePaise));
  });
});

describe('FreshKart', () => {
  it('opens its home page with the hero and its h1, then offers, categories, carousels, cards and its promise', () => {
    expect(pageAt('/').components.map(({ order, type, name }) => [order, type, name])).toEqual([
      [0, 'hero_banner', 'Home hero'],
      [1, 'html', 'Welcome'],
      [2, 'image_banner', 'First order offer'],
      [3, 'category_carousel', 'Shop by category'],
      [4, 'product_carousel', 'Best sellers'],
      [5, 'image_banner', 'Free delivery'],
      [6, 'product_carousel', 'Fresh vegetables'],
      [7, 'hero_cards', 'Offers for you'],
      [8, 'product_carousel', 'Daily staples'],
      [9, 'product_grid', 'New arrivals'],
      [10, 'brand_carousel', 'Brands we love'],
      [11, 'supplier_carousel', 'Our farm partners'],
      [12, 'html', 'Why FreshKart'],
    ]);
    // The page's one h1 (the hero's pictures carry no heading).
    expect(htmlOf(pageAt('/')).match(/<h1>/g)).toHaveLength(1);
    expect(htmlOf(pageAt('/'))).toContain('<h1>Fresh groceries, delivered today</h1>');
    const [hero, , , , , , , cards] = pageAt('/').components;
    expect(heroSlidesSchema.parse(hero.data)).toHaveLength(4);
    expect(heroSettingsSchema.parse(hero.settings)).toMatchObject({
      autoplayInterval: 4000,
      aspect: { sm: '4/3', md: '5/2', lg: '3/1' },
      fullpage: true,
    });
    expect(heroSettingsSchema.parse(cards.settings)).toMatchObject({ slidesconfig: { sm: 1, md: 2, columns: 3, autoplayInterval: 3000 } });
  });

  it('describes itself to search engines as a GroceryStore in India', () => {
    const home = pageAt('/');
    expect(home.seoKeyword).toBeTruthy();
    expect(JSON.parse(schemaJsonLd(home.schemaScript)!)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'GroceryStore',
      name: DEMO_SHOP.name,
      telephone: DEMO_SHOP.address.phone,
      email: DEMO_SHOP.address.email,
      address: { '@type': 'PostalAddress', postalCode: DEMO_SHOP.address.pincode, addressCountry: 'IN' },
    });
  });

  it('has a page, with its own title and description, behind every footer link', () => {
    const footerLinks = footerGroups(catalogue.categories)
      .flatMap((group) => group.children.map((child) => child.link))
      .filter((link) => !link.startsWith('/products'));
    expect(footerLinks).toHaveLength(6);
    for (const link of footerLinks) {
      const page = pageAt(link);
      expect([link, Boolean(page?.seoTitle && page.seoDescription)]).toEqual([link, true]);
    }
    expect(new Set(DEMO_PAGES.map((page) => page.seoTitle)).size).toBe(DEMO_PAGES.length);
    expect(pageAt('/terms').showSubNavbar).toBe(false);
    expect(pageAt('/privacy').showSubNavbar).toBe(false);
  });

  it('lists every delivery area’s pincodes, slots, charge and cash-on-delivery exceptions from the warehouses', () => {
    const html = htmlOf(pageAt('/delivery-areas'));
    for (const warehouse of DEMO_WAREHOUSES) {
      for (const pincode of warehouse.pincodes) expect(html).toContain(pincode);
      for (const slot of warehouse.slots) expect(html).toContain(`${formatTimeOfDay(slot.startTime)} – ${formatTimeOfDay(slot.endTime)}`);
      for (const pincode of warehouse.noCodPincodes) expect(html).toContain(`except ${pincode}`);
    }
    for (const charge of DEMO_DELIVERY_CHARGES)
      expect(html).toContain(`${rupees(charge.chargePaise)}, free on orders of ${rupees(charge.freeAbovePaise)} or more`);
  });

  it('says in its privacy policy what it collects under the DPDP Act, who handles payments and whom to write to', () => {
    const html = htmlOf(pageAt('/privacy'));
    for (const words of ['Digital Personal Data Protection Act, 2023', 'name', 'phone', 'email', 'addresses', 'orders', 'Razorpay', 'Cashfree']) {
      expect(html).toContain(words);
    }
    expect(html).toContain(`mailto:${DEMO_SHOP.address.email}`);
  });

  it('takes messages on its contact page', () => {
    const page = pageAt('/contact-us');
    expect(htmlOf(page)).toContain(DEMO_SHOP.address.phone);
    const form = page.components.find((component) => component.type === 'form')!;
    expect(form.order).toBe(1);
    const data = dynamicFormDataSchema.parse(form.data);
    expect(data).toMatchObject({ formtype: 'Contact', title: 'Send us a message', submitLabel: 'Send message' });
    expect(data.fields.map(({ name, type, required, autocomplete }) => [name, type, required, autocomplete])).toEqual([
      ['name', 'text', true, 'name'],
      ['email', 'email', true, 'email'],
      ['phone', 'tel', false, 'tel'],
      ['topic', 'select', false, undefined],
      ['message', 'textarea', true, undefined],
    ]);
    expect(data.fields[3].options).toEqual(['Order help', 'Delivery', 'Payments and refunds', 'Feedback']);
  });
});

describe('Corner Basket', () => {
  it('opens its home page with its own hero, its departments and a welcome', () => {
    const [home] = CORNER_PAGES;
    expect(home.components.map((component) => component.type)).toEqual(['hero_banner', 'html', 'category_carousel', 'product_carousel']);
    expect(heroSlidesSchema.parse(home.components[0].data).map((slide) => slide.image)).toEqual([
      'banners/corner-fresh.svg',
      'banners/corner-daily.svg',
    ]);
    expect(productCarouselDataSchema.parse(home.components[3].data).c).toEqual(CORNER_SHOP.departments);
  });
});
