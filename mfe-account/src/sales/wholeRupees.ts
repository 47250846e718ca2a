import { formatINR } from '@storefront/shared';

/**
 * The dashboard's one money format: whole rupees, ₹ with en-IN grouping (₹33,084, ₹1,067). Its figures are sums and
 * averages, read side by side; paise on some and not others read as different units. An order's exact amount, paise
 * included, is on its own page.
 */
export const formatWholeRupees = (rupees: number) => formatINR(Math.round(rupees));
