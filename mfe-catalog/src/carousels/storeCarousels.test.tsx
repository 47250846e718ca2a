import { screen, within } from '@testing-library/react';
import type { Category } from '@storefront/shared';
import { siteStore, type SiteData } from '@storefront/shared/runtime';
import { BrandCarousel } from './BrandCarousel';
import { CategoryCarousel } from './CategoryCarousel';
import { fakeIntersectionObserver, renderScreen, restoreBrowser } from '@storefront/shared/testing';

const category = (name: string, slug: string, children: Category[] = []): Category => ({ name, slug, avatar: `categories/${slug}.svg`, children });
const SITE = {
  categories: [category('Fruits & Vegetables', 'fruits-vegetables', [category('Fresh Fruits', 'fresh-fruits')]), category('Dairy', 'dairy')],
  brands: [
    { name: 'Amul', slug: 'amul' },
    { name: 'Desi Harvest', slug: 'desi-harvest' },
  ],
} as unknown as SiteData;

beforeEach(() => {
  fakeIntersectionObserver();
  siteStore.data = SITE;
});
afterEach(() => {
  restoreBrowser();
  siteStore.data = null;
});

const links = (title: string) =>
  within(screen.getByRole('region', { name: title }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('CategoryCarousel', () => {
  it('shows the site’s top-level categories, each linking to its listing', () => {
    renderScreen(<CategoryCarousel title="Shop by category" />);
    expect(links('Shop by category')).toEqual([
      ['Fruits & Vegetables', '/products?c=fruits-vegetables'],
      ['Dairy', '/products?c=dairy'],
    ]);
  });

  it('shows the categories it is given instead', () => {
    renderScreen(
      <CategoryCarousel title="Fresh" categories={[{ name: 'Fresh Fruits', slug: 'fresh-fruits', avatar: 'categories/fresh-fruits.svg' }]} />,
    );
    expect(links('Fresh')).toEqual([['Fresh Fruits', '/products?c=fresh-fruits']]);
  });

  it('shows 7 skeleton cards until the site’s data is in, and nothing when the site has no categories', () => {
    siteStore.data = null;
    const { unmount } = renderScreen(<CategoryCarousel title="Shop by category" />);
    expect(screen.getAllByTestId('tile-card-skeleton')).toHaveLength(7);
    unmount();

    siteStore.data = { ...SITE, categories: [] };
    const { container } = renderScreen(<CategoryCarousel title="Shop by category" />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('BrandCarousel', () => {
  it('shows the site’s brands, each linking to its listing', () => {
    renderScreen(<BrandCarousel title="Top brands" />);
    expect(screen.getByRole('link', { name: 'Amul' })).toHaveAttribute('href', '/products?b=amul');
    expect(screen.getByRole('link', { name: 'Desi Harvest' })).toHaveAttribute('href', '/products?b=desi-harvest');
  });

  it('shows the brands it is given instead, and nothing for none', () => {
    const { unmount } = renderScreen(<BrandCarousel title="Local" brands={[{ name: 'Tata Sampann', slug: 'tata-sampann' }]} />);
    expect(within(screen.getByRole('region', { name: 'Local' })).getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Tata Sampann' })).toHaveAttribute('href', '/products?b=tata-sampann');
    unmount();

    const { container } = renderScreen(<BrandCarousel title="Local" brands={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
