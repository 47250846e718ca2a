/** `catalog/ProductGrid` (typed by `CatalogProductGridModule`): the product grid dynamic pages place. */
export { ProductGrid } from './ProductGrid';
