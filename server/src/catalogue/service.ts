/** What other domains may use of the catalogue: its cache and change notifications, packs priced for a shopper. */
export { BoundedMap, catalogueCacheOf, type CatalogueCache } from './cache';
export { productPacks, shopperState, withCartQuantities } from './products';
export { warehouseFor } from './warehouses';
export { activeProductSummaries, isActiveProduct, type ProductSummary } from './productSummaries';
export { brandList, catalogueSitemapCounts, catalogueSitemapEntries, categoryTree, type SitemapEntry } from './navigation';
export { inStockRowOrder, returnStock, takeStock, type StockLine } from './stock';
