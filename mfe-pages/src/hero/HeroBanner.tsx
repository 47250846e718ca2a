/**
 * `hero_banner`: the shop's offers as a banner carousel, one picture at a time across the page (slides and settings:
 * shared/src/contracts/pageComponents.ts; autoplay every 2000 ms unless the settings say otherwise). The box has its
 * final size from the first render (the aspect ratio per screen size), the first picture is the page's largest paint
 * when the banner opens the page, and swiper, loaded when the first step is due or the shopper reaches for the banner
 * (useHeroSwiper), only moves the slides React drew. A Pause / Play control sits at its foot, right.
 */
import { aspectRatios, HERO_BANNER_ASPECT, type HeroSettings, type HeroSlide } from '@storefront/shared';
import { AutoplayButton } from '@storefront/shared/carousel';
import { color, layout, mq, radius, space } from '@storefront/shared/ui';
import { BannerPicture } from '../banners/BannerPicture';
import { PageLink } from '../links/PageLink';
import { ArrowButton, slideCss, SlideDots, slideGroupProps, slideLinkCss, trackCss, viewportCss } from './carouselParts';
import { autoplayInterval, HERO_BANNER_LAYOUT, HERO_CAROUSEL_AUTOPLAY_MS, plainColor } from './settings';
import { HERO_TEXTS } from './texts';
import { useHeroSwiper } from './useHeroSwiper';

export interface HeroBannerProps {
  slides: HeroSlide[];
  settings: HeroSettings;
  /** The banner is the page's first component: its first picture loads at once and first. */
  priority: boolean;
}

export function HeroBanner({ slides, settings, priority }: HeroBannerProps) {
  const autoplayMs = autoplayInterval(settings.autoplayInterval, HERO_CAROUSEL_AUTOPLAY_MS);
  const { containerRef, swiper, position, positions, failed, pauseHandlers, autoplayControl } = useHeroSwiper({
    slideCount: slides.length,
    layout: HERO_BANNER_LAYOUT,
    autoplayMs,
  });
  if (slides.length === 0) return null;

  const ratios = aspectRatios(settings.aspect, HERO_BANNER_ASPECT);
  const background = plainColor(settings.bgcolor);
  // Absent: edge to edge, as a hero is.
  const fullpage = settings.fullpage ?? true;
  const carousel = slides.length > 1;
  const controls = carousel && !failed;

  return (
    <section
      aria-label={HERO_TEXTS.bannerLabel}
      aria-roledescription={carousel ? 'carousel' : undefined}
      css={fullpage ? fullpageCss : boxedCss}
      {...(carousel && pauseHandlers)}
    >
      <div css={[frameCss, !fullpage && roundedCss]} style={background ? { backgroundColor: background } : undefined}>
        <div ref={containerRef} className="swiper" css={viewportCss}>
          <div className="swiper-wrapper" css={trackCss}>
            {slides.map((slide, index) => (
              <div key={index} className="swiper-slide" css={slideCss(HERO_BANNER_LAYOUT)} {...(carousel && slideGroupProps(index, slides.length))}>
                <PageLink link={slide.link} label={slide.alt || HERO_TEXTS.untitledSlide(index + 1)} css={slideLinkCss}>
                  <BannerPicture image={slide.image} imageSm={slide.image_sm} alt={slide.alt} ratios={ratios} priority={priority && index === 0} />
                </PageLink>
              </div>
            ))}
          </div>
        </div>
        {controls && (
          <>
            <ArrowButton direction="previous" onClick={swiper && swiper.previous} css={[arrowCss, { left: space[2] }]} />
            <ArrowButton direction="next" onClick={swiper && swiper.next} css={[arrowCss, { right: space[2] }]} />
            <SlideDots positions={positions} position={position} onGo={swiper && swiper.goTo} css={dotsCss} />
            <AutoplayButton {...autoplayControl} css={autoplayCss} />
          </>
        )}
      </div>
    </section>
  );
}

const fullpageCss = { width: '100%', margin: `0 0 ${space[4]}` } as const;
/** Inside the page's content column, as every other component. */
const boxedCss = {
  maxWidth: layout.contentMaxWidth,
  margin: `${space[4]} auto`,
  padding: `0 ${space[4]}`,
  boxSizing: 'border-box',
} as const;

const frameCss = { position: 'relative', overflow: 'hidden' } as const;
// `isolation` keeps the moving slides clipped to the rounded corners (Safari).
const roundedCss = { borderRadius: radius.lg, isolation: 'isolate' } as const;

/**
 * Over the picture, vertically centred; on a phone at its foot, beside the dots: a narrow slide's words reach its
 * middle, where the buttons would cover them.
 */
const arrowCss = {
  position: 'absolute',
  bottom: space[2],
  zIndex: 1,
  width: layout.controlHeight,
  minHeight: layout.controlHeight,
  [mq.mdUp]: { bottom: 'auto', top: '50%', transform: 'translateY(-50%)' },
} as const;

/** At the picture's foot, right; on a phone left of Next, which is at the foot there too. */
const autoplayCss = {
  position: 'absolute',
  bottom: space[2],
  zIndex: 1,
  width: layout.controlHeight,
  minHeight: layout.controlHeight,
  borderRadius: radius.pill,
  right: `calc(2 * ${space[2]} + ${layout.controlHeight})`,
  [mq.mdUp]: { right: space[2] },
} as const;

/** Over the picture's foot, on a pill of the page's surface so the dots read on any picture. */
const dotsCss = {
  position: 'absolute',
  left: '50%',
  bottom: space[2],
  transform: 'translateX(-50%)',
  zIndex: 1,
  padding: `0 ${space[1]}`,
  borderRadius: radius.pill,
  background: color.surfaceRaised,
  maxWidth: `calc(100% - 2 * ${space[4]})`,
} as const;
