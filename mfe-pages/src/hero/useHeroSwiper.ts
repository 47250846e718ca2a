/**
 * Swiper on a hero carousel's slides, once it has more than one slide, is near the viewport, and has a reason to
 * move: its first autoplay step is due (one interval after it came near; it then takes that step at once) or the
 * shopper reaches for it (pointer, touch, keyboard focus). Until then the first slide simply shows, so swiper is
 * not part of a first visit's download; and for good if swiper cannot load, the slides stay as React drew them:
 * the first one in view, every link working. The first step waits, as every later one, while autoplay is held or
 * paused (useCarouselAutoplay).
 */
import { useEffect, useRef, useState } from 'react';
import { errorReporter } from '@storefront/shared/runtime';
import { useSwiperWanted } from '@storefront/shared/swiper-wanted';
import { useCarouselAutoplay } from '@storefront/shared/carousel';
import { useNearViewport } from '@storefront/shared/ui';
import type { HeroSwiper, HeroSwiperView } from './heroSwiper';
import { HERO_SWIPER_LOAD_MARGIN, type CarouselLayout } from './settings';

interface HeroSwiperOptions {
  slideCount: number;
  /** Keep the same object between renders (a constant or memoised): a new one attaches swiper again. */
  layout: CarouselLayout;
  autoplayMs: number;
}

export function useHeroSwiper({ slideCount, layout, autoplayMs }: HeroSwiperOptions) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const near = useNearViewport(container, HERO_SWIPER_LOAD_MARGIN);
  const [swiper, setSwiper] = useState<HeroSwiper | null>(null);
  const [view, setView] = useState<HeroSwiperView | null>(null);
  const [failed, setFailed] = useState(false);
  const { running, holdHandlers, control } = useCarouselAutoplay(swiper?.autoplay);
  // Read when swiper arrives, after the render that asked for it.
  const runningNow = useRef(running);
  useEffect(() => {
    runningNow.current = running;
  });
  const enabled = slideCount > 1;
  const { wanted, handlers: pauseHandlers } = useSwiperWanted({ near, enabled, running, intervalMs: autoplayMs, holdHandlers });

  useEffect(() => {
    if (!container || !near || !enabled || !wanted) return;
    let attached: HeroSwiper | null = null;
    let cancelled = false;
    import('./heroSwiper')
      .then(({ attachHeroSwiper }) => {
        if (cancelled) return;
        attached = attachHeroSwiper(container, { layout, autoplayMs, onChange: setView });
        // The first slide has shown for a whole interval already: its step is taken now, not an interval later.
        if (wanted === 'due' && runningNow.current) attached.next();
        setSwiper(attached);
      })
      // The slides stay usable without swiper: the first one shows and its link works.
      .catch((error: unknown) => {
        errorReporter.captureException(error, { module: 'swiper' });
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      attached?.destroy();
      setSwiper(null);
      setView(null);
    };
    // Attached once: whether it was wanted because its step was due or because it was reached for changes nothing later.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [container, near, enabled, Boolean(wanted), layout, autoplayMs]);

  return {
    /** The ref of the `.swiper` box. */
    containerRef: setContainer,
    swiper,
    /** Before swiper: the first position of one a slide. */
    position: view?.position ?? 0,
    positions: view?.positions ?? slideCount,
    /** Every slide fits in view: nothing to move. */
    locked: view?.locked ?? false,
    /** Swiper could not load or start: the slides stay as drawn, with no controls that would do nothing. */
    failed,
    /** For the carousel's region: they hold autoplay and bring swiper in when the shopper reaches for it. */
    pauseHandlers,
    /** For AutoplayButton. */
    autoplayControl: control,
  };
}
