import { useSnapshot } from 'valtio';
import { siteStore } from '@storefront/shared/runtime';
import type { CategoryCarouselProps } from '@storefront/shared';
import { TileCardSkeleton } from '../cards/cardParts';
import { CategoryCard } from '../cards/CategoryCard';
import { CardCarousel } from './CardCarousel';

/** The categories given (from page data), or else the site's top-level categories; skeletons until the site's data is in. */
export function CategoryCarousel({ title, categories }: CategoryCarouselProps) {
  const site = useSnapshot(siteStore).data;
  return (
    <CardCarousel
      title={title}
      items={categories ?? site?.categories}
      itemKey={(category) => category.slug}
      renderCard={(category) => <CategoryCard category={category} />}
      CardSkeleton={TileCardSkeleton}
    />
  );
}
