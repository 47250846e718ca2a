/** Mounts a global panel as the shell does: always mounted, opened by its event (here a button), closed on request. */
import { type ComponentType, useState } from 'react';
import { screen } from '@testing-library/react';
import type { GlobalPanelEvent, GlobalPanelProps } from '@storefront/shared';
import { Toaster } from '@storefront/shared/overlays';
import { dismissToast, toastStore, type EventPayload } from '@storefront/shared/runtime';
import { giveElementsBoxes, renderScreen } from '@storefront/shared/testing';

export const OPEN_PANEL = 'Open panel';

/** Panels trap focus, which needs boxes jsdom does not lay out; toasts live in a page-wide store: each test starts without any. */
export function setUpPanelTests() {
  giveElementsBoxes();
  beforeEach(() => {
    for (const toast of [...toastStore.toasts]) dismissToast(toast.id);
  });
}

/**
 * Renders the panel at `route` with the page's toasts; `open()` opens it as its event would. The shell mounts a panel
 * the first time its event comes, already open: `mountOpen` does the same.
 */
export function renderPanel<E extends GlobalPanelEvent>(
  route: string,
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
  const view = renderScreen(<Shell />, { route });
  const open = () => view.user.click(screen.getByRole('button', { name: OPEN_PANEL }));
  return { ...view, open };
}
