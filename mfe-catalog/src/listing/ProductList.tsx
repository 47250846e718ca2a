/**
 * /products: the filtered, sorted, paginated listing, 24 a page. Its state lives in the address bar (c, b, page, s,
 * q): the controls write it and the request is read from it, so back and forward bring filters and results back.
 */
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { siteStore } from '@storefront/shared/runtime';
import { useRouteHead } from '@storefront/shared/route-head';
import { fetchProducts, productsFromPage } from '../api/productsApi';
import { extractErrorMessage, PRODUCTS_PER_PAGE, readListingParams, writeListingParams, type ListingParams } from '@storefront/shared';
import { Button, color, font, LISTING_ROWS, mq, radius, space } from '@storefront/shared/ui';
import { pageCount, Pagination } from '@storefront/shared/pagination';
import { ProductCard } from '../cards/ProductCard';
import { PRODUCT_GRID_FIRST_ROW, productGridCss } from '../grid/productGridCss';
import { PRODUCTS_QUERY, useCatalogueSync } from '../shopping/useCatalogueSync';
import { ListingSkeleton } from './ListingSkeleton';
import { ListingToolbar, type ListingRefinement } from './ListingToolbar';
import { listingFilters, listingTitle } from '@storefront/shared/listing-title';
import { LISTING_TEXTS as TEXTS } from './texts';

// Seldom seen, so not part of the listing's first download.
const EmptyListing = lazy(() => import('./EmptyListing').then((module) => ({ default: module.EmptyListing })));

export function ProductList() {
  const [search, setSearch] = useSearchParams();
  // One object per address, so the head is built again only when the address changes.
  const params = useMemo(() => readListingParams(search), [search]);
  const site = useSnapshot(siteStore).data;
  const filters = listingFilters(params, site?.categories ?? [], site?.brands ?? []);
  const title = listingTitle(params.q, filters);
  useCatalogueSync();

  const query = useQuery({
    queryKey: [PRODUCTS_QUERY, params],
    queryFn: ({ signal }) => fetchProducts({ ...params, perPage: PRODUCTS_PER_PAGE }, signal),
    // The first screen's listing is in the page: drawn at once, not after a skeleton.
    initialData: () => productsFromPage({ ...params, perPage: PRODUCTS_PER_PAGE }),
    placeholderData: keepPreviousData,
  });

  // Every shopper's change is a step in history, so back undoes it; the shell scrolls to the top of the new step.
  const show = (next: ListingParams) => setSearch(writeListingParams(next));
  const refine = (change: ListingRefinement) => show({ ...params, ...change, page: 1 });
  const goTo = (page: number) => show({ ...params, page });

  // A page past the end (an old link, or fewer results since) moves to the last page, or to page 1 when nothing
  // matches. Only on this address's own answer, not on the previous one kept on screen while it loads.
  const lastPage = query.data ? pageCount(query.data.meta.total, PRODUCTS_PER_PAGE) : 1;
  const pastTheEnd = query.isSuccess && !query.isPlaceholderData && params.page > lastPage;
  const lastPageSearch = pastTheEnd ? writeListingParams({ ...params, page: lastPage }).toString() : null;
  useEffect(() => {
    // Replaced, not pushed: back must not land on the missing page and be sent forward again.
    if (lastPageSearch !== null) setSearch(lastPageSearch, { replace: true });
  }, [lastPageSearch, setSearch]);

  // What the grid shows: this address's answer, or the previous one dimmed while it loads. A previous empty answer
  // would announce "no products" for a question not answered yet, so it waits among skeletons instead.
  const shown = pastTheEnd || (query.isPlaceholderData && query.data.data.length === 0) ? undefined : query.data;
  // The head the server sends for this address: built from its own answer, not the previous one kept on screen.
  useRouteHead({ kind: 'listing', params, answer: query.isPlaceholderData ? null : (query.data ?? null) });

  return (
    <section
      aria-labelledby="listing-title"
      aria-busy={query.isFetching || pastTheEnd}
      css={{ display: 'flex', flexDirection: 'column', gap: LISTING_ROWS.gap }}
    >
      <h1
        id="listing-title"
        css={{
          margin: `${LISTING_ROWS.title.marginTop} 0 0`,
          height: LISTING_ROWS.title.height.base,
          overflow: 'hidden',
          whiteSpace: 'nowrap',
          textOverflow: 'ellipsis',
          fontSize: LISTING_ROWS.title.fontSize.base,
          fontWeight: font.weight.bold,
          lineHeight: font.lineHeight.tight,
          [mq.smUp]: { fontSize: LISTING_ROWS.title.fontSize.sm, height: LISTING_ROWS.title.height.sm },
          // One line only where the first frame mirrors the listing (below md); wider screens show a long title whole.
          [mq.mdUp]: { height: 'auto', overflow: 'visible', whiteSpace: 'normal', overflowWrap: 'anywhere' },
        }}
      >
        {title}
      </h1>
      <ListingToolbar params={params} filters={filters} brands={site?.brands ?? []} total={shown?.meta.total} onRefine={refine} />
      {query.isError && (
        <div
          role="alert"
          css={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: space[3],
            padding: space[4],
            borderRadius: radius.md,
            background: color.dangerSoft,
            color: color.danger,
          }}
        >
          <p css={{ margin: 0 }}>{extractErrorMessage(query.error)}</p>
          <Button variant="secondary" loading={query.isFetching} onClick={() => void query.refetch()}>
            {TEXTS.tryAgain}
          </Button>
        </div>
      )}
      {!shown && !query.isError && <ListingSkeleton />}
      {shown && shown.data.length > 0 && (
        <div css={[productGridCss, query.isPlaceholderData && { opacity: 0.6 }]}>
          {shown.data.map((product, index) => (
            <ProductCard key={product.product_id} product={product} priority={index < PRODUCT_GRID_FIRST_ROW} />
          ))}
        </div>
      )}
      {shown && shown.data.length === 0 && (
        <Suspense fallback={null}>
          <EmptyListing q={params.q} filters={filters} onRefine={refine} />
        </Suspense>
      )}
      {shown && shown.meta.total > 0 && (
        <Pagination
          label={TEXTS.pages}
          total={shown.meta.total}
          page={params.page}
          perPage={PRODUCTS_PER_PAGE}
          onPageChange={goTo}
          pageHref={(page) => `?${writeListingParams({ ...params, page }).toString()}`}
          css={{ justifyContent: 'center', margin: `${space[2]} 0 ${space[6]}` }}
        />
      )}
    </section>
  );
}
