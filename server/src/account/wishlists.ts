/**
 * The wishlists' queries and how they read: named categories plus the default list (category null), each product
 * with its packs as the catalogue sends them.
 */
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  DEFAULT_WISHLIST_NAME,
  MESSAGE_WISHLIST_CATEGORY_NOT_FOUND,
  MESSAGE_WISHLIST_MOVE_FROM_NOT_FOUND,
  MESSAGE_WISHLIST_MOVE_TO_NOT_FOUND,
  MESSAGE_WISHLIST_PRODUCT_NOT_FOUND,
  wishlistMoveNotInListMessage,
  wishlistNameTakenMessage,
  type WishlistCategory,
  type WishlistItemsResponse,
} from '@storefront/shared/contracts';
import { activeProductSummaries, isActiveProduct, productPacks, shopperState, withCartQuantities, type ProductSummary } from '../catalogue/service';
import type { Db } from '../db/client';
import { wishlistCategories, wishlistItems } from '../db/schema';
import { HttpError, notFound } from '../http/errors';

type Packs = ReturnType<typeof withCartQuantities>;
interface WishlistItem {
  categoryId: number | null;
  productId: number;
  addedAt: Date;
}

const ownedBy = (websiteId: number, userId: number) => and(eq(wishlistCategories.websiteId, websiteId), eq(wishlistCategories.userId, userId));
/** The items of one list: a category, or the default list (category null). */
const inList = (categoryId: number | null) =>
  categoryId === null ? isNull(wishlistItems.wishlistCategoryId) : eq(wishlistItems.wishlistCategoryId, categoryId);

/** The shopper's named wishlists, oldest first. */
export function wishlistCategoriesOf(db: Db, websiteId: number, userId: number): Promise<WishlistCategory[]> {
  return db
    .select({ id: wishlistCategories.id, name: wishlistCategories.name })
    .from(wishlistCategories)
    .where(ownedBy(websiteId, userId))
    .orderBy(asc(wishlistCategories.createdAt), asc(wishlistCategories.id));
}

/** Every wishlisted product of the shopper, latest first. */
function wishlistItemsOf(db: Db, websiteId: number, userId: number): Promise<WishlistItem[]> {
  return db
    .select({ categoryId: wishlistItems.wishlistCategoryId, productId: wishlistItems.productId, addedAt: wishlistItems.createdAt })
    .from(wishlistItems)
    .where(and(eq(wishlistItems.websiteId, websiteId), eq(wishlistItems.userId, userId)))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));
}

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

/** Each list, the default first, with its active products in the order they were added (latest first). */
function wishlistsView(
  categories: WishlistCategory[],
  items: WishlistItem[],
  summaries: Map<number, ProductSummary>,
  packsByProduct: Map<number, Packs>,
): WishlistItemsResponse {
  const lists = [{ id: null as number | null, name: DEFAULT_WISHLIST_NAME }, ...categories].map((category) => ({
    id: category.id,
    name: category.name,
    products: items.flatMap((item) => {
      const product = summaries.get(item.productId);
      if (item.categoryId !== category.id || !product) return [];
      return [
        {
          product_id: product.id,
          product_name: product.name,
          slug: product.slug,
          image: product.medias[0] ?? '',
          added_at: item.addedAt.toISOString(),
          packs: packsByProduct.get(product.id) ?? [],
        },
      ];
    }),
  }));
  return { data: lists };
}

export async function wishlistsWithProducts(db: Db, websiteId: number, userId: number, warehouseId: number | null): Promise<WishlistItemsResponse> {
  const [categories, allItems] = await Promise.all([wishlistCategoriesOf(db, websiteId, userId), wishlistItemsOf(db, websiteId, userId)]);
  const summaries = await activeProductSummaries(
    db,
    websiteId,
    allItems.map((item) => item.productId),
  );
  const items = allItems.filter((item) => summaries.has(item.productId));
  const packsByProduct = await wishlistPacks(
    db,
    websiteId,
    userId,
    items.map((item) => item.productId),
    warehouseId,
  );
  return wishlistsView(categories, items, summaries, packsByProduct);
}

/** A new named wishlist; the unique index on (user, lower(name)) settles races: nothing inserted means the name is taken. */
export async function createWishlist(db: Db, websiteId: number, userId: number, name: string): Promise<WishlistCategory> {
  const [created] = await db
    .insert(wishlistCategories)
    .values({ websiteId, userId, name })
    .onConflictDoNothing()
    .returning({ id: wishlistCategories.id, name: wishlistCategories.name });
  if (created) return created;
  const [existing] = await db
    .select({ name: wishlistCategories.name })
    .from(wishlistCategories)
    .where(and(eq(wishlistCategories.userId, userId), eq(sql`lower(${wishlistCategories.name})`, name.toLowerCase())))
    .limit(1);
  throw new HttpError(409, wishlistNameTakenMessage(existing?.name ?? name), 'name');
}

/** Adds the product to the list, or removes it when it is there; answers whether it is on the list now. */
export async function toggleWishlistItem(db: Db, websiteId: number, userId: number, productId: number, categoryId: number | null): Promise<boolean> {
  if (!(await isActiveProduct(db, websiteId, productId))) throw notFound(MESSAGE_WISHLIST_PRODUCT_NOT_FOUND);
  if (categoryId !== null) {
    const [category] = await db
      .select({ id: wishlistCategories.id })
      .from(wishlistCategories)
      .where(and(eq(wishlistCategories.id, categoryId), ownedBy(websiteId, userId)))
      .limit(1);
    if (!category) throw notFound(MESSAGE_WISHLIST_CATEGORY_NOT_FOUND);
  }
  const removed = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId), inList(categoryId)))
    .returning({ id: wishlistItems.id });
  if (removed.length > 0) return false;
  await db.insert(wishlistItems).values({ websiteId, userId, productId, wishlistCategoryId: categoryId }).onConflictDoNothing();
  return true;
}

/**
 * Moves a product between two of the shopper's lists (category ids, null the default list) in one transaction: it
 * leaves `from` and is in `to`, or nothing changes. Already in `to`, it only leaves `from`; in `to` alone, the move is
 * done and nothing changes, so a retried move succeeds. The named lists are locked
 * (FOR KEY SHARE) until the end, so neither can be deleted between the check and the move.
 */
export async function moveWishlistItem(
  db: Db,
  websiteId: number,
  userId: number,
  productId: number,
  fromId: number | null,
  toId: number | null,
): Promise<void> {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const named = [fromId, toId].filter((id) => id !== null);
    const owned = await tx
      .select({ id: wishlistCategories.id, name: wishlistCategories.name })
      .from(wishlistCategories)
      .where(and(inArray(wishlistCategories.id, named), ownedBy(websiteId, userId)))
      .for('key share');
    const listName = (id: number | null) => (id === null ? DEFAULT_WISHLIST_NAME : owned.find((category) => category.id === id)?.name);
    const fromName = listName(fromId);
    if (fromName === undefined) throw notFound(MESSAGE_WISHLIST_MOVE_FROM_NOT_FOUND);
    if (listName(toId) === undefined) throw notFound(MESSAGE_WISHLIST_MOVE_TO_NOT_FOUND);

    const left = await tx
      .delete(wishlistItems)
      .where(and(eq(wishlistItems.websiteId, websiteId), eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId), inList(fromId)))
      .returning({ id: wishlistItems.id });
    if (left.length === 0) {
      // Already in `to` alone: the move was made (a retry after a lost answer), and the answer is the lists as they are.
      const [arrived] = await tx
        .select({ id: wishlistItems.id })
        .from(wishlistItems)
        .where(and(eq(wishlistItems.websiteId, websiteId), eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId), inList(toId)));
      if (arrived) return;
      // 409, not 404: both lists exist, but neither holds the product (removed elsewhere), so the shopper's view of the
      // lists is out of date.
      throw new HttpError(409, wishlistMoveNotInListMessage(fromName));
    }
    await tx.insert(wishlistItems).values({ websiteId, userId, productId, wishlistCategoryId: toId }).onConflictDoNothing();
  });
}
