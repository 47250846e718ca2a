import { Placeholder } from '@storefront/shared/ui';
import { type RemoteRoutesModule } from '@storefront/shared';
import { CashfreeStart } from './payments/CashfreeStart';
import { PaymentConfirm } from './payments/PaymentConfirm';
import { RazorpayStart } from './payments/RazorpayStart';
import { OrderSuccess } from './success/OrderSuccess';

const COMING = 'Checkout and payments arrive with the shopping API.';

export const screens: RemoteRoutesModule<'cartCheckout'>['screens'] = {
  Checkout: () => <Placeholder title="Checkout" note={COMING} />,
  RazorpayStart,
  CashfreeStart,
  PaymentConfirm,
  OrderSuccess,
};

export const build = STOREFRONT_BUILD;
