import { type RemoteRoutesModule } from '@storefront/shared';
import { Checkout } from './checkout/Checkout';
import { CashfreeStart } from './payments/CashfreeStart';
import { PaymentConfirm } from './payments/PaymentConfirm';
import { RazorpayStart } from './payments/RazorpayStart';
import { OrderSuccess } from './success/OrderSuccess';

export const screens: RemoteRoutesModule<'cartCheckout'>['screens'] = {
  Checkout,
  RazorpayStart,
  CashfreeStart,
  PaymentConfirm,
  OrderSuccess,
};

export const build = STOREFRONT_BUILD;
