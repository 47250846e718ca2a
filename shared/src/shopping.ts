/**
 * `@storefront/shared/shopping`: the contracts of what a shopper does after the first screen — the cart and coupons,
 * the pincode check, wishlists and dynamic forms, and how dates and delivery slots read (the cart's and orders') —
 * and the wishlist toggle the catalogue and the account both make. Kept apart from `@storefront/shared` because only
 * panels, modals and forms that load on demand use them, so no first visit downloads them. Shared non-singleton.
 */
export * from './contracts/api/cart';
export * from './contracts/api/delivery';
export * from './contracts/api/site';
export * from './contracts/dates';
export * from './client/wishlistCalls';
