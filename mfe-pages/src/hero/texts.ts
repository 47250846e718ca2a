/** The words of the hero carousels (`hero_banner`, `hero_cards`), for screen readers mostly. */
export const HERO_TEXTS = {
  /** The hero banner's name as a region. */
  bannerLabel: 'Featured offers',
  /** A card carousel's name as a region when the page data gives it no title. */
  cardsLabel: 'Offers',
  previous: 'Previous slide',
  next: 'Next slide',
  /** The group of dots, one a position. */
  pagination: 'Choose a slide',
  goToSlide: (position: number) => `Go to slide ${position}`,
  /** A slide link's name when page data gives its picture no words (`alt`). */
  untitledSlide: (position: number) => `Offer ${position}`,
  slideLabel: (position: number, total: number) => `${position} of ${total}`,
} as const;
