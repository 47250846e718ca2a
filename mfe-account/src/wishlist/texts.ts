/** What the wishlist screen (/account/wishlist) says, besides the kit's own words ('Add to Cart', 'Out of stock'). */
export const WISHLIST_TEXTS = {
  title: 'Wishlist',
  lead: 'Products you saved for later, in each of your lists.',
  loading: 'Loading your wishlists…',
  loadFailed: 'Your wishlists could not be loaded',
  tryAgain: 'Try again',
  emptyTitle: 'Your wishlist is empty',
  emptyMessage: 'Tap the heart on any product to keep it here for later.',
  browse: 'Browse products',
  emptyList: 'No products in this list yet.',
  productCount: (count: number) => (count === 1 ? '1 product' : `${count} products`),
  packOf: (productName: string) => `Pack of ${productName}`,
  soldOutPack: (packName: string) => `${packName} (out of stock)`,
  quantityOf: (productName: string, packName: string) => `Quantity of ${productName} ${packName}`,
  moveTo: 'Move to',
  /** Read after 'Move to' by assistive technology only: which product, from which list. */
  moveToContext: (productName: string, listName: string) => ` (${productName}, in ${listName})`,
  move: 'Move',
  moveLabel: (productName: string, from: string, to: string) => `Move ${productName} from ${from} to ${to}`,
  moved: (productName: string, to: string) => `${productName} moved to ${to}`,
  moveFailed: (productName: string, to: string, reason: string) => `${productName} could not be moved to ${to}. ${reason}`,
  moveHalfDone: (productName: string, from: string, to: string, reason: string) =>
    `${productName} was added to ${to} but could not be taken out of ${from}. ${reason}`,
  remove: 'Remove',
  removeLabel: (productName: string, listName: string) => `Remove ${productName} from ${listName}`,
  removed: (productName: string, listName: string) => `${productName} removed from ${listName}`,
  removeFailed: (productName: string, listName: string, reason: string) => `${productName} could not be removed from ${listName}. ${reason}`,
} as const;
