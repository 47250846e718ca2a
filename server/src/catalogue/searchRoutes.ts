/** Search suggestions as the shopper types (the shell's search box). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { popularSearchesBodySchema, searchSuggestBodySchema, searchSuggestQuerySchema } from '@storefront/shared/contracts';
import { shopperState, withShopperState } from './products';
import { shopperOf } from './shopper';
import { POPULAR_SEARCH_DAYS, POPULAR_SEARCH_MIN_COUNT } from './searchLog';
import { popularCategories, suggestionsFor } from './suggestions';
import { warehouseFor } from './warehouses';
import { errorResponses } from '../http/openapi';

export async function searchRoutes(app: FastifyInstance) {
  const { db } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/search/suggest',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          "Suggestions for q (what the shopper has typed so far, its last word perhaps unfinished): up to 6 products as the listing's search orders them, priced at the shopper's warehouse with their cart quantities; up to 3 categories and 3 brands; corrected when q was read as another word",
        querystring: searchSuggestQuerySchema,
        response: { 200: searchSuggestBodySchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const websiteId = request.website.id;
      const warehouseId = await warehouseFor(db, websiteId, request.session?.pincode ?? null);
      const suggestions = await suggestionsFor(db, websiteId, request.query.q, warehouseId);
      const state = await shopperState(db, websiteId, shopperOf(request), suggestions.products);
      return state ? { ...suggestions, products: suggestions.products.map((product) => withShopperState(product, state)) } : suggestions;
    },
  );

  api.get(
    '/search/popular',
    {
      schema: {
        tags: ['catalogue'],
        summary: `For a shopper who has not found anything yet: what the website's shoppers searched for most in the last ${POPULAR_SEARCH_DAYS} days (listing searches that found products, each searched at least ${POPULAR_SEARCH_MIN_COUNT} times), most searched first, lower-case (the empty search box offers them); and the categories whose products sell most (a search that found nothing offers them)`,
        response: { 200: popularSearchesBodySchema },
      },
    },
    async (request) => {
      const websiteId = request.website.id;
      const [searches, categories] = await Promise.all([app.searchLog.popular(websiteId), popularCategories(db, websiteId)]);
      return { searches, categories };
    },
  );
}
