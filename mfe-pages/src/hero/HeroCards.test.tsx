import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { heroSettingsSchema, type HeroSlide } from '@storefront/shared';
import { HeroCards } from './HeroCards';
import { declaredStyle, fakeIntersectionObserver, fakeViewport, renderScreen, restoreBrowser } from '@storefront/shared/testing';
import { swiperOf } from '../../test/swiperOf';

const SLIDES: HeroSlide[] = Array.from({ length: 5 }, (_, index) => ({
  image: `cards/offer-${index + 1}.jpg`,
  image_sm: index === 0 ? 'cards/offer-1-sm.jpg' : null,
  link: `/products?c=offer-${index + 1}`,
  alt: `Offer card ${index + 1}`,
}));

interface Options {
  title?: string;
  slides?: HeroSlide[];
  settings?: Record<string, unknown>;
}

function renderCards(options: Options = {}) {
  const { title, slides, settings } = { title: 'Deals of the day', slides: SLIDES, settings: {}, ...options };
  return renderScreen(
    <>
      <HeroCards title={title} slides={slides} settings={heroSettingsSchema.parse(settings)} />
    </>,
  );
}

const region = (name = 'Deals of the day') => screen.getByRole('region', { name });
const slide = (position: number, total = SLIDES.length) => within(region()).getByRole('group', { name: `${position} of ${total}` });
const button = (name: 'Previous slide' | 'Next slide') => screen.getByRole('button', { name });
const dots = () => within(screen.getByRole('group', { name: 'Choose a slide' })).getAllByRole('button');
/** The shopper reaches for the carousel (a tap: the finger is gone at once, holding nothing), which brings swiper in. */
const swiperReady = () => {
  fireEvent.touchStart(region());
  fireEvent.touchEnd(region());
  return waitFor(() => expect(button('Next slide')).toBeEnabled());
};
/** The slide at the start of the view, as swiper marks it. */
const firstInView = () => region().querySelector('.swiper-slide-active')?.getAttribute('aria-label');
const currentDot = () =>
  dots()
    .filter((dot) => dot.getAttribute('aria-current') === 'true')
    .map((dot) => dot.getAttribute('aria-label'));

// The carousel imports its swiper module when it nears the viewport; loading it once here keeps the first test's
// wait for swiper about the carousel, not about how fast this machine transforms and evaluates the module.
beforeAll(() => import('./heroSwiper'));

beforeEach(() => fakeViewport({ width: 1280 }));

afterEach(() => {
  jest.useRealTimers();
  restoreBrowser();
});

describe('what it shows', () => {
  // Swiper is left out (the carousel never comes near the viewport) unless a test brings it in.
  beforeEach(() => {
    fakeIntersectionObserver();
  });

  it('is a carousel region named by its h2 title, every card a labelled slide with its linked picture', () => {
    renderCards();
    expect(region()).toHaveAttribute('aria-roledescription', 'carousel');
    expect(within(region()).getByRole('heading', { level: 2, name: 'Deals of the day' })).toBeVisible();
    const slides = within(region()).getAllByRole('group', { name: /of 5$/ });
    expect(slides).toHaveLength(5);
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');
    const link = within(slide(4)).getByRole('link', { name: 'Offer card 4' });
    expect(link).toHaveAttribute('href', '/products?c=offer-4');
    expect(within(link).getByRole('img')).toHaveAttribute('alt', 'Offer card 4');
  });

  it('is named "Offers", without a heading, when it has no title', () => {
    renderCards({ title: undefined });
    expect(region('Offers')).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    renderCards({ title: '  ' });
    expect(screen.getAllByRole('region', { name: 'Offers' })).toHaveLength(2);
  });

  it('follows external and www links in a new tab and shows an invalid link’s picture without a link', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderCards({
      slides: [
        { ...SLIDES[0], link: 'http://farm.example.com' },
        { ...SLIDES[1], link: 'www.example.com/dals' },
        { ...SLIDES[2], link: 'mailto:offers@example.com' },
      ],
    });
    expect(within(slide(1, 3)).getByRole('link')).toHaveAttribute('href', 'http://farm.example.com');
    expect(within(slide(1, 3)).getByRole('link')).toHaveAttribute('target', '_blank');
    expect(within(slide(2, 3)).getByRole('link')).toHaveAttribute('href', 'https://www.example.com/dals');
    expect(within(slide(3, 3)).queryByRole('link')).not.toBeInTheDocument();
    expect(within(slide(3, 3)).getByRole('img', { name: 'Offer card 3' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('Invalid link format', 'mailto:offers@example.com');
  });

  it('loads every picture lazily, image_sm on phones', () => {
    renderCards();
    for (const image of within(region()).getAllByRole('img')) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).not.toHaveAttribute('fetchpriority', 'high');
    }
    expect(slide(1).querySelector('source')).toHaveAttribute('media', '(max-width: 767px)');
    expect(slide(2).querySelector('source')).not.toBeInTheDocument();
  });

  it('draws square pictures by default, and the settings’ aspect ratios where they are valid', () => {
    const { unmount } = renderCards();
    const picture = () => slide(1).querySelector('picture')!;
    expect(['', '(min-width: 768px)', '(min-width: 1024px)'].map((media) => declaredStyle(picture(), 'aspect-ratio', media))).toEqual([
      '1/1',
      '1/1',
      '1/1',
    ]);
    unmount();
    renderCards({ settings: { aspect: { sm: '3/4', md: 'tall', lg: '4:5' } } });
    expect(['', '(min-width: 768px)', '(min-width: 1024px)'].map((media) => declaredStyle(picture(), 'aspect-ratio', media))).toEqual([
      '3/4',
      '1/1',
      '4/5',
    ]);
  });

  it('puts a plain bgcolor behind each picture and ignores anything else', () => {
    const { unmount } = renderCards({ settings: { bgcolor: '#fff7e6' } });
    expect(slide(1)).toHaveStyle({ backgroundColor: '#fff7e6' });
    unmount();
    renderCards({ settings: { bgcolor: 'expression(alert(1))' } });
    expect(slide(1).getAttribute('style') ?? '').toBe('');
  });

  it('lays the cards out before swiper loads: 1 per view on phones, 2 from 768 px, 3 from 1024 px, kit gaps', () => {
    renderCards();
    expect(declaredStyle(slide(1), 'width')).toBe('calc((100%-0px)/1)');
    expect(declaredStyle(slide(1), 'margin-right')).toBe('16px');
    expect(declaredStyle(slide(1), 'width', '(min-width: 768px)')).toBe('calc((100%-24px)/2)');
    expect(declaredStyle(slide(1), 'margin-right', '(min-width: 768px)')).toBe('24px');
    expect(declaredStyle(slide(1), 'width', '(min-width: 1024px)')).toBe('calc((100%-48px)/3)');
  });

  it('lays them out by the settings’ slidesconfig before swiper loads', () => {
    renderCards({ settings: { slidesconfig: { sm: 2, md: 3, columns: 4 } } });
    expect(declaredStyle(slide(1), 'width')).toBe('calc((100%-16px)/2)');
    expect(declaredStyle(slide(1), 'width', '(min-width: 768px)')).toBe('calc((100%-48px)/3)');
    expect(declaredStyle(slide(1), 'width', '(min-width: 1024px)')).toBe('calc((100%-72px)/4)');
  });

  it('shows Previous, Next and the dots disabled until swiper has loaded', () => {
    renderCards();
    expect(button('Previous slide')).toBeDisabled();
    expect(button('Next slide')).toBeDisabled();
    expect(dots()).toHaveLength(5);
    for (const dot of dots()) expect(dot).toBeDisabled();
  });

  it('shows one card alone: no carousel, no buttons, no dots', () => {
    renderCards({ slides: [SLIDES[0]] });
    expect(region()).not.toHaveAttribute('aria-roledescription');
    expect(within(region()).queryByRole('button')).not.toBeInTheDocument();
    expect(within(region()).queryByRole('group')).not.toBeInTheDocument();
    expect(within(region()).getByRole('link', { name: 'Offer card 1' })).toHaveAttribute('href', '/products?c=offer-1');
  });
});

describe('swiper', () => {
  it('loads only when the carousel comes within 400 px of the viewport', async () => {
    const viewport = fakeIntersectionObserver();
    renderCards();
    await act(async () => {});
    expect(viewport.rootMargins()).toEqual(['400px']);
    expect(swiperOf(region())).toBeUndefined();
    viewport.enterViewport();
    await swiperReady();
    expect(region().querySelector('.swiper')).toHaveClass('swiper-initialized');
  });

  it('is not loaded for a single card', async () => {
    renderCards({ slides: [SLIDES[0]] });
    await act(async () => {});
    expect(swiperOf(region())).toBeUndefined();
  });

  it.each([
    [375, '375px', '16px'],
    [800, '388px', '24px'],
    [1272, '408px', '24px'],
  ])('at %i px wide gives each card %s with a %s gap by default (1 / 2 / 3 per view)', async (width, cardWidth, gap) => {
    fakeViewport({ width });
    renderCards();
    await swiperReady();
    expect(slide(1).style).toMatchObject({ width: cardWidth, marginRight: gap });
  });

  it.each([
    [376, '180px'],
    [816, '256px'],
    [1280, '302px'],
  ])('at %i px wide gives each card %s with slidesconfig sm 2, md 3, columns 4', async (width, cardWidth) => {
    fakeViewport({ width });
    renderCards({ settings: { slidesconfig: { sm: 2, md: 3, columns: 4 } } });
    await swiperReady();
    expect(slide(1).style.width).toBe(cardWidth);
  });

  it('keeps the default for a slidesconfig count that is not one, and shows at most 6', async () => {
    renderCards({ settings: { slidesconfig: { sm: 0, md: -2, columns: 12 } } });
    fireEvent.touchStart(region());
    await waitFor(() => expect(swiperOf(region())).toBeDefined());
    // What swiper was given (its params are those of the breakpoint in use).
    expect(swiperOf(region())?.originalParams).toMatchObject({
      slidesPerView: 1,
      breakpoints: { 768: { slidesPerView: 2 }, 1024: { slidesPerView: 6 } },
    });
  });

  it('autoplays every 2500 ms by default, or at slidesconfig.autoplayInterval', async () => {
    const { unmount } = renderCards();
    await swiperReady();
    expect(swiperOf(region())?.params.autoplay).toMatchObject({ delay: 2500 });
    unmount();
    renderCards({ settings: { autoplayInterval: 9000, slidesconfig: { autoplayInterval: 4000 } } });
    await swiperReady();
    expect(swiperOf(region())?.params.autoplay).toMatchObject({ delay: 4000 });
  });

  it('does not autoplay for a visitor who prefers reduced motion', async () => {
    fakeViewport({ width: 1280, reducedMotion: true });
    renderCards();
    await swiperReady();
    expect(swiperOf(region())?.params.autoplay).toMatchObject({ enabled: false });
    expect(swiperOf(region())?.autoplay.running).toBe(false);
  });

  it('has a dot a position (3 for 5 cards at 3 per view), and moves with the dots, Next and Previous', async () => {
    const user = userEvent.setup();
    renderCards();
    await swiperReady();
    expect(dots().map((dot) => dot.getAttribute('aria-label'))).toEqual(['Go to slide 1', 'Go to slide 2', 'Go to slide 3']);
    expect(currentDot()).toEqual(['Go to slide 1']);

    await user.click(dots()[2]);
    expect(firstInView()).toBe('3 of 5');
    expect(currentDot()).toEqual(['Go to slide 3']);
    await user.click(button('Previous slide'));
    expect(firstInView()).toBe('2 of 5');
    act(() => button('Next slide').focus());
    await user.keyboard('{Enter}');
    expect(firstInView()).toBe('3 of 5');
    // Past the last position: back to the first.
    await user.keyboard('{Enter}');
    expect(firstInView()).toBe('1 of 5');
    expect(currentDot()).toEqual(['Go to slide 1']);
  });

  it('brings a card out of view into view when its link gets the keyboard focus', async () => {
    renderCards();
    await swiperReady();
    act(() => within(slide(5)).getByRole('link').focus());
    expect(firstInView()).toBe('3 of 5');
  });

  it('hides Previous, Next and the dots when every card fits in view', async () => {
    renderCards({ slides: SLIDES.slice(0, 3) });
    fireEvent.touchStart(region());
    await waitFor(() => expect(region().querySelector('.swiper')).toHaveClass('swiper-initialized'));
    await waitFor(() => expect(within(region()).queryByRole('button')).not.toBeInTheDocument());
    // Hidden, not removed: the header keeps its height.
    const hidden = within(region()).getAllByRole('button', { hidden: true });
    expect(hidden.length).toBeGreaterThanOrEqual(2);
    for (const control of hidden) expect(control).not.toBeVisible();
  });
});

describe('autoplay', () => {
  const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));
  /** The end of the cards' move, which jsdom (no CSS transitions) never signals: autoplay waits for it to go on. */
  const moveEnds = () => act(() => fireEvent.transitionEnd(region().querySelector('.swiper-wrapper')!));

  beforeEach(() => jest.useFakeTimers());

  it('moves on one card every 2.5 s, and back to the first after the last position', async () => {
    renderCards();
    await swiperReady();
    wait(2400);
    expect(firstInView()).toBe('1 of 5');
    wait(100);
    expect(firstInView()).toBe('2 of 5');
    moveEnds();
    wait(2500);
    expect(firstInView()).toBe('3 of 5');
    moveEnds();
    wait(2500);
    expect(firstInView()).toBe('1 of 5');
  });

  it('pauses while the pointer is on the carousel and starts again when it leaves', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderCards();
    await swiperReady();
    await user.hover(region());
    wait(7500);
    expect(firstInView()).toBe('1 of 5');
    await user.unhover(region());
    wait(2500);
    expect(firstInView()).toBe('2 of 5');
  });
});
