import { createFocusTrap } from 'focus-trap';
import { type RefObject, useEffect, useEffectEvent, useRef } from 'react';

// Open layers (dialogs, panels, popups) in opening order: Esc dismisses only the top one.
const escapeStack: Array<() => void> = [];

function onDocumentKeyDown(event: KeyboardEvent) {
  if (event.key !== 'Escape' || event.isComposing) return;
  const top = escapeStack[escapeStack.length - 1];
  if (!top) return;
  event.preventDefault();
  event.stopPropagation();
  top();
}

function pushEscapeHandler(handler: () => void): () => void {
  // Capture phase, so the top layer wins over any key handler of the element that has focus.
  if (escapeStack.length === 0) document.addEventListener('keydown', onDocumentKeyDown, true);
  escapeStack.push(handler);
  return () => {
    const index = escapeStack.lastIndexOf(handler);
    if (index >= 0) escapeStack.splice(index, 1);
    if (escapeStack.length === 0) document.removeEventListener('keydown', onDocumentKeyDown, true);
  };
}

/** While `active`, Esc calls `onEscape` if this is the topmost open layer (and is consumed either way). */
export function useEscapeKey(active: boolean, onEscape: () => void): void {
  const handle = useEffectEvent(onEscape);
  useEffect(() => (active ? pushEscapeHandler(() => handle()) : undefined), [active]);
}

/**
 * While `active`, a pointer press outside the layer and outside `anchor` calls `onOutside`. Returns the
 * `onPointerDownCapture` handler for the layer's root: React events bubble through portals, so a press in a
 * popup opened from inside the layer counts as inside.
 */
export function useOutsidePointerDown(active: boolean, anchor: Element | null, onOutside: () => void): () => void {
  const pressedInside = useRef(false);
  const handle = useEffectEvent(onOutside);
  useEffect(() => {
    if (!active) return;
    const listener = (event: Event) => {
      const inside = pressedInside.current;
      pressedInside.current = false;
      if (inside || (anchor && event.target instanceof Node && anchor.contains(event.target))) return;
      handle();
    };
    document.addEventListener('pointerdown', listener);
    return () => document.removeEventListener('pointerdown', listener);
  }, [active, anchor]);
  return () => {
    pressedInside.current = true;
  };
}

let scrollLocks = 0;
let savedBodyStyle: { overflow: string; paddingRight: string } | null = null;

/** Locks the page scroll (nested locks count); the last release restores the body's own inline style exactly. */
function lockBodyScroll(): () => void {
  const body = document.body;
  if (scrollLocks++ === 0) {
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    savedBodyStyle = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    // Keep the layout from shifting when the scrollbar disappears.
    if (scrollbar > 0) body.style.paddingRight = `${(parseFloat(getComputedStyle(body).paddingRight) || 0) + scrollbar}px`;
    body.style.overflow = 'hidden';
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--scrollLocks === 0 && savedBodyStyle) {
      body.style.overflow = savedBodyStyle.overflow;
      body.style.paddingRight = savedBodyStyle.paddingRight;
      savedBodyStyle = null;
    }
  };
}

export function useScrollLock(active: boolean): void {
  useEffect(() => (active ? lockBodyScroll() : undefined), [active]);
}

// The elements of the focus traps that are active or paused under another one.
const trapped = new Set<HTMLElement>();

/**
 * While `active`, keeps keyboard focus inside `element`: focus moves in (to `initialFocus`, else the first
 * focusable element, else the container) and goes back to the element that had it when the trap ends, unless the
 * action that closed the layer put focus somewhere else on purpose (e.g. the heading of the page it opened).
 */
export function useFocusTrap(element: HTMLElement | null, active: boolean, initialFocus?: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!active || !element) return;
    const trap = createFocusTrap(element, {
      initialFocus: () => initialFocus?.current ?? undefined,
      fallbackFocus: element,
      // Esc goes through the layer stack; clicks outside are the overlay's own business (e.g. on a toast).
      escapeDeactivates: false,
      allowOutsideClick: true,
      returnFocusOnDeactivate: true,
      // Focus that left every layer for the page (not to the body) was put there on purpose: it stays.
      setReturnFocus: (opener) => {
        const focused = document.activeElement;
        return focused && focused !== document.body && ![element, ...trapped].some((layer) => layer.contains(focused)) ? false : opener;
      },
    });
    trap.activate();
    trapped.add(element);
    return () => {
      trapped.delete(element);
      trap.deactivate();
    };
  }, [element, active, initialFocus]);
}
