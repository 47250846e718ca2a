import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { userSchema } from '@storefront/shared';
import { setUser } from '@storefront/shared/runtime';
import { fakeApi } from '@storefront/shared/testing';
import { user } from './fixtures';
import { orderList, orderSummary } from './orderFixtures';
import { renderAccount } from './accountScreens';

const menu = () => screen.getByRole('navigation', { name: 'Account' });

beforeEach(() => setUser(user));

describe('the account menu', () => {
  it('offers a shopper the account’s screens and Logout, and marks the current one', async () => {
    fakeApi({ 'GET /s/api/orders': orderList([]) });
    await renderAccount('/account');
    const links = within(menu()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/account'],
      ['Orders', '/account/orders'],
      ['Addresses', '/account/addresses'],
      ['Wishlist', '/account/wishlist'],
      ['Profile details', '/account/details'],
      ['Logout', '/auth/logout'],
    ]);
    expect(within(menu()).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(menu()).getByRole('link', { name: 'Profile details' }));
    expect(within(menu()).getByRole('link', { name: 'Profile details' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu()).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('adds the Sales Dashboard for a sales agent', async () => {
    fakeApi({ 'GET /s/api/orders': orderList([]) });
    setUser(userSchema.parse({ ...user, isSalesAgent: true }));
    await renderAccount('/account');
    expect(within(menu()).getByRole('link', { name: 'Sales Dashboard' })).toHaveAttribute('href', '/account/dashboard');
    expect(screen.getByRole('link', { name: /^Sales Dashboard Your customers’ orders and revenue$/ })).toBeVisible();
  });
});

describe('the dashboard', () => {
  it('greets the user and shows the three latest orders with a way to all of them', async () => {
    const sent = fakeApi({ 'GET /s/api/orders': orderList([orderSummary()], 12) });
    await renderAccount('/account');
    expect(screen.getByRole('heading', { level: 1, name: 'Hello, Asha Rao' })).toBeVisible();
    expect(screen.getByText('Your orders, addresses, wishlist and details in one place.')).toBeVisible();
    const order = (await screen.findByRole('link', { name: 'View order GR-000041' })).closest('li')!;
    expect(order).toHaveTextContent('GR-000041');
    expect(order).toHaveTextContent('Confirmed');
    expect(order).toHaveTextContent('Placed on Nov 2, 2026 4:05 PM');
    expect(order).toHaveTextContent('2 items · 3 units');
    expect(order).toHaveTextContent('₹539.10');
    expect(screen.getByRole('link', { name: 'View order GR-000041' })).toHaveAttribute('href', '/account/orders/41');
    expect(screen.getByRole('link', { name: 'View all orders' })).toHaveAttribute('href', '/account/orders');
    expect(sent).toEqual([{ method: 'GET', path: '/s/api/orders', query: { page: '1', perPage: '3' }, body: undefined }]);
  });

  it('invites a user without orders to shop, and links every part of the account', async () => {
    fakeApi({ 'GET /s/api/orders': orderList([]) });
    await renderAccount('/account');
    expect(await screen.findByText(/You have not placed an order yet\./)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/products');
    expect(screen.queryByRole('link', { name: 'View all orders' })).not.toBeInTheDocument();
    const quickLinks = within(screen.getByRole('region', { name: 'Quick links' })).getAllByRole('link');
    expect(quickLinks.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['OrdersTrack, cancel or reorder', '/account/orders'],
      ['AddressesWhere we deliver', '/account/addresses'],
      ['WishlistProducts you saved', '/account/wishlist'],
      ['Profile detailsName, email and mobile number', '/account/details'],
    ]);
  });

  it('says when the orders cannot be loaded, and tries again', async () => {
    const sent = fakeApi({ 'GET /s/api/orders': [{ status: 503, body: { message: 'Busy' } }, orderList([orderSummary()])] });
    await renderAccount('/account');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your orders');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'View order GR-000041' })).toBeVisible();
    expect(sent).toHaveLength(2);
  });
});
