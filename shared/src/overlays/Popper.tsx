import { css } from '@emotion/react';
import { autoUpdate, computePosition, flip, type Placement, offset, shift, size } from '@floating-ui/dom';
import { type HTMLAttributes, type ReactNode, useLayoutEffect, useState } from 'react';
import { POPPER_FADE_MS } from '../contracts/constants';
import { color, layout, motion, radius, shadow, space, zIndex } from '../ui/tokens';
import { useEscapeKey, useOutsidePointerDown } from './layers';
import { PopupPortal } from './portal';
import { usePresence } from './presence';

export interface PopperProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  open: boolean;
  /** The element the content is attached to; a press on it does not count as an outside click. */
  anchor: HTMLElement | null;
  /** Esc or a press outside the content and the anchor. */
  onClose: () => void;
  /** Called once the fade-out has ended and the content is gone. */
  onClosed?: () => void;
  placement?: Placement;
  /** At least as wide as the anchor (menus, list boxes). */
  matchAnchorWidth?: boolean;
  closeOnEsc?: boolean;
  closeOnOutsideClick?: boolean;
  children: ReactNode;
}

const GAP = parseFloat(space[2]);

/** Keeps `floating` next to `anchor` (flipping and shifting to stay on screen) while both exist. */
export function useFloatingPosition(anchor: HTMLElement | null, floating: HTMLElement | null, placement: Placement, matchAnchorWidth: boolean): void {
  useLayoutEffect(() => {
    if (!anchor || !floating) return;
    const middleware = [offset(GAP), flip({ padding: GAP }), shift({ padding: GAP })];
    if (matchAnchorWidth)
      middleware.push(
        size({
          apply({ rects, elements }) {
            elements.floating.style.minWidth = `${rects.reference.width}px`;
          },
        }),
      );
    return autoUpdate(anchor, floating, () => {
      void computePosition(anchor, floating, { placement, strategy: 'fixed', middleware }).then(({ x, y, placement: placed }) => {
        floating.style.left = `${x}px`;
        floating.style.top = `${y}px`;
        floating.dataset.placement = placed;
      });
    });
  }, [anchor, floating, placement, matchAnchorWidth]);
}

const popperStyle = (visible: boolean) =>
  css({
    position: 'fixed',
    top: 0,
    left: 0,
    zIndex: zIndex.popper,
    background: color.surfaceRaised,
    color: color.text,
    border: `${layout.borderWidth} solid ${color.border}`,
    borderRadius: radius.md,
    boxShadow: shadow.md,
    opacity: visible ? 1 : 0,
    transition: `opacity ${POPPER_FADE_MS}ms ${motion.easing}`,
    '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
  });

/** Floating content anchored to an element; fades in and out over 200 ms, closes on Esc and outside press. */
export function Popper({
  open,
  anchor,
  onClose,
  onClosed,
  placement = 'bottom-start',
  matchAnchorWidth = false,
  closeOnEsc = true,
  closeOnOutsideClick = true,
  children,
  ...attributes
}: PopperProps) {
  const { mounted, visible } = usePresence(open, { enterDelayMs: 0, exitMs: POPPER_FADE_MS, onExited: onClosed });
  const [floating, setFloating] = useState<HTMLDivElement | null>(null);
  useFloatingPosition(anchor, floating, placement, matchAnchorWidth);
  useEscapeKey(open && closeOnEsc, onClose);
  const markPressInside = useOutsidePointerDown(open && closeOnOutsideClick, anchor, onClose);

  if (!mounted) return null;
  return (
    <PopupPortal>
      <div
        ref={setFloating}
        {...attributes}
        data-state={visible ? 'open' : 'closed'}
        css={popperStyle(visible)}
        onPointerDownCapture={markPressInside}
      >
        {children}
      </div>
    </PopupPortal>
  );
}
