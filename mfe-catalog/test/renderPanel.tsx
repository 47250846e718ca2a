/** Mounts a global panel as the shell does: always mounted, opened by its event (here a button), closed on request. */
import { type ComponentType, useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GlobalPanelEvent, GlobalPanelProps } from '@storefront/shared';
import { Toaster } from '@storefront/shared/overlays';
import { dismissToast, toastStore, type EventPayload } from '@storefront/shared/runtime';
import { renderScreen } from './renderScreen';

export const OPEN_PANEL = 'Open panel';

/**
 * jsdom does no layout, so focus-trap would find nothing focusable: give every element a box. Toasts live in a
 * page-wide store: start each test without any.
 */
export function setUpPanelTests() {
  const original = Element.prototype.getClientRects;
  beforeEach(() => {
    Element.prototype.getClientRects = () => [new DOMRect(0, 0, 1, 1)] as unknown as DOMRectList;
    for (const toast of [...toastStore.toasts]) dismissToast(toast.id);
  });
  afterEach(() => {
    Element.prototype.getClientRects = original;
  });
}

/**
 * Renders the panel at `path` with the page's toasts; `open()` opens it as its event would. The shell mounts a panel
 * the first time its event comes, already open: `mountOpen` does the same.
 */
export function renderPanel<E extends GlobalPanelEvent>(
  path: string,
  Panel: ComponentType<GlobalPanelProps<E>>,
  payload: EventPayload<E>,
  { mountOpen = false } = {},
) {
  function Shell() {
    const [open, setOpen] = useState(mountOpen);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          {OPEN_PANEL}
        </button>
        <Panel open={open} payload={payload} onClose={() => setOpen(false)} />
        <Toaster />
      </>
    );
  }
  const user = userEvent.setup();
  const result = renderScreen(path, '*', <Shell />);
  const open = () => user.click(screen.getByRole('button', { name: OPEN_PANEL }));
  return { ...result, user, open };
}
