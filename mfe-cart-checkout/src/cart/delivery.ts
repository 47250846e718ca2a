/** How a delivery is put in words: what is missing for free delivery, and the groups a cart's lines arrive in. */
import { formatINR, type Cart } from '@storefront/shared';
import { CART_MESSAGES } from '@storefront/shared/shopping';
import type { Snapshot } from 'valtio';

export type DeliveryInfoView = Snapshot<Cart>['deliveryInfo'][number];

/** 'Add ₹N more for free delivery' for a delivery that is charged but has a free-delivery threshold. */
export function freeDeliveryHint(info: DeliveryInfoView): string | null {
  if (info.delivery_charge <= 0 || info.free_above === null || info.free_above <= info.amount) return null;
  return CART_MESSAGES.addForFreeDelivery(formatINR(info.free_above - info.amount));
}

type CartView = Snapshot<Cart>;
type DeliveryGroupView = CartView['grouped_items'][number];

/**
 * The cart's lines by delivery: as the server grouped them (the checkout asks it to), else grouped here by the
 * lines' delivery_charge_id in the order they come, so the panel shows each delivery's slot and charge as well.
 */
export function deliveryGroups(cart: CartView): readonly DeliveryGroupView[] {
  if (cart.grouped_items.length > 0) return cart.grouped_items;
  const groups = new Map<number | null, DeliveryGroupView['items'][number][]>();
  for (const line of cart.items) groups.set(line.delivery_charge_id, [...(groups.get(line.delivery_charge_id) ?? []), line]);
  return [...groups].map(([delivery_charge_id, items]) => ({ delivery_charge_id, items }));
}
