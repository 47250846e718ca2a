import { useQuery } from '@tanstack/react-query';
import { fetchProducts, productsFromPage } from '../api/productsApi';
import { extractErrorMessage, PRODUCT_CAROUSEL_SIZE, type Product, type ProductCarouselProps } from '@storefront/shared';
import { listingHref } from '../cards/cardParts';
import { ProductCard, ProductCardSkeleton } from '../cards/ProductCard';
import { PRODUCTS_QUERY } from '../shopping/useCatalogueSync';
import { CardCarousel } from './CardCarousel';

/** Products of a listing filter (e.g. one category), with "View all" opening that listing. */
export function ProductCarousel({ title, params = {}, exclude }: ProductCarouselProps) {
  const query = useQuery({
    queryKey: [PRODUCTS_QUERY, 'carousel', params],
    queryFn: ({ signal }) => fetchProducts({ ...params, perPage: PRODUCT_CAROUSEL_SIZE }, signal),
    initialData: () => productsFromPage({ ...params, perPage: PRODUCT_CAROUSEL_SIZE }),
  });
  return (
    <CardCarousel
      title={title}
      items={query.data?.data.filter((product) => product.product_id !== exclude)}
      itemKey={(product: Product) => product.product_id}
      renderCard={(product) => <ProductCard product={product} />}
      CardSkeleton={ProductCardSkeleton}
      error={query.isError ? extractErrorMessage(query.error) : undefined}
      viewAllHref={listingHref(params)}
    />
  );
}
