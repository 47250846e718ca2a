/**
 * `@storefront/shared/search`: the contract of the search suggestions the shell's search box asks for as the
 * shopper types. Kept apart from `@storefront/shared` because the suggestion code loads on the box's first focus,
 * so no first visit downloads it. Shared non-singleton.
 */
export * from './contracts/api/search';
