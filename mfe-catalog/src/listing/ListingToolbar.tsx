/**
 * Above the grid: the result count, then the Filters button, the Brand picker and the sort; under them the active
 * filters as removable tags with Reset All. Every control changes the address bar, which the listing reads. Below md
 * each of its rows has a fixed height (the kit's LISTING_ROWS), which the server's first frame relies on.
 */
import { PRODUCT_SORTS, type ListingParams, type ProductSort } from '@storefront/shared';
import { eventBus } from '@storefront/shared/runtime';
import { Button, color, font, LISTING_ROWS, mq, Select, space, Tag } from '@storefront/shared/ui';
import { BrandFilter } from './BrandFilter';
import type { ListingFilters, NamedFilter } from '@storefront/shared/listing-title';
import { LISTING_TEXTS as TEXTS, SORT_LABELS } from './texts';

/** A change of filters, sort or search; the listing applies it from page 1. */
export type ListingRefinement = Partial<Pick<ListingParams, 'c' | 'b' | 's' | 'q'>>;

/** What the server sorts by when `s` is absent: choosing it removes `s`, so one listing has one address. */
const DEFAULT_SORT: ProductSort = 'relevance';
const SORT_OPTIONS = PRODUCT_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }));

const { toolbar: ROW } = LISTING_ROWS;

/** One row wide enough, or wrapping, from md; below it the count's line, then Filters and Brand, then the sort. */
const toolbarCss = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space[2],
  [mq.belowMd]: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    gridTemplateRows: `${ROW.count} ${ROW.control} ${ROW.control}`,
    gridTemplateAreas: '"count count" "filters brand" "sort sort"',
    gap: `${ROW.gap} ${space[2]}`,
  },
} as const;

/** The tags wrap from md; below it they are one row the shopper scrolls sideways. */
const filtersCss = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  [mq.belowMd]: {
    flexWrap: 'nowrap',
    height: LISTING_ROWS.filters,
    overflowX: 'auto',
    overflowY: 'hidden',
    scrollbarWidth: 'none',
    // Room for the focus ring, which the scrolling row would clip, without taking any from the rows around it.
    padding: space[1],
    margin: `calc(-1 * ${space[1]})`,
    '& > li': { flex: 'none' },
  },
} as const;

export interface ListingToolbarProps {
  params: ListingParams;
  filters: ListingFilters;
  /** Every brand of the site: the Brand picker shows when there are some. */
  brands: readonly NamedFilter[];
  /** The number of products the listing matches, once known. */
  total: number | undefined;
  onRefine: (change: ListingRefinement) => void;
}

export function ListingToolbar({ params, filters, brands, total, onRefine }: ListingToolbarProps) {
  const tags = [
    ...filters.categories.map((filter) => ({ param: 'c' as const, ...filter })),
    ...filters.brands.map((filter) => ({ param: 'b' as const, ...filter })),
  ];
  return (
    <>
      <div css={toolbarCss}>
        <p
          role="status"
          css={{
            gridArea: 'count',
            margin: 0,
            // From md the controls follow it on the right.
            [mq.mdUp]: { marginRight: 'auto' },
            overflow: 'hidden',
            whiteSpace: 'nowrap',
            textOverflow: 'ellipsis',
            color: color.textMuted,
            fontSize: font.size.sm,
            lineHeight: font.lineHeight.normal,
          }}
        >
          {total !== undefined && TEXTS.productCount(total)}
        </p>
        <Button variant="secondary" aria-haspopup="dialog" onClick={() => eventBus.emit('ui:open-category-filter', {})} css={{ gridArea: 'filters' }}>
          {TEXTS.filters}
        </Button>
        {brands.length > 0 && (
          <div css={{ gridArea: 'brand', minWidth: 0 }}>
            <BrandFilter scope={params} chosen={params.b} onAdd={(slug) => onRefine({ b: [...params.b, slug] })} />
          </div>
        )}
        <Select
          label={TEXTS.sortBy}
          options={SORT_OPTIONS}
          value={params.s ?? DEFAULT_SORT}
          onChange={(sort) => onRefine({ s: sort === DEFAULT_SORT ? undefined : (sort as ProductSort) })}
          css={{
            gridArea: 'sort',
            display: 'flex',
            alignItems: 'center',
            gap: space[2],
            minWidth: 0,
            '& > label': { margin: 0, whiteSpace: 'nowrap' },
            '& > select': { width: 'auto', minWidth: 0 },
          }}
        />
      </div>
      {tags.length > 0 && (
        <ul aria-label={TEXTS.activeFilters} css={filtersCss}>
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
