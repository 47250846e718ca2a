import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { popularSearchesQuery, searchSuggestQuery } from '@storefront/shared/search';
import { Button, font, space, textLinkCss } from '@storefront/shared/ui';
import type { ListingRefinement } from './ListingToolbar';
import { nameList, type ListingFilters } from '@storefront/shared/listing-title';

export const EMPTY_LISTING_TEXTS = {
  noProducts: 'No products',
  noProductsYet: 'No products here yet.',
  matching: (q: string) => `matching “${q}”`,
  inCategories: (names: string) => `in ${names}`,
  fromBrands: (names: string) => `from ${names}`,
  clearSearch: 'Clear search',
  clearFilters: 'Clear filters',
  browseAll: 'Browse all products',
  didYouMean: 'Did you mean',
  popularCategories: 'Popular categories',
} as const;
const TEXTS = EMPTY_LISTING_TEXTS;

/** Every condition in words: "No products matching “dal” in Vegetables from Amul." */
export function noProductsMessage(q: string | undefined, filters: ListingFilters): string {
  const conditions = [
    q && TEXTS.matching(q),
    filters.categories.length > 0 && TEXTS.inCategories(nameList(filters.categories)),
    filters.brands.length > 0 && TEXTS.fromBrands(nameList(filters.brands)),
  ].filter(Boolean);
  return conditions.length ? `${[TEXTS.noProducts, ...conditions].join(' ')}.` : TEXTS.noProductsYet;
}

export interface EmptyListingProps {
  q: string | undefined;
  filters: ListingFilters;
  onRefine: (change: ListingRefinement) => void;
}

/**
 * Nothing matches: says what was asked for and offers the ways out. With a search and filters, either can go on
 * its own; with only one of them, 'Browse all products' is the way out (a second button would do the same).
 */
export function EmptyListing({ q, filters, onRefine }: EmptyListingProps) {
  const searched = Boolean(q);
  const popularId = useId();
  const filtered = filters.categories.length + filters.brands.length > 0;
  // The suggestions' answer carries the shop's best correction of a mistyped search.
  const { data: suggestions } = useQuery({
    ...searchSuggestQuery(q ?? ''),
    enabled: searched,
  });
  const corrected = suggestions?.corrected;
  // Where a search that found nothing can go instead: the categories that sell most.
  const { data: popular } = useQuery({
    ...popularSearchesQuery(),
    enabled: searched,
  });
  const popularCategories = searched ? (popular?.categories ?? []) : [];
  return (
    <div css={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: space[4], margin: `${space[12]} 0`, textAlign: 'center' }}>
      <p css={{ margin: 0, fontSize: font.size.lg, fontWeight: font.weight.semibold }}>{noProductsMessage(q, filters)}</p>
      {corrected && (
        <p css={{ margin: 0 }}>
          {TEXTS.didYouMean}{' '}
          <button type="button" css={textLinkCss} onClick={() => onRefine({ q: corrected })}>
            {corrected}
          </button>
          ?
        </p>
      )}
      {popularCategories.length > 0 && (
        <nav aria-labelledby={popularId} css={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: space[2] }}>
          <p id={popularId} css={{ margin: 0, fontWeight: font.weight.semibold }}>
            {TEXTS.popularCategories}
          </p>
          <ul css={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: space[2], margin: 0, padding: 0, listStyle: 'none' }}>
            {popularCategories.map((category) => (
              <li key={category.slug}>
                <Button variant="secondary" size="sm" onClick={() => onRefine({ q: undefined, c: [category.slug] })}>
                  {category.name}
                </Button>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {(searched || filtered) && (
        <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center', gap: space[3] }}>
          {searched && filtered && (
            <>
              <Button variant="secondary" onClick={() => onRefine({ q: undefined })}>
                {TEXTS.clearSearch}
              </Button>
              <Button variant="secondary" onClick={() => onRefine({ c: [], b: [] })}>
                {TEXTS.clearFilters}
              </Button>
            </>
          )}
          <Link to="/products" css={textLinkCss}>
            {TEXTS.browseAll}
          </Link>
        </div>
      )}
    </div>
  );
}
