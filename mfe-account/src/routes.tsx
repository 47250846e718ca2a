import { Outlet } from 'react-router-dom';
import { Placeholder } from '@storefront/shared/ui';
import { type RemoteRoutesModule } from '@storefront/shared';

const COMING = 'Sign-in and the account area arrive with the shopping API.';

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
  Profile: () => <Placeholder title="Profile details" note={COMING} />,
  Wishlist: () => <Placeholder title="Wishlist" note={COMING} />,
  SalesDashboard: () => <Placeholder title="Sales dashboard" note={COMING} />,
  Login: () => <Placeholder title="Login" note={COMING} />,
  Verify: () => <Placeholder title="Verify your code" note={COMING} />,
  Register: () => <Placeholder title="Register" note={COMING} />,
  Logout: () => <Placeholder title="Logout" note={COMING} />,
  ChooseWebsite: () => <Placeholder title="Switch Website" note={COMING} />,
  CreateWebsite: () => <Placeholder title="Create website" note={COMING} />,
};

export const build = STOREFRONT_BUILD;
