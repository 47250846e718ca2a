/** What the shell's tests add to `renderScreen`: the layout's link interception, suspending clicks, bus events. */
import { act, fireEvent } from '@testing-library/react';
import { eventBus, type EventName, type EventPayload } from '@storefront/shared/runtime';
import { useLinkInterception } from '../../src/navigation/linkInterception';

/** What the layout adds page-wide: `/categories` links open the Category Filter, plain anchors route client-side. */
export function LinkInterception() {
  useLinkInterception();
  return null;
}

/**
 * A click whose update suspends (a remote's screen waiting for its module): React finishes it only inside an awaited
 * act, which user-event's clicks are not, so the screen would never come.
 */
export const clickThroughSuspense = (element: Element) => act(async () => void fireEvent.click(element));

/** Records the payloads of a bus event from now until the test ends (call in a test or beforeEach). */
export function recordEvents<E extends EventName>(name: E): Array<EventPayload<E>> {
  const seen: Array<EventPayload<E>> = [];
  const off = eventBus.on(name, (payload) => seen.push(payload));
  atTestEnd(off);
  return seen;
}

const cleanups: Array<() => void> = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));
/** Runs `cleanup` once the current test has ended. */
export const atTestEnd = (cleanup: () => void) => void cleanups.push(cleanup);
