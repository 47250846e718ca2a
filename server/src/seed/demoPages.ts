/**
 * The demo shops' dynamic pages: FreshKart's home page of banners and catalogue carousels, and the pages its footer
 * links to; Corner Basket's smaller home page. Every component's data is written in its type's contract
 * (shared/src/contracts/pageComponents.ts), banner words come from the banner designs the CDN draws
 * (../cdn/bannerDesigns.ts), and what a page says about delivery, coupons and the shop's address is read from the
 * seed's own data.
 */
import type * as z from 'zod/mini';
import {
  formatTimeOfDay,
  type brandCarouselDataSchema,
  type categoryCarouselDataSchema,
  type dynamicFormDataSchema,
  type HeroSettings,
  type heroSlidesSchema,
  type htmlBlockDataSchema,
  type imageBannerDataSchema,
  type PageComponentType,
  type productCarouselDataSchema,
  type productGridDataSchema,
  type supplierCarouselDataSchema,
} from '@storefront/shared/contracts';
import { font, space } from '@storefront/shared/tokens';
import { bannerAlt, bannerImagePath, type BannerSlug } from '../cdn/bannerDesigns';
import { escapeHtml } from '../http/escapeHtml';
import {
  CORNER_SHOP,
  deliveryChargeOf,
  deliveryRegion,
  DEMO_SHOP,
  DEMO_WAREHOUSES,
  freeDeliveryFrom,
  listJoin,
  rupees,
  warehouseLocality,
  type SeedShop,
} from './siteContent';

/** What each component type's `data` is, as the seed writes it: the contract's input types. */
interface ComponentData {
  html: z.input<typeof htmlBlockDataSchema>;
  hero_banner: z.input<typeof heroSlidesSchema>;
  hero_cards: z.input<typeof heroSlidesSchema>;
  image_banner: z.input<typeof imageBannerDataSchema>;
  product_carousel: z.input<typeof productCarouselDataSchema>;
  product_grid: z.input<typeof productGridDataSchema>;
  category_carousel: z.input<typeof categoryCarouselDataSchema>;
  brand_carousel: z.input<typeof brandCarouselDataSchema>;
  supplier_carousel: z.input<typeof supplierCarouselDataSchema>;
  form: z.input<typeof dynamicFormDataSchema>;
}

/** A page component as stored; hero components carry their settings as a JSON string (read by `heroSettingsSchema`). */
export type SeedComponent = {
  [T in PageComponentType]: { name: string; type: T; order: number; data: ComponentData[T]; settings?: string };
}[PageComponentType];

/** A row of the `pages` table (server/src/db/schema.ts), by its column names. */
export interface SeedPage {
  url: string;
  css?: string;
  components: SeedComponent[];
  showNavbar?: boolean;
  showSubNavbar?: boolean;
  showFooter?: boolean;
  seoTitle: string;
  seoDescription: string;
  seoKeyword?: string;
  schemaScript?: string;
}

/** A component before it is numbered (Omit applied to each member of the union). */
type Unordered = SeedComponent extends infer Component ? (Component extends SeedComponent ? Omit<Component, 'order'> : never) : never;

/** Components numbered in the order they are listed. */
const inOrder = (components: Unordered[]): SeedComponent[] => components.map((component, order) => ({ ...component, order }) as SeedComponent);

const heroSettings = (settings: Partial<HeroSettings>) => JSON.stringify(settings);

/** A listing of one category (the slugs are the demo catalogue's: ./catalogue.ts). */
const categoryListing = (slug: string) => `/products?c=${slug}`;

type HeroSlide = ComponentData['hero_banner'][number];

/** A hero banner's slide: the design's wide art, its phone art below 768 px, and its words as the alt text. */
const bannerSlide = (slug: BannerSlug, link: string): HeroSlide => ({
  image: bannerImagePath(slug, 'wide'),
  image_sm: bannerImagePath(slug, 'sm'),
  link,
  alt: bannerAlt(slug),
});

/** A hero card: the design's square art. */
const cardSlide = (slug: BannerSlug, link: string): HeroSlide => ({ image: bannerImagePath(slug, 'card'), link, alt: bannerAlt(slug) });

/** An offer strip: the wide art from 768 px, the phone art below, each box the shape of its art. */
const offerBanner = (slug: BannerSlug, link: string): ComponentData['image_banner'] => ({
  ...bannerSlide(slug, link),
  aspect: { sm: '4/3', md: '3/1', lg: '3/1' },
});

/** The hero banner's boxes: the phone art's 4:3, the wide art's 3:1 on desktops and 5:2 (its sides cropped) between. */
const HERO_ASPECT = { sm: '4/3', md: '5/2', lg: '3/1' };

/** Text pages' measure and rhythm, from the design tokens (the page's css is scoped to the page by the client). */
const PROSE_CSS =
  `.prose{max-width:72ch;margin:0 auto;padding:${space[6]} 0;line-height:${font.lineHeight.normal}}` +
  `.prose h1{margin:0 0 ${space[4]}}.prose h2{margin:${space[8]} 0 ${space[3]}}.prose li{margin-bottom:${space[2]}}`;

const { address } = DEMO_SHOP;
const shopAddress = `${address.address}, ${address.city}, ${address.state} ${address.pincode}`;
const telLink = (phone: string) => `tel:+91${phone.replace(/\D/g, '').replace(/^0/, '')}`;
const careersEmail = address.email.replace(/^[^@]+/, 'careers');

/** The shop as a schema.org GroceryStore, for search engines (the page's JSON-LD). */
function groceryStoreJsonLd(shop: SeedShop): string {
  return JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'GroceryStore',
    name: shop.name,
    description: shop.description,
    telephone: shop.address.phone,
    email: shop.address.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: shop.address.address,
      addressLocality: shop.address.city,
      addressRegion: shop.address.state,
      postalCode: shop.address.pincode,
      addressCountry: 'IN',
    },
  });
}

const WHY_FRESHKART = `<section class="why">
<h2>Why FreshKart</h2>
<p>Fresh groceries from local farms and trusted Indian brands, delivered from a warehouse near you.</p>
<ul>
<li><strong>Fresh every morning.</strong> Fruits and vegetables come in from farmer collectives each morning and go out the same day.</li>
<li><strong>A delivery slot you know before you pay.</strong> Your order goes in the next slot whose cut-off has not passed, and checkout shows it.</li>
<li><strong>Prices with no surprises.</strong> Delivery is free on orders from ${escapeHtml(freeDeliveryFrom())}, and anything missing or damaged is refunded.</li>
</ul>
</section>`;

/** The home page's one h1, under the hero: what the shop is, in a line, and the way in. */
const HOME_INTRO = `<section class="intro">
<h1>Fresh groceries, delivered today</h1>
<p>Fruits, vegetables, dairy, atta, dals and masalas from local farms and trusted brands, at your door in the next delivery slot.</p>
<p><a href="/products">Shop all products</a></p>
</section>`;

const HOME_CSS =
  `.intro{padding:${space[6]} 0 ${space[2]}}.intro h1{margin:0 0 ${space[2]}}.intro p{margin:0 0 ${space[2]}}` +
  // The way in stands alone in its line: a 24 px tap target at least (WCAG 2.5.8).
  `.intro p a{display:inline-block;padding:${space[1]} 0}` +
  `.why{padding:${space[8]} 0}.why ul{padding-left:${space[5]}}.why li{margin-bottom:${space[2]}}`;

const ABOUT = `<section class="prose">
<h1>About FreshKart</h1>
<p>We source produce every morning from farmer collectives around Bengaluru, Nashik and Sonipat, and deliver from neighbourhood warehouses so your order reaches you fresh.</p>
<h2>How an order reaches you</h2>
<ol>
<li>Farmers harvest at dawn, and our buyers grade what comes in by size and ripeness.</li>
<li>Produce and packed groceries are stocked in our warehouses: ${escapeHtml(listJoin(DEMO_WAREHOUSES.map((warehouse) => `${warehouseLocality(warehouse)} (${deliveryRegion(warehouse)})`)))}.</li>
<li>Your order is picked, packed and delivered in the next delivery slot.</li>
</ol>
<h2>What we stand for</h2>
<ul>
<li><strong>Fair prices for farmers.</strong> We buy directly from collectives and pay within a week.</li>
<li><strong>Less waste.</strong> We stock what our neighbourhoods buy, and produce that is not sold is donated the same evening.</li>
<li><strong>Honest labels.</strong> Every product shows its pack size, shelf life and country of origin.</li>
</ul>
<p><a href="/delivery-areas">See where we deliver</a> or <a href="/careers">work with us</a>.</p>
</section>`;

const CAREERS_ROLES = [
  ['Delivery partner', `${listJoin(DEMO_WAREHOUSES.map((warehouse) => warehouse.city))}; full or part time, two-wheeler and licence needed`],
  ['Warehouse associate, picking and packing', `${warehouseLocality(DEMO_WAREHOUSES[0])}, ${DEMO_WAREHOUSES[0].city}; early-morning shifts`],
  ['Fruit and vegetable buyer', `${address.city}; you know the mandis and the farmer collectives around them`],
  ['Customer care executive', `${address.city}; English and Hindi, plus Kannada, Marathi or Tamil`],
  ['Software engineer, storefront', 'Anywhere in India; TypeScript, React and Node.js'],
];

const CAREERS = `<section class="prose">
<h1>Careers at FreshKart</h1>
<p>We are a small team getting fresh groceries to thousands of kitchens every day. We hire people who like solving real, physical problems: a crate that has to leave at 6 am, a slot that must not slip.</p>
<h2>Open roles</h2>
<ul>
${CAREERS_ROLES.map(([role, detail]) => `<li><strong>${escapeHtml(role)}</strong>: ${escapeHtml(detail)}</li>`).join('\n')}
</ul>
<h2>How to apply</h2>
<p>Email <a href="mailto:${careersEmail}">${careersEmail}</a> with the role in the subject line, a few lines about yourself and your CV (PDF). We reply to every application within two weeks.</p>
</section>`;

function deliveryAreasHtml(): string {
  const warehouses = DEMO_WAREHOUSES.map((warehouse) => {
    const charge = deliveryChargeOf(warehouse);
    const locality = warehouseLocality(warehouse);
    const place = locality === warehouse.city ? locality : `${locality}, ${warehouse.city}`;
    const noCod: string[] = [...warehouse.noCodPincodes];
    const slots = warehouse.slots.map(
      (slot) =>
        `<li>${formatTimeOfDay(slot.startTime)} – ${formatTimeOfDay(slot.endTime)}; orders close ${slot.cutoffMinutes / 60} hours before it starts</li>`,
    );
    return `<h2>${escapeHtml(deliveryRegion(warehouse))}</h2>
<p>Delivered from our warehouse in ${escapeHtml(place)}.</p>
<p class="pincodes"><strong>Pincodes:</strong> ${warehouse.pincodes.join(', ')}</p>
<p><strong>Delivery slots, every day:</strong></p>
<ul>
${slots.join('\n')}
</ul>
<p><strong>Delivery charge:</strong> ${rupees(charge.chargePaise)}, free on orders of ${rupees(charge.freeAbovePaise)} or more.</p>
<p><strong>Cash on delivery:</strong> ${
      noCod.length === 0
        ? 'available in every pincode above.'
        : `available in every pincode above except ${listJoin(noCod)}, where you can pay online.`
    }</p>`;
  });
  return `<section class="prose">
<h1>Where we deliver</h1>
<p>Enter your pincode at the top of the page to see whether we deliver to you. An order placed before a slot's cut-off comes in that slot; a later one in the next slot, the next day if today's slots have closed. All times are India time.</p>
${warehouses.join('\n')}
</section>`;
}

const DELIVERY_AREAS_CSS = `${PROSE_CSS}.prose .pincodes{overflow-wrap:anywhere}`;

const TERMS = `<section class="prose">
<h1>Terms and conditions</h1>
<p>These terms apply when you shop at FreshKart. By placing an order you accept them.</p>
<h2>Orders and prices</h2>
<ul>
<li>Prices include GST and are shown in rupees. The price you pay is the one shown at checkout.</li>
<li>We may cancel an order when an item is out of stock or was priced in error; anything you paid for it is refunded to the way you paid.</li>
<li>Coupons apply to one order each, within their validity and minimum order value, and cannot be exchanged for cash.</li>
</ul>
<h2>Delivery</h2>
<ul>
<li>We deliver to the pincodes on our <a href="/delivery-areas">delivery areas</a> page, in the slot shown at checkout.</li>
<li>A delivery charge applies below each area's free-delivery amount: ${escapeHtml(freeDeliveryFrom())}.</li>
<li>Please check your order at the door. Perishables can be returned to the delivery partner on the spot.</li>
</ul>
<h2>Payments, cancellations and refunds</h2>
<ul>
<li>You can pay online through Razorpay or Cashfree, or in cash on delivery where the pincode allows it.</li>
<li>You can cancel an order from your account until it is packed.</li>
<li>Refunds for cancelled, missing or damaged items reach your original payment method within 5–7 working days.</li>
</ul>
<h2>Contact</h2>
<p>Questions about these terms: <a href="mailto:${address.email}">${address.email}</a>.</p>
</section>`;

const PRIVACY = `<section class="prose">
<h1>Privacy policy</h1>
<p>FreshKart processes your personal data under India's Digital Personal Data Protection Act, 2023 (DPDP Act), only for the purposes below, and keeps it no longer than they need.</p>
<h2>What we collect</h2>
<ul>
<li>Your name, phone number and email address, to create your account and sign you in with a one-time code.</li>
<li>Your delivery addresses, to deliver your orders and check which warehouse serves you.</li>
<li>Your orders, to deliver them, handle refunds and keep the records tax law requires.</li>
</ul>
<h2>Payments</h2>
<p>Card, UPI and net-banking details are entered on and handled by our payment partners, Razorpay and Cashfree. We never see or store them; we keep only the payment reference and its status.</p>
<h2>Your rights</h2>
<ul>
<li>Access the personal data we hold about you, and have it corrected or erased.</li>
<li>Withdraw your consent at any time; it does not affect orders already delivered.</li>
<li>Nominate another person to exercise these rights for you, and complain to the Data Protection Board of India.</li>
</ul>
<h2>Contact</h2>
<p>Write to our grievance officer at <a href="mailto:${address.email}">${address.email}</a> or to ${escapeHtml(shopAddress)}. We answer within 7 days.</p>
</section>`;

const CONTACT = `<section class="prose">
<h1>Contact us</h1>
<p>Our care team answers every day, 8 am – 10 pm.</p>
<ul>
<li><strong>Phone:</strong> <a href="${telLink(address.phone)}">${address.phone}</a></li>
<li><strong>Email:</strong> <a href="mailto:${address.email}">${address.email}</a></li>
<li><strong>Address:</strong> ${escapeHtml(shopAddress)}</li>
</ul>
</section>`;

const CONTACT_FORM: ComponentData['form'] = {
  formtype: 'Contact',
  title: 'Send us a message',
  intro: 'We reply within one working day.',
  submitLabel: 'Send message',
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true, autocomplete: 'name' },
    { name: 'email', label: 'Email', type: 'email', required: true, autocomplete: 'email' },
    { name: 'phone', label: 'Phone', type: 'tel', required: false, autocomplete: 'tel' },
    { name: 'topic', label: 'Topic', type: 'select', options: ['Order help', 'Delivery', 'Payments and refunds', 'Feedback'] },
    { name: 'message', label: 'Message', type: 'textarea', required: true },
  ],
};

export const DEMO_PAGES: SeedPage[] = [
  {
    url: '/',
    seoTitle: 'FreshKart — groceries delivered in hours',
    seoDescription: 'Fresh fruits, vegetables, dairy and daily staples delivered to your doorstep.',
    seoKeyword: 'online grocery delivery, fresh vegetables, fruits, milk, atta, dal, Bengaluru, Mumbai, Delhi NCR',
    schemaScript: groceryStoreJsonLd(DEMO_SHOP),
    css: HOME_CSS,
    components: inOrder([
      {
        name: 'Home hero',
        type: 'hero_banner',
        data: [
          bannerSlide('fresh-fruits', categoryListing('fresh-fruits')),
          bannerSlide('fresh-vegetables', categoryListing('fresh-vegetables')),
          bannerSlide('dairy-breakfast', categoryListing('dairy-and-bakery')),
          bannerSlide('all-groceries', '/products'),
        ],
        settings: heroSettings({ autoplayInterval: 4000, aspect: HERO_ASPECT, bgcolor: DEMO_SHOP.themeColors.surface, fullpage: true }),
      },
      { name: 'Welcome', type: 'html', data: HOME_INTRO },
      { name: 'First order offer', type: 'image_banner', data: offerBanner('first-order', '/products') },
      { name: 'Shop by category', type: 'category_carousel', data: {} },
      { name: 'Best sellers', type: 'product_carousel', data: { s: 'popularity' } },
      { name: 'Free delivery', type: 'image_banner', data: offerBanner('free-delivery', categoryListing('staples')) },
      { name: 'Fresh vegetables', type: 'product_carousel', data: { c: ['fresh-vegetables'] } },
      {
        name: 'Offers for you',
        type: 'hero_cards',
        data: [
          cardSlide('fresh10-offer', categoryListing('fruits-and-vegetables')),
          cardSlide('weekend15-offer', categoryListing('staples')),
          cardSlide('masala-box', categoryListing('masalas-and-spices')),
          cardSlide('chai-time', categoryListing('snacks-and-namkeen')),
          cardSlide('cool-drinks', categoryListing('beverages')),
          cardSlide('home-care', categoryListing('home-care')),
        ],
        settings: heroSettings({
          aspect: { sm: '1/1', md: '1/1', lg: '1/1' },
          slidesconfig: { sm: 1, md: 2, columns: 3, autoplayInterval: 3000 },
        }),
      },
      { name: 'Daily staples', type: 'product_carousel', data: { c: ['staples'] } },
      { name: 'New arrivals', type: 'product_grid', data: { s: 'newest', limit: 12 } },
      { name: 'Brands we love', type: 'brand_carousel', data: {} },
      { name: 'Our farm partners', type: 'supplier_carousel', data: {} },
      { name: 'Why FreshKart', type: 'html', data: WHY_FRESHKART },
    ]),
  },
  {
    url: '/about-us',
    seoTitle: 'About FreshKart',
    seoDescription: 'Who we are, where our produce comes from and how we deliver fresh groceries.',
    css: PROSE_CSS,
    components: inOrder([{ name: 'About', type: 'html', data: ABOUT }]),
  },
  {
    url: '/contact-us',
    seoTitle: 'Contact FreshKart',
    seoDescription: 'Call or write to our care team, or send us a message about an order, delivery or payment.',
    // The form in the text's column, not at the page's edge.
    css: `${PROSE_CSS}.page-form{max-width:72ch;margin-inline:auto}`,
    components: inOrder([
      { name: 'Contact', type: 'html', data: CONTACT },
      { name: 'Contact form', type: 'form', data: CONTACT_FORM },
    ]),
  },
  {
    url: '/careers',
    seoTitle: 'Careers at FreshKart',
    seoDescription: 'Open roles in delivery, warehouses, buying, customer care and engineering, and how to apply.',
    css: PROSE_CSS,
    components: inOrder([{ name: 'Careers', type: 'html', data: CAREERS }]),
  },
  {
    url: '/delivery-areas',
    seoTitle: 'Delivery areas, slots and charges — FreshKart',
    seoDescription: `Pincodes we deliver to in ${listJoin(DEMO_WAREHOUSES.map(deliveryRegion))}, delivery slots, charges and cash on delivery.`,
    css: DELIVERY_AREAS_CSS,
    components: inOrder([{ name: 'Delivery areas', type: 'html', data: deliveryAreasHtml() }]),
  },
  {
    url: '/terms',
    seoTitle: 'Terms and conditions — FreshKart',
    seoDescription: 'The terms of ordering, delivery, payment, cancellation and refunds at FreshKart.',
    css: PROSE_CSS,
    showSubNavbar: false,
    components: inOrder([{ name: 'Terms', type: 'html', data: TERMS }]),
  },
  {
    url: '/privacy',
    seoTitle: 'Privacy policy — FreshKart',
    seoDescription: 'What personal data FreshKart collects, why, how payments are handled and your rights under the DPDP Act, 2023.',
    css: PROSE_CSS,
    showSubNavbar: false,
    components: inOrder([{ name: 'Privacy', type: 'html', data: PRIVACY }]),
  },
];

const CORNER_WELCOME = `<section class="welcome">
<h1>Your corner shop, now online</h1>
<p>Fresh vegetables, fruits, milk, atta and dals from the shop you know, delivered today. Same faces, same fair prices; now you can order from home.</p>
<p><a href="/products">Browse the shop</a></p>
</section>`;

export const CORNER_PAGES: SeedPage[] = [
  {
    url: '/',
    seoTitle: 'Corner Basket — your neighbourhood shop, online',
    seoDescription: 'Fresh produce, dairy and staples delivered from the corner of your street.',
    schemaScript: groceryStoreJsonLd(CORNER_SHOP),
    css: `.welcome{padding:${space[6]} 0 ${space[2]}}.welcome h1{margin:0 0 ${space[2]}}.welcome p a{display:inline-block;padding:${space[1]} 0}`,
    components: inOrder([
      {
        name: 'Corner hero',
        type: 'hero_banner',
        data: [bannerSlide('corner-fresh', categoryListing('fruits-and-vegetables')), bannerSlide('corner-daily', categoryListing('staples'))],
        settings: heroSettings({ autoplayInterval: 5000, aspect: HERO_ASPECT, bgcolor: CORNER_SHOP.themeColors.surface, fullpage: true }),
      },
      { name: 'Welcome', type: 'html', data: CORNER_WELCOME },
      { name: 'Departments', type: 'category_carousel', data: {} },
      { name: 'Fresh, dairy and staples', type: 'product_carousel', data: { c: CORNER_SHOP.departments, s: 'popularity' } },
    ]),
  },
];
