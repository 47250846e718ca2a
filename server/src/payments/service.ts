/**
 * What other domains may use of payments: the providers a request's shop offers, the storefront's origin for return
 * URLs, provider failures, payment rows.
 */
import type { FastifyRequest } from 'fastify';
import type { PaymentProvider } from '../db/schema';

export { storefrontOrigin } from './origins';
export { ProviderError } from './providerHttp';
export { claimForRefund, markRefunded, paymentStatusOf, refundablePayment, releaseRefundClaim, type PaymentRow } from './transitions';

/** The website's online providers the shop can take payments through: a provider without an account is not offered. */
export function offeredProviders(request: FastifyRequest): PaymentProvider[] {
  return request.server.payments.offered(request.website.paymentProviders);
}
