// Request and response schemas of the site API: wishlists and dynamic forms.
import * as z from 'zod/mini';
import { idField } from '../ids';
import { packSchema, wishlistCategorySchema } from '../schemas';
import { hasNoNul, storableText } from '../storableText';
import {
  FORM_FIELD_NAME_MAX_LENGTH,
  FORM_MAX_FIELDS,
  FORM_TYPE_MAX_LENGTH,
  FORM_VALUE_MAX_LENGTH,
  MESSAGE_FORM_DATA_REQUIRED,
  MESSAGE_FORM_EMAIL_ACTIVATION,
  MESSAGE_FORM_FIELD_NAME_INVALID,
  MESSAGE_FORM_TOO_MANY_FIELDS,
  MESSAGE_FORM_TYPE_REQUIRED,
  MESSAGE_FORM_TYPE_TOO_LONG,
  MESSAGE_FORM_VALUE_INVALID,
} from './customForms';

export { MESSAGE_NUL_CHARACTER, storableText, wellFormed } from '../storableText';
// The dynamic forms' limits and answer have a module of their own: the forms entry carries them without the rest.
export * from './customForms';

// The shopping entry's screens read ids with it (kept exported here since that entry's 1.0).
export { idField };

// ---- Wishlist ----

export const WISHLIST_NAME_MAX_LENGTH = 40;
/** The unnamed wishlist every shopper has; the storefront lists it as 'Default' (wishlist_category_id empty). */
export const DEFAULT_WISHLIST_NAME = 'Default';

export const MESSAGE_WISHLIST_NAME_REQUIRED = 'Please enter a name for the new wishlist.';
export const MESSAGE_WISHLIST_NAME_TOO_LONG = `A wishlist name can be at most ${WISHLIST_NAME_MAX_LENGTH} characters.`;
export const MESSAGE_WISHLIST_NAME_RESERVED = `'${DEFAULT_WISHLIST_NAME}' is the name of your main wishlist. Please choose another name.`;
export const wishlistNameTakenMessage = (name: string) => `You already have a wishlist called '${name}'.`;
export const MESSAGE_WISHLIST_PRODUCT_REQUIRED = 'Please choose a product.';
export const MESSAGE_WISHLIST_CATEGORY_INVALID = 'Please choose one of your wishlists.';
export const MESSAGE_WISHLIST_PRODUCT_NOT_FOUND = 'This product is not available any more.';
export const MESSAGE_WISHLIST_CATEGORY_NOT_FOUND = 'This wishlist does not exist.';
export const MESSAGE_WISHLIST_ITEM_ADDED = 'Added to your wishlist';
export const MESSAGE_WISHLIST_ITEM_REMOVED = 'Removed from your wishlist';
export const MESSAGE_WISHLIST_MOVE_SAME_LIST = 'Please choose another wishlist to move the product to.';
export const MESSAGE_WISHLIST_MOVE_FROM_NOT_FOUND = 'The wishlist to move the product from does not exist.';
export const MESSAGE_WISHLIST_MOVE_TO_NOT_FOUND = 'The wishlist to move the product to does not exist.';
export const wishlistMoveNotInListMessage = (listName: string) => `This product is not in your wishlist '${listName}'.`;

export const wishlistCategoryCreateSchema = z.object({
  name: z
    .pipe(
      storableText(MESSAGE_WISHLIST_NAME_REQUIRED),
      z
        .string()
        .check(z.trim(), z.minLength(1, MESSAGE_WISHLIST_NAME_REQUIRED), z.maxLength(WISHLIST_NAME_MAX_LENGTH, MESSAGE_WISHLIST_NAME_TOO_LONG)),
    )
    .check(z.refine((name) => name.toLowerCase() !== DEFAULT_WISHLIST_NAME.toLowerCase(), MESSAGE_WISHLIST_NAME_RESERVED)),
});
export type WishlistCategoryCreate = z.infer<typeof wishlistCategoryCreateSchema>;

export const wishlistCategoryCreatedSchema = z.object({ message: z.string(), data: wishlistCategorySchema });
export type WishlistCategoryCreated = z.infer<typeof wishlistCategoryCreatedSchema>;

/** A wishlist in a request: one of the shopper's categories by id, or '' or null for the default list. */
const wishlistCategoryChoice = z.union([z.literal(''), z.null(), idField(MESSAGE_WISHLIST_CATEGORY_INVALID)], {
  error: MESSAGE_WISHLIST_CATEGORY_INVALID,
});
/** A wishlist that must be named, read as the category's id or null for the default list. */
const wishlistCategoryId = z.pipe(
  wishlistCategoryChoice,
  z.transform((value: '' | null | number) => (typeof value === 'number' ? value : null)),
);

export const wishlistUpdateSchema = z.object({
  product_id: idField(MESSAGE_WISHLIST_PRODUCT_REQUIRED),
  /** Empty, null or absent: the default wishlist. */
  wishlist_category_id: z.pipe(
    z.optional(wishlistCategoryChoice),
    z.transform((value: '' | null | number | undefined) => (typeof value === 'number' ? value : null)),
  ),
});
export type WishlistUpdate = z.input<typeof wishlistUpdateSchema>;

export const wishlistUpdateResponseSchema = z.object({
  /** Whether the product is now in the chosen wishlist. */
  wishlist: z.boolean(),
  message: z.string(),
});
export type WishlistUpdateResponse = z.infer<typeof wishlistUpdateResponseSchema>;

/**
 * `POST /api/wishlist/move`: the product leaves one of the shopper's wishlists and is in another, in one step. Both
 * lists are named (empty or null: the default list); the answer is every list, as `GET /api/wishlist/items` sends them.
 */
export const wishlistMoveSchema = z
  .object({
    product_id: idField(MESSAGE_WISHLIST_PRODUCT_REQUIRED),
    from_wishlist_category_id: wishlistCategoryId,
    to_wishlist_category_id: wishlistCategoryId,
  })
  .check(
    z.refine((move) => move.from_wishlist_category_id !== move.to_wishlist_category_id, {
      message: MESSAGE_WISHLIST_MOVE_SAME_LIST,
      path: ['to_wishlist_category_id'],
    }),
  );
export type WishlistMove = z.input<typeof wishlistMoveSchema>;

/**
 * A product in a wishlist, with what a card needs to buy it: its packs as the catalogue sends them (price, MRP,
 * discount, the warehouse they come from for the shopper's pincode, stock, units in the cart). No packs (an answer of
 * an older server): the product is shown without a way to buy it.
 */
export const wishlistProductSchema = z.object({
  product_id: z.number().check(z.int()),
  product_name: z.string(),
  slug: z.string(),
  image: z.string(),
  added_at: z.string(),
  packs: z._default(z.array(packSchema), []),
});
export type WishlistProduct = z.infer<typeof wishlistProductSchema>;

/** `GET /api/wishlist/items`: the default wishlist (id null) first, then every category, each with its products. */
export const wishlistItemsResponseSchema = z.object({
  data: z.array(z.object({ id: z.nullable(z.number().check(z.int())), name: z.string(), products: z.array(wishlistProductSchema) })),
});
export type WishlistItemsResponse = z.infer<typeof wishlistItemsResponseSchema>;

// ---- Dynamic forms (POST /api/webui/create) ----

const isFieldName = (name: string) => name.length >= 1 && name.length <= FORM_FIELD_NAME_MAX_LENGTH && hasNoNul(name);

const formValueSchema = z.union(
  [
    z.pipe(storableText(MESSAGE_FORM_VALUE_INVALID), z.string().check(z.maxLength(FORM_VALUE_MAX_LENGTH, MESSAGE_FORM_VALUE_INVALID))),
    z.number(),
    z.boolean(),
  ],
  { error: MESSAGE_FORM_VALUE_INVALID },
);

/**
 * A dynamic form's submission (`POST /api/webui/create`) with bounded sizes: formtype, up to 50 fields of text, numbers
 * or booleans.
 */
export const customFormRequestSchema = z.object({
  emailactivation: z._default(z.union([z.literal(0), z.literal(1)], { error: MESSAGE_FORM_EMAIL_ACTIVATION }), 1),
  formtype: z.pipe(
    storableText(MESSAGE_FORM_TYPE_REQUIRED),
    z.string().check(z.trim(), z.minLength(1, MESSAGE_FORM_TYPE_REQUIRED), z.maxLength(FORM_TYPE_MAX_LENGTH, MESSAGE_FORM_TYPE_TOO_LONG)),
  ),
  formdata: z.record(z.string(), formValueSchema, { error: MESSAGE_FORM_DATA_REQUIRED }).check(
    z.refine((data) => Object.keys(data).length <= FORM_MAX_FIELDS, MESSAGE_FORM_TOO_MANY_FIELDS),
    z.refine((data) => Object.keys(data).every(isFieldName), MESSAGE_FORM_FIELD_NAME_INVALID),
  ),
});
export type CustomFormRequest = z.input<typeof customFormRequestSchema>;
