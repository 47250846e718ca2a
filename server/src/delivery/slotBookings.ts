/**
 * A warehouse's delivery windows with their places: what the next days offer, and the place an order takes in its
 * own transaction (one conditional upsert on the window's counter row, whose lock orders racing orders) or gives back.
 */
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { DeliveryDay } from '@storefront/shared/contracts';
import { queryRows, type Db } from '../db/client';
import { deliveryClosedDays, deliverySlotBookings, deliverySlots } from '../db/schema';
import { closedReason, fewLeft, parseSlotId, shopDates, windowOn, windowsOver, type SlotRule, type SlotWindow } from './slots';

/** A warehouse's window rules. */
export async function slotRulesOf(db: Db, warehouseId: number): Promise<SlotRule[]> {
  return db
    .select({
      id: deliverySlots.id,
      startTime: deliverySlots.startTime,
      endTime: deliverySlots.endTime,
      cutoffMinutes: deliverySlots.cutoffMinutes,
      capacity: deliverySlots.capacity,
      weekdays: deliverySlots.weekdays,
    })
    .from(deliverySlots)
    .where(eq(deliverySlots.warehouseId, warehouseId));
}

async function closedDatesOf(db: Db, warehouseId: number, dates: readonly string[]): Promise<Set<string>> {
  const rows = await db
    .select({ date: deliveryClosedDays.date })
    .from(deliveryClosedDays)
    .where(and(eq(deliveryClosedDays.warehouseId, warehouseId), gte(deliveryClosedDays.date, dates[0]), lte(deliveryClosedDays.date, dates.at(-1)!)));
  return new Set(rows.map((row) => row.date));
}

async function takenOf(db: Db, rules: readonly SlotRule[], dates: readonly string[]): Promise<Map<string, number>> {
  if (rules.length === 0) return new Map();
  const rows = await db
    .select({ slotId: deliverySlotBookings.slotId, date: deliverySlotBookings.date, taken: deliverySlotBookings.taken })
    .from(deliverySlotBookings)
    .where(
      and(
        inArray(
          deliverySlotBookings.slotId,
          rules.map((rule) => rule.id),
        ),
        gte(deliverySlotBookings.date, dates[0]),
        lte(deliverySlotBookings.date, dates.at(-1)!),
      ),
    );
  return new Map(rows.map((row) => [`${row.date}:${row.slotId}`, row.taken]));
}

/** A warehouse's windows over the next days as the shopper chooses among them, and the earliest that takes an order. */
export async function deliveryDaysOf(db: Db, warehouseId: number, now: Date): Promise<{ days: DeliveryDay[]; defaultSlotId: string | null }> {
  const dates = shopDates(now);
  const rules = await slotRulesOf(db, warehouseId);
  const [closedDates, taken] = await Promise.all([closedDatesOf(db, warehouseId, dates), takenOf(db, rules, dates)]);
  const windows = windowsOver(rules, dates);
  let defaultSlotId: string | null = null;
  const days = dates.map((date) => ({
    date,
    closed: closedDates.has(date),
    windows: windows
      .filter((window) => window.date === date)
      .map((window) => {
        const placesTaken = taken.get(window.slotId) ?? 0;
        const reason = closedReason(window, { closedDates, taken: placesTaken, now });
        if (reason === null) defaultSlotId ??= window.slotId;
        return {
          slot_id: window.slotId,
          date: window.date,
          start_time: window.start,
          end_time: window.end,
          cutoff_at: window.cutoffAt.toISOString(),
          available: reason === null,
          few_left: reason === null && fewLeft(window, placesTaken),
          closed_reason: reason,
        };
      }),
  }));
  return { days, defaultSlotId };
}

export type PlaceTaken =
  { taken: SlotWindow } | { refused: 'unknown' } | { refused: 'closed'; window: SlotWindow; reason: 'closed_day' | 'past_cutoff' | 'full' };

/**
 * Takes a place in the window `slotId` of the warehouse for an order in transaction `tx`: refused when the id names
 * no window of this warehouse in the days offered, or the window is closed that day, past its cut-off or full.
 */
export async function takePlace(tx: Db, warehouseId: number, slotId: string, now: Date): Promise<PlaceTaken> {
  const parsed = parseSlotId(slotId);
  const rule = parsed && (await slotRulesOf(tx, warehouseId)).find((candidate) => candidate.id === parsed.ruleId);
  const window = parsed && rule && shopDates(now).includes(parsed.date) ? windowOn(rule, parsed.date) : null;
  if (!window) return { refused: 'unknown' };
  const early = closedReason(window, { closedDates: await closedDatesOf(tx, warehouseId, [window.date]), taken: 0, now });
  if (early) return { refused: 'closed', window, reason: early };
  const [booked] = await queryRows<{ taken: number }>(
    tx,
    sql`insert into delivery_slot_bookings (slot_id, date, taken) values (${window.rule.id}, ${window.date}, 1)
      on conflict (slot_id, date) do update set taken = delivery_slot_bookings.taken + 1
      where delivery_slot_bookings.taken < ${window.rule.capacity}
      returning taken`,
  );
  // A window of capacity 0 takes nothing, even as its first order.
  if (!booked || booked.taken > window.rule.capacity) return { refused: 'closed', window, reason: 'full' };
  return { taken: window };
}

/**
 * The earliest window of the warehouse that takes an order placed at `now`, its place taken; null when none does,
 * 'no-windows' when the warehouse has none at all.
 */
export async function takeEarliestPlace(tx: Db, warehouseId: number, now: Date): Promise<SlotWindow | null | 'no-windows'> {
  if ((await slotRulesOf(tx, warehouseId)).length === 0) return 'no-windows';
  const { days } = await deliveryDaysOf(tx, warehouseId, now);
  for (const window of days.flatMap((day) => day.windows).filter((candidate) => candidate.available)) {
    const place = await takePlace(tx, warehouseId, window.slot_id, now);
    if ('taken' in place) return place.taken;
  }
  return null;
}

/** Gives back a place an order held (cancelled, or released unpaid). */
export async function givePlaceBack(tx: Db, ruleId: number, date: string): Promise<void> {
  await tx
    .update(deliverySlotBookings)
    .set({ taken: sql`greatest(${deliverySlotBookings.taken} - 1, 0)` })
    .where(and(eq(deliverySlotBookings.slotId, ruleId), eq(deliverySlotBookings.date, date)));
}
