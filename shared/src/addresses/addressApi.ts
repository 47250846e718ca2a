/** The address book's calls (server/src/account/addressRoutes.ts), parsed with the contract's schemas. */
import { apiClient } from '@storefront/shared/runtime';
import {
  addressDeletedResponseSchema,
  addressListResponseSchema,
  addressSavedResponseSchema,
  type AddressCreateBody,
  type AddressUpdateBody,
} from '@storefront/shared/signed-in';

/** The query key every screen reads the address book under, so a change on one screen shows on the others. */
export const ADDRESSES_QUERY = ['addresses'] as const;

export const fetchAddresses = (signal?: AbortSignal) =>
  apiClient.get('/api/addresses', { schema: addressListResponseSchema, signal }).then((response) => response.data);

export const createAddress = (body: AddressCreateBody) => apiClient.post('/api/addresses', body, { schema: addressSavedResponseSchema });

export const updateAddress = (id: number, body: AddressUpdateBody) =>
  apiClient.put(`/api/addresses/${id}`, body, { schema: addressSavedResponseSchema });

export const deleteAddress = (id: number) => apiClient.delete(`/api/addresses/${id}`, { schema: addressDeletedResponseSchema });
