import type { Brand } from '@storefront/shared';
import { listingHref, TileCard } from './cardParts';

export interface BrandCardProps {
  brand: Brand;
}

/** A brand's initials and name (brands have no picture), linking to its listing: `/products?b={slug}`. */
export function BrandCard({ brand }: BrandCardProps) {
  return <TileCard name={brand.name} image={null} to={listingHref({ b: [brand.slug] })} />;
}
