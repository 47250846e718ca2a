/** /products: the filtered, sorted, paginated listing, 24 a page, with its state kept in the address bar. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { api } from '@storefront/shared/runtime';
import { extractErrorMessage, PRODUCTS_PER_PAGE } from '@storefront/shared';
import { Spinner } from '@storefront/shared/ui';
import { ProductCard } from '../cards/ProductCard';
import { readListingParams, writeListingParams } from './listingParams';

export function ProductList() {
  const [search, setSearch] = useSearchParams();
  const params = readListingParams(search);
  const query = useQuery({
    queryKey: ['products', params],
    queryFn: ({ signal }) => api.products({ ...params, perPage: PRODUCTS_PER_PAGE }, signal),
    placeholderData: keepPreviousData,
  });
  const total = query.data?.meta.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PRODUCTS_PER_PAGE));
  const goTo = (page: number) => {
    setSearch(writeListingParams({ ...params, page }));
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <section aria-labelledby="listing-title">
      <header css={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 12, flexWrap: 'wrap', margin: '8px 0 16px' }}>
        <h1 id="listing-title" css={{ fontSize: 22, margin: 0 }}>
          {params.q ? `Results for “${params.q}”` : 'All products'}
        </h1>
        {query.data && <span css={{ color: '#5b6470', fontSize: 14 }}>Total: {total}</span>}
      </header>
      {query.isPending && <Spinner />}
      {query.isError && (
        <p role="alert" css={{ color: '#b3261e' }}>
          {extractErrorMessage(query.error)}
        </p>
      )}
      {query.data && query.data.data.length === 0 && <p>No products match these filters.</p>}
      {query.data && (
        <div
          css={{
            display: 'grid',
            gap: 12,
            gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
            '@media (min-width: 640px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
            '@media (min-width: 1024px)': { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
          }}
        >
          {query.data.data.map((product) => (
            <ProductCard key={product.product_id} product={product} />
          ))}
        </div>
      )}
      {pages > 1 && (
        <nav aria-label="Pages" css={{ display: 'flex', gap: 8, justifyContent: 'center', alignItems: 'center', margin: '24px 0' }}>
          <button type="button" disabled={params.page <= 1} onClick={() => goTo(params.page - 1)} css={pagerButton}>
            Previous
          </button>
          <span css={{ fontSize: 14 }}>
            Page {params.page} of {pages}
          </span>
          <button type="button" disabled={params.page >= pages} onClick={() => goTo(params.page + 1)} css={pagerButton}>
            Next
          </button>
        </nav>
      )}
    </section>
  );
}

const pagerButton = {
  padding: '8px 14px',
  borderRadius: 8,
  border: '1px solid #dfe5df',
  background: '#fff',
  font: 'inherit',
  cursor: 'pointer',
  ':disabled': { opacity: 0.5, cursor: 'default' },
} as const;
