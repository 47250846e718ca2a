import { extractErrorMessage } from '@storefront/shared';
import { addToCart } from '@storefront/shared/ui';
import type { OrderDetail } from '@storefront/shared/signed-in';

export interface ReorderOutcome {
  /** The items that could not go back into the cart (sold out, no longer sold, …), with the server's reason. */
  refused: { name: string; reason: string }[];
}

/**
 * Puts an order's items back into the cart, each as many times as it was ordered (the cart adds one unit a call).
 * An item the cart refuses is skipped with its reason; the others still go in.
 */
export async function reorder(order: Pick<OrderDetail, 'items'>): Promise<ReorderOutcome> {
  const refused: ReorderOutcome['refused'] = [];
  for (const item of order.items) {
    try {
      for (let unit = 0; unit < item.quantity; unit += 1) await addToCart({ pack_id: item.pack_id, warehouse_id: item.warehouse_id });
    } catch (error) {
      refused.push({ name: item.name, reason: extractErrorMessage(error) });
    }
  }
  return { refused };
}
