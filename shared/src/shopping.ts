/**
 * `@storefront/shared/shopping`: the contracts of what a shopper does after the first screen — the cart and coupons,
 * the pincode check, wishlists and dynamic forms, and how dates and delivery slots read (the cart's and orders'). Kept apart from `@storefront/shared` because only panels, modals
 * and forms that load on demand call them, so no first visit downloads them. Stateless and shared non-singleton.
 */
export * from './contracts/api/cart';
export * from './contracts/api/delivery';
export * from './contracts/api/site';
export * from './contracts/dates';
