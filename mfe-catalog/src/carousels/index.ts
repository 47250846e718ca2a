/** `catalog/Carousels` (typed by `CatalogCarouselsModule`): the card carousels dynamic pages place. */
export { ProductCarousel } from './ProductCarousel';
export { SupplierCarousel } from './SupplierCarousel';
export { CategoryCarousel } from './CategoryCarousel';
export { BrandCarousel } from './BrandCarousel';
