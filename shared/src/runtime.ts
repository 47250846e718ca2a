/**
 * `@storefront/shared/runtime`: the stateful runtime of the page — API client, event bus, session/cart/site
 * stores, runtime configuration, the QueryClient. A strict Module Federation singleton: every app must run on
 * the one instance the shell loaded, and a remote that needs an incompatible version is refused.
 */
export * from './client/apiClient';
export * from './client/storefrontApi';
export * from './client/cookies';
export * from './client/loadScript';
export * from './state/eventBus';
export * from './state/stores';
export * from './state/cartActions';
export * from './state/session';
export * from './state/runtimeConfig';
export * from './state/queryClient';
export * from './state/toasts';
export * from './state/telemetry';
