/** How a delivery is put in words: its slot and what is missing for free delivery. */
import { formatDate, formatINR, formatTimeOfDay, type Cart, type CartItem } from '@storefront/shared';
import { CART_MESSAGES } from '@storefront/shared/shopping';
import type { Snapshot } from 'valtio';

export type DeliveryInfoView = Snapshot<Cart>['deliveryInfo'][number];

/** 'Add ₹N more for free delivery' for a delivery that is charged but has a free-delivery threshold. */
export function freeDeliveryHint(info: DeliveryInfoView): string | null {
  if (info.delivery_charge <= 0 || info.free_above === null || info.free_above <= info.amount) return null;
  return CART_MESSAGES.addForFreeDelivery(formatINR(info.free_above - info.amount));
}

export function freeDeliveryHints(infos: readonly DeliveryInfoView[]): string[] {
  return infos.map(freeDeliveryHint).filter((hint): hint is string => hint !== null);
}

/** 'Nov 23, 2026, 7:00 AM – 10:00 AM' */
export function slotText(slot: Pick<CartItem, 'del_date' | 'del_start_time' | 'del_end_time'> | undefined): string | null {
  if (!slot?.del_date) return null;
  const times = slot.del_start_time && slot.del_end_time ? `, ${formatTimeOfDay(slot.del_start_time)} – ${formatTimeOfDay(slot.del_end_time)}` : '';
  return `${formatDate(slot.del_date)}${times}`;
}
