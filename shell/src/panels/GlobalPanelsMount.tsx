/**
 * Listens for the global panels' bus events from the first render, and loads their host on the first one: no first
 * visit downloads the host, and no open is lost while it loads (the host replays them). Until the host is there,
 * a loading state answers the open at once.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { GLOBAL_PANELS, type GlobalPanelEvent } from '@storefront/shared';
import { eventBus } from '@storefront/shared/runtime';
import type { PanelRequest } from './GlobalPanels';
import { PanelLoading } from './PanelLoading';

const GlobalPanels = lazy(() => import('./GlobalPanels'));

export function GlobalPanelsMount() {
  const [early, setEarly] = useState<PanelRequest[]>([]);
  const stopListening = useRef<() => void>(() => undefined);

  useEffect(() => {
    const unsubscribe = (Object.keys(GLOBAL_PANELS) as GlobalPanelEvent[]).map((event) =>
      eventBus.on(event, (payload) => {
        setEarly((requests) => [...requests, { event, payload }]);
      }),
    );
    stopListening.current = () => unsubscribe.forEach((off) => off());
    // A pincode set from the open cart reloaded the page: the shopper is back in the cart (which takes the request back).
    if (sessionStorage.getItem('ui:open-cart')) eventBus.emit('ui:open-cart', {});
    return stopListening.current;
  }, []);

  if (early.length === 0) return null;
  return (
    <Suspense fallback={<PanelLoading />}>
      <GlobalPanels replay={early} onTakeOver={() => stopListening.current()} />
    </Suspense>
  );
}
