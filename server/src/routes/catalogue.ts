/** Categories, brands and suppliers of the website (the cards and carousels of the shop). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { brandListBodySchema, categoryListBodySchema, supplierListBodySchema } from '@storefront/shared/contracts';
import { supplierList } from '../catalogue/suppliers';
import type { AppContext } from '../context';
import { brandList, categoryTree } from '../site/siteData';

export async function catalogueRoutes(app: FastifyInstance, { db }: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/categories',
    { schema: { tags: ['catalogue'], summary: 'The category tree (as in init)', response: { 200: categoryListBodySchema } } },
    async (request) => ({ data: await categoryTree(db, request.website.id) }),
  );

  api.get(
    '/brands',
    { schema: { tags: ['catalogue'], summary: 'Every brand, by name', response: { 200: brandListBodySchema } } },
    async (request) => ({ data: await brandList(db, request.website.id) }),
  );

  api.get(
    '/suppliers',
    { schema: { tags: ['catalogue'], summary: 'Suppliers, by name; each card links to its `link`', response: { 200: supplierListBodySchema } } },
    async (request) => ({ data: await supplierList(db, request.website.id) }),
  );
}
