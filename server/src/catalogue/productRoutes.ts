import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CATALOGUE_MESSAGES,
  boughtTogetherBodySchema,
  productListBodySchema,
  productObjectSchema,
  productParamsSchema,
  productQuerySchema,
} from '@storefront/shared/contracts';
import { sendPrepared } from '../http/compression';
import { boughtTogether } from './boughtTogether';
import { startCatalogueCache, stopCatalogueCache } from './cache';
import { findProduct, sharedListing, shopperState, withShopperState } from './products';
import { warehouseFor } from './warehouses';
import { notFound } from '../http/errors';
import { errorResponses } from '../http/openapi';
import { shopperOf } from './shopper';

export async function productRoutes(app: FastifyInstance) {
  const { db } = app;
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
      // A search's first page that found something counts towards the popular searches (not later pages of it).
      if (request.query.q && request.query.page === 1 && listing.body.meta.total > 0) app.searchLog.count(websiteId, request.query.q);
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

  api.get(
    '/products/:slugOrId/bought-together',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          "Frequently bought together: up to 8 products most often in the same paid or COD orders of this website, in stock at the shopper's warehouse, filled up with the category's best sellers when fewer than 4",
        params: productParamsSchema,
        response: { 200: boughtTogetherBodySchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { slugOrId } = request.params;
      const websiteId = request.website.id;
      const warehouseId = await warehouseFor(db, websiteId, request.session?.pincode ?? null);
      const answer = await boughtTogether(db, websiteId, slugOrId, warehouseId);
      if (!answer) throw notFound(CATALOGUE_MESSAGES.productNotFound(slugOrId));
      const state = await shopperState(db, websiteId, shopperOf(request), answer.body.data);
      if (!state) return sendPrepared(request, reply, answer.prepared);
      return { data: answer.body.data.map((product) => withShopperState(product, state)) };
    },
  );
}
