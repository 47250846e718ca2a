import { CARD_CAROUSEL_AUTOPLAY_MS, CAROUSEL_PLACEHOLDER_SLOTS, BASE_SLIDE_LAYOUT, cardSwiperOptions, SLIDE_LAYOUT_BREAKPOINTS } from './settings';
import { PRODUCT_CAROUSEL_SIZE } from '@storefront/shared';

it('moves a card carousel on every 2.5 s, keeps 7 placeholder slots while it loads and asks for 12 products', () => {
  expect(CARD_CAROUSEL_AUTOPLAY_MS).toBe(2500);
  expect(CAROUSEL_PLACEHOLDER_SLOTS).toBe(7);
  expect(PRODUCT_CAROUSEL_SIZE).toBe(12);
});

it('shows 1 slide 20 px apart below 768 px, 2 slides 40 px apart from 768 px and 5 slides 50 px apart from 1024 px', () => {
  expect(BASE_SLIDE_LAYOUT).toEqual({ slidesPerView: 1, spaceBetween: 20 });
  expect(SLIDE_LAYOUT_BREAKPOINTS).toEqual({
    640: { slidesPerView: 1, spaceBetween: 20 },
    768: { slidesPerView: 2, spaceBetween: 40 },
    1024: { slidesPerView: 5, spaceBetween: 50 },
  });
});

it('gives swiper those breakpoints and an autoplay of 2.5 s that the carousel starts, without any animation for reduced motion', () => {
  expect(cardSwiperOptions({ reducedMotion: false })).toMatchObject({
    slidesPerView: 1,
    spaceBetween: 20,
    breakpoints: SLIDE_LAYOUT_BREAKPOINTS,
    autoplay: { enabled: false, delay: 2500 },
  });
  expect(cardSwiperOptions({ reducedMotion: false })).not.toHaveProperty('speed');
  expect(cardSwiperOptions({ reducedMotion: true })).toMatchObject({ autoplay: { delay: 2500 }, speed: 0 });
});
