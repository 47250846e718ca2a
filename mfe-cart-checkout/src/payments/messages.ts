/** What the payment screens say. */
import { PAYMENT_PROVIDER_NAMES, type OnlinePaymentProvider } from '@storefront/shared/signed-in';

export const PAYMENT_SCREEN_TEXTS = {
  title: (provider: OnlinePaymentProvider) => `Pay with ${PAYMENT_PROVIDER_NAMES[provider]}`,
  opening: (provider: OnlinePaymentProvider) => `Opening ${PAYMENT_PROVIDER_NAMES[provider]} checkout…`,
  inProgress: (provider: OnlinePaymentProvider) => `Complete the payment in the ${PAYMENT_PROVIDER_NAMES[provider]} window.`,
  verifying: 'Confirming your payment…',
  loading: 'Loading your order…',
  dismissed: (orderNumber: string) => `You closed the payment window before paying. Order ${orderNumber} is waiting for your payment.`,
  sdkMissing: (provider: OnlinePaymentProvider) => `${PAYMENT_PROVIDER_NAMES[provider]} checkout did not start. Please try again.`,
  sandbox: 'Test mode: no money moves.',
  retry: 'Try again',
  viewOrders: 'View your orders',
  confirmTitle: 'Confirming your payment',
} as const;
