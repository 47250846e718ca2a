/**
 * `@storefront/shared/runtime`: only what must exist once per page — the API client's core, the event bus, the
 * session/cart/site/toast stores, runtime configuration, the QueryClient and the telemetry queues. A strict Module
 * Federation singleton: every app runs on the one instance the shell loaded, and a remote that needs an
 * incompatible version is refused. Calls belong to the apps that make them (shared/README.md).
 */
export * from './client/apiClient';
export * from './state/eventBus';
export * from './state/stores';
export * from './state/runtimeConfig';
export * from './state/queryClient';
export * from './state/toasts';
export * from './state/telemetry';
