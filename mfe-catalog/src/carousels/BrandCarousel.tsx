import { useSnapshot } from 'valtio';
import { siteStore } from '@storefront/shared/runtime';
import type { BrandCarouselProps } from '@storefront/shared';
import { BrandCard } from '../cards/BrandCard';
import { TileCardSkeleton } from '../cards/cardParts';
import { CardCarousel } from './CardCarousel';

/** The brands given (from page data), or else the site's brands; skeletons until the site's data is in. */
export function BrandCarousel({ title, brands }: BrandCarouselProps) {
  const site = useSnapshot(siteStore).data;
  return (
    <CardCarousel
      title={title}
      items={brands ?? site?.brands}
      itemKey={(brand) => brand.slug}
      renderCard={(brand) => <BrandCard brand={brand} />}
      CardSkeleton={TileCardSkeleton}
    />
  );
}
