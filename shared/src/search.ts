/**
 * `@storefront/shared/search`: the contract of the search suggestions the shell's search box asks for as the
 * shopper types. Not shared at run time: only code no first visit loads imports it (the shell's suggestions, loaded
 * on the box's first focus, and the catalogue's empty listing, for its "Did you mean"), so it is bundled there, and
 * no first visit carries its key in a share table.
 */
export * from './contracts/api/search';
