/**
 * Every word the listing's first screen shows but its title, whose words and rules are `@storefront/shared/listing-title`
 * (the page's head says the same). The empty state's words are in EmptyListing.tsx, which loads only when nothing
 * matches.
 */
import { formatCount, type ProductSort } from '@storefront/shared';

export const LISTING_TEXTS = {
  productCount: (total: number) => (total === 1 ? '1 product' : `${formatCount(total)} products`),

  sortBy: 'Sort by',
  filters: 'Filters',
  brand: 'Brand',
  addBrand: 'Add a brand',
  /** A brand the picker offers, with how many of the listing's products are of it. */
  brandOption: (name: string, count: number) => `${name} (${formatCount(count)})`,
  activeFilters: 'Active filters',
  resetAll: 'Reset All',
  pages: 'Pages',

  tryAgain: 'Try again',
} as const;

/** The sort control's option labels, in the order of PRODUCT_SORTS. */
export const SORT_LABELS: Record<ProductSort, string> = {
  relevance: 'Relevance',
  popularity: 'Popularity',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  discount: 'Biggest discount',
  newest: 'Newest first',
  name: 'Name: A to Z',
};
