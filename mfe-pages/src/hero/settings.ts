/**
 * The hero carousels' numbers (the hero banner autoplays every 2000 ms unless its settings say otherwise, a card
 * carousel every 2500 ms) and how a hero component's settings (`heroSettingsSchema`) are read into them.
 * Swiper's options and the CSS that lays the slides out before swiper has loaded are both built from one layout,
 * so the two cannot drift apart. Anything page data gets wrong falls back to the default, never into the page.
 */
import type { SwiperOptions } from 'swiper/types';
import { type AspectRatios, CARD_CAROUSEL_AUTOPLAY_MS, HERO_CAROUSEL_AUTOPLAY_MS, type HeroSettings } from '@storefront/shared';
import { breakpoints, space } from '@storefront/shared/ui';

export { CARD_CAROUSEL_AUTOPLAY_MS, HERO_CAROUSEL_AUTOPLAY_MS };

/** A hero card's picture box: square at every size. */
export const HERO_CARD_ASPECT: AspectRatios = { sm: '1 / 1', md: '1 / 1', lg: '1 / 1' };

/** Hero cards per view: 1 on phones, 2 on tablets (from 768 px), 3 on desktops (from 1024 px). */
export const HERO_CARDS_PER_VIEW = { sm: 1, md: 2, columns: 3 } as const;
/** The most cards per view page data may ask for: more would leave each too narrow to read. */
export const HERO_CARDS_MAX_PER_VIEW = 6;
/** The gap between two hero cards: the kit's 16 px on phones, 24 px from tablets. */
export const HERO_CARDS_GAP = { sm: space[4], md: space[6] } as const;

/** The quickest autoplay page data may ask for: a quicker one is slowed down to it (slides must stay readable). */
export const HERO_MIN_AUTOPLAY_MS = 1000;

/** How far (CSS margin) before a hero carousel scrolls into view swiper starts to load; a top banner: at once. */
export const HERO_SWIPER_LOAD_MARGIN = '400px';

export interface SlideLayout {
  slidesPerView: number;
  /** The gap between two slides, in px. */
  spaceBetween: number;
}

/** Slides per view and gap below the first breakpoint, then from each min-width (px). */
export interface CarouselLayout {
  base: SlideLayout;
  breakpoints: Record<number, SlideLayout>;
}

/** The hero banner: one slide per view, edge to edge, at every size. */
export const HERO_BANNER_LAYOUT: CarouselLayout = { base: { slidesPerView: 1, spaceBetween: 0 }, breakpoints: {} };

const px = (length: string) => Number.parseFloat(length);

/** A count of slides per view from page data, if it is one (at least 1, at most the maximum), else the default. */
function perView(value: number | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 1 ? Math.min(value, HERO_CARDS_MAX_PER_VIEW) : fallback;
}

/** Hero cards' layout: `slidesconfig.sm` on phones, `md` from 768 px, `columns` from 1024 px. */
export function heroCardsLayout(slidesconfig: HeroSettings['slidesconfig'] | undefined): CarouselLayout {
  return {
    base: { slidesPerView: perView(slidesconfig?.sm, HERO_CARDS_PER_VIEW.sm), spaceBetween: px(HERO_CARDS_GAP.sm) },
    breakpoints: {
      [breakpoints.md]: { slidesPerView: perView(slidesconfig?.md, HERO_CARDS_PER_VIEW.md), spaceBetween: px(HERO_CARDS_GAP.md) },
      [breakpoints.lg]: { slidesPerView: perView(slidesconfig?.columns, HERO_CARDS_PER_VIEW.columns), spaceBetween: px(HERO_CARDS_GAP.md) },
    },
  };
}

/** An autoplay interval (ms) from page data: a positive number, at least HERO_MIN_AUTOPLAY_MS; else the default. */
export function autoplayInterval(value: number | undefined, fallback: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return fallback;
  return Math.max(Math.round(value), HERO_MIN_AUTOPLAY_MS);
}

const HEX_COLOR = /^#(?:[\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})$/i;
const FUNCTION_COLOR = /^(?:rgba?|hsla?)\(\s*[\d.%,/+\s-]*(?:deg|rad|grad|turn)?[\d.%,/+\s-]*\)$/i;
const NAMED_COLOR = /^[a-z]{3,30}$/i;
const CSS_WIDE_KEYWORDS = new Set(['inherit', 'initial', 'unset', 'revert', 'none']);

/**
 * The hero's `bgcolor` when it is a plain colour (hex, rgb()/rgba()/hsl()/hsla() with numbers only, or a colour
 * name), else null: page data can set the colour behind the slides and nothing else.
 */
export function plainColor(value: string | null | undefined): string | null {
  const color = value?.trim() ?? '';
  if (HEX_COLOR.test(color) || FUNCTION_COLOR.test(color)) return color;
  return NAMED_COLOR.test(color) && !CSS_WIDE_KEYWORDS.has(color.toLowerCase()) ? color : null;
}

/**
 * Swiper's options: the layout, an autoplay every `autoplayMs` that the carousel starts and stops (useCarouselAutoplay:
 * not for a visitor who prefers reduced motion unless they press Play, whose steps are then not animated).
 */
export function heroSwiperOptions({
  layout,
  autoplayMs,
  reducedMotion,
}: {
  layout: CarouselLayout;
  autoplayMs: number;
  reducedMotion: boolean;
}): SwiperOptions {
  return {
    ...layout.base,
    breakpoints: layout.breakpoints,
    autoplay: { enabled: false, delay: autoplayMs, disableOnInteraction: false },
    ...(reducedMotion && { speed: 0 }),
    // Past the last slide, autoplay and Next go back to the first (and Previous from the first to the last).
    rewind: true,
    // Slides come and go with the page data (React renders them): swiper measures again on every change.
    observer: true,
  };
}
