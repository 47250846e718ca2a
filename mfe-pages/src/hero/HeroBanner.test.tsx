import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { heroSettingsSchema, type HeroSettings, type HeroSlide } from '@storefront/shared';
import { errorReporter } from '@storefront/shared/runtime';
import { HeroBanner } from './HeroBanner';
import { plainColor } from './settings';
import { declaredStyle, fakeIntersectionObserver, fakeViewport, renderScreen, restoreBrowser, setPageHidden } from '@storefront/shared/testing';
import { swiperOf } from '../../test/swiperOf';

const SLIDES: HeroSlide[] = [
  { image: 'hero/mangoes.jpg', image_sm: 'hero/mangoes-sm.jpg', link: '/products?c=fruits', alt: 'Alphonso mangoes, 20% off' },
  { image: 'hero/dairy.jpg', image_sm: null, link: 'https://dairy.example.com/offers', alt: 'Fresh dairy from local farms' },
  { image: 'hero/atta.jpg', image_sm: null, link: 'www.example.com/atta', alt: 'Atta and dals, buy 2 get 1' },
];

const settingsOf = (settings: Record<string, unknown> = {}): HeroSettings => heroSettingsSchema.parse(settings);

function renderBanner({
  slides = SLIDES,
  settings = {},
  priority = true,
}: { slides?: HeroSlide[]; settings?: Record<string, unknown>; priority?: boolean } = {}) {
  return renderScreen(
    <>
      <HeroBanner slides={slides} settings={settingsOf(settings)} priority={priority} />
    </>,
  );
}

const region = () => screen.getByRole('region', { name: 'Featured offers' });
const slide = (position: number, total = SLIDES.length) => within(region()).getByRole('group', { name: `${position} of ${total}` });
const button = (name: 'Previous slide' | 'Next slide' | 'Pause' | 'Play') => screen.getByRole('button', { name });
const dot = (position: number) => screen.getByRole('button', { name: `Go to slide ${position}` });
/** The shopper reaches for the carousel (a tap: the finger is gone at once, holding nothing), which brings swiper in. */
const swiperReady = () => {
  fireEvent.touchStart(region());
  fireEvent.touchEnd(region());
  return waitFor(() => expect(button('Next slide')).toBeEnabled());
};
/** The slide in view, as swiper marks it. */
const inView = () => region().querySelector('.swiper-slide-active')?.getAttribute('aria-label');
const currentDot = () =>
  screen
    .getAllByRole('button', { name: /^Go to slide/ })
    .filter((element) => element.getAttribute('aria-current') === 'true')
    .map((element) => element.getAttribute('aria-label'));
/** The picture box of a slide (BannerPicture's `<picture>`). */
const pictureOf = (position: number) => slide(position).querySelector('picture')!;
/** The picture box's aspect ratio on phones, tablets and desktops, as its CSS says (jsdom computes none). */
const aspectRatios = (picture: Element) => ({
  sm: declaredStyle(picture, 'aspect-ratio'),
  md: declaredStyle(picture, 'aspect-ratio', '(min-width: 768px)'),
  lg: declaredStyle(picture, 'aspect-ratio', '(min-width: 1024px)'),
});
/** The box behind the slides, which carries `bgcolor`. */
const frame = () => region().querySelector('.swiper')!.parentElement!;

let warn: jest.SpyInstance;
// The carousel imports its swiper module when it nears the viewport; loading it once here keeps the first test's
// wait for swiper about the carousel, not about how fast this machine transforms and evaluates the module.
beforeAll(() => import('./heroSwiper'));

beforeEach(() => {
  fakeViewport({ width: 1280 });
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.useRealTimers();
  restoreBrowser();
});

describe('what it shows', () => {
  // Swiper is left out (the banner never comes near the viewport): this is what the first paint shows.
  beforeEach(() => {
    fakeIntersectionObserver();
  });

  it('is a carousel region named "Featured offers", every picture in a labelled slide', () => {
    renderBanner();
    expect(region()).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(region()).getAllByRole('group', { name: /of 3$/ });
    expect(slides.map((element) => element.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    for (const element of slides) expect(element).toHaveAttribute('aria-roledescription', 'slide');
    expect(
      within(region())
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual(SLIDES.map(({ alt }) => alt));
  });

  it('links a slide starting with "/" in the shop, in the same tab', () => {
    renderBanner();
    const link = within(slide(1)).getByRole('link', { name: 'Alphonso mangoes, 20% off' });
    expect(link).toHaveAttribute('href', '/products?c=fruits');
    expect(link).not.toHaveAttribute('target');
  });

  it('opens http(s) and www links in a new tab, with https:// before www', () => {
    renderBanner();
    const dairy = within(slide(2)).getByRole('link', { name: 'Fresh dairy from local farms' });
    expect(dairy).toHaveAttribute('href', 'https://dairy.example.com/offers');
    expect(dairy).toHaveAttribute('target', '_blank');
    expect(dairy).toHaveAttribute('rel', 'noopener noreferrer');
    const atta = within(slide(3)).getByRole('link', { name: 'Atta and dals, buy 2 get 1' });
    expect(atta).toHaveAttribute('href', 'https://www.example.com/atta');
    expect(atta).toHaveAttribute('target', '_blank');
    expect(warn).not.toHaveBeenCalled();
  });

  it('shows a slide with an invalid link without any link, and logs "Invalid link format"', () => {
    renderBanner({
      slides: [
        { ...SLIDES[0], link: 'javascript:alert(1)' },
        { ...SLIDES[1], link: null },
      ],
    });
    expect(within(slide(1, 2)).queryByRole('link')).not.toBeInTheDocument();
    expect(within(slide(1, 2)).getByRole('img', { name: 'Alphonso mangoes, 20% off' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('Invalid link format', 'javascript:alert(1)');
    // No link at all is no mistake: nothing logged for it.
    expect(within(slide(2, 2)).queryByRole('link')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('names a slide link "Offer N" when its picture has no words', () => {
    renderBanner({ slides: [SLIDES[0], { ...SLIDES[1], alt: '' }] });
    expect(within(slide(2, 2)).getByRole('link', { name: 'Offer 2' })).toHaveAttribute('href', 'https://dairy.example.com/offers');
  });

  it('loads the first picture at once and first when the banner opens the page, the others lazily', () => {
    renderBanner({ priority: true });
    const [first, ...others] = within(region()).getAllByRole('img');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    for (const image of others) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).not.toHaveAttribute('fetchpriority', 'high');
    }
  });

  it('loads every picture lazily when the banner is not the page’s first component', () => {
    renderBanner({ priority: false });
    for (const image of within(region()).getAllByRole('img')) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).not.toHaveAttribute('fetchpriority', 'high');
    }
  });

  it('shows image_sm on phones (below 768 px) where a slide has one', () => {
    renderBanner();
    const source = pictureOf(1).querySelector('source');
    expect(source).toHaveAttribute('media', '(max-width: 767px)');
    expect(source?.getAttribute('srcset')).toMatch(/hero\/mangoes-sm\.jpg$/);
    expect(within(slide(1)).getByRole('img').getAttribute('src')).toMatch(/hero\/mangoes\.jpg$/);
    expect(pictureOf(2).querySelector('source')).not.toBeInTheDocument();
  });

  it('sizes the picture box 4:3 on phones, 5:2 from 768 px and 3:1 from 1024 px by default', () => {
    renderBanner();
    expect(aspectRatios(pictureOf(1))).toEqual({ sm: '4/3', md: '5/2', lg: '3/1' });
  });

  it('takes the aspect ratios from the settings, and ignores one that is not a ratio', () => {
    renderBanner({ settings: { aspect: { sm: '1:1', md: '16/9', lg: '4/1; position: fixed' } } });
    expect(aspectRatios(pictureOf(1))).toEqual({ sm: '1/1', md: '16/9', lg: '3/1' });
    expect(declaredStyle(pictureOf(1), 'position', '(min-width: 1024px)')).toBeUndefined();
  });

  it('reads the settings from a JSON string too', () => {
    renderScreen(
      <>
        <HeroBanner slides={SLIDES} settings={heroSettingsSchema.parse('{"aspect":{"sm":"2/1"},"bgcolor":"#fdf6e3"}')} priority />
      </>,
    );
    expect(aspectRatios(pictureOf(1)).sm).toBe('2/1');
    expect(frame()).toHaveStyle({ backgroundColor: '#fdf6e3' });
  });

  it.each(['#fdf6e3', '#FFF', 'rgb(253, 246, 227)', 'rgba(0, 0, 0, 0.5)', 'teal'])('puts the bgcolor %s behind the slides', (bgcolor) => {
    renderBanner({ settings: { bgcolor } });
    // As the browser writes it back (jsdom computes no named colours).
    const probe = document.createElement('div');
    probe.style.backgroundColor = bgcolor;
    expect(frame().style.backgroundColor).toBe(probe.style.backgroundColor);
    expect(frame().style.backgroundColor).not.toBe('');
  });

  it.each(['url(https://evil.example/x.png)', 'red; position: fixed', 'var(--sf-color-primary)', 'inherit', ''])(
    'ignores a bgcolor that is not a plain colour: %j',
    (bgcolor) => {
      renderBanner({ settings: { bgcolor } });
      expect(frame().getAttribute('style') ?? '').toBe('');
      // Not left to the browser dropping what it cannot read: never written at all.
      expect(plainColor(bgcolor)).toBeNull();
    },
  );

  it('runs edge to edge by default and with fullpage, square-cornered', () => {
    const { unmount } = renderBanner();
    expect(region()).toHaveStyle({ width: '100%' });
    expect(declaredStyle(region(), 'max-width')).toBeUndefined();
    expect(declaredStyle(frame(), 'border-radius')).toBeUndefined();
    unmount();
    renderBanner({ settings: { fullpage: true } });
    expect(region()).toHaveStyle({ width: '100%' });
    expect(declaredStyle(region(), 'max-width')).toBeUndefined();
  });

  it('sits inside the page’s content width, with rounded corners and side padding, when fullpage is false', () => {
    renderBanner({ settings: { fullpage: false } });
    expect(region()).toHaveStyle({ maxWidth: '1280px', paddingLeft: '16px', paddingRight: '16px' });
    expect(frame()).toHaveStyle({ borderRadius: '12px', overflow: 'hidden' });
  });

  it('shows Previous, Next and a dot a slide, disabled until swiper has loaded', () => {
    renderBanner();
    expect(button('Previous slide')).toBeDisabled();
    expect(button('Next slide')).toBeDisabled();
    expect(within(screen.getByRole('group', { name: 'Choose a slide' })).getAllByRole('button')).toHaveLength(3);
    expect(dot(1)).toBeDisabled();
    expect(currentDot()).toEqual(['Go to slide 1']);
  });

  it('shows one slide alone: no carousel, no buttons, no dots', () => {
    renderBanner({ slides: [SLIDES[0]] });
    expect(region()).not.toHaveAttribute('aria-roledescription');
    expect(within(region()).queryByRole('group')).not.toBeInTheDocument();
    expect(within(region()).queryByRole('button')).not.toBeInTheDocument();
    expect(within(region()).getByRole('link', { name: 'Alphonso mangoes, 20% off' })).toHaveAttribute('href', '/products?c=fruits');
  });

  it('draws nothing without slides', () => {
    const { container } = renderBanner({ slides: [] });
    expect(container).toBeEmptyDOMElement();
  });
});

describe('swiper', () => {
  it('attaches as soon as the banner is near the viewport, which a top banner is at once', async () => {
    const viewport = fakeIntersectionObserver();
    renderBanner();
    await act(async () => {});
    expect(swiperOf(region())).toBeUndefined();
    expect(viewport.rootMargins()).toEqual(['400px']);
    viewport.enterViewport();
    await swiperReady();
    expect(region().querySelector('.swiper')).toHaveClass('swiper-initialized');
    expect(swiperOf(region())?.params).toMatchObject({ slidesPerView: 1, rewind: true });
  });

  it('is not loaded at all for a single slide', async () => {
    renderBanner({ slides: [SLIDES[0]] });
    await act(async () => {});
    expect(swiperOf(region())).toBeUndefined();
    expect(region().querySelector('.swiper')).not.toHaveClass('swiper-initialized');
  });

  it('autoplays every 2000 ms by default', async () => {
    renderBanner();
    await swiperReady();
    expect(swiperOf(region())?.params.autoplay).toMatchObject({ delay: 2000 });
  });

  it('autoplays at the settings’ autoplayInterval', async () => {
    renderBanner({ settings: { autoplayInterval: 5000 } });
    await swiperReady();
    expect(swiperOf(region())?.params.autoplay).toMatchObject({ delay: 5000 });
  });

  it.each([0, -1])('keeps the default interval for an autoplayInterval of %p', async (autoplayInterval) => {
    renderBanner({ settings: { autoplayInterval } });
    await swiperReady();
    expect(swiperOf(region())?.params.autoplay).toMatchObject({ delay: 2000 });
  });

  it('slows an autoplayInterval under a second down to one second', async () => {
    renderBanner({ settings: { autoplayInterval: 300 } });
    await swiperReady();
    expect(swiperOf(region())?.params.autoplay).toMatchObject({ delay: 1000 });
  });

  it('does not autoplay for a visitor who prefers reduced motion', async () => {
    fakeViewport({ width: 1280, reducedMotion: true });
    renderBanner();
    await swiperReady();
    expect(swiperOf(region())?.params.autoplay).toMatchObject({ enabled: false });
    expect(swiperOf(region())?.autoplay.running).toBe(false);
  });

  it('moves with Next and Previous, from the keyboard too, and wraps around at either end', async () => {
    const user = userEvent.setup();
    renderBanner();
    await swiperReady();
    expect(inView()).toBe('1 of 3');

    await user.click(button('Next slide'));
    expect(inView()).toBe('2 of 3');
    expect(currentDot()).toEqual(['Go to slide 2']);
    act(() => button('Next slide').focus());
    await user.keyboard('{Enter}');
    expect(inView()).toBe('3 of 3');
    await user.keyboard(' ');
    expect(inView()).toBe('1 of 3');
    act(() => button('Previous slide').focus());
    await user.keyboard('{Enter}');
    expect(inView()).toBe('3 of 3');
    expect(currentDot()).toEqual(['Go to slide 3']);
  });

  it('goes to a slide with its dot, which becomes the current one', async () => {
    const user = userEvent.setup();
    renderBanner();
    await swiperReady();
    await user.click(dot(3));
    expect(inView()).toBe('3 of 3');
    expect(currentDot()).toEqual(['Go to slide 3']);
    act(() => dot(2).focus());
    await user.keyboard('{Enter}');
    expect(inView()).toBe('2 of 3');
    expect(dot(2)).toHaveAttribute('aria-current', 'true');
    expect(dot(3)).not.toHaveAttribute('aria-current');
  });

  it('brings a slide into view when its link gets the keyboard focus', async () => {
    renderBanner();
    await swiperReady();
    act(() => within(slide(3)).getByRole('link').focus());
    expect(inView()).toBe('3 of 3');
  });

  it('does not load swiper until its first step is due or the shopper reaches for it, then takes that step', async () => {
    jest.useFakeTimers();
    renderBanner({ settings: { autoplayInterval: 4000 } });
    await act(async () => void jest.advanceTimersByTime(3900));
    expect(swiperOf(region())).toBeUndefined();
    expect(button('Next slide')).toBeDisabled();
    await act(async () => void jest.advanceTimersByTime(100));
    await waitFor(() => expect(swiperOf(region())).toBeDefined());
    await waitFor(() => expect(inView()).toBe('2 of 3'));
  });

  it('leaves the first slide showing, without controls, and reports it when swiper cannot load', async () => {
    const reported = jest.spyOn(errorReporter, 'captureException').mockImplementation(() => undefined);
    const failure = new Error('Loading chunk swiper failed.');
    jest.resetModules();
    jest.doMock('swiper', () => {
      throw failure;
    });
    try {
      renderBanner();
      fireEvent.touchStart(region());
      await waitFor(() => expect(reported).toHaveBeenCalledWith(failure, { module: 'swiper' }));
      await waitFor(() => expect(within(region()).queryByRole('button')).not.toBeInTheDocument());
      expect(swiperOf(region())).toBeUndefined();
      expect(within(slide(1)).getByRole('link', { name: 'Alphonso mangoes, 20% off' })).toBeVisible();
    } finally {
      jest.dontMock('swiper');
      jest.resetModules();
    }
  });
});

describe('autoplay', () => {
  const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));
  /** The end of the slide's move, which jsdom (no CSS transitions) never signals: autoplay waits for it to go on. */
  const moveEnds = () => act(() => fireEvent.transitionEnd(region().querySelector('.swiper-wrapper')!));

  beforeEach(() => jest.useFakeTimers());

  it('moves on one slide every 2 s and starts again from the first after the last', async () => {
    renderBanner();
    await swiperReady();
    wait(1900);
    expect(inView()).toBe('1 of 3');
    wait(100);
    expect(inView()).toBe('2 of 3');
    expect(currentDot()).toEqual(['Go to slide 2']);
    moveEnds();
    wait(2000);
    expect(inView()).toBe('3 of 3');
    moveEnds();
    wait(2000);
    expect(inView()).toBe('1 of 3');
    expect(currentDot()).toEqual(['Go to slide 1']);
  });

  it('pauses while the pointer is on the banner and starts again when it leaves', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderBanner();
    await swiperReady();
    await user.hover(region());
    wait(6000);
    expect(inView()).toBe('1 of 3');
    await user.unhover(region());
    wait(2000);
    expect(inView()).toBe('2 of 3');
  });

  it('pauses while the keyboard focus is inside the banner and starts again when it leaves', async () => {
    renderScreen(
      <>
        <HeroBanner slides={SLIDES} settings={settingsOf()} priority />
        <button type="button">Elsewhere</button>
      </>,
    );
    await swiperReady();
    act(() => button('Next slide').focus());
    wait(6000);
    expect(inView()).toBe('1 of 3');
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    wait(2000);
    expect(inView()).toBe('2 of 3');
  });

  it('pauses while a finger is on the banner, even when a scroll of the page takes the pointer away', async () => {
    renderBanner();
    await swiperReady();
    fireEvent.touchStart(region());
    fireEvent.pointerLeave(region());
    wait(6000);
    expect(inView()).toBe('1 of 3');
    fireEvent.touchEnd(region());
    wait(2000);
    expect(inView()).toBe('2 of 3');
  });

  it('waits with its first step, swiper not even loaded, while the page is hidden', async () => {
    renderBanner();
    setPageHidden(true);
    await act(async () => void jest.advanceTimersByTime(6000));
    expect(swiperOf(region())).toBeUndefined();
    setPageHidden(false);
    await act(async () => void jest.advanceTimersByTime(2000));
    await waitFor(() => expect(inView()).toBe('2 of 3'));
    setPageHidden(true);
    moveEnds();
    wait(6000);
    expect(inView()).toBe('2 of 3');
  });

  it('shows a Pause control from the first paint that stops it for good; it then reads Play and starts it again', async () => {
    renderScreen(
      <>
        <HeroBanner slides={SLIDES} settings={settingsOf()} priority />
        <button type="button">Elsewhere</button>
      </>,
    );
    act(() => button('Pause').click());
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    // No first step due, so no swiper either, until the shopper reaches for the banner.
    await act(async () => void jest.advanceTimersByTime(6000));
    expect(swiperOf(region())).toBeUndefined();
    await swiperReady();
    wait(6000);
    expect(inView()).toBe('1 of 3');
    act(() => button('Play').click());
    expect(button('Pause')).toBeVisible();
    wait(2000);
    expect(inView()).toBe('2 of 3');
  });

  it('does not run for a visitor who prefers reduced motion: its control reads Play, and starts it when pressed', async () => {
    fakeViewport({ width: 1280, reducedMotion: true });
    renderBanner();
    await swiperReady();
    expect(within(region()).queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
    wait(10_000);
    expect(inView()).toBe('1 of 3');
    act(() => button('Play').click());
    wait(2000);
    expect(inView()).toBe('2 of 3');
  });
});
