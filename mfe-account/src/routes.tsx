import { type RemoteRoutesModule } from '@storefront/shared';
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

export const screens: RemoteRoutesModule<'account'>['screens'] = {
  AccountLayout,
  AccountDashboard,
  OrderList,
  OrderView,
  Addresses,
  Profile,
  Wishlist,
  SalesDashboard,
  Login,
  Verify,
  Register,
  Logout,
  ChooseWebsite,
  CreateWebsite,
};

export const build = STOREFRONT_BUILD;
