/** Renders shell pieces inside a router at a path, with user-event, and reads back where the router went. */
import type { ReactElement } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { eventBus, type EventName, type EventPayload } from '@storefront/shared/runtime';
import { useLinkInterception } from '../../src/navigation/linkInterception';

/** The router's current address (path and query), for assertions on client-side navigation. */
function Where() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="location">{`${pathname}${search}${hash}`}</output>;
}

/** What the layout adds page-wide: `/categories` links open the Category Filter, plain anchors route client-side. */
export function LinkInterception() {
  useLinkInterception();
  return null;
}

export function renderAt(path: string, ui: ReactElement, { advanceTimers }: { advanceTimers?: (ms: number) => void } = {}) {
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      {ui}
      <Where />
    </MemoryRouter>,
  );
  return { ...result, user };
}

/**
 * A click whose update suspends (a remote's screen waiting for its module): React finishes it only inside an awaited
 * act, which user-event's clicks are not, so the screen would never come.
 */
export const clickThroughSuspense = (element: Element) => act(async () => void fireEvent.click(element));

/** Where the router is now, e.g. '/products?q=dal'. */
export const currentLocation = () => screen.getByTestId('location').textContent;

/**
 * For tests of layers (drawer, panels): jsdom does no layout, so focus-trap would find nothing focusable; give every
 * element a box while the file's tests run.
 */
export function giveElementsBoxes(): void {
  const original = Element.prototype.getClientRects;
  beforeEach(() => {
    Element.prototype.getClientRects = () => [new DOMRect(0, 0, 1, 1)] as unknown as DOMRectList;
  });
  afterEach(() => {
    Element.prototype.getClientRects = original;
  });
}

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
