/** Wishlists of the signed-in shopper: named categories plus the default list (category null). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  DEFAULT_WISHLIST_NAME,
  MESSAGES,
  MESSAGE_WISHLIST_CATEGORY_NOT_FOUND,
  MESSAGE_WISHLIST_ITEM_ADDED,
  MESSAGE_WISHLIST_ITEM_REMOVED,
  MESSAGE_WISHLIST_PRODUCT_NOT_FOUND,
  wishlistCategoryCreateSchema,
  wishlistCategoryCreatedSchema,
  wishlistItemsResponseSchema,
  wishlistNameTakenMessage,
  wishlistResponseSchema,
  wishlistUpdateResponseSchema,
  wishlistUpdateSchema,
  type WishlistCategory,
  type WishlistItemsResponse,
} from '@storefront/shared/contracts';
import { productPacks, shopperState, withCartQuantities, warehouseFor } from '../catalogue/service';
import type { Db } from '../db/client';
import { products, wishlistCategories, wishlistItems } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { requireUser } from '../http/guards';
import { errorResponses } from '../http/openapi';

/**
 * The packs of the wishlisted products as the catalogue sends them: priced and stocked at the warehouse that serves
 * the shopper's pincode (else the website's default), with the units of each already in the shopper's cart.
 */
async function wishlistPacks(db: Db, websiteId: number, userId: number, productIds: number[], warehouseId: number | null) {
  const packsByProduct = await productPacks(db, [...new Set(productIds)], warehouseId);
  const entries = [...packsByProduct].map(([product_id, packs]) => ({ product_id, packs }));
  const state = await shopperState(db, websiteId, { userId, sessionId: null }, entries);
  return new Map(entries.map(({ product_id, packs }) => [product_id, withCartQuantities(packs, state)]));
}

export async function wishlistRoutes(app: FastifyInstance) {
  const { db } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const errors = errorResponses(400, 401, 403);

  api.get(
    '/wishlist',
    {
      schema: {
        tags: ['wishlist'],
        summary: "The signed-in shopper's wishlist categories (the storefront adds 'Default' itself)",
        response: { 200: wishlistResponseSchema, ...errorResponses(401) },
      },
    },
    async (request): Promise<WishlistCategory[]> => {
      const user = requireUser(request);
      return db
        .select({ id: wishlistCategories.id, name: wishlistCategories.name })
        .from(wishlistCategories)
        .where(and(eq(wishlistCategories.websiteId, request.website.id), eq(wishlistCategories.userId, user.id)))
        .orderBy(asc(wishlistCategories.createdAt), asc(wishlistCategories.id));
    },
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
    async (request): Promise<WishlistItemsResponse> => {
      const user = requireUser(request);
      const websiteId = request.website.id;
      const warehouseId = await warehouseFor(db, websiteId, request.session?.pincode ?? null);
      const [categoryRows, itemRows] = await Promise.all([
        db
          .select({ id: wishlistCategories.id, name: wishlistCategories.name })
          .from(wishlistCategories)
          .where(and(eq(wishlistCategories.websiteId, websiteId), eq(wishlistCategories.userId, user.id)))
          .orderBy(asc(wishlistCategories.createdAt), asc(wishlistCategories.id)),
        db
          .select({
            categoryId: wishlistItems.wishlistCategoryId,
            productId: products.id,
            name: products.name,
            slug: products.slug,
            medias: products.medias,
            addedAt: wishlistItems.createdAt,
          })
          .from(wishlistItems)
          .innerJoin(products, and(eq(products.id, wishlistItems.productId), eq(products.websiteId, websiteId), eq(products.isActive, true)))
          .where(and(eq(wishlistItems.websiteId, websiteId), eq(wishlistItems.userId, user.id)))
          .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id)),
      ]);
      const packsByProduct = await wishlistPacks(
        db,
        websiteId,
        user.id,
        itemRows.map((item) => item.productId),
        warehouseId,
      );
      const lists = [{ id: null as number | null, name: DEFAULT_WISHLIST_NAME }, ...categoryRows].map((category) => ({
        id: category.id,
        name: category.name,
        products: itemRows
          .filter((item) => item.categoryId === category.id)
          .map((item) => ({
            product_id: item.productId,
            product_name: item.name,
            slug: item.slug,
            image: item.medias[0] ?? '',
            added_at: item.addedAt.toISOString(),
            packs: packsByProduct.get(item.productId) ?? [],
          })),
      }));
      return { data: lists };
    },
  );

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
      const { name } = request.body;
      // The unique index on (user, lower(name)) settles races; nothing inserted means the name is taken.
      const [created] = await db
        .insert(wishlistCategories)
        .values({ websiteId: request.website.id, userId: user.id, name })
        .onConflictDoNothing()
        .returning({ id: wishlistCategories.id, name: wishlistCategories.name });
      if (!created) {
        const [existing] = await db
          .select({ name: wishlistCategories.name })
          .from(wishlistCategories)
          .where(and(eq(wishlistCategories.userId, user.id), eq(sql`lower(${wishlistCategories.name})`, name.toLowerCase())))
          .limit(1);
        throw new HttpError(409, wishlistNameTakenMessage(existing?.name ?? name), 'name');
      }
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
      const websiteId = request.website.id;
      const { product_id: productId, wishlist_category_id: categoryId } = request.body;

      const [product] = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.id, productId), eq(products.websiteId, websiteId), eq(products.isActive, true)))
        .limit(1);
      if (!product) throw notFound(MESSAGE_WISHLIST_PRODUCT_NOT_FOUND);
      if (categoryId !== null) {
        const [category] = await db
          .select({ id: wishlistCategories.id })
          .from(wishlistCategories)
          .where(and(eq(wishlistCategories.id, categoryId), eq(wishlistCategories.userId, user.id), eq(wishlistCategories.websiteId, websiteId)))
          .limit(1);
        if (!category) throw notFound(MESSAGE_WISHLIST_CATEGORY_NOT_FOUND);
      }

      const inCategory = categoryId === null ? isNull(wishlistItems.wishlistCategoryId) : eq(wishlistItems.wishlistCategoryId, categoryId);
      const removed = await db
        .delete(wishlistItems)
        .where(and(eq(wishlistItems.userId, user.id), eq(wishlistItems.productId, productId), inCategory))
        .returning({ id: wishlistItems.id });
      if (removed.length > 0) return { wishlist: false, message: MESSAGE_WISHLIST_ITEM_REMOVED };
      await db.insert(wishlistItems).values({ websiteId, userId: user.id, productId, wishlistCategoryId: categoryId }).onConflictDoNothing();
      return { wishlist: true, message: MESSAGE_WISHLIST_ITEM_ADDED };
    },
  );
}
