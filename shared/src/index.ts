/**
 * `@storefront/shared`: the stateless contracts every app speaks (schemas, constants, messages, formatting,
 * the route table, remote module shapes). Shared non-singleton: a remote built against a newer version loads
 * its own copy. The stateful runtime is `@storefront/shared/runtime`; the UI kit is `@storefront/shared/ui`.
 */
export * from './contracts';
export * from './remoteModules';
