// The global through which the shell hands its Module Federation bundler runtime to the remotes.
export const BUNDLER_RUNTIME_GLOBAL = '_STOREFRONT_FEDERATION_BUNDLER_RUNTIME';
