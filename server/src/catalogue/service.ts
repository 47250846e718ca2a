/** What other domains may use of the catalogue: its cache and change notifications, packs priced for a shopper. */
export { BoundedMap, catalogueCacheOf, type CatalogueCache } from './cache';
export { productPacks, shopperState, withCartQuantities } from './products';
export { warehouseFor } from './warehouses';
export { activeProductSummaries, isActiveProduct, type ProductSummary } from './productSummaries';
