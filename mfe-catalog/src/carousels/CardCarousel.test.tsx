import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { CardCarousel, type CardCarouselProps } from './CardCarousel';
import { fakeIntersectionObserver, fakeViewport, renderScreen, restoreBrowser, setPageHidden } from '@storefront/shared/testing';

const NUMBERS = Array.from({ length: 12 }, (_, index) => index + 1);

function NumberSkeleton() {
  return <span data-testid="number-skeleton" />;
}

const carousel = (props: Partial<CardCarouselProps<number>> = {}): ReactElement => (
  <CardCarousel
    title="Fresh picks"
    items={NUMBERS}
    itemKey={(number) => number}
    renderCard={(number) => <a href={`/numbers/${number}`}>Card {number}</a>}
    CardSkeleton={NumberSkeleton}
    {...props}
  />
);

const region = () => screen.getByRole('region', { name: 'Fresh picks' });
const button = (name: 'Previous slide' | 'Next slide' | 'Pause' | 'Play') => screen.getByRole('button', { name });
const swiperBox = () => region().querySelector('.swiper');
/** The shopper reaches for the carousel (a tap: the finger is gone at once, holding nothing), which brings swiper in. */
const swiperReady = () => {
  fireEvent.touchStart(region());
  fireEvent.touchEnd(region());
  return waitFor(() => expect(button('Next slide')).toBeEnabled());
};
/** The slide at the start of the view, as swiper marks it. */
const firstInView = () => region().querySelector('.swiper-slide-active')?.getAttribute('aria-label');
const slideStyle = (position: number) => within(region()).getByRole('group', { name: `${position} of 12` }).style;

// The carousel imports its swiper module when it is wanted; loading it once here keeps the first test's
// wait for swiper about the carousel, not about how fast this machine transforms and evaluates the module.
beforeAll(() => import('./cardSwiper'));

beforeEach(() => fakeViewport({ width: 1280 }));

afterEach(() => {
  jest.useRealTimers();
  restoreBrowser();
});

describe('what it shows', () => {
  // Swiper is left out (the carousel never comes near the viewport) unless a test brings it in.
  let viewport: ReturnType<typeof fakeIntersectionObserver>;
  beforeEach(() => {
    viewport = fakeIntersectionObserver();
  });

  it('is a region named by its title, with every card in a labelled slide and labelled Previous and Next buttons', async () => {
    renderScreen(carousel());
    expect(region()).toHaveAttribute('aria-roledescription', 'carousel');
    expect(within(region()).getByRole('heading', { level: 2, name: 'Fresh picks' })).toBeVisible();
    const slides = await waitFor(() => {
      const all = within(region()).getAllByRole('group');
      expect(all).toHaveLength(12);
      return all;
    });
    expect(slides[0]).toHaveAccessibleName('1 of 12');
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');
    expect(within(slides[11]).getByRole('link', { name: 'Card 12' })).toHaveAttribute('href', '/numbers/12');
    expect(button('Previous slide')).toBeDisabled();
    viewport.enterViewport();
    await swiperReady();
    expect(button('Previous slide')).toBeEnabled();
  });

  it.each([
    [375, 2],
    [800, 3],
    [1280, 6],
  ])('at %i px draws the cards in view and the next (%i) at first, then two per task, their slides holding their places', (width, first) => {
    fakeViewport({ width });
    jest.useFakeTimers();
    renderScreen(carousel());
    const track = () => region().querySelector('.swiper-wrapper')!;
    const cards = () =>
      within(region())
        .queryAllByRole('link')
        .map((link) => link.textContent);
    expect(track().children).toHaveLength(12);
    expect(cards()).toEqual(NUMBERS.slice(0, first).map((number) => `Card ${number}`));
    expect(track().children[first]).toBeEmptyDOMElement();
    expect(track().children[first]).toHaveAttribute('aria-hidden', 'true');
    act(() => jest.advanceTimersToNextTimer());
    expect(cards()).toHaveLength(first + 2);
    for (let task = 0; task < 12 && cards().length < 12; task++) act(() => jest.advanceTimersToNextTimer());
    expect(cards()).toEqual(NUMBERS.map((number) => `Card ${number}`));
    expect(within(region()).getAllByRole('group')).toHaveLength(12);
  });

  it('fills 7 slots with skeleton cards while the items load, in the slides’ own layout, then shows the cards', () => {
    const { rerender } = renderScreen(carousel({ items: undefined }));
    expect(region()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByTestId('number-skeleton')).toHaveLength(7);
    const slot = screen.getAllByTestId('number-skeleton')[0].closest('.swiper-slide')!;
    expect(slot).toHaveAttribute('aria-hidden', 'true');
    expect(button('Next slide')).toBeDisabled();

    rerender(carousel());
    expect(region()).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByTestId('number-skeleton')).not.toBeInTheDocument();
    expect(within(region()).getAllByRole('group')[0]).toHaveClass(...slot.classList);
  });

  it('draws nothing at all when there are no items', () => {
    const { container } = renderScreen(carousel({ items: [] }));
    expect(container).toBeEmptyDOMElement();
  });

  it('shows why the items could not load under its title', () => {
    renderScreen(carousel({ items: undefined, error: 'Something went wrong' }));
    expect(within(region()).getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(within(region()).queryByRole('group')).not.toBeInTheDocument();
    expect(screen.queryByTestId('number-skeleton')).not.toBeInTheDocument();
  });

  it('links "View all" to the full list when it has one', () => {
    const { rerender } = renderScreen(carousel({ viewAllHref: '/products?c=dairy' }));
    expect(within(region()).getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/products?c=dairy');
    rerender(carousel());
    expect(within(region()).queryByRole('link', { name: 'View all' })).not.toBeInTheDocument();
  });

  it('keeps a card at most 240 px wide, centred in its slide (one slide per view on a phone)', () => {
    renderScreen(carousel());
    const card = within(region()).getByRole('link', { name: 'Card 1' }).parentElement!;
    expect(card).toHaveStyle({ maxWidth: '240px', width: '100%' });
    expect(card.parentElement).toHaveStyle({ display: 'flex', justifyContent: 'center' });
  });
});

describe('swiper', () => {
  it.each([
    [375, '375px', '20px'],
    [700, '700px', '20px'],
    [800, '380px', '40px'],
    [1280, '216px', '50px'],
  ])('at %i px wide gives each slide %s with a %s gap (1 per view, 2 from 768 px, 5 from 1024 px)', async (width, slideWidth, gap) => {
    fakeViewport({ width });
    renderScreen(carousel());
    await swiperReady();
    expect(slideStyle(1)).toMatchObject({ width: slideWidth, marginRight: gap });
  });

  it('loads only when the carousel comes within 400 px of the viewport and the shopper reaches for it', async () => {
    const viewport = fakeIntersectionObserver();
    renderScreen(carousel());
    await act(async () => {});
    expect(viewport.rootMargins()).toEqual(['400px']);
    fireEvent.pointerEnter(region());
    await act(async () => {});
    expect(swiperBox()).not.toHaveClass('swiper-initialized');
    expect(button('Next slide')).toBeDisabled();

    viewport.enterViewport();
    await waitFor(() => expect(swiperBox()).toHaveClass('swiper-initialized'));
    expect(button('Next slide')).toBeEnabled();
  });

  it('does not load swiper until its first step is due, then takes that step at once', async () => {
    jest.useFakeTimers();
    renderScreen(carousel());
    await act(async () => void jest.advanceTimersByTime(2400));
    expect(swiperBox()).not.toHaveClass('swiper-initialized');
    expect(button('Next slide')).toBeDisabled();
    await act(async () => void jest.advanceTimersByTime(100));
    await waitFor(() => expect(swiperBox()).toHaveClass('swiper-initialized'));
    expect(firstInView()).toBe('2 of 12');
  });

  it('moves one slide with Next and Previous, from the keyboard too', async () => {
    const user = userEvent.setup();
    renderScreen(carousel());
    await swiperReady();
    expect(firstInView()).toBe('1 of 12');

    await user.click(button('Next slide'));
    expect(firstInView()).toBe('2 of 12');
    act(() => button('Next slide').focus());
    await user.keyboard('{Enter}');
    expect(firstInView()).toBe('3 of 12');
    act(() => button('Previous slide').focus());
    await user.keyboard(' ');
    expect(firstInView()).toBe('2 of 12');
  });

  it('brings a slide out of view into view when a link in it gets the keyboard focus', async () => {
    renderScreen(carousel());
    await swiperReady();
    act(() => within(region()).getByRole('link', { name: 'Card 7' }).focus());
    expect(firstInView()).toBe('7 of 12');
  });

  it('hides Pause, Previous and Next when every card fits in view', async () => {
    renderScreen(carousel({ items: [1, 2, 3] }));
    await waitFor(() => expect(swiperBox()).toHaveClass('swiper-initialized'));
    await waitFor(() => expect(within(region()).queryByRole('button')).not.toBeInTheDocument());
    // Hidden, not removed: the title row keeps its height.
    const arrows = within(region()).getAllByRole('button', { hidden: true });
    expect(arrows.map((arrow) => arrow.getAttribute('aria-label'))).toEqual(['Pause', 'Previous slide', 'Next slide']);
    for (const arrow of arrows) expect(arrow).not.toBeVisible();
  });
});

describe('autoplay', () => {
  const AUTOPLAY_MS = 2500;
  const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

  beforeEach(() => jest.useFakeTimers());

  it('moves on one slide every 2.5 s', async () => {
    renderScreen(carousel());
    await swiperReady();
    wait(AUTOPLAY_MS - 100);
    expect(firstInView()).toBe('1 of 12');
    wait(100);
    expect(firstInView()).toBe('2 of 12');
  });

  it('pauses while the pointer is on the carousel and starts again when it leaves', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderScreen(carousel());
    await swiperReady();
    await user.hover(region());
    wait(AUTOPLAY_MS * 2);
    expect(firstInView()).toBe('1 of 12');
    await user.unhover(region());
    wait(AUTOPLAY_MS);
    expect(firstInView()).toBe('2 of 12');
  });

  it('pauses while the keyboard focus is inside the carousel and starts again when it leaves', async () => {
    renderScreen(
      <>
        {carousel()}
        <button type="button">Elsewhere</button>
      </>,
    );
    await swiperReady();
    act(() => within(region()).getByRole('link', { name: 'Card 1' }).focus());
    wait(AUTOPLAY_MS * 2);
    expect(firstInView()).toBe('1 of 12');
    act(() => button('Next slide').focus());
    wait(AUTOPLAY_MS * 2);
    expect(firstInView()).toBe('1 of 12');
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    wait(AUTOPLAY_MS);
    expect(firstInView()).toBe('2 of 12');
  });

  it('pauses while a finger is on the carousel, even when a scroll of the page takes the pointer away', async () => {
    renderScreen(carousel());
    await swiperReady();
    fireEvent.touchStart(region());
    fireEvent.pointerLeave(region());
    wait(AUTOPLAY_MS * 2);
    expect(firstInView()).toBe('1 of 12');
    fireEvent.touchEnd(region());
    wait(AUTOPLAY_MS);
    expect(firstInView()).toBe('2 of 12');
  });

  it('pauses while the page is hidden and starts again when it shows', async () => {
    renderScreen(carousel());
    await swiperReady();
    setPageHidden(true);
    wait(AUTOPLAY_MS * 2);
    expect(firstInView()).toBe('1 of 12');
    setPageHidden(false);
    wait(AUTOPLAY_MS);
    expect(firstInView()).toBe('2 of 12');
  });

  it('stops for good with its Pause control, which then reads Play and starts it again, focus on it or not', async () => {
    renderScreen(
      <>
        {carousel()}
        <button type="button">Elsewhere</button>
      </>,
    );
    await swiperReady();
    expect(button('Pause')).toBeVisible();
    act(() => button('Pause').click());
    expect(within(region()).queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    wait(AUTOPLAY_MS * 3);
    expect(firstInView()).toBe('1 of 12');

    // The shopper asked for the slides to move: they do, though the focus is on the control.
    act(() => button('Play').focus());
    act(() => button('Play').click());
    expect(button('Pause')).toHaveFocus();
    wait(AUTOPLAY_MS);
    expect(firstInView()).toBe('2 of 12');
  });

  it('does not run for a visitor who prefers reduced motion: the control reads Play, and moves it when pressed', async () => {
    fakeViewport({ width: 1280, reducedMotion: true });
    renderScreen(carousel());
    await swiperReady();
    expect(within(region()).queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
    wait(AUTOPLAY_MS * 3);
    expect(firstInView()).toBe('1 of 12');
    act(() => button('Play').click());
    wait(AUTOPLAY_MS);
    expect(firstInView()).toBe('2 of 12');
  });
});
