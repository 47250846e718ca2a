/**
 * The demo shops' banner art, one design per slug: its words, colours and emoji. The CDN draws each design
 * (./bannerImages.ts) and the seed writes the same words into the slide's `alt`, so a picture and its alt text
 * never disagree. Offers quote the seed's real delivery rules; coupon codes are checked against the seeded coupons
 * by the tests.
 */
import { BANNER_FORMS, type BannerForm, type BannerSlug } from '@storefront/shared/contracts';
import { freeDeliveryFrom, freeDeliveryThresholds, rupees } from '../seed/siteContent';

export interface BannerDesign {
  headline: string;
  subline: string;
  /** Icons of groceryEmoji's table, by name; the first is drawn largest. */
  emoji: readonly string[];
  background: string;
  /** The words' colour, readable on the background. */
  ink: string;
  /** The shapes behind the emoji. */
  accent: string;
}

/**
 * The shapes of one design (wide for `image`, phone for `image_sm`, square for hero cards) and the slugs drawn are the
 * CDN's contract with its clients (@storefront/shared/contracts cdnPictures.ts), which name a preview's raster copy
 * and its size from them: BANNER_DESIGNS has a design for each slug there, and no other.
 */
export { BANNER_FORMS, isBannerSlug, type BannerForm, type BannerSlug } from '@storefront/shared/contracts';

/**
 * The order amount from which delivery is free in every area: the highest threshold. The lowest holds only where it
 * applies ("Free delivery from ₹499" read in Bengaluru, whose threshold is ₹599, promised what the cart then charged).
 */
const freeDeliveryEverywhere = Math.max(...freeDeliveryThresholds().map((threshold) => threshold.freeAbovePaise));

export const BANNER_DESIGNS = {
  // FreshKart's hero
  'fresh-fruits': {
    headline: 'Fresh fruits, picked this morning',
    subline: 'Mangoes, bananas and apples from farms near you',
    emoji: ['mango', 'banana', 'red-apple'],
    background: '#fff4d6',
    ink: '#5a2d00',
    accent: '#f8cb46',
  },
  'fresh-vegetables': {
    headline: 'Vegetables fresh from the farm',
    subline: 'Onions, tomatoes and greens, sorted by hand',
    emoji: ['leafy-green', 'tomato', 'carrot'],
    background: '#e3f5e1',
    ink: '#0b4f17',
    accent: '#9fd89a',
  },
  'dairy-breakfast': {
    headline: 'Milk, curd and bread for breakfast',
    subline: "Order tonight, get it in tomorrow's first slot",
    emoji: ['glass-of-milk', 'bread', 'cheese-wedge'],
    background: '#e8f1fb',
    ink: '#12365c',
    accent: '#b9d5f2',
  },
  'all-groceries': {
    headline: 'Your whole kitchen in one basket',
    subline: 'Atta, dals, masalas and more from trusted Indian brands',
    emoji: ['basket', 'flatbread', 'beans'],
    background: '#0c831f',
    ink: '#ffffff',
    accent: '#f8cb46',
  },
  // FreshKart's offer strips
  'first-order': {
    headline: '₹50 off your first order',
    subline: 'Use code FLAT50 on orders of ₹399 or more',
    emoji: ['basket', 'red-apple'],
    background: '#fde8ea',
    ink: '#7a1020',
    accent: '#f5b5bd',
  },
  'free-delivery': {
    headline: `Free delivery from ${rupees(freeDeliveryEverywhere)}`,
    subline: `Orders from ${freeDeliveryFrom()}`,
    emoji: ['house', 'cooked-rice'],
    background: '#fff1c2',
    ink: '#4a3500',
    accent: '#f8cb46',
  },
  // FreshKart's offer cards
  'fresh10-offer': {
    headline: '10% off orders of ₹499+',
    subline: 'Code FRESH10, save up to ₹100',
    emoji: ['strawberry'],
    background: '#e3f5e1',
    ink: '#0b4f17',
    accent: '#9fd89a',
  },
  'weekend15-offer': {
    headline: '15% off a big monthly shop',
    subline: 'Code WEEKEND15 on ₹999+, up to ₹200 off',
    emoji: ['sheaf-of-rice'],
    background: '#efe6fb',
    ink: '#3b1a6b',
    accent: '#cdb4f0',
  },
  'masala-box': {
    headline: 'Masalas for every tadka',
    subline: 'Whole, ground and blended spices',
    emoji: ['hot-pepper'],
    background: '#fde7da',
    ink: '#6b230c',
    accent: '#f6a77d',
  },
  'chai-time': {
    headline: 'Chai-time snacks',
    subline: 'Namkeen, biscuits and tea',
    emoji: ['teacup-without-handle'],
    background: '#fff3d1',
    ink: '#5b3a00',
    accent: '#f7c86a',
  },
  'cool-drinks': {
    headline: 'Cool drinks for hot days',
    subline: 'Juices, sodas and sharbat',
    emoji: ['tropical-drink'],
    background: '#dff4f7',
    ink: '#0d4750',
    accent: '#92d6df',
  },
  'home-care': {
    headline: 'A sparkling clean home',
    subline: 'Detergents, dishwash and cleaners',
    emoji: ['sponge'],
    background: '#e6eefc',
    ink: '#1d3670',
    accent: '#a9c1f0',
  },
  // Corner Basket's hero
  'corner-fresh': {
    headline: 'Your corner shop, now online',
    subline: 'Fresh vegetables and fruits from the shop you know',
    emoji: ['basket', 'carrot', 'banana'],
    background: '#f3e9f8',
    ink: '#4a1f63',
    accent: '#d3b3e6',
  },
  'corner-daily': {
    headline: 'Milk, atta and dals, delivered today',
    subline: 'Everyday staples at neighbourhood prices',
    emoji: ['glass-of-milk', 'flatbread', 'beans'],
    background: '#7a3e9d',
    ink: '#ffffff',
    accent: '#f4b942',
  },
} as const satisfies Record<BannerSlug, BannerDesign>;

/** The CDN path of a design in one form: `banners/{slug}.svg`, `banners/{slug}-sm.svg`, `banners/{slug}-card.svg`. */
export const bannerImagePath = (slug: BannerSlug, form: BannerForm) => `banners/${slug}${BANNER_FORMS[form].suffix}.svg`;

/** What a design's picture says, as its alt text. */
export function bannerAlt(slug: BannerSlug): string {
  const { headline, subline } = BANNER_DESIGNS[slug];
  return `${headline}. ${subline}`;
}
