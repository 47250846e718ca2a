/** Every word the checkout shows, besides the contracts' own messages (address and order refusals). */
import type { OnlinePaymentProvider } from '@storefront/shared/signed-in';

export const CHECKOUT_TEXTS = {
  title: 'Checkout',
  addressHeading: 'Delivery address',
  chooseAddress: 'Deliver to',
  noAddresses: 'You have no saved address yet. Add one to deliver to.',
  addAddress: 'Add a new address',
  paymentHeading: 'Payment',
  choosePayment: 'Pay with',
  paymentNeedsAddress: 'Choose a delivery address to see how you can pay.',
  noteLabel: 'Note for delivery (optional)',
  summaryHeading: 'Order summary',
  deliverySlot: 'Delivery slot',
  placeOrder: 'Place Order',
  needsAddressAndPayment: 'Choose a delivery address and a payment method to place your order.',
  pricing: 'Updating prices for this address',
  emptyTitle: 'Your cart is empty',
  emptyText: 'Add something to your cart to check out.',
  browseAll: 'Browse all products',
  loadFailed: 'We could not load your addresses',
  tryAgain: 'Try again',
} as const;

/** What the shopper pays with online; which provider serves it is the shop's setting (its website's payment providers). */
export const ONLINE_PAYMENT_LABEL = 'UPI, cards, net banking';

export const COD_LABEL = 'Cash on Delivery';

/** Said only when the shop offers both providers: how paying through each one differs for the shopper. */
export const PAYMENT_PROVIDER_NOTES: Record<OnlinePaymentProvider, string> = {
  razorpay: 'with Razorpay, in a window over this page',
  cashfree: 'with Cashfree, on its own page, then back here',
};

/** The delivery slot chooser's words; the server's refusal of a window is its own (the contracts' SLOT_MESSAGES). */
export const SLOT_TEXTS = {
  heading: 'Delivery slot',
  needsAddress: 'Choose a delivery address to see its delivery slots.',
  loading: 'Loading delivery slots',
  loadFailed: 'We could not load the delivery slots',
  retry: 'Retry',
  noDelivery: 'Deliveries are not available for this address.',
  dayLegend: (group: string) => `${group}: day`,
  windowLegend: (group: string, day: string) => `${group}: time on ${day}`,
  full: 'Full',
  fewLeft: 'Few left',
  closed: 'Closed',
  closesAt: (time: string) => `Closes at ${time}`,
  closedAt: (time: string) => `Closed at ${time}`,
  dayAndTime: (day: string, time: string) => `${time} on ${day}`,
} as const;
