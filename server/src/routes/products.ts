import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CATALOGUE_MESSAGES,
  productListBodySchema,
  productObjectSchema,
  productParamsSchema,
  productQuerySchema,
} from '@storefront/shared/contracts';
import { sendPrepared } from '../compression';
import { startCatalogueCache, stopCatalogueCache } from '../catalogue/cache';
import { findProduct, sharedListing, shopperState, withShopperState, type Shopper } from '../catalogue/products';
import { warehouseFor } from '../catalogue/warehouses';
import type { AppContext } from '../context';
import { notFound } from '../http/errors';
import { errorResponses } from '../http/openapi';

const shopperOf = (request: FastifyRequest): Shopper => ({ userId: request.user?.id ?? null, sessionId: request.session?.id ?? null });

export async function productRoutes(app: FastifyInstance, { db }: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  await startCatalogueCache(db, app.log);
  app.addHook('onClose', async () => stopCatalogueCache(db));

  api.get(
    '/products',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Product listing: filters c (a parent category includes its children), b, q (typo-tolerant); sort s; page, perPage',
        querystring: productQuerySchema,
        response: { 200: productListBodySchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const websiteId = request.website.id;
      const warehouseId = await warehouseFor(db, websiteId, request.session?.pincode ?? null);
      const listing = await sharedListing(db, websiteId, request.query, warehouseId);
      const state = await shopperState(db, websiteId, shopperOf(request), listing.body.data);
      // Nothing of the visitor's own on this page: the shared answer, serialised and compressed once.
      if (!state) return sendPrepared(request, reply, listing.prepared);
      return { data: listing.body.data.map((product) => withShopperState(product, state)), meta: listing.body.meta };
    },
  );

  api.get(
    '/products/:slugOrId',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One product by slug or numeric id',
        params: productParamsSchema,
        response: { 200: productObjectSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { slugOrId } = request.params;
      const websiteId = request.website.id;
      const warehouseId = await warehouseFor(db, websiteId, request.session?.pincode ?? null);
      const product = await findProduct(db, websiteId, slugOrId, warehouseId);
      if (!product) throw notFound(CATALOGUE_MESSAGES.productNotFound(slugOrId));
      return withShopperState(product, await shopperState(db, websiteId, shopperOf(request), [product]));
    },
  );
}
