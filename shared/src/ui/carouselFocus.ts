/** What keepFocusInView needs of a carousel: swiper's own members, named as swiper names them. */
export interface SlidingCarousel {
  slides: HTMLElement[];
  activeIndex: number;
  slidesPerViewDynamic(): number;
  slideTo(index: number): void;
}

/**
 * Keyboard focus in a carousel whose slides are moved by transforms (swiper): a link tabbed to in a slide out of view
 * slides it into view, and the scroll the browser gives the clipped box to show it is undone (the slides move, not
 * the box). Returns what stops it.
 */
export function keepFocusInView(container: HTMLElement, carousel: SlidingCarousel): () => void {
  const showFocusedSlide = (event: FocusEvent) => {
    const slide = (event.target as Element).closest('.swiper-slide');
    const index = slide ? carousel.slides.indexOf(slide as HTMLElement) : -1;
    const inView = index >= carousel.activeIndex && index < carousel.activeIndex + carousel.slidesPerViewDynamic();
    if (index >= 0 && !inView) carousel.slideTo(index);
  };
  const keepUnscrolled = () => {
    if (container.scrollLeft !== 0) container.scrollLeft = 0;
  };
  container.addEventListener('focusin', showFocusedSlide);
  container.addEventListener('scroll', keepUnscrolled);
  return () => {
    container.removeEventListener('focusin', showFocusedSlide);
    container.removeEventListener('scroll', keepUnscrolled);
  };
}
