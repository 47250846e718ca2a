/** The built-in image CDN (`CDN_BASE` defaults here): generated catalogue and banner pictures and the default image. */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyInstance, FastifyRequest } from 'fastify';
import { CDN_DEFAULT_IMAGE, CDN_VARIANT_SIZES } from '@storefront/shared/contracts';
import { clientHas } from '../http/compression';
import { renderBannerImage } from './bannerImages';
import { renderCatalogueImage } from './catalogueImages';
import { placeholderPng } from './placeholderPng';
import { RASTER_FORMATS, RasterBusyError, RasterLimitError, cachedRaster, isRasterFormat, type RasterFormat } from './raster';

/**
 * Thirty days fresh, then a day served stale while the ETag revalidates it (a 304 when unchanged). Not `immutable`:
 * the URLs are not content-addressed and the art is drawn by code, so a release that redraws a picture (or updates
 * the emoji set) under the same URL must still reach browsers once their copy expires.
 */
const CACHE_CONTROL = 'public, max-age=2592000, stale-while-revalidate=86400';

/** A strong validator: the hash of the bytes before any content coding. */
function etagOf(body: string | Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/**
 * A raster copy of an SVG picture is the SVG's URL with the format's extension added: `/cdn/large/banners/x.svg.png`,
 * `.jpg` or `.webp`. So its URL is `cdnImageUrl(...)` plus a suffix, for any variant and behind any `CDN_BASE` that
 * forwards paths; the extension is the type, which link-preview bots that judge by extension need (a
 * `?format=png` query would leave `.svg` at the end, and many CDNs drop queries from their cache keys); and the SVG
 * stays in the name, so it can never clash with a real PNG or JPEG at `…/x.png`.
 */
const RASTER_PATH = /^(.+\.svg)\.([a-z]+)$/;

/** `..`, `.` or empty segments, backslashes and control characters name no picture: they are probes, answered 400. */
const isPathTrick = (path: string) =>
  path.split('/').some((segment) => segment === '..' || segment === '.' || segment === '') || /[\\\p{Cc}]/u.test(path);

/** Whether the client names WebP itself (a wildcard range is not enough) with a quality above zero. */
function acceptsWebp(accept: string | undefined): boolean {
  return (accept ?? '').split(',').some((range) => {
    const [type, ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    return type === 'image/webp' && (q === undefined || Number(q.slice(2)) > 0);
  });
}

function sendCached(request: FastifyRequest, reply: FastifyReply, type: string, body: string | Buffer) {
  const etag = etagOf(body);
  reply.header('cache-control', CACHE_CONTROL).header('etag', etag);
  if (clientHas(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type(type).send(body);
}

/**
 * A raster copy, drawn once (raster.ts). The `.png` URL answers WebP to a client that lists it in Accept, and so
 * varies on Accept; `.jpg` and `.webp` are always what they say. Server-Timing tells whether this answer was drawn
 * (`miss`, with the time it took), came from the cache (`hit`) or waited for a drawing under way (`wait`).
 */
async function sendRaster(request: FastifyRequest, reply: FastifyReply, key: string, svg: string, asked: RasterFormat) {
  const format: RasterFormat = asked === 'png' && acceptsWebp(request.headers.accept) ? 'webp' : asked;
  const start = performance.now();
  try {
    const { bytes, source } = await cachedRaster(`${format}:${key}`, svg, format);
    const timing = source === 'hit' ? 'raster;desc="hit"' : `raster;desc="${source}";dur=${(performance.now() - start).toFixed(1)}`;
    reply.header('server-timing', timing);
    if (asked === 'png') reply.header('vary', 'accept');
    return sendCached(request, reply, RASTER_FORMATS[format], bytes);
  } catch (error) {
    if (error instanceof RasterLimitError) return reply.code(400).send({ message: error.message });
    if (error instanceof RasterBusyError) return reply.code(503).header('retry-after', '1').send({ message: error.message });
    throw error;
  }
}

export async function cdnRoutes(app: FastifyInstance) {
  const noImage = placeholderPng();

  app.get(`/${CDN_DEFAULT_IMAGE}`, async (request, reply) => sendCached(request, reply, 'image/png', noImage));

  app.get('/:variant/*', async (request, reply) => {
    const { variant, '*': path } = request.params as { variant: string; '*': string };
    if (isPathTrick(path)) {
      return reply.code(400).send({ message: 'Bad image path: no empty, "." or ".." segments, backslashes or control characters' });
    }
    const raster = RASTER_PATH.exec(path);
    if (raster && !isRasterFormat(raster[2])) {
      return reply.code(404).send({ message: `No ${raster[2]} copies: ${Object.keys(RASTER_FORMATS).join(', ')} are offered` });
    }
    const svgPath = raster ? raster[1] : path;
    const size = Object.hasOwn(CDN_VARIANT_SIZES, variant) ? CDN_VARIANT_SIZES[variant] : undefined;
    if (size === undefined) {
      return reply.code(404).send({ message: `No size variant ${variant}: ${Object.keys(CDN_VARIANT_SIZES).join(', ')} are offered` });
    }
    const svg = renderCatalogueImage(svgPath, size) ?? renderBannerImage(svgPath, size);
    if (!svg) return reply.code(404).send({ message: `No image at ${variant}/${svgPath}` });
    if (raster) return sendRaster(request, reply, `${size}:${svgPath}`, svg, raster[2] as RasterFormat);
    // The bytes sent depend on Accept-Encoding (the compression plugin picks br or gzip), so every answer says so,
    // 304s and uncompressed ones included; the plugin only marks the answers it compresses.
    reply.header('vary', 'accept-encoding');
    return sendCached(request, reply, 'image/svg+xml', svg);
  });
}
