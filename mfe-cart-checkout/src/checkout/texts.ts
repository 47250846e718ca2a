/** Every word the checkout shows, besides the contracts' own messages (address and order refusals). */
import type { PaymentMethod } from '@storefront/shared/shopping';

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

export const PAYMENT_LABELS: Record<PaymentMethod, string> = {
  razorpay: 'Razorpay: cards, UPI, net banking',
  cashfree: 'Cashfree: cards, UPI, net banking',
  cod: 'Cash on Delivery',
};
