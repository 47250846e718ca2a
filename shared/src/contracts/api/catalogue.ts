/** Request and response schemas and messages of the catalogue API: categories, brands, suppliers, products. */
import * as z from 'zod/mini';
import { brandSchema, categorySchema, productObjectSchema, productSchema } from '../schemas';

/** Params of `GET /api/products/{slug-or-id}`. */
export const productParamsSchema = z.object({
  slugOrId: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { message: 'Please give a product slug or id' }),
      z.maxLength(200, { message: 'A product slug is at most 200 characters' }),
    ),
});

/** A supplier card: its `link` is where the card goes in the shop (a listing of the supplier's products). */
export const supplierSchema = z.object({
  name: z.string(),
  slug: z.string(),
  logo: z.nullable(z.string()),
  description: z.string(),
  link: z.string(),
});
export type Supplier = z.infer<typeof supplierSchema>;

/** `GET /api/categories`: the category tree, as `init` sends it. */
export const categoryListBodySchema = z.object({ data: z.array(categorySchema) });
/** `GET /api/brands` (query: brandQuerySchema in ./brands.ts): the brands with products the query matches, by name, each with its count. */
export const brandListBodySchema = z.object({ data: z.array(z.object({ ...brandSchema.shape, count: z.number() })) });
/** A brand offered by the listing's brand filter: `count` of its products the category filter and search match. */
export type BrandCount = z.infer<typeof brandListBodySchema>['data'][number];
/** `GET /api/suppliers`. */
export const supplierListBodySchema = z.object({ data: z.array(supplierSchema) });
/**
 * `GET /api/products/{slug-or-id}/bought-together`: up to 8 products most often in the same paid or
 * cash-on-delivery orders as this one, in stock at the shopper's warehouse, filled up with its category's best
 * sellers when fewer than 4 are; each as the listing sends it.
 */
export const boughtTogetherBodySchema = z.object({ data: z.array(productObjectSchema) });
/** The same, as the storefront reads it (image fallback applied). */
export const boughtTogetherResponseSchema = z.object({ data: z.array(productSchema) });

export const CATALOGUE_MESSAGES = {
  productNotFound: (slugOrId: string) => `No product called '${slugOrId}'`,
};
