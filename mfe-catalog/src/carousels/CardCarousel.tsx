/**
 * A titled carousel of cards (its numbers: ./settings.ts). React draws the slides in swiper's layout at once, so the
 * cards are there (and links work) before swiper arrives: those in view and the next at once, the rest a few per
 * task. Swiper itself is loaded only when the carousel is near the viewport and its first step is due or the shopper
 * reaches for it, and then just moves them, every 2.5 s unless the shopper's pointer, finger or focus is on the
 * carousel or its Pause control was pressed (useCarouselAutoplay). While the items load, skeleton cards fill the same
 * slots.
 */
import { useEffect, useId, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { errorReporter } from '@storefront/shared/runtime';
import { AutoplayButton, useCarouselAutoplay } from '@storefront/shared/carousel';
import { useSwiperWanted } from '@storefront/shared/swiper-wanted';
import {
  Button,
  color,
  Icon,
  layout,
  sectionHeaderCss,
  sectionTitleCss,
  space,
  tapTargetCss,
  textLinkCss,
  useAfterHydration,
  useNearViewport,
} from '@storefront/shared/ui';
import type { CardSwiper } from './cardSwiper';
import {
  BASE_SLIDE_LAYOUT,
  CARD_CAROUSEL_AUTOPLAY_MS,
  CAROUSEL_PLACEHOLDER_SLOTS,
  SLIDE_CARD_MAX_WIDTH_PX,
  SLIDE_LAYOUT_BREAKPOINTS,
  slidesInView,
  SWIPER_LOAD_MARGIN,
  type SlideLayout,
} from './settings';

export const CAROUSEL_TEXTS = {
  previous: 'Previous slide',
  next: 'Next slide',
  viewAll: 'View all',
  slideLabel: (position: number, total: number) => `${position} of ${total}`,
} as const;

export interface CardCarouselProps<Item> {
  title: string;
  /** Undefined while they load. An empty list draws nothing at all. */
  items: readonly Item[] | undefined;
  itemKey: (item: Item) => string | number;
  renderCard: (item: Item) => ReactNode;
  /** Stands in for a card while the items load. */
  CardSkeleton: ComponentType;
  /** Why the items could not load, shown in place of the slides. */
  error?: string;
  /** The full list the items come from, behind a "View all" link. */
  viewAllHref?: string;
}

/**
 * Cards drawn per task after the first. No task may draw a whole carousel: a dozen product cards at once hold a
 * phone's main thread too long (docs/performance.md). The cards in view and the next one are drawn with the carousel,
 * the others two per task, the slides of those still to come holding their places, empty, until their turn.
 */
export const CARDS_PER_TASK = 2;

/**
 * How many of `count` cards to draw now: those in view and the next, then a task's worth more in each task. A page
 * the server drew has them all (the server knows no window), and the browser's first render takes it over as it is.
 */
function useCardsDrawn(count: number): number {
  const afterHydration = useAfterHydration();
  const [drawn, setDrawn] = useState(() => (afterHydration ? slidesInView() + 1 : count));
  useEffect(() => {
    if (drawn >= count) return;
    const timer = setTimeout(() => setDrawn((current) => current + CARDS_PER_TASK));
    return () => clearTimeout(timer);
  }, [drawn, count]);
  return drawn;
}

/**
 * Swiper on the slides once there are slides, the carousel is near the viewport and swiper is wanted: its first
 * autoplay step is due (taken as soon as swiper is there) or the shopper reaches for it. Null until then. Also the
 * carousel's autoplay: its state, and the handlers of its region that hold it and bring swiper in.
 */
function useCardSwiper(container: HTMLElement | null, hasSlides: boolean) {
  const near = useNearViewport(container, SWIPER_LOAD_MARGIN);
  const [swiper, setSwiper] = useState<CardSwiper | null>(null);
  const [locked, setLocked] = useState(false);
  const { running, holdHandlers, control } = useCarouselAutoplay(swiper?.autoplay);
  // Read when swiper arrives, after the render that asked for it.
  const runningNow = useRef(running);
  useEffect(() => {
    runningNow.current = running;
  });
  const { wanted, handlers } = useSwiperWanted({ near, enabled: hasSlides, running, intervalMs: CARD_CAROUSEL_AUTOPLAY_MS, holdHandlers });

  useEffect(() => {
    if (!container || !near || !hasSlides || !wanted) return;
    let attached: CardSwiper | null = null;
    let cancelled = false;
    import('./cardSwiper')
      .then(({ attachCardSwiper }) => {
        if (cancelled) return;
        attached = attachCardSwiper(container, { onLockChange: setLocked });
        // The first cards have shown for a whole interval already: the step is taken now, not an interval later.
        if (wanted === 'due' && runningNow.current) attached.next();
        setSwiper(attached);
      })
      // The cards stay usable without swiper: they just do not move.
      .catch((error: unknown) => errorReporter.captureException(error, { module: 'swiper' }));
    return () => {
      cancelled = true;
      attached?.destroy();
      setSwiper(null);
    };
    // Attached once: whether it was wanted because its step was due or because it was reached for changes nothing later.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [container, near, hasSlides, Boolean(wanted)]);

  return { swiper, locked, control, regionHandlers: handlers };
}

export function CardCarousel<Item>({ title, items, itemKey, renderCard, CardSkeleton, error, viewAllHref }: CardCarouselProps<Item>) {
  const titleId = useId();
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const { swiper, locked, control, regionHandlers } = useCardSwiper(container, Boolean(items?.length) && !error);
  const drawn = useCardsDrawn(items?.length ?? 0);
  if (items?.length === 0 && !error) return null;

  const loading = !items && !error;
  return (
    <section aria-labelledby={titleId} aria-roledescription="carousel" aria-busy={loading} css={{ margin: `${space[6]} 0` }} {...regionHandlers}>
      <div css={sectionHeaderCss}>
        <h2 id={titleId} css={sectionTitleCss}>
          {title}
        </h2>
        {viewAllHref && (
          <Link to={viewAllHref} css={[textLinkCss, tapTargetCss]}>
            {CAROUSEL_TEXTS.viewAll}
          </Link>
        )}
        {!error && (
          // Hidden, not removed, when every card fits: the header keeps its height.
          <div css={[{ display: 'flex', gap: space[2] }, locked && { visibility: 'hidden' }]}>
            <AutoplayButton {...control} />
            <Button
              variant="secondary"
              size="sm"
              aria-label={CAROUSEL_TEXTS.previous}
              disabled={!swiper}
              onClick={() => swiper?.previous()}
              css={arrowCss}
            >
              <Icon name="chevronLeft" />
            </Button>
            <Button variant="secondary" size="sm" aria-label={CAROUSEL_TEXTS.next} disabled={!swiper} onClick={() => swiper?.next()} css={arrowCss}>
              <Icon name="chevronRight" />
            </Button>
          </div>
        )}
      </div>
      {error ? (
        <p role="alert" css={{ margin: 0, color: color.danger }}>
          {error}
        </p>
      ) : (
        <div ref={setContainer} className="swiper" css={viewportCss}>
          <div className="swiper-wrapper" css={trackCss}>
            {items
              ? items.map((item, index) =>
                  index < drawn ? (
                    <div
                      key={itemKey(item)}
                      className="swiper-slide"
                      role="group"
                      aria-roledescription="slide"
                      aria-label={CAROUSEL_TEXTS.slideLabel(index + 1, items.length)}
                      css={slideCss}
                    >
                      <div css={slideCardCss}>{renderCard(item)}</div>
                    </div>
                  ) : (
                    <div key={itemKey(item)} className="swiper-slide" aria-hidden="true" css={slideCss} />
                  ),
                )
              : Array.from({ length: CAROUSEL_PLACEHOLDER_SLOTS }, (_, index) => (
                  <div key={index} className="swiper-slide" aria-hidden="true" css={slideCss}>
                    <div css={slideCardCss}>
                      <CardSkeleton />
                    </div>
                  </div>
                ))}
          </div>
        </div>
      )}
    </section>
  );
}

const arrowCss = { width: layout.controlHeightSm, padding: 0 } as const;

/** Swiper's own layout rules (its stylesheet is not loaded): a clipped box, a row of slides that do not shrink. */
const viewportCss = {
  position: 'relative',
  overflow: 'hidden',
  // Room for a hovered card's shadow, which the clipped box would cut off.
  padding: `${space[2]} 0 ${space[4]}`,
  // Horizontal drags belong to the carousel, vertical ones still scroll the page.
  touchAction: 'pan-y',
} as const;
const trackCss = { display: 'flex', boxSizing: 'content-box', transitionProperty: 'transform' } as const;

/** The width and gap swiper gives each slide at this layout; swiper's inline sizes take over once it runs. */
const slideSize = ({ slidesPerView, spaceBetween }: SlideLayout) => ({
  width: `calc((100% - ${(slidesPerView - 1) * spaceBetween}px) / ${slidesPerView})`,
  marginRight: `${spaceBetween}px`,
});
const slideCss = {
  position: 'relative',
  flexShrink: 0,
  display: 'flex',
  justifyContent: 'center',
  boxSizing: 'border-box',
  ...slideSize(BASE_SLIDE_LAYOUT),
  ...Object.fromEntries(
    Object.entries(SLIDE_LAYOUT_BREAKPOINTS).map(([minWidth, layout]) => [`@media (min-width: ${minWidth}px)`, slideSize(layout)]),
  ),
} as const;
const slideCardCss = { width: '100%', maxWidth: `${SLIDE_CARD_MAX_WIDTH_PX}px`, minWidth: 0 } as const;
