import type { CSSObject } from '@emotion/react';
import type { FocusEventHandler, Ref } from 'react';
import { iconButtonCss } from './styles';
import { color, font, radius, space } from './tokens';

export interface StepperProps {
  quantity: number;
  onIncrement: () => void;
  onDecrement: () => void;
  /** Decrease stops at `min` (default 0: the last minus removes the line). */
  min?: number;
  max?: number;
  /** While a change is being saved: both buttons refuse clicks and the group is `aria-busy`. */
  busy?: boolean;
  /** Names the group, e.g. 'Quantity of Onion 1 kg'; default 'Quantity'. */
  label?: string;
  className?: string;
  /** The + button, e.g. to put focus on it when the stepper replaces 'Add to Cart'. */
  incrementRef?: Ref<HTMLButtonElement>;
  onFocus?: FocusEventHandler;
}

const buttonCss: CSSObject = {
  ...iconButtonCss,
  borderRadius: radius.md,
  background: 'transparent',
  color: 'inherit',
  fontSize: font.size.lg,
  fontWeight: font.weight.bold,
  '&[aria-disabled="true"]': { opacity: 0.5, cursor: 'not-allowed' },
};

/**
 * − quantity +. Unavailable buttons are `aria-disabled` rather than `disabled` so keyboard focus stays on them
 * while the cart saves or a limit is reached.
 */
export function Stepper({
  quantity,
  onIncrement,
  onDecrement,
  min = 0,
  max = Infinity,
  busy = false,
  label = 'Quantity',
  className,
  incrementRef,
  onFocus,
}: StepperProps) {
  const canDecrease = !busy && quantity > min;
  const canIncrease = !busy && quantity < max;
  return (
    <div
      role="group"
      aria-label={label}
      aria-busy={busy || undefined}
      className={className}
      onFocus={onFocus}
      css={{
        display: 'inline-flex',
        alignItems: 'center',
        // Stretched wider than its content (a card's or product page's full-width control): − and + go to the ends.
        justifyContent: 'space-between',
        borderRadius: radius.md,
        background: color.primary,
        color: color.onPrimary,
        opacity: busy ? 0.75 : 1,
      }}
    >
      <button type="button" aria-label="Decrease quantity" aria-disabled={!canDecrease} onClick={() => canDecrease && onDecrement()} css={buttonCss}>
        <span aria-hidden="true">−</span>
      </button>
      <span
        aria-live="polite"
        aria-atomic="true"
        css={{ minWidth: space[6], textAlign: 'center', fontWeight: font.weight.bold, fontSize: font.size.sm }}
      >
        {quantity}
      </span>
      <button
        ref={incrementRef}
        type="button"
        aria-label="Increase quantity"
        aria-disabled={!canIncrease}
        onClick={() => canIncrease && onIncrement()}
        css={buttonCss}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
