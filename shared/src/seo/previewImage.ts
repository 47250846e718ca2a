/**
 * The picture a link preview shows (`og:image`, `twitter:image`) for a catalogue or banner image: the JPEG copy of
 * the CDN's SVG, since WhatsApp, Facebook and most preview bots skip SVG. One rule for the server's page and for the
 * browser's head after client-side navigation (`seoSite`), so both name the same URL with the same size.
 */
import { cdnImageUrl } from '../contracts/cdn';
import { CDN_VARIANT_SIZES, cdnPictureAt, cdnPictureSize, RASTER_FORMATS } from '../contracts/cdnPictures';
import { BANNER_IMAGE_VARIANT } from '../contracts/constants';
import type { PreviewImage } from './head';

/** The large variant (800 px wide), as banners use: above the 600 px that Facebook wants for a large card. */
export const PREVIEW_IMAGE_VARIANT = BANNER_IMAGE_VARIANT;
/** JPEG: every preview bot takes it, and it is the smallest of the formats they all take (WhatsApp drops big ones). */
const PREVIEW_FORMAT = 'jpg';

/**
 * `image` as a preview picture: a CDN path as the catalogue stores it (a product's `image`, `products/{slug}.svg`; a
 * banner's `banners/{slug}.svg`; an `og_image`) becomes the absolute URL of its JPEG copy at the large variant, with
 * that copy's size in px. The size is the one the CDN draws the picture at (contracts/cdnPictures.ts, by which
 * server/src/cdn draws), so it matches the bytes the CDN sends; nothing is drawn here.
 *
 * - `origin` is the page's own (`https://shop.example`), for a relative `cdnBase` (the default `/cdn`); an absolute
 *   `cdnBase` (`CDN_BASE=https://cdn.example/images`) is kept, and must forward `…svg.jpg` paths to the server as it
 *   does the SVGs.
 * - A path the CDN does not draw (not SVG, or an unknown banner) keeps its plain CDN URL, without type or size.
 * - An absolute `http(s)` URL passes through as it is; a missing image or a `data:` URL (no bot fetches one) gives
 *   null, for the page to go without a picture or use the site's own.
 */
export function previewImage(image: string | null | undefined, { origin, cdnBase }: { origin: string; cdnBase: string }): PreviewImage | null {
  if (!image || image.startsWith('data:')) return null;
  if (/^(https?:)?\/\//i.test(image)) return { url: new URL(image, origin).href };
  const svgUrl = new URL(cdnImageUrl(image, cdnBase, PREVIEW_IMAGE_VARIANT), origin).href;
  const picture = cdnPictureAt(image.replace(/^\/+/, ''));
  if (!picture) return { url: svgUrl };
  const size = cdnPictureSize(picture, CDN_VARIANT_SIZES[PREVIEW_IMAGE_VARIANT]);
  return { url: `${svgUrl}.${PREVIEW_FORMAT}`, type: RASTER_FORMATS[PREVIEW_FORMAT], ...size };
}
