/**
 * Above the grid: the result count, then the Filters button, the Brand picker and the sort; under them the active
 * filters as removable tags with Reset All. Every control changes the address bar, which the listing reads.
 */
import { PRODUCT_SORTS, type ListingParams, type ProductSort } from '@storefront/shared';
import { eventBus } from '@storefront/shared/runtime';
import { Button, color, font, Select, space, Tag } from '@storefront/shared/ui';
import { BrandFilter } from './BrandFilter';
import type { ListingFilters, NamedFilter } from './title';
import { LISTING_TEXTS as TEXTS, SORT_LABELS } from './texts';

/** A change of filters, sort or search; the listing applies it from page 1. */
export type ListingRefinement = Partial<Pick<ListingParams, 'c' | 'b' | 's' | 'q'>>;

/** What the server sorts by when `s` is absent: choosing it removes `s`, so one listing has one address. */
const DEFAULT_SORT: ProductSort = 'relevance';
const SORT_OPTIONS = PRODUCT_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }));

export interface ListingToolbarProps {
  params: ListingParams;
  filters: ListingFilters;
  /** Every brand of the site, for the Brand picker. */
  brands: readonly NamedFilter[];
  /** The number of products the listing matches, once known. */
  total: number | undefined;
  onRefine: (change: ListingRefinement) => void;
}

export function ListingToolbar({ params, filters, brands, total, onRefine }: ListingToolbarProps) {
  const brandsToAdd = brands.filter((brand) => !params.b.includes(brand.slug));
  const tags = [
    ...filters.categories.map((filter) => ({ param: 'c' as const, ...filter })),
    ...filters.brands.map((filter) => ({ param: 'b' as const, ...filter })),
  ];
  return (
    <>
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: space[3] }}>
        <p role="status" css={{ margin: 0, color: color.textMuted, fontSize: font.size.sm }}>
          {total !== undefined && TEXTS.productCount(total)}
        </p>
        <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space[2], minWidth: 0 }}>
          <Button variant="secondary" aria-haspopup="dialog" onClick={() => eventBus.emit('ui:open-category-filter', {})}>
            {TEXTS.filters}
          </Button>
          {brands.length > 0 && <BrandFilter brands={brandsToAdd} onAdd={(slug) => onRefine({ b: [...params.b, slug] })} />}
          <Select
            label={TEXTS.sortBy}
            options={SORT_OPTIONS}
            value={params.s ?? DEFAULT_SORT}
            onChange={(sort) => onRefine({ s: sort === DEFAULT_SORT ? undefined : (sort as ProductSort) })}
            css={{
              display: 'flex',
              alignItems: 'center',
              gap: space[2],
              '& > label': { margin: 0, whiteSpace: 'nowrap' },
              '& > select': { width: 'auto' },
            }}
          />
        </div>
      </div>
      {tags.length > 0 && (
        <ul
          aria-label={TEXTS.activeFilters}
          css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space[2], margin: 0, padding: 0, listStyle: 'none' }}
        >
          {tags.map(({ param, slug, name }) => (
            <li key={`${param}-${slug}`}>
              <Tag label={name} tone="primary" onClose={() => onRefine({ [param]: params[param].filter((kept) => kept !== slug) })} />
            </li>
          ))}
          <li>
            {/* Clears what the tags show. The search is the shopper's own words (the search box and the empty
                state clear it) and the sort is how they like to look, not a filter: both stay. */}
            <Button variant="ghost" size="sm" onClick={() => onRefine({ c: [], b: [] })}>
              {TEXTS.resetAll}
            </Button>
          </li>
        </ul>
      )}
    </>
  );
}
