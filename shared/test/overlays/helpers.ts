import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * jsdom does no layout, so every element has zero client rects and focus-trap (tabbable) would think nothing
 * is visible: give elements one rect. Also switches to fake timers, to step through the overlays' fixed timings.
 */
export function setUpOverlayTests() {
  let restore: () => void = () => undefined;
  beforeEach(() => {
    jest.useFakeTimers();
    const original = Element.prototype.getClientRects;
    Element.prototype.getClientRects = function getClientRects() {
      return [new DOMRect(0, 0, 1, 1)] as unknown as DOMRectList;
    };
    restore = () => {
      Element.prototype.getClientRects = original;
    };
  });
  afterEach(() => {
    act(() => jest.runOnlyPendingTimers());
    jest.useRealTimers();
    restore();
  });
}

export function advance(ms: number) {
  act(() => jest.advanceTimersByTime(ms));
}

/** user-event on fake timers; timers it runs between actions update React inside act(), as a user would see them. */
export function setUpUser() {
  return userEvent.setup({ advanceTimers: (ms) => act(() => jest.advanceTimersByTime(ms)) });
}
