import dayjs from 'dayjs';
import { CURRENCY, DATE_FORMAT, DATE_TIME_FORMAT, LOCALE, TIME_FORMAT } from './constants';

// Made on first use: building the formatter loads the locale's data (tens of ms on a phone), which a screen
// without prices should not pay while the page starts.
let inr: Intl.NumberFormat | undefined;

/** ₹ with en-IN digit grouping: 123456.5 → ₹1,23,456.5 */
export function formatINR(rupees: number): string {
  inr ??= new Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY, minimumFractionDigits: 0, maximumFractionDigits: 2 });
  return inr.format(rupees);
}

/** 'MMM D, YYYY' — e.g. Nov 22, 2026 */
export function formatDate(value: string | number | Date): string {
  return dayjs(value).format(DATE_FORMAT);
}

/** 'MMM D, YYYY h:mm A' — e.g. Nov 22, 2026 4:05 PM */
export function formatDateTime(value: string | number | Date): string {
  return dayjs(value).format(DATE_TIME_FORMAT);
}

/** A time of day kept as 'HH:mm' (delivery slots) in 'h:mm A' — e.g. 18:00 → 6:00 PM */
export function formatTimeOfDay(hhmm: string): string {
  return dayjs(`2000-01-01T${hhmm}`).format(TIME_FORMAT);
}

/** Integer paise (how the database keeps money) to rupees (how the API speaks). */
export function paiseToRupees(paise: number): number {
  return Math.round(paise) / 100;
}
