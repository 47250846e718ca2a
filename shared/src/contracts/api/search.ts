/** Request and response schemas of the search suggestions (`GET /api/search/suggest`). */
import * as z from 'zod/mini';
import { brandSchema, productObjectSchema, productSchema } from '../schemas';

/** The longest search text the shop reads; a longer one is refused with 400. */
export const SEARCH_TEXT_MAX_LENGTH = 100;
/** At most this many of each kind are suggested. */
export const SUGGESTED_PRODUCTS = 6;
export const SUGGESTED_CATEGORIES = 3;
export const SUGGESTED_BRANDS = 3;

/**
 * Query of `GET /api/search/suggest`: `q`, what the shopper has typed so far (its last word may be unfinished).
 * Trimmed; missing, empty or only spaces → an answer with nothing in it.
 */
export const searchSuggestQuerySchema = z.object({
  q: z._default(
    z.string().check(z.trim(), z.maxLength(SEARCH_TEXT_MAX_LENGTH, { message: `Search text can be at most ${SEARCH_TEXT_MAX_LENGTH} characters` })),
    '',
  ),
});
export type SearchSuggestQuery = z.infer<typeof searchSuggestQuerySchema>;

/** A suggested category: its listing is `/products?c={slug}`. */
export const suggestedCategorySchema = z.object({ name: z.string(), slug: z.string() });
export type SuggestedCategory = z.infer<typeof suggestedCategorySchema>;

/**
 * `GET /api/search/suggest` as the server sends it, best first in each list:
 * - `products`: up to `SUGGESTED_PRODUCTS`, as the listing's cards (packs priced and stocked at the shopper's
 *   warehouse, `quantity` the units of each pack in the shopper's cart, `wishlist` set for a signed-in shopper);
 * - `categories`: up to `SUGGESTED_CATEGORIES` whose name matches (their listing: `/products?c={slug}`);
 * - `brands`: up to `SUGGESTED_BRANDS` whose name matches (their listing: `/products?b={slug}`);
 * - `corrected`: the search text as the shop understood it, when a typo was corrected ("tomatoe" → "tomato");
 *   absent when the text was found as typed (a Hindi or Hinglish word the shop knows, "aloo", is not a typo).
 * The listing `/products?q={q}` finds the same products, in the same order, first.
 */
export const searchSuggestBodySchema = z.object({
  products: z.array(productObjectSchema),
  categories: z.array(suggestedCategorySchema),
  brands: z.array(brandSchema),
  corrected: z.optional(z.string()),
});
/** `GET /api/search/suggest` as the storefront reads it (image fallback applied). */
export const searchSuggestResponseSchema = z.extend(searchSuggestBodySchema, { products: z.array(productSchema) });
export type SearchSuggestResponse = z.infer<typeof searchSuggestResponseSchema>;

/** At most this many popular searches, and popular categories, are offered. */
export const POPULAR_SEARCHES = 6;
export const POPULAR_CATEGORIES = 4;

/**
 * `GET /api/search/popular`, for a shopper who has not found anything yet:
 * - `searches`: what the website's shoppers searched for most in the last days (listing searches that found
 *   products), most searched first, lower-case; each leads to `/products?q={term}`;
 * - `categories`: the categories whose products sell most, best first; each leads to `/products?c={slug}`.
 */
export const popularSearchesBodySchema = z.object({ searches: z.array(z.string()), categories: z.array(suggestedCategorySchema) });
export type PopularSearches = z.infer<typeof popularSearchesBodySchema>;
