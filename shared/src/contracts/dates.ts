/**
 * How dates, times and delivery slots read. Written with the platform's Intl, not dayjs, whose bytes three formats do
 * not need (docs/performance.md); the patterns of ./constants.ts (DATE_FORMAT, TIME_FORMAT) stay the one source: each
 * token is filled from the matching Intl part. Only the cart, the order screens and the agents' dashboard show a date,
 * so these are part of `@storefront/shared/shopping`, which no first visit downloads, not of the contracts every screen
 * starts with.
 */
import { DATE_FORMAT, DATE_TIME_FORMAT, TIME_FORMAT } from './constants';
import { SHOP_TIMEZONE } from './api/delivery';

const dateParts = new Map<string, Intl.DateTimeFormat>();
let shopDay: Intl.DateTimeFormat | undefined;

/** Today in the shop's time zone, as 'YYYY-MM-DD': the last day the agents' dashboard counts. */
export function shopToday(now = new Date()): string {
  shopDay ??= new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIMEZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
  return shopDay.format(now);
}
const TOKEN = /YYYY|MMM|mm|D|h|A/g;
const PART_OF_TOKEN: Record<string, Intl.DateTimeFormatPartTypes> = { YYYY: 'year', MMM: 'month', D: 'day', h: 'hour', mm: 'minute', A: 'dayPeriod' };

/**
 * Where a value is read: a moment (an order's time) reads in the shop's time zone, India's, wherever the browser is,
 * as the shop's days and delivery slots do; a calendar day 'YYYY-MM-DD' is that day everywhere.
 */
function toMoment(value: string | number | Date): { date: Date; timeZone: string } {
  const dateOnly = typeof value === 'string' && /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (dateOnly) return { date: new Date(Date.UTC(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]))), timeZone: 'UTC' };
  return { date: new Date(value), timeZone: SHOP_TIMEZONE };
}

/** `date` written in `pattern` (the tokens YYYY, MMM, D, h, mm, A; anything else is kept as written). */
function formatPattern({ date, timeZone }: { date: Date; timeZone: string }, pattern: string): string {
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  let format = dateParts.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    });
    dateParts.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));
  return pattern.replace(TOKEN, (token) => parts[PART_OF_TOKEN[token]] ?? token);
}

/** 'MMM D, YYYY' — e.g. Nov 22, 2026 */
export function formatDate(value: string | number | Date): string {
  return formatPattern(toMoment(value), DATE_FORMAT);
}

/** 'MMM D, YYYY h:mm A' — e.g. Nov 22, 2026 4:05 PM */
export function formatDateTime(value: string | number | Date): string {
  return formatPattern(toMoment(value), DATE_TIME_FORMAT);
}

/** A time of day kept as 'HH:mm' (delivery slots) in 'h:mm A' — e.g. 18:00 → 6:00 PM */
export function formatTimeOfDay(hhmm: string): string {
  const [hours, minutes] = hhmm.split(':').map(Number);
  return formatPattern({ date: new Date(Date.UTC(2000, 0, 1, hours, minutes)), timeZone: 'UTC' }, TIME_FORMAT);
}

/** A delivery slot (a cart line's or an order's): 'Nov 23, 2026, 7:00 AM – 10:00 AM'; null without a date. */
export function formatDeliverySlot(slot: { del_date: string | null; del_start_time: string | null; del_end_time: string | null }): string | null {
  if (!slot.del_date) return null;
  const times = slot.del_start_time && slot.del_end_time ? `, ${formatTimeOfDay(slot.del_start_time)} – ${formatTimeOfDay(slot.del_end_time)}` : '';
  return `${formatDate(slot.del_date)}${times}`;
}
