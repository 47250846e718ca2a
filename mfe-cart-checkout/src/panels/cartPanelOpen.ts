/**
 * Whether the cart panel is open. A pincode set from the open cart reloads the page (every app starts again from the
 * new pincode's answers): the pincode modal leaves the cart's event name in sessionStorage, the shell opens the cart at
 * start when it is there, and the cart, once open, takes the request back.
 */
import { useEffect } from 'react';

const REOPEN_KEY = 'ui:open-cart';
let open = false;

export function useCartPanelOpen(isOpen: boolean): void {
  useEffect(() => {
    open = isOpen;
    if (isOpen) sessionStorage.removeItem(REOPEN_KEY);
    return () => {
      open = false;
    };
  }, [isOpen]);
}

/** Called before the reload that a new pincode causes: the cart opens again after it if it is open now. */
export function reopenCartAfterReload(): void {
  if (open) sessionStorage.setItem(REOPEN_KEY, '1');
}
