/** The server's side of `GET /api/brands`: its query, kept out of the browser's entries (no browser parses it). */
import * as z from 'zod/mini';
import { productQuerySchema } from '../schemas';

/** Query of `GET /api/brands`: the listing's category filter and search, as in `GET /api/products`. */
export const brandQuerySchema = z.pick(productQuerySchema, { c: true, q: true });
export type BrandQuery = z.infer<typeof brandQuerySchema>;
