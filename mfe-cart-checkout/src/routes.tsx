import type { ComponentType } from 'react';
import { type RemoteRoutesModule } from '@storefront/shared';
import { useRouteHead } from '@storefront/shared/route-head';
import { Checkout } from './checkout/Checkout';
import { CashfreeStart } from './payments/CashfreeStart';
import { PaymentConfirm } from './payments/PaymentConfirm';
import { RazorpayStart } from './payments/RazorpayStart';
import { OrderSuccess } from './success/OrderSuccess';

/**
 * Every screen here (checkout, payment, the order placed) is one shopper's: the site's head, kept out of search
 * results as the server sends it. The screens name the browser tab themselves (usePageHead).
 */
function privateScreen(Screen: ComponentType): ComponentType {
  function PrivateScreen() {
    useRouteHead({ kind: 'screen', remote: 'cartCheckout' }, { ownTitle: true });
    return <Screen />;
  }
  PrivateScreen.displayName = Screen.displayName ?? Screen.name;
  return PrivateScreen;
}

export const screens: RemoteRoutesModule<'cartCheckout'>['screens'] = {
  Checkout: privateScreen(Checkout),
  RazorpayStart: privateScreen(RazorpayStart),
  CashfreeStart: privateScreen(CashfreeStart),
  PaymentConfirm: privateScreen(PaymentConfirm),
  OrderSuccess: privateScreen(OrderSuccess),
};

export const build = STOREFRONT_BUILD;
