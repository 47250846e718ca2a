/** Wishlists of the signed-in shopper: named categories plus the default list (category null). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  MESSAGE_WISHLIST_ITEM_ADDED,
  MESSAGE_WISHLIST_ITEM_REMOVED,
  wishlistCategoryCreateSchema,
  wishlistCategoryCreatedSchema,
  wishlistItemsResponseSchema,
  wishlistMoveSchema,
  wishlistResponseSchema,
  wishlistUpdateResponseSchema,
  wishlistUpdateSchema,
} from '@storefront/shared/contracts';
import { warehouseFor } from '../catalogue/service';
import type { Db } from '../db/client';
import { requireUser } from '../http/guards';
import { errorResponses } from '../http/openapi';
import { createWishlist, moveWishlistItem, toggleWishlistItem, wishlistCategoriesOf, wishlistsWithProducts } from './wishlists';

export async function wishlistRoutes(app: FastifyInstance) {
  wishlistReadRoutes(app);
  wishlistChangeRoutes(app);
}

/** Every list of the shopper with its products, priced for the shopper's pincode. */
async function listsOf(db: Db, request: FastifyRequest, userId: number) {
  const warehouseId = await warehouseFor(db, request.website.id, request.session?.pincode ?? null);
  return wishlistsWithProducts(db, request.website.id, userId, warehouseId);
}

function wishlistReadRoutes(app: FastifyInstance) {
  const { db } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/wishlist',
    {
      schema: {
        tags: ['wishlist'],
        summary: "The signed-in shopper's wishlist categories (the storefront adds 'Default' itself)",
        response: { 200: wishlistResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => wishlistCategoriesOf(db, request.website.id, requireUser(request).id),
  );

  api.get(
    '/wishlist/items',
    {
      schema: {
        tags: ['wishlist'],
        summary:
          "Every wishlist of the signed-in shopper with its products and their packs (priced for the shopper's pincode): the default list (id null) first",
        response: { 200: wishlistItemsResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => listsOf(db, request, requireUser(request).id),
  );
}

function wishlistChangeRoutes(app: FastifyInstance) {
  const { db } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const errors = errorResponses(400, 401, 403);

  api.post(
    '/wishlistCategory',
    {
      schema: {
        tags: ['wishlist'],
        summary: 'Create a named wishlist',
        body: wishlistCategoryCreateSchema,
        response: { 201: wishlistCategoryCreatedSchema, ...errors, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const created = await createWishlist(db, request.website.id, user.id, request.body.name);
      return reply.code(201).send({ message: MESSAGES.wishlistAdded, data: { id: created.id, name: created.name } });
    },
  );

  api.post(
    '/wishlist/update',
    {
      schema: {
        tags: ['wishlist'],
        summary: 'Add a product to a wishlist, or remove it when it is there (wishlist_category_id empty: the default list)',
        body: wishlistUpdateSchema,
        response: { 200: wishlistUpdateResponseSchema, ...errors, ...errorResponses(404) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { product_id: productId, wishlist_category_id: categoryId } = request.body;
      const listed = await toggleWishlistItem(db, request.website.id, user.id, productId, categoryId);
      return listed ? { wishlist: true, message: MESSAGE_WISHLIST_ITEM_ADDED } : { wishlist: false, message: MESSAGE_WISHLIST_ITEM_REMOVED };
    },
  );

  api.post(
    '/wishlist/move',
    {
      schema: {
        tags: ['wishlist'],
        summary:
          'Move a product from one wishlist of the signed-in shopper to another in one step (an empty id: the default list): it leaves the first and is in the second, or nothing changes. Idempotent: when the second holds the product already, it only leaves the first; a move made already (a retry) changes nothing. Answers every list as GET /wishlist/items does',
        body: wishlistMoveSchema,
        response: { 200: wishlistItemsResponseSchema, ...errors, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { product_id: productId, from_wishlist_category_id: fromId, to_wishlist_category_id: toId } = request.body;
      await moveWishlistItem(db, request.website.id, user.id, productId, fromId, toId);
      return listsOf(db, request, user.id);
    },
  );
}
