import { PRODUCTS_PER_PAGE } from '@storefront/shared';
import { ProductCardSkeleton } from '../cards/ProductCard';
import { productGridCss } from '../grid/productGridCss';

/** The listing's grid while what it shows is on its way (the products, or on the way to /products the listing's code). */
export function ListingSkeleton() {
  return (
    <div css={productGridCss} data-testid="listing-skeleton">
      {Array.from({ length: PRODUCTS_PER_PAGE }, (_, index) => (
        <ProductCardSkeleton key={index} />
      ))}
    </div>
  );
}
