/**
 * The dashboard's call and its address-bar state. The range and the page live in the query (`from`, `to`, `page`)
 * so reload and back bring them back; no range there means the server's default (the last 30 days), which the
 * answer names. A range is checked here as the server checks it, so a refused one is never sent.
 */
import { apiClient } from '@storefront/shared/runtime';
import {
  daysBetween,
  MESSAGE_SALES_RANGE_REVERSED,
  MESSAGE_SALES_RANGE_TOO_LONG,
  SALES_MAX_RANGE_DAYS,
  salesDashboardResponseSchema,
  salesOrderSchema,
  type SalesDashboardResponse,
} from '@storefront/shared/signed-in';

export const SALES_DASHBOARD_QUERY = 'sales-dashboard';
export const SALES_ORDER_QUERY = 'sales-order';

/** The address parameter naming the order the agent opened from the dashboard. */
export const ORDER_PARAM = 'order';

export interface DashboardParams {
  /** 'YYYY-MM-DD'; absent: the server's default range. */
  from?: string;
  to?: string;
  /** Of the recent orders, from 1. */
  page: number;
}

export interface DateRange {
  from: string;
  to: string;
}

/** A real calendar day written 'YYYY-MM-DD' (what the server accepts). */
function isCalendarDay(value: string | null): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The dashboard's state in a query string; anything malformed there counts as absent. */
export function readDashboardParams(search: URLSearchParams): DashboardParams {
  const from = search.get('from');
  const to = search.get('to');
  const page = Number(search.get('page'));
  return {
    ...(isCalendarDay(from) && { from }),
    ...(isCalendarDay(to) && { to }),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The query string of a state; page 1 is left out. */
export function writeDashboardParams({ from, to, page }: DashboardParams): URLSearchParams {
  const search = new URLSearchParams();
  if (from) search.set('from', from);
  if (to) search.set('to', to);
  if (page > 1) search.set('page', String(page));
  return search;
}

/** Why the server would refuse this range (the contract's words), or null when it would not. */
export function rangeProblem(from: string | undefined, to: string | undefined): string | null {
  if (!from || !to) return null;
  const days = daysBetween(from, to);
  if (days < 0) return MESSAGE_SALES_RANGE_REVERSED;
  // Both ends count: from Jan 1 to Jan 1 is one day.
  if (days + 1 > SALES_MAX_RANGE_DAYS) return MESSAGE_SALES_RANGE_TOO_LONG;
  return null;
}

/** The per-page size is the server's (`SALES_RECENT_ORDERS_PER_PAGE`): the answer's `meta.perPage` says it. */
export const fetchSalesDashboard = ({ from, to, page }: DashboardParams, signal?: AbortSignal): Promise<SalesDashboardResponse> =>
  apiClient.get('/api/sales/dashboard', {
    query: { from, to, page: page > 1 ? page : undefined },
    schema: salesDashboardResponseSchema,
    signal,
  });

/** One order of the agent's customers (read-only), by id or number. */
export const fetchSalesOrder = (id: string, signal?: AbortSignal) =>
  apiClient.get(`/api/sales/orders/${encodeURIComponent(id)}`, { schema: salesOrderSchema, signal });
