/**
 * Raster copies of the CDN's SVG pictures, for the clients that take no SVG: WhatsApp's, Facebook's and most other
 * link-preview bots, and mail clients. resvg draws the SVG to PNG; sharp re-encodes that PNG as JPEG or WebP. Each
 * answer is drawn once and kept in a bounded LRU (by bytes); requests for a picture still being drawn wait for that
 * drawing instead of starting another.
 *
 * Text: a server has no browser fonts (the Docker image has none at all), so the designs' first family, Inter, is
 * loaded from the weights the art uses (500, 600, 800; its own font files, not the system's) and is also the
 * fallback for any other family. It has the ₹ sign. The "emoji" are not font glyphs but Fluent Emoji Flat vector
 * icons nested in the SVG (groceryEmoji.ts), so they come out as in the browser without any colour-emoji font.
 *
 * Both native libraries load on the first raster request, not at start: most processes never draw one.
 */
import { LRUCache } from 'lru-cache';
import { RASTER_FORMATS, type RasterFormat } from '@storefront/shared/contracts';

/** The formats and their media types are the CDN's contract with its clients, which name raster copies by them. */
export { RASTER_FORMATS, type RasterFormat } from '@storefront/shared/contracts';
export const isRasterFormat = (value: string): value is RasterFormat => Object.hasOwn(RASTER_FORMATS, value);

/**
 * The longest side drawn, in px. The CDN's variants stop at 800 CSS px, so this never limits a real picture; it
 * bounds what one drawing can cost (memory and time grow with the pixel count) whatever SVG is handed in.
 */
export const MAX_RASTER_EDGE = 2048;
/** Drawings at once: the rest queue, so a burst of new pictures cannot take every core or libuv's whole pool. */
export const MAX_CONCURRENT_RENDERS = 2;
/**
 * Drawings waiting for a slot. The catalogue draws a picture for any well-formed slug, so the distinct URLs are
 * unbounded: past this a request is turned away (503) rather than queued behind seconds of work.
 */
export const MAX_WAITING_RENDERS = 16;
/** The cache's budget: an 800 px product PNG is ~45 kB, its JPEG ~30 kB, so this holds some thousands of pictures. */
const CACHE_BYTES = 48 * 1024 * 1024;
/** Good enough that the art's words stay clean (mozjpeg's encoder at 85 is ~35 % smaller than the PNG). */
const JPEG_QUALITY = 85;
const WEBP_QUALITY = 85;

const FONT_FILES = ['500Medium/Inter_500Medium.ttf', '600SemiBold/Inter_600SemiBold.ttf', '800ExtraBold/Inter_800ExtraBold.ttf'].map((file) =>
  require.resolve(`@expo-google-fonts/inter/${file}`),
);
const FONT_OPTIONS = { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: 'Inter', sansSerifFamily: 'Inter' };

/** A picture that cannot be drawn within the bounds (the route answers 400). */
export class RasterLimitError extends RangeError {}
/** Too many drawings under way and waiting (the route answers 503). */
export class RasterBusyError extends Error {}

/** The root element's `width` and `height` in px, as the CDN's drawings write them; null when either is missing. */
export function svgSize(svg: string): { width: number; height: number } | null {
  const root = /^\s*(?:<\?xml[^>]*>\s*)?<svg\b([^>]*)>/.exec(svg)?.[1];
  const width = root && /\swidth="(\d+(?:\.\d+)?)(?:px)?"/.exec(root)?.[1];
  const height = root && /\sheight="(\d+(?:\.\d+)?)(?:px)?"/.exec(root)?.[1];
  return width && height ? { width: Math.round(Number(width)), height: Math.round(Number(height)) } : null;
}

let running = 0;
const waiting: (() => void)[] = [];

/**
 * Runs `task` once fewer than MAX_CONCURRENT_RENDERS others run (a finished task hands its slot to the next waiting),
 * or throws RasterBusyError when MAX_WAITING_RENDERS already wait.
 */
async function withRenderSlot<T>(task: () => Promise<T>): Promise<T> {
  if (running < MAX_CONCURRENT_RENDERS) running++;
  else if (waiting.length >= MAX_WAITING_RENDERS) throw new RasterBusyError('Busy drawing other pictures: try again shortly');
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await task();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/** Draws an SVG at its own width and height and encodes it; throws RasterLimitError past MAX_RASTER_EDGE. */
export async function rasterize(svg: string, format: RasterFormat): Promise<Buffer> {
  const size = svgSize(svg);
  if (!size || size.width < 1 || size.height < 1 || size.width > MAX_RASTER_EDGE || size.height > MAX_RASTER_EDGE) {
    throw new RasterLimitError(`Pictures are drawn from 1 to ${MAX_RASTER_EDGE} px a side`);
  }
  return withRenderSlot(async () => {
    const { renderAsync } = await import('@resvg/resvg-js');
    // renderAsync draws on libuv's pool, off the event loop.
    const png = (await renderAsync(svg, { font: FONT_OPTIONS, fitTo: { mode: 'original' } })).asPng();
    if (format === 'png') return png;
    const { default: sharp } = await import('sharp');
    // The art is opaque (each design starts with a full-size rect); the white flatten only guards a future one.
    const image = sharp(png).flatten({ background: '#ffffff' });
    return format === 'jpg' ? image.jpeg({ quality: JPEG_QUALITY, mozjpeg: true }).toBuffer() : image.webp({ quality: WEBP_QUALITY }).toBuffer();
  });
}

interface Pending {
  svg: string;
  format: RasterFormat;
}

const cache = new LRUCache<string, Buffer, Pending>({
  maxSize: CACHE_BYTES,
  sizeCalculation: (bytes) => Math.max(1, bytes.length),
  fetchMethod: (_key, _stale, { context }) => rasterize(context.svg, context.format),
});

/** How an answer was had: drawn now (`miss`), from the cache (`hit`), or by waiting for a drawing already under way. */
export type RasterSource = 'miss' | 'hit' | 'wait';

/**
 * The picture `key` names (it must name the SVG's bytes and the format, e.g. `png:800:banners/x.svg`), drawn from
 * `svg` if the cache has no copy. A failed drawing is not kept.
 */
export async function cachedRaster(key: string, svg: string, format: RasterFormat): Promise<{ bytes: Buffer; source: RasterSource }> {
  const status: LRUCache.Status<string, Buffer, Pending> = {};
  const bytes = await cache.fetch(key, { context: { svg, format }, status });
  if (!bytes) throw new Error(`No raster for ${key}`);
  return { bytes, source: status.fetch === 'hit' ? 'hit' : status.fetch === 'inflight' ? 'wait' : 'miss' };
}
