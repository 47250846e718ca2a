/** Delivery slots: which daily slot an order placed now gets, by the cut-offs in shop time. */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { SHOP_TIMEZONE } from '@storefront/shared/contracts';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A warehouse's daily slot as stored: shop-time HH:mm strings. */
export interface SlotRule {
  startTime: string;
  endTime: string;
  cutoffTime: string;
}

/** A concrete slot: date YYYY-MM-DD, times HH:mm (shop time). */
export interface DeliverySlot {
  date: string;
  start: string;
  end: string;
}

/**
 * The slot an order placed at `now` is delivered in: the first of today's slots whose cut-off has not passed,
 * else tomorrow's first slot. Null when the warehouse has no slots.
 */
export function nextSlot(rules: readonly SlotRule[], now: Date, zone = SHOP_TIMEZONE): DeliverySlot | null {
  if (rules.length === 0) return null;
  const local = dayjs(now).tz(zone);
  const time = local.format('HH:mm');
  const byStart = [...rules].sort((a, b) => a.startTime.localeCompare(b.startTime));
  const today = byStart.find((rule) => time < rule.cutoffTime);
  const rule = today ?? byStart[0];
  const day = today ? local : local.add(1, 'day');
  return { date: day.format('YYYY-MM-DD'), start: rule.startTime, end: rule.endTime };
}

/** The earliest of several slots (the cart's slot is its earliest line's). */
export function earliestSlot(slots: readonly (DeliverySlot | null)[]): DeliverySlot | null {
  let earliest: DeliverySlot | null = null;
  for (const slot of slots) {
    if (slot && (!earliest || `${slot.date} ${slot.start}` < `${earliest.date} ${earliest.start}`)) earliest = slot;
  }
  return earliest;
}

/** A date in shop time, in the shop's date format (DATE_FORMAT of the contracts: 'MMM D, YYYY'). */
export function formatShopDate(value: Date, format: string, zone = SHOP_TIMEZONE): string {
  return dayjs(value).tz(zone).format(format);
}
