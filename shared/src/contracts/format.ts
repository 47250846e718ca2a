import { CURRENCY_SYMBOL } from './constants';

// Amounts and counts are grouped here rather than by Intl.NumberFormat: the first Intl formatter a page makes loads
// the locale's data, ~50 ms of a phone's main thread on the first screen that shows a price.

/** A whole number's digits grouped the Indian way: the last three, then pairs (1234567 → 12,34,567). */
function groupIndian(digits: string): string {
  const head = digits.slice(0, -3);
  const tail = digits.slice(-3);
  return head ? `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${tail}` : tail;
}

/** A count with en-IN digit grouping: 123456 → 1,23,456 */
export function formatCount(count: number): string {
  if (!Number.isFinite(count)) return String(count);
  return `${count < 0 ? '-' : ''}${groupIndian(Math.round(Math.abs(count)).toString())}`;
}

/** ₹ with en-IN digit grouping; paise as two decimals, none when whole: 123456.5 → ₹1,23,456.50, 45 → ₹45 */
export function formatINR(rupees: number): string {
  if (!Number.isFinite(rupees)) return `${CURRENCY_SYMBOL}${rupees}`;
  const [whole, fraction] = Math.abs(rupees).toFixed(2).split('.');
  const paise = fraction === '00' ? '' : `.${fraction}`;
  const sign = rupees < 0 && (Number(whole) > 0 || paise) ? '-' : '';
  return `${sign}${CURRENCY_SYMBOL}${groupIndian(whole)}${paise}`;
}

/** Integer paise (how the database keeps money) to rupees (how the API speaks). */
export function paiseToRupees(paise: number): number {
  return Math.round(paise) / 100;
}
