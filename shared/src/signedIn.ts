/**
 * `@storefront/shared/signed-in`: the contracts of the screens behind sign-in (signing in, the account, orders,
 * payments, the sales agents' dashboard). Kept apart from `@storefront/shared` so that a first visit, which shows
 * none of these screens, does not download them. Stateless and shared non-singleton, like `@storefront/shared`.
 */
export * from './contracts/api/auth';
export * from './contracts/api/account';
export * from './contracts/api/orders';
export * from './contracts/api/payments';
export * from './contracts/api/admin';
