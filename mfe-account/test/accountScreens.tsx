/**
 * The account remote's screens (its real `screens` map), nested as the shell's route table nests them, rendered by
 * `renderScreen`. The screens load on demand (routes.tsx): `renderAccount` settles once the screen's module is in
 * and drawn.
 */
import { act } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderScreen } from '@storefront/shared/testing';
import { screens } from '../src/routes';

function AccountScreens() {
  return (
    <Routes>
      <Route path="/auth/login" element={<screens.Login />} />
      <Route path="/auth/verify" element={<screens.Verify />} />
      <Route path="/auth/register" element={<screens.Register />} />
      <Route path="/auth/logout" element={<screens.Logout />} />
      <Route path="/auth/bos/choose" element={<screens.ChooseWebsite />} />
      <Route path="/auth/bos/create" element={<screens.CreateWebsite />} />
      <Route path="/account" element={<screens.AccountLayout />}>
        <Route index element={<screens.AccountDashboard />} />
        <Route path="orders" element={<screens.OrderList />} />
        <Route path="orders/:id" element={<screens.OrderView />} />
        <Route path="addresses" element={<screens.Addresses />} />
        <Route path="details" element={<screens.Profile />} />
        <Route path="wishlist" element={<screens.Wishlist />} />
        <Route path="dashboard" element={<screens.SalesDashboard />} />
      </Route>
      <Route path="*" element={null} />
    </Routes>
  );
}

export async function renderAccount(route: string) {
  const view = renderScreen(<AccountScreens />, { route });
  // The screen's lazy module resolves in a microtask: let React draw it before the test looks.
  await act(async () => undefined);
  return view;
}
