/**
 * The events apps tell each other on the runtime's bus, each with its contract version and payload schema. The
 * runtime validates a payload against its own copy of these schemas and passes the sender's payload on whole, so a
 * newer app's extra fields reach newer listeners through an older runtime. Changing them follows the rule in
 * shared/README.md, which `npm run exports:check -w @storefront/shared` enforces against the last release.
 */
import * as z from 'zod/mini';
import { cartSchema, userSchema } from './schemas';

export const EVENT_SCHEMAS = {
  'cart:updated': { version: 1, schema: z.object({ cart: cartSchema }) },
  'session:changed': { version: 1, schema: z.object({ user: z.nullable(userSchema) }) },
  'pincode:changed': { version: 1, schema: z.object({ pincode: z.nullable(z.string()) }) },
  'wishlist:changed': { version: 1, schema: z.object({ product_id: z.number().check(z.int()), wishlist: z.boolean() }) },
  'ui:open-cart': { version: 1, schema: z.object({}) },
  'ui:open-pincode': { version: 1, schema: z.object({}) },
  'ui:open-category-filter': { version: 1, schema: z.object({}) },
  'ui:open-wishlist': { version: 1, schema: z.object({ product_id: z.number().check(z.int()) }) },
} as const;
