import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorBodySchema, productListBodySchema, productObjectSchema, productQuerySchema } from '@storefront/shared/contracts';
import { findProduct, listProducts } from '../catalogue/products';
import { warehouseFor } from '../catalogue/warehouses';
import type { AppContext } from '../context';
import { notFound } from '../http/errors';

const productParams = z.object({ slugOrId: z.string().trim().min(1).max(200) });

export async function productRoutes(app: FastifyInstance, { db }: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/products',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Product listing: filters c, b, q; sort s; page, perPage',
        querystring: productQuerySchema,
        response: { 200: productListBodySchema, 400: apiErrorBodySchema },
      },
    },
    async (request) => {
      const warehouseId = await warehouseFor(db, request.website.id, request.session?.pincode ?? null);
      return listProducts(db, request.website.id, request.query, warehouseId);
    },
  );

  api.get(
    '/products/:slugOrId',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One product by slug or numeric id',
        params: productParams,
        response: { 200: productObjectSchema, 404: apiErrorBodySchema },
      },
    },
    async (request) => {
      const { slugOrId } = request.params;
      const warehouseId = await warehouseFor(db, request.website.id, request.session?.pincode ?? null);
      const product = await findProduct(db, request.website.id, slugOrId, warehouseId);
      if (!product) throw notFound(`No product called '${slugOrId}'`);
      return product;
    },
  );
}
