/** /products: the filtered, sorted, paginated listing, 24 a page, with its state kept in the address bar. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { api } from '@storefront/shared/runtime';
import { extractErrorMessage, formatCount, PRODUCTS_PER_PAGE, readListingParams, writeListingParams } from '@storefront/shared';
import { color, font, layout, mq, Pagination, space } from '@storefront/shared/ui';
import { ProductCard, ProductCardSkeleton } from '../cards/ProductCard';

export function ProductList() {
  const [search, setSearch] = useSearchParams();
  const params = readListingParams(search);
  const query = useQuery({
    queryKey: ['products', params],
    queryFn: ({ signal }) => api.products({ ...params, perPage: PRODUCTS_PER_PAGE }, signal),
    // The first screen's listing is in the page: drawn at once, not after a skeleton.
    initialData: () => api.productsFromPage({ ...params, perPage: PRODUCTS_PER_PAGE }),
    placeholderData: keepPreviousData,
  });
  const total = query.data?.meta.total ?? 0;
  const goTo = (page: number) => {
    setSearch(writeListingParams({ ...params, page }));
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <section aria-labelledby="listing-title" aria-busy={query.isPending || query.isPlaceholderData}>
      <header
        css={{
          display: 'flex',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          gap: space[3],
          flexWrap: 'wrap',
          margin: `${space[2]} 0 ${space[4]}`,
        }}
      >
        <h1
          id="listing-title"
          css={{
            margin: 0,
            fontSize: font.size.xl,
            fontWeight: font.weight.bold,
            lineHeight: font.lineHeight.tight,
            [mq.smUp]: { fontSize: font.size['2xl'] },
          }}
        >
          {params.q ? `Results for “${params.q}”` : 'All products'}
        </h1>
        {query.data && total > 0 && (
          <span css={{ color: color.textMuted, fontSize: font.size.sm }}>{total === 1 ? '1 product' : `${formatCount(total)} products`}</span>
        )}
      </header>
      {query.isError && (
        <p role="alert" css={{ color: color.danger }}>
          {extractErrorMessage(query.error)}
        </p>
      )}
      {query.data && query.data.data.length === 0 && (
        <p css={{ margin: `${space[12]} 0`, textAlign: 'center', color: color.textMuted }}>No products match these filters.</p>
      )}
      {query.isPending && (
        <div css={gridCss} data-testid="listing-skeleton">
          {Array.from({ length: PRODUCTS_PER_PAGE }, (_, index) => (
            <ProductCardSkeleton key={index} />
          ))}
        </div>
      )}
      {query.data && query.data.data.length > 0 && (
        <div css={[gridCss, query.isPlaceholderData && { opacity: 0.6 }]}>
          {query.data.data.map((product, index) => (
            <ProductCard key={product.product_id} product={product} priority={index < FIRST_ROW} />
          ))}
        </div>
      )}
      {query.data && total > 0 && (
        <Pagination
          label="Pages"
          total={total}
          page={params.page}
          perPage={PRODUCTS_PER_PAGE}
          onPageChange={goTo}
          css={{ justifyContent: 'center', margin: `${space[6]} 0` }}
        />
      )}
    </section>
  );
}

/**
 * Columns of the grid: 2 on phones, 3 from 640px, 4 from 768px, 5 from 1024px and 6 once the content is at its
 * full width. Cards stay wide enough for a price, its struck MRP and the saving on one line, so a real card is as
 * tall as its skeleton.
 */
const COLUMNS = { base: 2, sm: 3, md: 4, lg: 5, full: 6 } as const;
/** The first row at the widest layout: its pictures load at once, the rest lazily. */
const FIRST_ROW = COLUMNS.full;
const columns = (count: number) => ({ gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` });

const gridCss = {
  display: 'grid',
  gap: space[3],
  ...columns(COLUMNS.base),
  [mq.smUp]: { ...columns(COLUMNS.sm), gap: space[4] },
  [mq.mdUp]: columns(COLUMNS.md),
  [mq.lgUp]: columns(COLUMNS.lg),
  [`@media (min-width: ${layout.contentMaxWidth})`]: columns(COLUMNS.full),
} as const;
