/**
 * The global panels' host (cart, pincode, category filter, wishlist), loaded on the first open (see
 * GlobalPanelsMount) and mounted once for the whole page. Each panel belongs to a
 * remote and loads the first time its bus event fires; it then stays mounted so it can animate closed. A panel that
 * cannot load or breaks shows an error toast and is reported; the rest of the page is untouched, and the next open
 * tries again. While a panel's code is on its way, a loading state shows.
 */
import { Component, type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { GLOBAL_PANELS, isRemoteUnavailable, type GlobalPanelEvent, type GlobalPanelModule, type GlobalPanelProps } from '@storefront/shared';
import { errorReporter, eventBus, showToast } from '@storefront/shared/runtime';
import { PanelLoading } from './PanelLoading';

export const PANEL_UNAVAILABLE_MESSAGE = 'This could not be opened right now. Please try again.';

type AnyPanel = ComponentType<GlobalPanelProps>;
export const PANEL_EVENTS = Object.keys(GLOBAL_PANELS) as GlobalPanelEvent[];
const loads = new Map<GlobalPanelEvent, Promise<AnyPanel>>();

function panelUnavailable(event: GlobalPanelEvent, error: unknown) {
  loads.delete(event);
  errorReporter.captureException(error, { panel: event });
  showToast({ message: PANEL_UNAVAILABLE_MESSAGE, kind: 'error' });
}

export function loadPanel(event: GlobalPanelEvent): Promise<AnyPanel> {
  let pending = loads.get(event);
  if (!pending) {
    const { remote, module } = GLOBAL_PANELS[event];
    pending = loadRemote<unknown>(`${remote}/${module.slice(2)}`).then((loaded) => {
      const Panel = !loaded || isRemoteUnavailable(loaded) ? undefined : (loaded as Partial<GlobalPanelModule>).Panel;
      if (typeof Panel !== 'function') throw new Error(`${remote}${module.slice(1)} is unavailable`);
      return Panel as AnyPanel;
    });
    loads.set(event, pending);
  }
  return pending;
}

class PanelBoundary extends Component<{ event: GlobalPanelEvent; onError: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    panelUnavailable(this.props.event, error);
    this.props.onError();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

interface Mounted {
  Panel: AnyPanel;
  open: boolean;
  payload: GlobalPanelProps['payload'];
}

export interface PanelRequest {
  event: GlobalPanelEvent;
  payload: GlobalPanelProps['payload'];
}

/** The host; `replay`: the opens that came before it was loaded, taken over by `onTakeOver`. */
export default function GlobalPanels({ replay, onTakeOver }: { replay: PanelRequest[]; onTakeOver: () => void }) {
  const [panels, setPanels] = useState<Partial<Record<GlobalPanelEvent, Mounted>>>({});
  // Opens whose panel is still loading.
  const [loading, setLoading] = useState(0);

  useEffect(() => {
    const open = ({ event, payload }: PanelRequest) => {
      setLoading((count) => count + 1);
      return loadPanel(event)
        .then(
          (Panel) => setPanels((current) => ({ ...current, [event]: { Panel, open: true, payload } })),
          (error: unknown) => panelUnavailable(event, error),
        )
        .finally(() => setLoading((count) => count - 1));
    };
    const unsubscribe = PANEL_EVENTS.map((event) => eventBus.on(event, (payload) => void open({ event, payload })));
    onTakeOver();
    replay.forEach((request) => void open(request));
    return () => unsubscribe.forEach((off) => off());
    // Mounted once: the replayed opens are handled once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const close = (event: GlobalPanelEvent) => setPanels((current) => ({ ...current, [event]: current[event] && { ...current[event], open: false } }));
  const forget = (event: GlobalPanelEvent) =>
    setPanels((current) => {
      const { [event]: _dropped, ...rest } = current;
      return rest;
    });

  return (
    <>
      {(Object.entries(panels) as Array<[GlobalPanelEvent, Mounted]>).map(([event, { Panel, open, payload }]) => (
        <PanelBoundary key={event} event={event} onError={() => forget(event)}>
          <Panel open={open} payload={payload} onClose={() => close(event)} />
        </PanelBoundary>
      ))}
      {loading > 0 && <PanelLoading />}
    </>
  );
}
