/** The built-in image CDN (`CDN_BASE` defaults here): generated catalogue and banner pictures and the default image. */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyInstance, FastifyRequest } from 'fastify';
import { CDN_DEFAULT_IMAGE } from '@storefront/shared/contracts';
import { clientHas } from '../compression';
import { renderBannerImage } from './bannerImages';
import { renderCatalogueImage } from './catalogueImages';
import { placeholderPng } from './placeholderPng';

/**
 * Each variant's intrinsic width in CSS pixels, written into the SVG (a banner's height follows its shape); `original`
 * is the catalogue art's own size.
 */
export const CDN_VARIANT_SIZES: Readonly<Record<string, number>> = { small: 200, medium: 400, large: 800, original: 400 };

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

function sendCached(request: FastifyRequest, reply: FastifyReply, type: string, body: string | Buffer) {
  const etag = etagOf(body);
  reply.header('cache-control', CACHE_CONTROL).header('etag', etag);
  if (clientHas(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type(type).send(body);
}

export async function cdnRoutes(app: FastifyInstance) {
  const noImage = placeholderPng();

  app.get(`/${CDN_DEFAULT_IMAGE}`, async (request, reply) => sendCached(request, reply, 'image/png', noImage));

  app.get('/:variant/*', async (request, reply) => {
    const { variant, '*': path } = request.params as { variant: string; '*': string };
    const size = Object.hasOwn(CDN_VARIANT_SIZES, variant) ? CDN_VARIANT_SIZES[variant] : undefined;
    const svg = size === undefined ? null : (renderCatalogueImage(path, size) ?? renderBannerImage(path, size));
    if (!svg) return reply.code(404).send({ message: `No image at ${variant}/${path}` });
    // The bytes sent depend on Accept-Encoding (the compression plugin picks br or gzip), so every answer says so,
    // 304s and uncompressed ones included; the plugin only marks the answers it compresses.
    reply.header('vary', 'accept-encoding');
    return sendCached(request, reply, 'image/svg+xml', svg);
  });
}
