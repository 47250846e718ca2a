import { Placeholder, type RemoteRoutesModule } from '@storefront/shared';

const COMING = 'Checkout and payments arrive with the shopping API.';

export const screens: RemoteRoutesModule<'cartCheckout'>['screens'] = {
  Checkout: () => <Placeholder title="Checkout" note={COMING} />,
  RazorpayStart: () => <Placeholder title="Pay with Razorpay" note={COMING} />,
  CashfreeStart: () => <Placeholder title="Pay with Cashfree" note={COMING} />,
  PaymentConfirm: () => <Placeholder title="Confirming your payment" note={COMING} />,
  OrderSuccess: () => <Placeholder title="Order placed" note={COMING} />,
};
