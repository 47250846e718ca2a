import { Outlet } from 'react-router-dom';
import { Placeholder } from '@storefront/shared/ui';
import { type RemoteRoutesModule } from '@storefront/shared';
import { Profile } from './account/Profile';
import { Login } from './auth/Login';
import { Logout } from './auth/Logout';
import { Register } from './auth/Register';
import { Verify } from './auth/Verify';

const COMING = 'The account area arrives with the shopping API.';

function AccountLayout() {
  return (
    <div>
      <Outlet />
    </div>
  );
}

export const screens: RemoteRoutesModule<'account'>['screens'] = {
  AccountLayout,
  AccountDashboard: () => <Placeholder title="Account dashboard" note={COMING} />,
  OrderList: () => <Placeholder title="Orders" note={COMING} />,
  OrderView: () => <Placeholder title="Order details" note={COMING} />,
  Addresses: () => <Placeholder title="Addresses" note={COMING} />,
  Profile,
  Wishlist: () => <Placeholder title="Wishlist" note={COMING} />,
  SalesDashboard: () => <Placeholder title="Sales dashboard" note={COMING} />,
  Login,
  Verify,
  Register,
  Logout,
  ChooseWebsite: () => <Placeholder title="Switch Website" note={COMING} />,
  CreateWebsite: () => <Placeholder title="Create website" note={COMING} />,
};

export const build = STOREFRONT_BUILD;
