import { useQuery } from '@tanstack/react-query';
import { extractErrorMessage, type Product } from '@storefront/shared';
import { boughtTogetherFromPage, fetchBoughtTogether } from '../api/productsApi';
import { ProductCard, ProductCardSkeleton } from '../cards/ProductCard';
import { CardCarousel } from '../carousels/CardCarousel';
import { PRODUCTS_QUERY } from '../shopping/useCatalogueSync';
import { PRODUCT_TEXTS as TEXTS } from './texts';

/**
 * "Frequently bought together": what other shoppers' orders put beside this product, each card with the kit's cart
 * control. Under the products' key, so hearts and cart quantities follow the other apps' changes as listings do.
 */
export function BoughtTogether({ slug }: { slug: string }) {
  const query = useQuery({
    queryKey: [PRODUCTS_QUERY, 'bought-together', slug],
    queryFn: ({ signal }) => fetchBoughtTogether(slug, signal),
    initialData: () => boughtTogetherFromPage(slug),
  });
  return (
    <CardCarousel
      title={TEXTS.boughtTogether}
      items={query.data?.data}
      itemKey={(product: Product) => product.product_id}
      renderCard={(product) => <ProductCard product={product} />}
      CardSkeleton={ProductCardSkeleton}
      error={query.isError ? extractErrorMessage(query.error) : undefined}
    />
  );
}
