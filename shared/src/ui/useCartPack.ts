/** One pack's place in the shared cart: its quantity there and the calls that change it, with failures shown as toasts. */
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import type { Pack } from '@storefront/shared';
import { cartStore, showErrorToast } from '@storefront/shared/runtime';
import { addToCart, removeFromCart } from './cartCalls';

export interface CartPack {
  quantity: number;
  busy: boolean;
  add: () => void;
  remove: () => void;
}

export function useCartPack(pack: Pack | undefined): CartPack {
  const { cart } = useSnapshot(cartStore);
  const [busy, setBusy] = useState(false);
  // The cart store, not the product's own `quantity`: every card, the product page and the cart panel show one cart.
  const quantity = pack ? (cart?.items.find((item) => item.pack_id === pack.pack_id)?.quantity ?? 0) : 0;

  const change = async (call: () => Promise<unknown>) => {
    if (busy) return;
    setBusy(true);
    try {
      await call();
    } catch (error) {
      showErrorToast(error);
    } finally {
      setBusy(false);
    }
  };

  return {
    quantity,
    busy,
    add: () => pack && void change(() => addToCart({ pack_id: pack.pack_id, warehouse_id: pack.warehouse_id })),
    remove: () => pack && void change(() => removeFromCart(pack.pack_id)),
  };
}

/** The pack a product shows first: one already in the cart, else the first in stock, else the first. */
export function initialPack(packs: readonly Pack[], inCart: (packId: number) => boolean): Pack | undefined {
  return packs.find((pack) => inCart(pack.pack_id)) ?? packs.find((pack) => pack.in_stock) ?? packs[0];
}
