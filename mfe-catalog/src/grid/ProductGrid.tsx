/** `catalog/ProductGrid`: the first products of a listing filter as a grid of cards, with "View all" to the listing. */
import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { fetchProducts } from '../api/productsApi';
import { extractErrorMessage, type ProductGridProps } from '@storefront/shared';
import { Button, color, sectionHeaderCss, sectionTitleCss, space, tapTargetCss, textLinkCss } from '@storefront/shared/ui';
import { listingHref } from '../cards/cardParts';
import { ProductCard, ProductCardSkeleton } from '../cards/ProductCard';
import { CAROUSEL_TEXTS } from '../carousels/CardCarousel';
import { PRODUCTS_QUERY } from '../shopping/useCatalogueSync';
import { productGridCss } from './productGridCss';

export const PRODUCT_GRID_TEXTS = { tryAgain: 'Try again' } as const;

export function ProductGrid({ title, params = {}, limit }: ProductGridProps) {
  const titleId = useId();
  const query = useQuery({
    queryKey: [PRODUCTS_QUERY, 'grid', params, limit],
    queryFn: ({ signal }) => fetchProducts({ ...params, perPage: limit }, signal),
  });
  const products = query.data?.data;
  if (products?.length === 0) return null;

  return (
    <section aria-labelledby={titleId} aria-busy={query.isPending} css={{ margin: `${space[6]} 0` }}>
      <div css={[sectionHeaderCss, { marginBottom: space[3] }]}>
        <h2 id={titleId} css={sectionTitleCss}>
          {title}
        </h2>
        <Link to={listingHref(params)} css={[textLinkCss, tapTargetCss]}>
          {CAROUSEL_TEXTS.viewAll}
        </Link>
      </div>
      {query.isError ? (
        <div role="alert" css={{ display: 'flex', alignItems: 'center', gap: space[3], flexWrap: 'wrap', color: color.danger }}>
          <p css={{ margin: 0 }}>{extractErrorMessage(query.error)}</p>
          <Button variant="secondary" size="sm" loading={query.isFetching} onClick={() => void query.refetch()}>
            {PRODUCT_GRID_TEXTS.tryAgain}
          </Button>
        </div>
      ) : (
        <div css={productGridCss}>
          {products
            ? products.slice(0, limit).map((product) => <ProductCard key={product.product_id} product={product} />)
            : Array.from({ length: limit }, (_, index) => <ProductCardSkeleton key={index} />)}
        </div>
      )}
    </section>
  );
}
