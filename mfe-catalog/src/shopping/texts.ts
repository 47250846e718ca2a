/** The words of the catalogue's shopping controls (packs, cart, wishlist). */
export const SHOPPING_TEXTS = {
  pack: 'Pack',
  packOf: (productName: string) => `Pack of ${productName}`,
  quantityOf: (productName: string, packName: string) => `Quantity of ${productName} ${packName}`,
  addToWishlist: (productName: string) => `Add ${productName} to a wishlist`,
  inWishlist: (productName: string) => `${productName} is in your wishlist`,
} as const;
