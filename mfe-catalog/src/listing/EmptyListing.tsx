import { Link } from 'react-router-dom';
import { Button, font, space, textLinkCss } from '@storefront/shared/ui';
import type { ListingRefinement } from './ListingToolbar';
import { noProductsMessage, type ListingFilters } from './title';
import { LISTING_TEXTS as TEXTS } from './texts';

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
  const filtered = filters.categories.length + filters.brands.length > 0;
  return (
    <div css={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: space[4], margin: `${space[12]} 0`, textAlign: 'center' }}>
      <p css={{ margin: 0, fontSize: font.size.lg, fontWeight: font.weight.semibold }}>{noProductsMessage(q, filters)}</p>
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
