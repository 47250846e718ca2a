import { useCallback, useRef } from 'react';
import { MAX_QUANTITY_PER_LINE, type Pack } from '@storefront/shared';
import { Button, type ButtonSize } from './Button';
import { Stepper } from './Stepper';
import { useCartPack } from './useCartPack';

export const ADD_TO_CART_LABEL = 'Add to Cart';
export const OUT_OF_STOCK_LABEL = 'Out of stock';

export interface CartQuantityControlProps {
  /** Units of the pack in the cart: 0 shows 'Add to Cart', more shows − quantity +. */
  quantity: number;
  onIncrement: () => void;
  onDecrement: () => void;
  max?: number;
  /** While the cart saves a change: the control refuses clicks and says it is busy. */
  busy?: boolean;
  /** Nothing left to sell: a disabled 'Out of stock' in place of 'Add to Cart' (a line already in the cart can shrink). */
  soldOut?: boolean;
  /** Names the − quantity + group, e.g. 'Quantity of Onion 1 kg'. */
  label?: string;
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string;
}

/**
 * The cart line control of cards, the product page, the cart and the wishlist: an 'Add to Cart' button until the pack
 * is in the cart, then − quantity +. When one replaces the other under the shopper's focus, focus moves to the new one
 * (+, or 'Add to Cart' after the last −) instead of dropping to the page.
 */
export function CartQuantityControl({
  quantity,
  onIncrement,
  onDecrement,
  max,
  busy = false,
  soldOut = false,
  label,
  size = 'sm',
  fullWidth = false,
  className,
}: CartQuantityControlProps) {
  const inCart = quantity > 0;
  // The control has had focus: when the swap (or a busy, disabled button) dropped it to the page, the new one takes it.
  const focused = useRef(false);
  const onFocus = () => {
    focused.current = true;
  };
  const takeFocus = useCallback((next: HTMLButtonElement | null) => {
    if (next && focused.current && document.activeElement === document.body) next.focus();
  }, []);

  if (inCart)
    return (
      <Stepper
        onFocus={onFocus}
        incrementRef={takeFocus}
        quantity={quantity}
        onIncrement={onIncrement}
        onDecrement={onDecrement}
        max={soldOut ? quantity : max}
        busy={busy}
        label={label}
        className={className}
        css={fullWidth && { width: '100%' }}
      />
    );
  return (
    <Button
      ref={takeFocus}
      onFocus={onFocus}
      size={size}
      fullWidth={fullWidth}
      loading={busy}
      disabled={soldOut}
      onClick={onIncrement}
      className={className}
    >
      {soldOut ? OUT_OF_STOCK_LABEL : ADD_TO_CART_LABEL}
    </Button>
  );
}

export const CART_CONTROL_TEXTS = {
  quantityOf: (productName: string, packName: string) => `Quantity of ${productName} ${packName}`,
} as const;

export interface CartPackControlProps extends Pick<CartQuantityControlProps, 'size' | 'fullWidth' | 'className'> {
  /** The pack the control adds and counts. */
  pack: Pack;
  /** With the pack's name, names the − quantity + group: 'Quantity of Onion 1 kg'. */
  productName: string;
}

/**
 * The cart control of one pack on the shared cart (useCartPack), as a product card, the product page, a wishlist card
 * and a search suggestion show it: 'Add to Cart', then − quantity + up to the line's limit; 'Out of stock' once sold out.
 */
export function CartPackControl({ pack, productName, ...look }: CartPackControlProps) {
  const line = useCartPack(pack);
  return (
    <CartQuantityControl
      quantity={line.quantity}
      busy={line.busy}
      soldOut={!pack.in_stock}
      max={MAX_QUANTITY_PER_LINE}
      label={CART_CONTROL_TEXTS.quantityOf(productName, pack.pack_name)}
      onIncrement={line.add}
      onDecrement={line.remove}
      {...look}
    />
  );
}
