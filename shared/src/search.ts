/**
 * `@storefront/shared/search`: the contract of the search suggestions the shell's search box asks for as the
 * shopper types. Not shared at run time: only the shell's suggestion code, which loads on the box's first focus,
 * imports it, so it is bundled there, and no first visit carries its key in a share table.
 */
export * from './contracts/api/search';
