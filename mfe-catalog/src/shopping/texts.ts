/** The words of the catalogue's shopping controls (packs, cart, wishlist). */
export const SHOPPING_TEXTS = {
  pack: 'Pack',
  packOf: (productName: string) => `Pack of ${productName}`,
  addToWishlist: (productName: string) => `Add ${productName} to a wishlist`,
  inWishlist: (productName: string) => `${productName} is in your wishlist`,
} as const;
