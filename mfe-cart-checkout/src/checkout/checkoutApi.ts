/** The checkout's calls beyond the cart's (the runtime's): the address book and placing the order. */
import { api } from '@storefront/shared/runtime';
import {
  addressListResponseSchema,
  addressSavedResponseSchema,
  createOrderResponseSchema,
  type AddressCreateBody,
  type CreateOrderBody,
} from '@storefront/shared/signed-in';

export const ADDRESSES_QUERY = ['addresses'] as const;

export const fetchAddresses = (signal?: AbortSignal) =>
  api.client.get('/api/addresses', { schema: addressListResponseSchema, signal }).then((response) => response.data);

export const saveAddress = (body: AddressCreateBody) => api.client.post('/api/addresses', body, { schema: addressSavedResponseSchema });

export const placeOrder = (body: CreateOrderBody) => api.client.post('/api/order/create', body, { schema: createOrderResponseSchema });
