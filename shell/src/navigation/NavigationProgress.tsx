/**
 * The progress bar with a spinner at the top of the page while a navigation is under way: after the address
 * changes, for as long as the new screen's remote is loading or its data is being fetched. It appears only when the
 * wait passes a short delay, so quick navigations do not flash it.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { subscribe } from 'valtio';
import { queryClient } from '@storefront/shared/runtime';
import { remoteLoads } from '../federation/remotes';

export const PROGRESS_DELAY_MS = 200;

// Only slow navigations show it: its code loads the first time one happens.
const ProgressIndicator = lazy(() => import('./ProgressIndicator'));

const isBusy = () => remoteLoads.pending > 0 || queryClient.isFetching() > 0;

export function NavigationProgress() {
  const { key } = useLocation();
  // The navigation to `key` is over once nothing loads; the bar shows once it has lasted the delay.
  const [settledKey, setSettledKey] = useState<string | null>(null);
  const [slowKey, setSlowKey] = useState<string | null>(null);
  const navigating = settledKey !== key;

  useEffect(() => {
    // Looked at once the current task is over, never at once: the query cache reports a query while a screen
    // renders, and a new query before its fetch has begun, which would end the navigation too early. The first
    // look comes after this render's effects: the new screen has started its loads by then.
    let look: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      clearTimeout(look);
      look = setTimeout(() => {
        if (!isBusy()) setSettledKey(key);
      }, 0);
    };
    check();
    const slow = setTimeout(() => setSlowKey(key), PROGRESS_DELAY_MS);
    const offQueries = queryClient.getQueryCache().subscribe(check);
    const offRemotes = subscribe(remoteLoads, check);
    return () => {
      clearTimeout(look);
      clearTimeout(slow);
      offQueries();
      offRemotes();
    };
  }, [key]);

  if (!navigating || slowKey !== key) return null;
  return (
    <Suspense fallback={null}>
      <ProgressIndicator />
    </Suspense>
  );
}
