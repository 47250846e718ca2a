/** The catalogue's product calls: listings (the listing page, carousels, grids) and one product. */
import {
  ApiError,
  boughtTogetherResponseSchema,
  listingApiQuery,
  productListResponseSchema,
  productSchema,
  type ListingParams,
  type Product,
} from '@storefront/shared';
import { apiClient } from '@storefront/shared/runtime';

/** A listing's filters, sort and page, and how many products a page holds. */
export type ProductListParams = Partial<ListingParams> & { perPage?: number };

const productPath = (slugOrId: string | number) => `/api/products/${encodeURIComponent(String(slugOrId))}`;

export const fetchProducts = (params: ProductListParams = {}, signal?: AbortSignal) =>
  apiClient.get('/api/products', { signal, schema: productListResponseSchema, query: listingApiQuery(params) });

/** The listing the server wrote into the page for these params, for the first render (see the client's `fromPage`). */
export const productsFromPage = (params: ProductListParams = {}) =>
  apiClient.fromPage('/api/products', { schema: productListResponseSchema, query: listingApiQuery(params) });

/**
 * The product the server wrote into the page, for the first render; null, as `fetchProduct` answers, when the server was
 * told there is no such product, so the first render says so as the server's page did.
 */
export function productFromPage(slugOrId: string | number): Product | null | undefined {
  const path = productPath(slugOrId);
  const product = apiClient.fromPage(path, { schema: productSchema });
  if (product !== undefined) return product;
  return apiClient.refusalFromPage(path)?.status === 404 ? null : undefined;
}

/** One product by slug or id; a missing product (404) is null, any other failure is thrown to the generic handler. */
export async function fetchProduct(slugOrId: string | number, signal?: AbortSignal): Promise<Product | null> {
  try {
    return await apiClient.get(productPath(slugOrId), { schema: productSchema, signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

const boughtTogetherPath = (slugOrId: string | number) => `${productPath(slugOrId)}/bought-together`;

/** The products most often ordered with this one (its category's best sellers when too few are), up to 8. */
export const fetchBoughtTogether = (slugOrId: string | number, signal?: AbortSignal) =>
  apiClient.get(boughtTogetherPath(slugOrId), { schema: boughtTogetherResponseSchema, signal });

/** The bought-together answer the server wrote into the page, for the first render. */
export const boughtTogetherFromPage = (slugOrId: string | number) =>
  apiClient.fromPage(boughtTogetherPath(slugOrId), { schema: boughtTogetherResponseSchema });
