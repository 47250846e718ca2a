/** The checkout's calls beyond the cart's (the UI kit's) and the address book's (`@storefront/shared/addresses`). */
import { cartSchema } from '@storefront/shared';
import { deliverySlotsResponseSchema, type CartQuery } from '@storefront/shared/shopping';
import { apiClient } from '@storefront/shared/runtime';
import { createOrderResponseSchema, orderDetailSchema, type CreateOrderBody } from '@storefront/shared/signed-in';

/** The cart priced for an address and payment method, its lines grouped by delivery; the caller decides whether it is kept. */
export const priceCart = (query: Partial<CartQuery>) => apiClient.get('/api/cart', { schema: cartSchema, query });

export const placeOrder = (body: CreateOrderBody) => apiClient.post('/api/order/create', body, { schema: createOrderResponseSchema });

/** One of the signed-in shopper's orders, by id or by its number (GR-000123). */
export const fetchOrder = (idOrNumber: string | number, signal?: AbortSignal) =>
  apiClient.get(`/api/orders/${encodeURIComponent(String(idOrNumber))}`, { schema: orderDetailSchema, signal });

/** The next days' delivery windows of each delivery group of the cart, for an address. */
export const fetchDeliverySlots = (addressId: number, signal?: AbortSignal) =>
  apiClient.get('/api/delivery/slots', { schema: deliverySlotsResponseSchema, query: { address_id: addressId }, signal });
