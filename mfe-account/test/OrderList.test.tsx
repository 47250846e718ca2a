import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routeHeadWritten } from '@storefront/shared/route-head';
import { setUser, siteStore, type SiteData } from '@storefront/shared/runtime';
import { fakeApi, type ApiRequest } from '@storefront/shared/testing';
import { user } from './fixtures';
import { orderList, orderSummary } from './orderFixtures';
import { renderAccount } from './accountScreens';

const TEN_OF_TWELVE = Array.from({ length: 10 }, (_, index) => orderSummary({ id: 100 - index, order_number: `GR-0000${90 - index}` }));
const listCalls = (sent: ApiRequest[]) => sent.filter((request) => request.path === '/s/api/orders').map((request) => request.query);

beforeEach(() => setUser(user));

it('keeps the shopper’s orders out of search results while shown, the tab titled by the screen; the next page is indexed', async () => {
  siteStore.data = { web: { name: 'FreshKart' }, webSeo: { og_title: 'FreshKart — groceries' } } as unknown as SiteData;
  document.head.innerHTML = '<title>FreshKart — groceries</title><link rel="canonical" href="http://localhost/products/amul-butter">';
  try {
    fakeApi({ 'GET /s/api/orders': orderList(TEN_OF_TWELVE, 12) });
    const { unmount } = await renderAccount('/account/orders');
    expect(await screen.findAllByRole('link', { name: /^View order GR-/ })).toHaveLength(10);
    await routeHeadWritten();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.title).toBe('Orders — FreshKart');
    unmount();
    await routeHeadWritten();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.title).toBe('FreshKart — groceries');
  } finally {
    siteStore.data = null;
    document.head.innerHTML = '';
  }
});

it('lists the orders under Orders with the total and 10 a page', async () => {
  const sent = fakeApi({ 'GET /s/api/orders': orderList(TEN_OF_TWELVE, 12) });
  await renderAccount('/account/orders');
  expect(screen.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  expect(screen.getByText('Everything you have ordered, newest first.')).toBeVisible();
  expect(await screen.findAllByRole('link', { name: /^View order GR-/ })).toHaveLength(10);
  const pagination = screen.getByRole('navigation', { name: 'Orders' });
  expect(pagination).toHaveTextContent('Total: 12');
  expect(within(pagination).getByRole('combobox', { name: 'Page size' })).toHaveDisplayValue('10 per page');
  expect(listCalls(sent)).toEqual([{ page: '1', perPage: '10' }]);
});

it('offers 5, 10, 20, 50 and 100 a page; a new size starts again at page 1 and stays in the address', async () => {
  const sent = fakeApi({ 'GET /s/api/orders': orderList(TEN_OF_TWELVE, 12) });
  await renderAccount('/account/orders?page=2');
  const pageSize = await screen.findByRole('combobox', { name: 'Page size' });
  expect(
    within(pageSize)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['5 per page', '10 per page', '20 per page', '50 per page', '100 per page']);
  await userEvent.selectOptions(pageSize, '20');
  expect(listCalls(sent)).toEqual([
    { page: '2', perPage: '10' },
    { page: '1', perPage: '20' },
  ]);
});

it('goes to another page', async () => {
  const sent = fakeApi({ 'GET /s/api/orders': orderList(TEN_OF_TWELVE, 12) });
  await renderAccount('/account/orders');
  await userEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
  expect(listCalls(sent)).toEqual([
    { page: '1', perPage: '10' },
    { page: '2', perPage: '10' },
  ]);
});

it('filters by status, from the first page, and says when none has it', async () => {
  const sent = fakeApi({
    'GET /s/api/orders': (request) => (request.query?.status === 'cancelled' ? orderList([]) : orderList(TEN_OF_TWELVE, 12)),
  });
  await renderAccount('/account/orders?page=2');
  const status = screen.getByRole('combobox', { name: 'Status' });
  expect(
    within(status)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['All orders', 'Payment pending', 'Confirmed', 'Packed', 'Out for delivery', 'Delivered', 'Cancelled', 'Payment failed']);
  await userEvent.selectOptions(status, 'Cancelled');
  expect(await screen.findByText('No orders with this status.')).toBeVisible();
  expect(listCalls(sent)).toEqual([
    { page: '2', perPage: '10' },
    { page: '1', perPage: '10', status: 'cancelled' },
  ]);
});

it('reads the filter and the page from the address, ignoring what it does not know', async () => {
  const sent = fakeApi({ 'GET /s/api/orders': orderList([]) });
  await renderAccount('/account/orders?status=delivered&page=3&perPage=50');
  expect(await screen.findByText('No orders with this status.')).toBeVisible();
  expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Delivered');
  await renderAccount('/account/orders?status=lost&page=-1&perPage=7');
  expect(listCalls(sent)).toEqual([
    { page: '3', perPage: '50', status: 'delivered' },
    { page: '1', perPage: '10' },
  ]);
});

it('invites a user without orders to shop', async () => {
  fakeApi({ 'GET /s/api/orders': orderList([]) });
  await renderAccount('/account/orders');
  expect(await screen.findByText(/You have not placed an order yet\./)).toBeVisible();
  expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/products');
});

it('says when the orders cannot be loaded, and tries again', async () => {
  fakeApi({ 'GET /s/api/orders': [{ status: 500, body: { message: 'Down' } }, orderList([orderSummary({ item_count: 1, unit_count: 1 })])] });
  await renderAccount('/account/orders');
  expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your orders');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('link', { name: 'View order GR-000041' })).toHaveAttribute('href', '/account/orders/41');
  expect(screen.getByText('1 item · 1 unit')).toBeVisible();
});

it('shows each order’s delivery window, the one chosen at checkout', async () => {
  fakeApi({
    'GET /s/api/orders': orderList([
      orderSummary({ id: 43, order_number: 'GR-000043', del_date: '2026-12-01', del_start_time: '19:00', del_end_time: '22:00' }),
      orderSummary({ id: 42, order_number: 'GR-000042', del_date: null, del_start_time: null, del_end_time: null }),
    ]),
  });
  await renderAccount('/account/orders');
  const rows = (await screen.findAllByRole('link', { name: /^View order GR-/ })).map((link) => link.closest('li'));
  expect(rows[0]).toHaveTextContent('Delivery slot: Dec 1, 2026, 7:00 PM – 10:00 PM');
  expect(rows[1]).not.toHaveTextContent('Delivery slot');
});
