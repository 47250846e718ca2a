import type Swiper from 'swiper';

/** The swiper attached to a carousel's `.swiper` box, if any. */
export function swiperOf(region: HTMLElement): Swiper | undefined {
  const box = region.querySelector('.swiper') as (HTMLElement & { swiper?: Swiper | null }) | null;
  return box?.swiper ?? undefined;
}
