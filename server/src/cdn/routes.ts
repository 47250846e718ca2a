/** The built-in image CDN (`CDN_BASE` defaults here): generated catalogue pictures and the default image. */
import type { FastifyInstance } from 'fastify';
import { CDN_DEFAULT_IMAGE } from '@storefront/shared/contracts';
import { renderCatalogueImage } from './catalogueImages';
import { placeholderPng } from './placeholderPng';

export const CDN_VARIANTS = ['small', 'medium', 'large', 'original'] as const;
const ONE_DAY_S = 24 * 60 * 60;

export async function cdnRoutes(app: FastifyInstance) {
  const noImage = placeholderPng();

  app.get(`/${CDN_DEFAULT_IMAGE}`, async (_request, reply) =>
    reply.header('cache-control', `public, max-age=${ONE_DAY_S}`).type('image/png').send(noImage),
  );

  app.get('/:variant/*', async (request, reply) => {
    const { variant, '*': path } = request.params as { variant: string; '*': string };
    const svg = (CDN_VARIANTS as readonly string[]).includes(variant) ? renderCatalogueImage(path) : null;
    if (!svg) return reply.code(404).send({ message: `No image at ${variant}/${path}` });
    return reply.header('cache-control', `public, max-age=${ONE_DAY_S}`).type('image/svg+xml').send(svg);
  });
}
