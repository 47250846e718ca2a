/** Typed calls of the storefront API. Each parses its answer with the contract's schema. */
import * as z from 'zod/mini';
import {
  cartSchema,
  initDataSchema,
  pageDataResponseSchema,
  productListResponseSchema,
  productSchema,
  type InitData,
  type Product,
  wishlistResponseSchema,
  type ProductSort,
} from '../contracts/schemas';
import { ApiError } from '../contracts/errors';
import { listingApiQuery } from '../contracts/listing';
import type { RegisterBody, VerifyBody } from '../contracts/api/auth';
import type { RazorpayVerifyBody } from '../contracts/api/payments';
import type { CartAddBody, CartQuery, CartRemoveBody } from '../contracts/api/cart';
import type { WishlistUpdate } from '../contracts/api/site';
import { createApiClient, type ApiClient } from './apiClient';

export interface ProductListParams {
  page?: number;
  s?: ProductSort;
  c?: string[];
  b?: string[];
  q?: string;
  perPage?: number;
}

export function createStorefrontApi(client: ApiClient) {
  return {
    client,
    cookie: () => client.get('/api/cookie', { schema: z.unknown() }),
    /** GET /api/init; on failure returns false after reporting through `onError`. */
    async init(onError?: (error: unknown) => void): Promise<InitData | false> {
      try {
        return await client.get('/api/init', { schema: initDataSchema });
      } catch (error) {
        onError?.(error);
        return false;
      }
    },
    products(params: ProductListParams = {}, signal?: AbortSignal) {
      return client.get('/api/products', {
        signal,
        schema: productListResponseSchema,
        query: listingApiQuery(params),
      });
    },
    /** The listing the server wrote into the page for these params (see `fromPage`), for the first render. */
    productsFromPage(params: ProductListParams = {}) {
      return client.fromPage('/api/products', { schema: productListResponseSchema, query: listingApiQuery(params) });
    },
    /** The product the server wrote into the page (see `fromPage`), for the first render. */
    productFromPage(slugOrId: string | number) {
      return client.fromPage(`/api/products/${encodeURIComponent(String(slugOrId))}`, { schema: productSchema });
    },
    /** One product by slug or id; a missing product (404) is null, any other failure is thrown to the generic handler. */
    async product(slugOrId: string | number, signal?: AbortSignal): Promise<Product | null> {
      try {
        return await client.get(`/api/products/${encodeURIComponent(String(slugOrId))}`, { schema: productSchema, signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    pageData(path: string, signal?: AbortSignal) {
      const normalised = path.startsWith('/') ? path : `/${path}`;
      return client.get(`/api/page/data${normalised}`, { schema: pageDataResponseSchema, signal });
    },
    // The cart answers with the whole cart (its schema is part of init, so it is already here).
    cart: (query: Partial<CartQuery> = {}, signal?: AbortSignal) => client.get('/api/cart', { schema: cartSchema, query, signal }),
    cartAdd: (body: CartAddBody) => client.post('/api/cart/add', body, { schema: cartSchema }),
    cartRemove: (body: CartRemoveBody) => client.post('/api/cart/remove', body, { schema: cartSchema }),
    applyCoupon: (code: string) => client.post('/api/apply/coupon', { code }, { schema: cartSchema }),
    removeCoupon: () => client.get('/api/remove/coupon', { schema: cartSchema }),
    /** The user's wishlist categories (the default wishlist is not among them). */
    wishlistCategories: (signal?: AbortSignal) => client.get('/api/wishlist', { schema: wishlistResponseSchema, signal }),
    // The calls below load their schemas on first use: no first visit makes them.
    async checkPincode(pincode: string) {
      const { pincodeCheckResponseSchema } = await import('../contracts/api/delivery');
      return client.get(`/api/check/pincode/${encodeURIComponent(pincode)}`, { schema: pincodeCheckResponseSchema });
    },
    async wishlistUpdate(body: WishlistUpdate) {
      const { wishlistUpdateResponseSchema } = await import('../contracts/api/site');
      return client.post('/api/wishlist/update', body, { schema: wishlistUpdateResponseSchema });
    },
    async createWishlistCategory(name: string) {
      const { wishlistCategoryCreatedSchema } = await import('../contracts/api/site');
      return client.post('/api/wishlistCategory', { name }, { schema: wishlistCategoryCreatedSchema });
    },
    /** Sends a sign-in code to a registered phone or email; refusals: 404 unknown account, 429 too many codes. */
    async requestCode(identifier: string) {
      const { codeSentResponseSchema } = await import('../contracts/api/auth');
      return client.post('/api/auth/otp', { identifier }, { schema: codeSentResponseSchema });
    },
    /** Creates the account and sends a sign-in code to its phone; refusals: 409 email or phone taken, 429 too many codes. */
    async register(body: RegisterBody) {
      const { codeSentResponseSchema } = await import('../contracts/api/auth');
      return client.post('/api/auth/register', body, { schema: codeSentResponseSchema });
    },
    /** Signs in with the code (the server rotates the session and merges the guest cart) and answers the user. */
    async verifyCode(body: VerifyBody) {
      const { signedInResponseSchema } = await import('../contracts/api/auth');
      return client.post('/api/auth/verify', body, { schema: signedInResponseSchema });
    },
    async logout() {
      const { logoutResponseSchema } = await import('../contracts/api/auth');
      return client.get('/api/auth/logout', { schema: logoutResponseSchema });
    },
    /** One of the signed-in shopper's orders, by id or by its number (GR-000123). */
    async order(idOrNumber: string | number, signal?: AbortSignal) {
      const { orderDetailSchema } = await import('../contracts/api/orders');
      return client.get(`/api/orders/${encodeURIComponent(String(idOrNumber))}`, { schema: orderDetailSchema, signal });
    },
    /** What /checkout/{provider}/{id} needs to open the provider's checkout. */
    async paymentStart(orderId: string | number, signal?: AbortSignal) {
      const { paymentStartSchema } = await import('../contracts/api/payments');
      return client.get(`/api/payments/${encodeURIComponent(String(orderId))}/start`, { schema: paymentStartSchema, signal });
    },
    /** Razorpay Checkout.js's success payload, verified on the server. */
    async verifyRazorpay(body: RazorpayVerifyBody) {
      const { paymentResultSchema } = await import('../contracts/api/payments');
      return client.post('/api/payments/razorpay/verify', body, { schema: paymentResultSchema });
    },
    /** After the return from Cashfree: the server asks Cashfree whether the order is paid. */
    async confirmCashfree(orderId: string | number) {
      const { paymentResultSchema } = await import('../contracts/api/payments');
      return client.post(`/api/payments/cashfree/confirm/${encodeURIComponent(String(orderId))}`, {}, { schema: paymentResultSchema });
    },
  };
}
export type StorefrontApi = ReturnType<typeof createStorefrontApi>;

/** The browser's API: one instance, shared by every app through the @storefront/shared singleton. */
export const api: StorefrontApi = createStorefrontApi(createApiClient());
