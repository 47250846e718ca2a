/**
 * What both hero carousels are built of: swiper's layout written as CSS (its stylesheet is not loaded, so React's
 * slides sit where swiper will keep them before it arrives), the Previous / Next buttons and the dots.
 */
import type { CSSObject } from '@emotion/react';
import { Button, color, focusRing, Icon, layout, motion, radius, space } from '@storefront/shared/ui';
import type { CarouselLayout, SlideLayout } from './settings';
import { HERO_TEXTS } from './texts';

/** Swiper's own layout rules: a clipped box, a row of slides that do not shrink. */
export const viewportCss = {
  position: 'relative',
  overflow: 'hidden',
  // Horizontal drags belong to the carousel, vertical ones still scroll the page.
  touchAction: 'pan-y',
} as const;
export const trackCss = { display: 'flex', boxSizing: 'content-box', transitionProperty: 'transform' } as const;

/** The width and gap swiper gives each slide at this layout; swiper's inline sizes take over once it runs. */
const slideSize = ({ slidesPerView, spaceBetween }: SlideLayout) => ({
  width: `calc((100% - ${(slidesPerView - 1) * spaceBetween}px) / ${slidesPerView})`,
  marginRight: `${spaceBetween}px`,
});
export const slideCss = (layout: CarouselLayout): CSSObject => ({
  position: 'relative',
  flexShrink: 0,
  boxSizing: 'border-box',
  ...slideSize(layout.base),
  ...Object.fromEntries(Object.entries(layout.breakpoints).map(([minWidth, sizes]) => [`@media (min-width: ${minWidth}px)`, slideSize(sizes)])),
});

/**
 * A slide's link around its picture. The clipped carousel would cut a focus ring drawn outside it off: this one is
 * drawn inside, over the picture.
 */
export const slideLinkCss = {
  display: 'block',
  '&:focus-visible': { ...focusRing, outlineOffset: `calc(-1 * ${layout.focusRingWidth})` },
} as const;

/** A slide's accessible role: one of several ("2 of 5"). */
export const slideGroupProps = (index: number, total: number) =>
  ({ role: 'group', 'aria-roledescription': 'slide', 'aria-label': HERO_TEXTS.slideLabel(index + 1, total) }) as const;

interface ArrowProps {
  direction: 'previous' | 'next';
  /** Null until swiper has loaded: the button is disabled. */
  onClick: (() => void) | null;
  className?: string;
}

export function ArrowButton({ direction, onClick, className }: ArrowProps) {
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={HERO_TEXTS[direction]}
      disabled={!onClick}
      onClick={() => onClick?.()}
      className={className}
      css={{ padding: 0, borderRadius: radius.pill }}
    >
      <Icon name={direction === 'previous' ? 'chevronLeft' : 'chevronRight'} />
    </Button>
  );
}

interface DotsProps {
  positions: number;
  /** The position in view (0-based): its dot is the current one. */
  position: number;
  /** Null until swiper has loaded: the dots are disabled. */
  onGo: ((position: number) => void) | null;
  className?: string;
}

/** One dot a position, "Go to slide N"; the one in view is `aria-current`, and drawn wider (not by colour alone). */
export function SlideDots({ positions, position, onGo, className }: DotsProps) {
  return (
    <div role="group" aria-label={HERO_TEXTS.pagination} className={className} css={dotsCss}>
      {Array.from({ length: positions }, (_, index) => (
        <button
          key={index}
          type="button"
          aria-label={HERO_TEXTS.goToSlide(index + 1)}
          aria-current={index === position ? 'true' : undefined}
          disabled={!onGo}
          onClick={() => onGo?.(index)}
          css={dotCss}
        />
      ))}
    </div>
  );
}

const dotsCss = { display: 'flex', justifyContent: 'center', flexWrap: 'wrap' } as const;

/** A 24 px target (WCAG 2.5.8) around an 8 px dot. */
const dotCss: CSSObject = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: space[6],
  height: space[6],
  padding: 0,
  border: 0,
  borderRadius: radius.pill,
  background: 'transparent',
  cursor: 'pointer',
  '&::before': {
    content: '""',
    display: 'block',
    width: space[2],
    height: space[2],
    borderRadius: radius.pill,
    background: color.textMuted,
    transition: `width ${motion.fast} ${motion.easing}`,
  },
  '&[aria-current="true"]::before': { width: space[4], background: color.primary },
  '&:focus-visible': focusRing,
  '&:disabled': { cursor: 'default' },
  '@media (prefers-reduced-motion: reduce)': { '&::before': { transition: 'none' } },
};
