import { screen } from '@testing-library/react';
import { imageBannerDataSchema } from '@storefront/shared';
import { declaredStyle, renderScreen } from '@storefront/shared/testing';
import { ImageBanner, IMAGE_BANNER_ASPECT } from './ImageBanner';

const renderBanner = (data: Record<string, unknown>, priority = false) =>
  renderScreen(
    <>
      <ImageBanner banner={imageBannerDataSchema.parse(data)} priority={priority} />
    </>,
  );

it('links its picture by the page link rules, named by its words', () => {
  renderBanner({ image: 'banners/free-delivery.svg', link: '/products', alt: 'Free delivery above ₹599' });
  const link = screen.getByRole('link', { name: 'Free delivery above ₹599' });
  expect(link).toHaveAttribute('href', '/products');
  expect(screen.getByRole('img', { name: 'Free delivery above ₹599' })).toHaveAttribute('src', '/cdn/large/banners/free-delivery.svg');
});

it('offers the phone picture below 768 px', () => {
  const { container } = renderBanner({ image: 'banners/offer.svg', image_sm: 'banners/offer-sm.svg', alt: 'Offer' });
  const source = container.querySelector('source');
  expect(source).toHaveAttribute('media', '(max-width: 767px)');
  expect(source).toHaveAttribute('srcset', '/cdn/large/banners/offer-sm.svg');
});

it('loads lazily unless it is the page’s first component, which loads at once and first', () => {
  renderBanner({ image: 'banners/a.svg', alt: 'Later' });
  expect(screen.getByRole('img', { name: 'Later' })).toHaveAttribute('loading', 'lazy');
  renderBanner({ image: 'banners/b.svg', alt: 'First' }, true);
  expect(screen.getByRole('img', { name: 'First' })).toHaveAttribute('loading', 'eager');
  expect(screen.getByRole('img', { name: 'First' })).toHaveAttribute('fetchpriority', 'high');
});

it('keeps its box at the aspect ratio of each screen size, page data first, defaults otherwise', () => {
  expect(IMAGE_BANNER_ASPECT).toEqual({ sm: '2 / 1', md: '4 / 1', lg: '5 / 1' });
  const { container } = renderBanner({ image: 'banners/a.svg', alt: 'A', aspect: { sm: '3:2', lg: 'wide' } });
  const picture = container.querySelector('picture')!;
  expect(declaredStyle(picture, 'aspect-ratio')).toBe('3/2');
  expect(declaredStyle(picture, 'aspect-ratio', '(min-width: 768px)')).toBe('4/1');
  expect(declaredStyle(picture, 'aspect-ratio', '(min-width: 1024px)')).toBe('5/1');
});

it('shows the picture without a link when the link is invalid, and logs it', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  renderBanner({ image: 'banners/a.svg', alt: 'Offer', link: 'offers/diwali' });
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
  expect(warn).toHaveBeenCalledWith('Invalid link format', 'offers/diwali');
  warn.mockRestore();
});
