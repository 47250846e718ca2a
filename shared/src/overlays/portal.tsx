import { createContext, type ReactNode, useContext } from 'react';
import { createPortal } from 'react-dom';

/** Where popups render: a dialog or panel puts its own root here so its popups stay inside its focus trap. */
export const PopupContainerContext = createContext<HTMLElement | null>(null);

export function LayerPortal({ children }: { children: ReactNode }) {
  return createPortal(children, document.body);
}

export function PopupPortal({ children }: { children: ReactNode }) {
  const container = useContext(PopupContainerContext);
  return createPortal(children, container ?? document.body);
}
