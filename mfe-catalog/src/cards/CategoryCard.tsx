import type { Category } from '@storefront/shared';
import { listingHref, TileCard } from './cardParts';

export interface CategoryCardProps {
  category: Pick<Category, 'name' | 'slug' | 'avatar'>;
}

/** A category's picture (or initials) and name, linking to its listing: `/products?c={slug}`. */
export function CategoryCard({ category }: CategoryCardProps) {
  return <TileCard name={category.name} image={category.avatar} to={listingHref({ c: [category.slug] })} />;
}
