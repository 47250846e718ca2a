/**
 * The carousel's swiper, loaded on demand (`import('./cardSwiper')`): nothing else in the catalogue imports swiper,
 * so the listing and product page chunks carry it only once a carousel nears the screen. It attaches to the slides
 * React has already drawn (`.swiper > .swiper-wrapper > .swiper-slide`, laid out by CardCarousel's own CSS, which
 * is why swiper's stylesheet is not needed) and only moves them.
 */
import Swiper from 'swiper';
import { Autoplay } from 'swiper/modules';
import { keepFocusInView, prefersReducedMotion, type CarouselAutoplay } from '@storefront/shared/carousel';
import { cardSwiperOptions } from './settings';

export interface CardSwiper {
  previous(): void;
  next(): void;
  /** Swiper's autoplay, which the carousel starts and stops (useCarouselAutoplay). */
  autoplay: CarouselAutoplay;
  destroy(): void;
}

interface AttachOptions {
  /** Whether all slides fit in view (nothing to move: the buttons are hidden), now and on every change. */
  onLockChange(locked: boolean): void;
}

export function attachCardSwiper(container: HTMLElement, { onLockChange }: AttachOptions): CardSwiper {
  const swiper = new Swiper(container, {
    ...cardSwiperOptions({ reducedMotion: prefersReducedMotion() }),
    modules: [Autoplay],
    on: {
      lock: () => onLockChange(true),
      unlock: () => onLockChange(false),
    },
  });
  onLockChange(swiper.isLocked);

  const stopFollowingFocus = keepFocusInView(container, swiper);

  return {
    previous: () => swiper.slidePrev(),
    next: () => swiper.slideNext(),
    autoplay: swiper.autoplay,
    destroy() {
      stopFollowingFocus();
      // Inline sizes and transforms go with it: React's markup is left as React drew it.
      swiper.destroy(true, true);
    },
  };
}
