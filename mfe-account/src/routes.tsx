import { lazy, Suspense, type ComponentType } from 'react';
import { type RemoteRoutesModule } from '@storefront/shared';
import { useRouteHead } from '@storefront/shared/route-head';
import { Spinner } from '@storefront/shared/ui';
import { AccountLayout } from './account/AccountLayout';

/**
 * Every screen here (the shopper's account, sign-in, their websites) is one shopper's: the site's head, kept out of
 * search results as the server sends it. The screens name the browser tab themselves (usePageHead).
 */
const usePrivateHead = () => useRouteHead({ kind: 'screen', remote: 'account' }, { ownTitle: true });

/**
 * A screen of this remote, loaded when it is opened: a first visit to the sign-in screen downloads neither the orders
 * nor the sales dashboard. Each chunk is named after its screen, so the server preloads the one a first visit opens.
 */
function privateScreen<Name extends string>(name: Name, load: () => Promise<Record<Name, ComponentType>>): ComponentType {
  const Screen = lazy(async (): Promise<{ default: ComponentType }> => ({ default: (await load())[name] }));
  function PrivateScreen() {
    usePrivateHead();
    return (
      <Suspense fallback={<Spinner />}>
        <Screen />
      </Suspense>
    );
  }
  PrivateScreen.displayName = name;
  return PrivateScreen;
}

/** The account area's frame (its menu around the screen): drawn with the remote, so a screen's spinner sits inside it. */
function AccountFrame() {
  usePrivateHead();
  return <AccountLayout />;
}
AccountFrame.displayName = 'AccountLayout';

export const screens: RemoteRoutesModule<'account'>['screens'] = {
  AccountLayout: AccountFrame,
  AccountDashboard: privateScreen('AccountDashboard', () => import(/* webpackChunkName: "AccountDashboard" */ './account/AccountDashboard')),
  OrderList: privateScreen('OrderList', () => import(/* webpackChunkName: "OrderList" */ './orders/OrderList')),
  OrderView: privateScreen('OrderView', () => import(/* webpackChunkName: "OrderView" */ './orders/OrderView')),
  Addresses: privateScreen('Addresses', () => import(/* webpackChunkName: "Addresses" */ './addresses/Addresses')),
  Profile: privateScreen('Profile', () => import(/* webpackChunkName: "Profile" */ './account/Profile')),
  Wishlist: privateScreen('Wishlist', () => import(/* webpackChunkName: "Wishlist" */ './wishlist/Wishlist')),
  SalesDashboard: privateScreen('SalesDashboard', () => import(/* webpackChunkName: "SalesDashboard" */ './sales/SalesDashboard')),
  Login: privateScreen('Login', () => import(/* webpackChunkName: "Login" */ './auth/Login')),
  Verify: privateScreen('Verify', () => import(/* webpackChunkName: "Verify" */ './auth/Verify')),
  Register: privateScreen('Register', () => import(/* webpackChunkName: "Register" */ './auth/Register')),
  Logout: privateScreen('Logout', () => import(/* webpackChunkName: "Logout" */ './auth/Logout')),
  ChooseWebsite: privateScreen('ChooseWebsite', () => import(/* webpackChunkName: "ChooseWebsite" */ './websites/ChooseWebsite')),
  CreateWebsite: privateScreen('CreateWebsite', () => import(/* webpackChunkName: "CreateWebsite" */ './websites/CreateWebsite')),
};

export const build = STOREFRONT_BUILD;
