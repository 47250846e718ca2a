/** The checkout's call beyond the cart's (the runtime's) and the address book's (`@storefront/shared/addresses`). */
import { api } from '@storefront/shared/runtime';
import { createOrderResponseSchema, type CreateOrderBody } from '@storefront/shared/signed-in';

export const placeOrder = (body: CreateOrderBody) => api.client.post('/api/order/create', body, { schema: createOrderResponseSchema });
