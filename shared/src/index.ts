/**
 * `@storefront/shared`: the stateless contracts every app speaks (schemas, constants, messages, formatting,
 * the route table, remote module shapes). Shared non-singleton: a remote built against a newer version loads
 * its own copy. The stateful runtime is `@storefront/shared/runtime`; the UI kit is `@storefront/shared/ui`; the
 * contracts of signed-in screens are `@storefront/shared/signed-in`; those of the shopper's
 * later calls (cart, pincode, wishlist, forms) are `@storefront/shared/shopping`.
 */
// Everything a first visit can need; the contracts of signed-in screens are `@storefront/shared/signed-in`, those of
// the cart, pincode, wishlist and form calls `@storefront/shared/shopping`.
export * from './contracts/constants';
export * from './contracts/schemas';
export * from './contracts/errors';
export * from './contracts/format';
export * from './contracts/cdn';
export * from './contracts/routes';
export * from './contracts/listing';
export * from './contracts/api/catalogue';
export * from './contracts/pageComponents';
export * from './contracts/seo';
export * from './contracts/popup';
export * from './remoteModules';
