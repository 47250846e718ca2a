/**
 * The hero carousels' swiper, loaded on demand (`import('./heroSwiper')`): nothing else in the pages remote imports
 * swiper, so a page carries it only once a hero carousel with more than one slide nears the screen. It attaches to
 * the slides React has already drawn (`.swiper > .swiper-wrapper > .swiper-slide`, laid out by the carousel's own
 * CSS, which is why swiper's stylesheet is not needed) and only moves them; the buttons and dots are React's.
 */
import Swiper from 'swiper';
import { Autoplay } from 'swiper/modules';
import { keepFocusInView, prefersReducedMotion, type CarouselAutoplay } from '@storefront/shared/carousel';
import { heroSwiperOptions, type CarouselLayout } from './settings';

/** Where the carousel is: the position in view (the first slide in view), how many positions there are, and whether every slide fits. */
export interface HeroSwiperView {
  position: number;
  positions: number;
  locked: boolean;
}

export interface HeroSwiper {
  previous(): void;
  next(): void;
  /** Brings the position (0-based) into view. */
  goTo(position: number): void;
  /** Swiper's autoplay, which the carousel starts and stops (useCarouselAutoplay). */
  autoplay: CarouselAutoplay;
  destroy(): void;
}

interface AttachOptions {
  layout: CarouselLayout;
  autoplayMs: number;
  /** Called on attaching and on every change of the view. */
  onChange(view: HeroSwiperView): void;
}

const VIEW_EVENTS = 'snapIndexChange snapGridLengthChange lock unlock breakpoint';

const viewOf = (swiper: Swiper): HeroSwiperView => ({
  position: swiper.snapIndex ?? 0,
  positions: Math.max(swiper.snapGrid?.length ?? 0, 1),
  locked: Boolean(swiper.isLocked),
});

export function attachHeroSwiper(container: HTMLElement, { layout, autoplayMs, onChange }: AttachOptions): HeroSwiper {
  const swiper = new Swiper(container, {
    ...heroSwiperOptions({ layout, autoplayMs, reducedMotion: prefersReducedMotion() }),
    modules: [Autoplay],
  });
  const report = () => onChange(viewOf(swiper));
  swiper.on(VIEW_EVENTS, report);
  report();

  const stopFollowingFocus = keepFocusInView(container, swiper);

  return {
    previous: () => swiper.slidePrev(),
    next: () => swiper.slideNext(),
    goTo: (position) => swiper.slideTo(position),
    autoplay: swiper.autoplay,
    destroy() {
      stopFollowingFocus();
      swiper.off(VIEW_EVENTS, report);
      // Inline sizes and transforms go with it: React's markup is left as React drew it.
      swiper.destroy(true, true);
    },
  };
}
