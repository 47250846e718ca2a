import { act } from '@testing-library/react';
import type Swiper from 'swiper';

/**
 * What jsdom lacks for a carousel: a window width that media queries answer to (swiper reads its breakpoints with
 * matchMedia), a measured carousel box, the reduced-motion preference and an IntersectionObserver to drive. And a
 * way to read the CSS emotion wrote for an element, where jsdom's computed style does not go (aspect-ratio, media).
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
    enterViewport() {
      act(() => {
        for (const { callback, elements } of [...observers]) {
          callback(
            [...elements].map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
            {} as IntersectionObserver,
          );
        }
      });
    },
  };
}

/** The swiper attached to a carousel's `.swiper` box, if any. */
export function swiperOf(region: HTMLElement): Swiper | undefined {
  const box = region.querySelector('.swiper') as (HTMLElement & { swiper?: Swiper | null }) | null;
  return box?.swiper ?? undefined;
}

/**
 * A property's value in the CSS emotion wrote for an element's class, outside any media query or inside `media`
 * (e.g. '(min-width: 768px)'), without spaces ('4/3'); undefined when it sets none.
 */
export function declaredStyle(element: Element, property: string, media = ''): string | undefined {
  const className = [...element.classList].find((name) => name.startsWith('css-'));
  if (!className) return undefined;
  const values: string[] = [];
  const read = (rules: CSSRuleList, inMedia: string) => {
    for (const rule of [...rules]) {
      if (rule instanceof CSSMediaRule) read(rule.cssRules, rule.media.mediaText);
      else if (rule instanceof CSSStyleRule && inMedia === media && rule.selectorText === `.${className}`) {
        const value = rule.style.getPropertyValue(property);
        if (value) values.push(value.replace(/\s+/g, ''));
      }
    }
  };
  for (const style of document.querySelectorAll('style')) if (style.sheet) read(style.sheet.cssRules, '');
  return values.at(-1);
}
