/**
 * `hero_cards`: the shop's offers as a carousel of linked pictures, several in view (the hero settings' `slidesconfig`;
 * a card carousel autoplays every 2500 ms). React lays the cards out in swiper's layout at once, every picture in a box
 * of its final size; swiper is loaded only once the carousel is near the viewport and its first step is due or the
 * shopper reaches for it (useHeroSwiper), and then just moves them. Further down a page: the pictures load as they near
 * the screen.
 */
import { useId, useMemo } from 'react';
import { aspectRatios, type HeroSettings, type HeroSlide } from '@storefront/shared';
import { AutoplayButton } from '@storefront/shared/carousel';
import { layout, radius, sectionHeaderCss, sectionTitleCss, space } from '@storefront/shared/ui';
import { BannerPicture } from '../banners/BannerPicture';
import { PageLink } from '../links/PageLink';
import { ArrowButton, slideCss, SlideDots, slideGroupProps, slideLinkCss, trackCss, viewportCss } from './carouselParts';
import { autoplayInterval, CARD_CAROUSEL_AUTOPLAY_MS, HERO_CARD_ASPECT, heroCardsLayout, plainColor } from './settings';
import { HERO_TEXTS } from './texts';
import { useHeroSwiper } from './useHeroSwiper';

export interface HeroCardsProps {
  /** A heading over the cards (h2), which also names the carousel. */
  title?: string;
  slides: HeroSlide[];
  settings: HeroSettings;
}

export function HeroCards({ title, slides, settings }: HeroCardsProps) {
  const titleId = useId();
  const { sm, md, columns, autoplayInterval: cardsAutoplay } = settings.slidesconfig ?? {};
  const cardsLayout = useMemo(() => heroCardsLayout({ sm, md, columns }), [sm, md, columns]);
  const autoplayMs = autoplayInterval(cardsAutoplay, CARD_CAROUSEL_AUTOPLAY_MS);
  const { containerRef, swiper, position, positions, locked, failed, pauseHandlers, autoplayControl } = useHeroSwiper({
    slideCount: slides.length,
    layout: cardsLayout,
    autoplayMs,
  });
  if (slides.length === 0) return null;

  const heading = title?.trim();
  const ratios = aspectRatios(settings.aspect, HERO_CARD_ASPECT);
  const background = plainColor(settings.bgcolor);
  const carousel = slides.length > 1;
  const controls = carousel && !failed;

  return (
    <section
      {...(heading ? { 'aria-labelledby': titleId } : { 'aria-label': HERO_TEXTS.cardsLabel })}
      aria-roledescription={carousel ? 'carousel' : undefined}
      css={{ margin: `${space[6]} 0` }}
      {...(carousel && pauseHandlers)}
    >
      {(heading || controls) && (
        <div css={[sectionHeaderCss, { marginBottom: space[3] }]}>
          {heading && (
            <h2 id={titleId} css={sectionTitleCss}>
              {heading}
            </h2>
          )}
          {controls && (
            // Hidden, not removed, when every card fits: the header keeps its height.
            <div css={[{ display: 'flex', gap: space[2], marginLeft: 'auto' }, locked && { visibility: 'hidden' }]}>
              <AutoplayButton {...autoplayControl} css={{ borderRadius: radius.pill }} />
              <ArrowButton direction="previous" onClick={swiper && swiper.previous} css={arrowCss} />
              <ArrowButton direction="next" onClick={swiper && swiper.next} css={arrowCss} />
            </div>
          )}
        </div>
      )}
      <div ref={containerRef} className="swiper" css={viewportCss}>
        <div className="swiper-wrapper" css={trackCss}>
          {slides.map((slide, index) => (
            <div
              key={index}
              className="swiper-slide"
              css={[slideCss(cardsLayout), cardCss]}
              style={background ? { backgroundColor: background } : undefined}
              {...(carousel && slideGroupProps(index, slides.length))}
            >
              <PageLink link={slide.link} label={slide.alt || HERO_TEXTS.untitledSlide(index + 1)} css={slideLinkCss}>
                <BannerPicture image={slide.image} imageSm={slide.image_sm} alt={slide.alt} ratios={ratios} />
              </PageLink>
            </div>
          ))}
        </div>
      </div>
      {controls && (
        <SlideDots
          positions={positions}
          position={position}
          onGo={swiper && swiper.goTo}
          css={[{ marginTop: space[2] }, locked && { visibility: 'hidden' }]}
        />
      )}
    </section>
  );
}

const arrowCss = { width: layout.controlHeightSm } as const;
/** A card: its picture with rounded corners, the settings' colour behind it while it loads. */
const cardCss = { borderRadius: radius.lg, overflow: 'hidden', isolation: 'isolate' } as const;
