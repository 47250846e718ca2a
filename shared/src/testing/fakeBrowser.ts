import { act } from '@testing-library/react';

/**
 * What jsdom lacks for a carousel: a window width that media queries answer to (swiper reads its breakpoints with
 * matchMedia), a measured carousel box, the reduced-motion preference and an IntersectionObserver to drive.
 */
interface ViewportOptions {
  /** The window's width, in px; the carousel is as wide. */
  width: number;
  reducedMotion?: boolean;
}

export function fakeViewport({ width, reducedMotion = false }: ViewportOptions) {
  window.matchMedia = (query: string) => {
    const minWidth = /\(min-width:\s*(\d+)px\)/.exec(query);
    const matches = minWidth ? width >= Number(minWidth[1]) : query.includes('prefers-reduced-motion: reduce') && reducedMotion;
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    };
  };
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width);
}

/** Removes what `fakeViewport` and `fakeIntersectionObserver` installed. */
export function restoreBrowser() {
  jest.restoreAllMocks();
  // jsdom has neither.
  const installed = window as { matchMedia?: unknown; IntersectionObserver?: unknown };
  delete installed.matchMedia;
  delete installed.IntersectionObserver;
  delete (document as { visibilityState?: unknown }).visibilityState;
}

/** The page goes to the background (another tab, the phone locked) or comes back, as `visibilitychange` tells it. */
export function setPageHidden(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/** An IntersectionObserver whose `enterViewport()` reports every observed element as intersecting. */
export function fakeIntersectionObserver() {
  const observers = new Set<{ callback: IntersectionObserverCallback; elements: Set<Element>; options?: IntersectionObserverInit }>();
  window.IntersectionObserver = class {
    private readonly entry: { callback: IntersectionObserverCallback; elements: Set<Element>; options?: IntersectionObserverInit };
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, elements: new Set(), options };
      observers.add(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.add(element);
    }
    disconnect() {
      observers.delete(this.entry);
    }
  } as unknown as typeof IntersectionObserver;
  return {
    rootMargins: () => [...observers].map((observer) => observer.options?.rootMargin),
    /** The observed elements (those `which` picks) come near the screen. */
    enterViewport(which: (element: Element) => boolean = () => true) {
      act(() => {
        for (const { callback, elements } of [...observers]) {
          const entering = [...elements].filter(which);
          if (entering.length === 0) continue;
          callback(
            entering.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
            {} as IntersectionObserver,
          );
        }
      });
    },
  };
}

/**
 * jsdom does no layout, so focus-trap would find nothing focusable in a layer (a drawer, a panel): give every element
 * a box while the file's tests run.
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
