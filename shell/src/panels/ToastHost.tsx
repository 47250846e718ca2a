/** Shows the page's toasts: the Toaster (an overlay, loaded on demand) is fetched when the first toast appears. */
import { lazy, Suspense, useEffect, useState } from 'react';
import { subscribe } from 'valtio';
import { toastStore } from '@storefront/shared/runtime';

const Toaster = lazy(() => import('@storefront/shared/overlays').then((overlays) => ({ default: overlays.Toaster })));

export function ToastHost() {
  const [needed, setNeeded] = useState(toastStore.toasts.length > 0);
  useEffect(() => {
    if (needed) return undefined;
    return subscribe(toastStore, () => {
      if (toastStore.toasts.length > 0) setNeeded(true);
    });
  }, [needed]);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
