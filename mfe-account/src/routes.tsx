import type { ComponentType } from 'react';
import { type RemoteRoutesModule } from '@storefront/shared';
import { useRouteHead } from '@storefront/shared/route-head';
import { AccountDashboard } from './account/AccountDashboard';
import { AccountLayout } from './account/AccountLayout';
import { Profile } from './account/Profile';
import { Addresses } from './addresses/Addresses';
import { Login } from './auth/Login';
import { Logout } from './auth/Logout';
import { Register } from './auth/Register';
import { Verify } from './auth/Verify';
import { OrderList } from './orders/OrderList';
import { OrderView } from './orders/OrderView';
import { SalesDashboard } from './sales/SalesDashboard';
import { ChooseWebsite } from './websites/ChooseWebsite';
import { CreateWebsite } from './websites/CreateWebsite';
import { Wishlist } from './wishlist/Wishlist';

/**
 * Every screen here (the shopper's account, sign-in, their websites) is one shopper's: the site's head, kept out of
 * search results as the server sends it. The screens name the browser tab themselves (usePageHead).
 */
function privateScreen(Screen: ComponentType): ComponentType {
  function PrivateScreen() {
    useRouteHead({ kind: 'screen', remote: 'account' }, { ownTitle: true });
    return <Screen />;
  }
  PrivateScreen.displayName = Screen.displayName ?? Screen.name;
  return PrivateScreen;
}

export const screens: RemoteRoutesModule<'account'>['screens'] = {
  AccountLayout: privateScreen(AccountLayout),
  AccountDashboard: privateScreen(AccountDashboard),
  OrderList: privateScreen(OrderList),
  OrderView: privateScreen(OrderView),
  Addresses: privateScreen(Addresses),
  Profile: privateScreen(Profile),
  Wishlist: privateScreen(Wishlist),
  SalesDashboard: privateScreen(SalesDashboard),
  Login: privateScreen(Login),
  Verify: privateScreen(Verify),
  Register: privateScreen(Register),
  Logout: privateScreen(Logout),
  ChooseWebsite: privateScreen(ChooseWebsite),
  CreateWebsite: privateScreen(CreateWebsite),
};

export const build = STOREFRONT_BUILD;
