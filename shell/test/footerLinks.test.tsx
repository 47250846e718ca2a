/**
 * The footer's content: the footer name (or the site name), the site description,
 * the link groups with their optional icons, and the copyright line. The analytics control is consent.test.tsx.
 */
import { act, screen, within } from '@testing-library/react';
import { Footer } from '../src/layout/Footer';
import { LazyFooter } from '../src/layout/LazyFooter';
import { currentLocation, renderScreen } from '@storefront/shared/testing';
import { resetStores, setSite, SITE_NAME, type SiteInput } from './support/site';

const FOOTERS: SiteInput['footers'] = [
  {
    name: 'Help',
    children: [
      { name: 'Contact us', link: '/contact', icon: '📞', show_icon: 1 },
      { name: 'Returns', link: '/returns', icon: '↩', show_icon: 0 },
    ],
  },
  { name: 'Shop', children: [{ name: 'Fresh fruits', link: '/products?c=fruits' }] },
];

beforeEach(resetStores);

function renderFooter(site: SiteInput = {}) {
  setSite({ description: 'Groceries at your door in Bengaluru.', footers: FOOTERS, ...site });
  return renderScreen(<Footer />);
}

const footer = () => screen.getByRole('contentinfo');

it('shows each link group under its name, with its links', async () => {
  const { user } = renderFooter();
  const groups = within(footer()).getAllByRole('heading', { level: 2 });
  expect(groups.map((heading) => heading.textContent)).toEqual(['Help', 'Shop']);
  const help = groups[0].parentElement!;
  expect(
    within(help)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual([
    ['📞 Contact us', '/contact'],
    ['Returns', '/returns'],
  ]);
  await user.click(within(footer()).getByRole('link', { name: 'Fresh fruits' }));
  expect(currentLocation()).toBe('/products?c=fruits');
});

it('shows an icon only where the link says show_icon', () => {
  renderFooter();
  expect(within(footer()).getByRole('link', { name: '📞 Contact us' })).toBeInTheDocument();
  expect(within(footer()).queryByText(/↩/)).not.toBeInTheDocument();
});

it('shows the site name and description, the footer name when set, and the copyright line with the site name', () => {
  const { unmount } = renderFooter();
  expect(footer()).toHaveTextContent(SITE_NAME);
  expect(footer()).toHaveTextContent('Groceries at your door in Bengaluru.');
  unmount();
  renderFooter({ navSetting: { footer_name: 'FreshKart Foods Pvt Ltd' } });
  expect(footer()).toHaveTextContent('FreshKart Foods Pvt Ltd');
  expect(footer()).toHaveTextContent(`© ${new Date().getFullYear()} ${SITE_NAME}. All Rights Reserved.`);
});

describe('loading', () => {
  /** The viewport as IntersectionObserver reports it: `scrollTo(true)` brings the observed box into view. */
  function fakeViewport() {
    const observers: Array<{ callback: IntersectionObserverCallback; targets: Element[] }> = [];
    class FakeIntersectionObserver {
      targets: Element[] = [];
      constructor(callback: IntersectionObserverCallback) {
        observers.push({ callback, targets: this.targets });
      }
      observe(target: Element) {
        this.targets.push(target);
      }
      disconnect() {
        this.targets.length = 0;
      }
    }
    const original = globalThis.IntersectionObserver;
    globalThis.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
    const scrollTo = (isIntersecting: boolean) =>
      act(async () => {
        for (const { callback, targets } of observers)
          if (targets.length > 0)
            callback(
              targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
              {} as IntersectionObserver,
            );
      });
    return { scrollTo, restore: () => (globalThis.IntersectionObserver = original) };
  }

  it('comes only when the visitor scrolls near it', async () => {
    const viewport = fakeViewport();
    setSite({ footers: FOOTERS });
    renderScreen(<LazyFooter />);
    await viewport.scrollTo(false);
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    await viewport.scrollTo(true);
    expect(await screen.findByRole('contentinfo')).toHaveTextContent('Contact us');
    viewport.restore();
  });
});
