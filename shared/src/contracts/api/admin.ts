// Request and response schemas of the admin API: websites (superadmin) and the sales dashboard (agents).
import * as z from 'zod/mini';
import { paginationSchema } from '../schemas';
import { MAX_PAGE, idField } from '../ids';
import { orderDetailSchema } from './orders';
import { storableText } from './site';

// ---- Websites ----

export const WEBSITE_NAME_MAX_LENGTH = 100;

export const MESSAGE_WEBSITE_ID_INVALID = 'Please choose a website.';
export const MESSAGE_WEBSITE_NAME_REQUIRED = 'Please enter a name for the website.';
export const MESSAGE_WEBSITE_NAME_TOO_LONG = `A website name can be at most ${WEBSITE_NAME_MAX_LENGTH} characters.`;
export const MESSAGE_WEBSITE_DOMAIN_INVALID = 'Please enter the website address as an origin, like https://shop.example.com';
export const MESSAGE_WEBSITE_TEMPLATE_INVALID = 'Please choose a template website.';
export const MESSAGE_WEBSITE_NOT_FOUND = 'This website does not exist.';
export const MESSAGE_TEMPLATE_NOT_FOUND = 'The template website does not exist.';
export const MESSAGE_WEBSITE_CREATED = 'Website created successfully';
export const websiteDomainTakenMessage = (origin: string) => `The address ${origin} already belongs to a website.`;
export const websiteChosenMessage = (name: string) => `You are now managing ${name}.`;

/** An http(s) origin (scheme://host[:port]); a trailing slash is accepted and dropped. */
function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    const bare = value.replace(/\/$/, '');
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || bare.toLowerCase() !== url.origin.toLowerCase()) return null;
    return url.origin;
  } catch {
    return null;
  }
}

export const websiteSummarySchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  domains: z.array(z.string()),
  is_default: z.boolean(),
  created_at: z.string(),
  /** Whether this is the website the superadmin's requests act on now. */
  current: z.boolean(),
});
export type WebsiteSummary = z.infer<typeof websiteSummarySchema>;

export const websiteListResponseSchema = z.object({ data: z.array(websiteSummarySchema) });
export type WebsiteListResponse = z.infer<typeof websiteListResponseSchema>;

export const websiteIdParamsSchema = z.object({ id: idField(MESSAGE_WEBSITE_ID_INVALID) });

export const websiteChooseResponseSchema = z.object({ message: z.string(), data: websiteSummarySchema });
export type WebsiteChooseResponse = z.infer<typeof websiteChooseResponseSchema>;

export const websiteCreateSchema = z.object({
  name: z.pipe(
    storableText(MESSAGE_WEBSITE_NAME_REQUIRED),
    z.string().check(z.trim(), z.minLength(1, MESSAGE_WEBSITE_NAME_REQUIRED), z.maxLength(WEBSITE_NAME_MAX_LENGTH, MESSAGE_WEBSITE_NAME_TOO_LONG)),
  ),
  domain: z.pipe(
    z.string({ error: MESSAGE_WEBSITE_DOMAIN_INVALID }).check(z.trim(), z.maxLength(300, MESSAGE_WEBSITE_DOMAIN_INVALID)),
    z.transform((value: string, context) => {
      const origin = originOf(value);
      if (origin) return origin;
      context.issues.push({ code: 'custom', message: MESSAGE_WEBSITE_DOMAIN_INVALID, input: value });
      return z.NEVER;
    }),
  ),
  /** The website whose look and pages are copied; the default website when absent. */
  template_id: z.optional(idField(MESSAGE_WEBSITE_TEMPLATE_INVALID)),
});
export type WebsiteCreate = z.input<typeof websiteCreateSchema>;

export const websiteCreatedResponseSchema = z.object({ message: z.string(), data: websiteSummarySchema });
export type WebsiteCreatedResponse = z.infer<typeof websiteCreatedResponseSchema>;

// ---- Sales dashboard ----

export const SALES_DEFAULT_RANGE_DAYS = 30;
export const SALES_MAX_RANGE_DAYS = 366;
export const SALES_RECENT_ORDERS_PER_PAGE = 10;
export const SALES_TOP_PRODUCTS = 5;

export const MESSAGE_SALES_DATE_INVALID = 'Please enter a date as YYYY-MM-DD.';
export const MESSAGE_SALES_RANGE_REVERSED = 'The end date must not be before the start date.';
export const MESSAGE_SALES_RANGE_TOO_LONG = `Please choose at most ${SALES_MAX_RANGE_DAYS} days.`;

const isCalendarDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};
const calendarDate = z
  .string({ error: MESSAGE_SALES_DATE_INVALID })
  .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGE_SALES_DATE_INVALID), z.refine(isCalendarDate, MESSAGE_SALES_DATE_INVALID));

/** Whole days from one YYYY-MM-DD to another (0 for the same day). */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The range defaults to the last 30 days up to today; the server checks it (to ≥ from, at most 366 days). */
export const salesDashboardQuerySchema = z.object({
  from: z.optional(calendarDate),
  to: z.optional(calendarDate),
  page: z._default(
    z.coerce
      .number({ error: 'page must be a whole number of 1 or more' })
      .check(z.int(), z.gte(1), z.lte(MAX_PAGE, `page can be at most ${MAX_PAGE}`)),
    1,
  ),
  perPage: z._default(
    z.coerce.number({ error: 'perPage must be a whole number from 1 to 100' }).check(z.int(), z.gte(1), z.lte(100)),
    SALES_RECENT_ORDERS_PER_PAGE,
  ),
});
export type SalesDashboardQuery = z.input<typeof salesDashboardQuerySchema>;

export const salesDashboardResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  kpis: z.object({
    orders: z.number().check(z.int()),
    revenue: z.number(),
    average_order: z.number(),
    customers: z.number().check(z.int()),
  }),
  revenue_by_day: z.array(z.object({ date: z.string(), orders: z.number().check(z.int()), revenue: z.number() })),
  recent_orders: z.object({
    data: z.array(
      z.object({
        id: z.number().check(z.int()),
        order_number: z.string(),
        customer_name: z.string(),
        status: z.string(),
        amount: z.number(),
        created_at: z.string(),
      }),
    ),
    meta: paginationSchema,
  }),
  top_products: z.array(
    z.object({ product_id: z.number().check(z.int()), name: z.string(), quantity: z.number().check(z.int()), revenue: z.number() }),
  ),
  /** Orders per delivery window of the agent's customers from today over the next days (shop time); absent from older servers. */
  slots: z.optional(
    z.array(
      z.object({
        date: z.string(),
        start_time: z.string(),
        end_time: z.string(),
        orders: z.number().check(z.int()),
      }),
    ),
  ),
});
export type SalesDashboardResponse = z.infer<typeof salesDashboardResponseSchema>;

/**
 * `GET /api/sales/orders/{id}`: one order of the agent's own customers on this website, read-only (nothing for the
 * agent to cancel): the order as its shopper sees it, and who the customer is.
 */
export const salesOrderSchema = z.extend(z.omit(orderDetailSchema, { can_cancel: true }), {
  customer: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
});
export type SalesOrder = z.infer<typeof salesOrderSchema>;
