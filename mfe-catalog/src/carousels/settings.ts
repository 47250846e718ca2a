/**
 * The card carousel's numbers (autoplay CARD_CAROUSEL_AUTOPLAY_MS, CAROUSEL_PLACEHOLDER_SLOTS skeleton slots), in one
 * place: swiper's options and the CSS that lays the slides out before swiper has loaded are both built from them, so
 * the two layouts cannot drift apart.
 */
import type { SwiperOptions } from 'swiper/types';
import { CARD_CAROUSEL_AUTOPLAY_MS, CAROUSEL_PLACEHOLDER_SLOTS } from '@storefront/shared';
import { breakpoints } from '@storefront/shared/ui';

export { CARD_CAROUSEL_AUTOPLAY_MS, CAROUSEL_PLACEHOLDER_SLOTS };

export interface SlideLayout {
  slidesPerView: number;
  /** The gap between two slides, in px. */
  spaceBetween: number;
}

/** Below the first breakpoint: one slide, 20 px apart. */
export const BASE_SLIDE_LAYOUT: SlideLayout = { slidesPerView: 1, spaceBetween: 20 };

/**
 * From each min-width (px, the breakpoints of shared/src/ui/tokens.ts: 640 / 768 / 1024): slides per view and the gap.
 */
export const SLIDE_LAYOUT_BREAKPOINTS: Record<number, SlideLayout> = {
  [breakpoints.sm]: { slidesPerView: 1, spaceBetween: 20 },
  [breakpoints.md]: { slidesPerView: 2, spaceBetween: 40 },
  [breakpoints.lg]: { slidesPerView: 5, spaceBetween: 50 },
};

/** How many slides are in view now, by the breakpoints swiper reads (min-width media queries on the window). */
export function slidesInView(): number {
  const reached = Object.entries(SLIDE_LAYOUT_BREAKPOINTS).filter(([minWidth]) => window.matchMedia?.(`(min-width: ${minWidth}px)`).matches);
  return (reached.at(-1)?.[1] ?? BASE_SLIDE_LAYOUT).slidesPerView;
}

/**
 * The widest a card gets inside its slide, centred there. One slide per view would stretch a card over the whole
 * phone (a product card ~343 px wide is ~470 px tall, its picture alone filling the screen), and two per view over
 * half a tablet. 240 px is a little wider than a card at five per view on the full-width page (~210 px), so desktop
 * cards are never narrowed and a phone or tablet shows a card of about the same size, with room around it.
 */
export const SLIDE_CARD_MAX_WIDTH_PX = 240;

/** How far (CSS margin) before a carousel scrolls into view swiper starts to load. */
export const SWIPER_LOAD_MARGIN = '400px';

/**
 * Swiper's options: autoplay every 2.5 s, started and stopped by the carousel (useCarouselAutoplay: not for a visitor
 * who prefers reduced motion unless they press Play, whose steps are then not animated).
 */
export function cardSwiperOptions({ reducedMotion }: { reducedMotion: boolean }): SwiperOptions {
  return {
    ...BASE_SLIDE_LAYOUT,
    breakpoints: SLIDE_LAYOUT_BREAKPOINTS,
    autoplay: { enabled: false, delay: CARD_CAROUSEL_AUTOPLAY_MS, disableOnInteraction: false },
    ...(reducedMotion && { speed: 0 }),
    // Past the last slide, autoplay and Next go back to the first.
    rewind: true,
    // Slides come and go with the data (React renders them): swiper measures again on every change.
    observer: true,
  };
}
