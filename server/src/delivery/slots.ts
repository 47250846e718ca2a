/**
 * Delivery windows in shop time (Asia/Kolkata) whatever the server's zone: a warehouse's daily windows on the days
 * they run, when each stops taking orders, and which one an order placed now can still get.
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import {
  SHOP_TIMEZONE,
  SLOT_DAYS_AHEAD,
  SLOT_FEW_LEFT_THRESHOLD,
  SLOT_ID_PATTERN,
  formatDeliverySlot,
  type SlotClosedReason,
} from '@storefront/shared/contracts';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A warehouse's daily window as stored: shop-time HH:mm strings. */
export interface SlotRule {
  id: number;
  startTime: string;
  endTime: string;
  /** It stops taking orders this long before it starts. */
  cutoffMinutes: number;
  /** Orders it takes a day. */
  capacity: number;
  /** The days it runs, 0 Sunday … 6 Saturday (shop time). */
  weekdays: number[];
}

/** A concrete slot: date YYYY-MM-DD, times HH:mm (shop time). */
export interface DeliverySlot {
  date: string;
  start: string;
  end: string;
}

/** One window on one shop date. */
export interface SlotWindow extends DeliverySlot {
  /** `YYYY-MM-DD:<rule id>` */
  slotId: string;
  rule: SlotRule;
  cutoffAt: Date;
}

export const slotIdOf = (date: string, ruleId: number) => `${date}:${ruleId}`;

/** A slot id's date and rule id, or null when it is not one. */
export function parseSlotId(slotId: string): { date: string; ruleId: number } | null {
  if (!SLOT_ID_PATTERN.test(slotId)) return null;
  const [date, ruleId] = slotId.split(':');
  return dayjs.tz(date, SHOP_TIMEZONE).format('YYYY-MM-DD') === date ? { date, ruleId: Number(ruleId) } : null;
}

/** The shop dates from today for `days` days. */
export function shopDates(now: Date, days = SLOT_DAYS_AHEAD, zone = SHOP_TIMEZONE): string[] {
  const today = dayjs(now).tz(zone);
  return Array.from({ length: days }, (_, offset) => today.add(offset, 'day').format('YYYY-MM-DD'));
}

/** The window of `rule` on `date`, or null when the rule does not run that weekday. */
export function windowOn(rule: SlotRule, date: string, zone = SHOP_TIMEZONE): SlotWindow | null {
  const start = dayjs.tz(`${date} ${rule.startTime}`, 'YYYY-MM-DD HH:mm', zone);
  if (!rule.weekdays.includes(start.day())) return null;
  return {
    slotId: slotIdOf(date, rule.id),
    rule,
    date,
    start: rule.startTime,
    end: rule.endTime,
    cutoffAt: start.subtract(rule.cutoffMinutes, 'minute').toDate(),
  };
}

/** Every window of the rules over the shop dates, by date then start time. */
export function windowsOver(rules: readonly SlotRule[], dates: readonly string[], zone = SHOP_TIMEZONE): SlotWindow[] {
  const byStart = [...rules].sort((a, b) => a.startTime.localeCompare(b.startTime) || a.id - b.id);
  return dates.flatMap((date) => byStart.flatMap((rule) => windowOn(rule, date, zone) ?? []));
}

/** What stands between a window and an order placed at `now`, checked in this order; null when it takes one. */
export function closedReason(window: SlotWindow, state: { closedDates: ReadonlySet<string>; taken: number; now: Date }): SlotClosedReason | null {
  if (state.closedDates.has(window.date)) return 'closed_day';
  if (state.now.getTime() >= window.cutoffAt.getTime()) return 'past_cutoff';
  if (state.taken >= window.rule.capacity) return 'full';
  return null;
}

export const fewLeft = (window: SlotWindow, taken: number) => window.rule.capacity - taken <= SLOT_FEW_LEFT_THRESHOLD;

/**
 * The window an order placed at `now` is delivered in by the rules alone (cut-offs and weekdays, not capacity or
 * closed days): what the cart and the pincode check show before a window is chosen. Null without a window a week on.
 */
export function nextSlot(rules: readonly SlotRule[], now: Date, zone = SHOP_TIMEZONE): DeliverySlot | null {
  const open = windowsOver(rules, shopDates(now, SLOT_DAYS_AHEAD, zone), zone).find((window) => now.getTime() < window.cutoffAt.getTime());
  return open ? { date: open.date, start: open.start, end: open.end } : null;
}

/** The earliest of several slots (the cart's slot is its earliest line's). */
export function earliestSlot(slots: readonly (DeliverySlot | null)[]): DeliverySlot | null {
  let earliest: DeliverySlot | null = null;
  for (const slot of slots) {
    if (slot && (!earliest || `${slot.date} ${slot.start}` < `${earliest.date} ${earliest.start}`)) earliest = slot;
  }
  return earliest;
}

/** A window as the shopper reads it: 'Nov 29, 2026, 4:00 PM – 7:00 PM'. */
export const formatDeliveryWindow = (window: DeliverySlot) =>
  formatDeliverySlot({ del_date: window.date, del_start_time: window.start, del_end_time: window.end })!;

/** A date in shop time, in the shop's date format (DATE_FORMAT of the contracts: 'MMM D, YYYY'). */
export function formatShopDate(value: Date, format: string, zone = SHOP_TIMEZONE): string {
  return dayjs(value).tz(zone).format(format);
}
