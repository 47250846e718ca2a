/** The signed-in shopper's orders (server/src/orders/routes.ts), parsed with the contract's schemas. */
import { apiClient } from '@storefront/shared/runtime';
import { orderDetailSchema, orderListResponseSchema, orderResponseSchema, type OrderStatusValue } from '@storefront/shared/signed-in';

export interface OrderListParams {
  page: number;
  perPage: number;
  status?: OrderStatusValue;
}

export const ORDERS_QUERY = ['orders'] as const;
/** Every list of orders (the Orders screen's pages, the dashboard's latest). */
export const ORDER_LISTS_QUERY = [...ORDERS_QUERY, 'list'] as const;
export const orderListQuery = (params: OrderListParams) => [...ORDER_LISTS_QUERY, params] as const;
export const orderQuery = (id: string) => [...ORDERS_QUERY, 'one', id] as const;

export const fetchOrders = ({ page, perPage, status }: OrderListParams, signal?: AbortSignal) =>
  apiClient.get('/api/orders', { schema: orderListResponseSchema, query: { page, perPage, ...(status && { status }) }, signal });

export const fetchOrder = (id: string, signal?: AbortSignal) =>
  apiClient.get(`/api/orders/${encodeURIComponent(id)}`, { schema: orderDetailSchema, signal });

export const cancelOrder = (id: number) => apiClient.post(`/api/order/cancel/${id}`, {}, { schema: orderResponseSchema });
