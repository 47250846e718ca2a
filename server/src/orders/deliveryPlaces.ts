/**
 * The delivery windows an order is placed in: one per delivery group of the cart (its lines' delivery-charge rule,
 * served by one warehouse), the shopper's choice or else the earliest window open, its place taken in the order's
 * transaction; and the places given back, once, when the order is cancelled or released unpaid.
 */
import { inArray } from 'drizzle-orm';
import { ORDER_MESSAGES, SLOT_MESSAGES, type DeliverySlotChoice, type DeliverySlotsResponse } from '@storefront/shared/contracts';
import { findOwnAddress } from '../account/service';
import { findCart, priceCart, type PricedLine } from '../cart/service';
import type { Db } from '../db/client';
import { orderDeliverySlots } from '../db/schema';
import { deliveryDaysOf, formatDeliveryWindow, givePlaceBack, takeEarliestPlace, takePlace, type SlotWindow } from '../delivery/service';
import { HttpError, badRequest, notFound } from '../http/errors';
import { couponUses } from './couponUses';

export interface DeliveryGroup {
  deliveryChargeId: number | null;
  warehouseId: number;
}

/** The cart's delivery groups, in the order their lines come: each served by its first line's warehouse. */
export function deliveryGroupsOf(lines: readonly Pick<PricedLine, 'deliveryChargeId' | 'warehouseId'>[]): DeliveryGroup[] {
  const groups = new Map<number | null, DeliveryGroup>();
  for (const line of lines) {
    if (!groups.has(line.deliveryChargeId))
      groups.set(line.deliveryChargeId, { deliveryChargeId: line.deliveryChargeId, warehouseId: line.warehouseId });
  }
  return [...groups.values()];
}

/**
 * The windows the shopper's cart can be delivered in to one of their addresses, per delivery group of the cart's
 * lines that can be ordered: the next days of the serving warehouse, each window open or why not.
 */
export async function deliverySlotsFor(
  db: Db,
  websiteId: number,
  userId: number,
  addressId: number,
  now = new Date(),
): Promise<DeliverySlotsResponse> {
  const address = await findOwnAddress(db, websiteId, userId, addressId);
  if (!address) throw notFound(ORDER_MESSAGES.addressNotFound);
  const owner = { userId };
  if (!(await findCart(db, websiteId, owner))) return { groups: [] };
  const priced = await priceCart(db, websiteId, owner, { pincode: address.pincode, userId, couponUses, now });
  const groups = deliveryGroupsOf(priced.lines.filter((line) => line.valid));
  return {
    groups: await Promise.all(
      groups.map(async (group) => {
        const { days, defaultSlotId } = await deliveryDaysOf(db, group.warehouseId, now);
        return { delivery_charge_id: group.deliveryChargeId, warehouse_id: group.warehouseId, default_slot_id: defaultSlotId, days };
      }),
    ),
  };
}

export interface PlacedWindow extends SlotWindow {
  deliveryChargeId: number | null;
}

/**
 * Takes a place for each delivery group: in the chosen window, or the earliest open one. A choice naming no group of
 * the cart or no window is refused (400); a window that filled or closed since it was offered is refused naming it
 * (409), and the transaction rolls back, so the cart stays as it was. A warehouse with no windows at all delivers
 * without one.
 */
export async function takeDeliveryPlaces(
  tx: Db,
  lines: readonly PricedLine[],
  choices: readonly DeliverySlotChoice[] = [],
  now: Date,
): Promise<PlacedWindow[]> {
  const groups = deliveryGroupsOf(lines);
  const stray = choices.find((choice) => !groups.some((group) => group.deliveryChargeId === choice.delivery_charge_id));
  if (stray) throw badRequest(SLOT_MESSAGES.unknown, 'delivery_slots');
  const placed: PlacedWindow[] = [];
  // In one order of warehouses for every order, as the stock rows are: two orders never wait on each other's windows.
  for (const group of [...groups].sort((a, b) => a.warehouseId - b.warehouseId || (a.deliveryChargeId ?? 0) - (b.deliveryChargeId ?? 0))) {
    const choice = choices.find((candidate) => candidate.delivery_charge_id === group.deliveryChargeId);
    const window = choice ? await takeChosen(tx, group, choice.slot_id, now) : await takeEarliest(tx, group, now);
    if (window) placed.push({ ...window, deliveryChargeId: group.deliveryChargeId });
  }
  return placed;
}

async function takeChosen(tx: Db, group: DeliveryGroup, slotId: string, now: Date): Promise<SlotWindow> {
  const place = await takePlace(tx, group.warehouseId, slotId, now);
  if ('taken' in place) return place.taken;
  if (place.refused === 'unknown') throw badRequest(SLOT_MESSAGES.unknown, 'delivery_slots');
  throw new HttpError(409, SLOT_MESSAGES.unavailable(formatDeliveryWindow(place.window), place.reason));
}

async function takeEarliest(tx: Db, group: DeliveryGroup, now: Date): Promise<SlotWindow | null> {
  const outcome = await takeEarliestPlace(tx, group.warehouseId, now);
  if (outcome === 'no-windows') return null;
  if (outcome === null) throw new HttpError(409, SLOT_MESSAGES.noneOpen);
  return outcome;
}

export async function recordDeliveryPlaces(tx: Db, orderId: number, placed: readonly PlacedWindow[]): Promise<void> {
  if (placed.length === 0) return;
  await tx
    .insert(orderDeliverySlots)
    .values(placed.map((window) => ({ orderId, slotId: window.rule.id, date: window.date, deliveryChargeId: window.deliveryChargeId })));
}

/** Gives back the places of orders that no longer need them; a place is given back once, as its record goes with it. */
export async function giveBackDeliveryPlaces(tx: Db, orderIds: readonly number[]): Promise<void> {
  if (orderIds.length === 0) return;
  const held = await tx
    .delete(orderDeliverySlots)
    .where(inArray(orderDeliverySlots.orderId, [...orderIds]))
    .returning({ slotId: orderDeliverySlots.slotId, date: orderDeliverySlots.date });
  for (const place of held) await givePlaceBack(tx, place.slotId, place.date);
}
