/** What other domains may use of payments: the storefront's origin for return URLs, provider failures, payment rows. */
export { storefrontOrigin } from './origins';
export { ProviderError } from './providerHttp';
export type { PaymentRow } from './transitions';
