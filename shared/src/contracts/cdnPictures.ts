/**
 * The pictures the storefront's own CDN draws (server/src/cdn): catalogue art for any product or category slug, and
 * the demo shops' banner designs in three forms, each also served as a raster copy. What a client needs to know of
 * them without drawing one: which paths are drawn, and each picture's size in px at a size variant. The CDN draws by
 * these rules, and a link preview's raster copy is named with its size from them, by the server's page and by the
 * browser alike (seo/previewImage.ts).
 */

/**
 * Each variant's intrinsic width in CSS pixels, written into the SVG (a banner's height follows its shape); `original`
 * is the catalogue art's own size.
 */
export const CDN_VARIANT_SIZES: Readonly<Record<string, number>> = { small: 200, medium: 400, large: 800, original: 400 };

/** The raster copies of a drawn SVG (its URL with the format's extension added: `…/x.svg.jpg`) and their media types. */
export const RASTER_FORMATS = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' } as const;
export type RasterFormat = keyof typeof RASTER_FORMATS;

/** `products/{slug}.svg` or `categories/{slug}.svg`: drawn for any well-formed slug, square. */
export const CATALOGUE_PICTURE_PATH = /^(?:products|categories)\/([a-z0-9-]{1,120})\.svg$/;

/** `banners/{slug}.svg` (wide), `banners/{slug}-sm.svg` (phone) or `banners/{slug}-card.svg` (square card). */
export const BANNER_PICTURE_PATH = /^banners\/([a-z0-9]+(?:-[a-z0-9]+)*?)(-sm|-card)?\.svg$/;

/** The shapes of one design, in its own viewBox units: wide for `image` (3:1), phone for `image_sm` (4:3), square for hero cards. */
export const BANNER_FORMS = {
  wide: { suffix: '', width: 1200, height: 400 },
  sm: { suffix: '-sm', width: 800, height: 600 },
  card: { suffix: '-card', width: 600, height: 600 },
} as const;
export type BannerForm = keyof typeof BANNER_FORMS;

/** The banner designs the CDN draws, by slug (their words, colours and emoji: server/src/cdn/bannerDesigns.ts). */
export const BANNER_SLUGS = [
  'fresh-fruits',
  'fresh-vegetables',
  'dairy-breakfast',
  'all-groceries',
  'first-order',
  'free-delivery',
  'fresh10-offer',
  'weekend15-offer',
  'masala-box',
  'chai-time',
  'cool-drinks',
  'home-care',
  'corner-fresh',
  'corner-daily',
] as const;
export type BannerSlug = (typeof BANNER_SLUGS)[number];
export const isBannerSlug = (slug: string): slug is BannerSlug => (BANNER_SLUGS as readonly string[]).includes(slug);

/** A picture the CDN draws: catalogue art of a slug, or a banner design in one of its forms. */
export type CdnPicture = { kind: 'catalogue'; slug: string } | { kind: 'banner'; slug: BannerSlug; form: BannerForm };

/** The picture a CDN path (`products/amul-butter.svg`, `banners/fresh-fruits-sm.svg`) draws; null for any other path. */
export function cdnPictureAt(path: string): CdnPicture | null {
  const catalogue = CATALOGUE_PICTURE_PATH.exec(path);
  if (catalogue) return { kind: 'catalogue', slug: catalogue[1] };
  const banner = BANNER_PICTURE_PATH.exec(path);
  if (!banner || !isBannerSlug(banner[1])) return null;
  const suffix = banner[2] ?? '';
  const form = (Object.keys(BANNER_FORMS) as BannerForm[]).find((key) => BANNER_FORMS[key].suffix === suffix);
  return form ? { kind: 'banner', slug: banner[1], form } : null;
}

/** The picture's size in px when drawn `width` px wide: catalogue art is square, a banner keeps its form's shape. */
export function cdnPictureSize(picture: CdnPicture, width: number): { width: number; height: number } {
  if (picture.kind === 'catalogue') return { width, height: width };
  const form = BANNER_FORMS[picture.form];
  return { width, height: Math.round((width * form.height) / form.width) };
}
