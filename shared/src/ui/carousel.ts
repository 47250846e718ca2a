/**
 * `@storefront/shared/carousel`: what every auto-playing carousel of the shop shares — its Pause / Play control and
 * autoplay rules, and keeping keyboard focus on the slide in view. A plain module each remote with a carousel bundles
 * (not a shared entry the shell provides): a page without a carousel downloads none of it, and a change to it ships
 * with the remote. The kit's parts it draws with (the button, the icon) come from the shared `./ui` entry.
 */
export {
  AUTOPLAY_TEXTS,
  AutoplayButton,
  prefersReducedMotion,
  useCarouselAutoplay,
  type AutoplayButtonProps,
  type CarouselAutoplay,
} from './carouselAutoplay';
export { keepFocusInView, type SlidingCarousel } from './carouselFocus';
