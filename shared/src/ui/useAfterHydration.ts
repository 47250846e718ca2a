import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while the server draws the page and while the browser's first render takes the server's HTML over
 * (hydration), true in every other render. A component whose first look depends on the browser (its window, its
 * observers) starts from what the server drew while this is false, so the two match.
 */
export function useAfterHydration(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
