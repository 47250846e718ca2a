/**
 * `@storefront/shared/ui`: the design tokens and the UI kit every app builds its screens from. Stateless,
 * shared non-singleton: a remote built against a newer kit loads its own copy.
 */
export * from './tokens';
export * from './Spinner';
export * from './Placeholder';
