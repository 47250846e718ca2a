import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@storefront/shared/runtime';
import { extractErrorMessage, supplierListBodySchema, type Supplier, type SupplierCarouselProps } from '@storefront/shared';
import { SupplierCard, SupplierCardSkeleton } from '../cards/SupplierCard';
import { CardCarousel } from './CardCarousel';

/** The site's suppliers (GET /api/suppliers). */
export function SupplierCarousel({ title }: SupplierCarouselProps) {
  const query = useQuery({
    queryKey: ['suppliers'],
    queryFn: ({ signal }) => apiClient.get('/api/suppliers', { schema: supplierListBodySchema, signal }),
  });
  return (
    <CardCarousel
      title={title}
      items={query.data?.data}
      itemKey={(supplier: Supplier) => supplier.slug}
      renderCard={(supplier) => <SupplierCard supplier={supplier} />}
      CardSkeleton={SupplierCardSkeleton}
      error={query.isError ? extractErrorMessage(query.error) : undefined}
    />
  );
}
