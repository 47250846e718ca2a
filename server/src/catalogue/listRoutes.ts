/** Categories, brands and suppliers of the website (the cards and carousels of the shop). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { brandListBodySchema, brandQuerySchema, categoryListBodySchema, supplierListBodySchema } from '@storefront/shared/contracts';
import { offeredBrands } from './products';
import { supplierList } from './suppliers';
import { errorResponses } from '../http/openapi';
import { categoryTree } from './navigation';

export async function catalogueRoutes(app: FastifyInstance) {
  const { db } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/categories',
    { schema: { tags: ['catalogue'], summary: 'The category tree (as in init)', response: { 200: categoryListBodySchema } } },
    async (request) => ({ data: await categoryTree(db, request.website.id) }),
  );

  api.get(
    '/brands',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The brands with products matching c (a parent category includes its children) and q, by name, with their counts',
        querystring: brandQuerySchema,
        response: { 200: brandListBodySchema, ...errorResponses(400) },
      },
    },
    async (request) => ({ data: await offeredBrands(db, request.website.id, request.query) }),
  );

  api.get(
    '/suppliers',
    { schema: { tags: ['catalogue'], summary: 'Suppliers, by name; each card links to its `link`', response: { 200: supplierListBodySchema } } },
    async (request) => ({ data: await supplierList(db, request.website.id) }),
  );
}
