import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setUser } from '@storefront/shared/runtime';
import {
  MESSAGE_SALES_RANGE_REVERSED,
  MESSAGE_SALES_RANGE_TOO_LONG,
  salesDashboardResponseSchema,
  salesOrderSchema,
  type SalesDashboardResponse,
  type SalesOrder,
} from '@storefront/shared/signed-in';
import { shopToday } from '@storefront/shared/shopping';
import { screens } from '../src/routes';
import { contractAnswer, currentLocation, fakeApi, HistoryButtons, holdAnswers, renderScreen } from '@storefront/shared/testing';
import { user } from './fixtures';
import { orderDetail } from './orderFixtures';
import { renderAccount } from './accountScreens';

// jsdom has no canvas: the lazily loaded chart stands in as an empty box. Everything else is the real screen.
jest.mock('../src/sales/RevenueChart', () => ({ RevenueChart: () => <div data-testid="revenue-chart" /> }));

const DASHBOARD = 'GET /s/api/sales/dashboard';
/** The time an order was placed, in the browser's time zone (as the screen shows it). */
/** An order's time as the API sends it (UTC), from its time in India, where the dashboard shows it. */
const placedAt = (day: number, hours: number, minutes: number) =>
  new Date(`2026-11-${String(day).padStart(2, '0')}T${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}:00+05:30`).toISOString();

const dashboard = (changes: Partial<SalesDashboardResponse> = {}): SalesDashboardResponse => ({
  from: '2026-11-22',
  to: '2026-11-24',
  kpis: { orders: 42, revenue: 123456.5, average_order: 2939.44, customers: 17 },
  revenue_by_day: [
    { date: '2026-11-22', orders: 20, revenue: 60000 },
    { date: '2026-11-23', orders: 0, revenue: 0 },
    { date: '2026-11-24', orders: 22, revenue: 63456.5 },
  ],
  recent_orders: {
    data: [
      { id: 31, order_number: 'GR-000031', customer_name: 'Meera Iyer', status: 'out_for_delivery', amount: 1249.5, created_at: placedAt(24, 9, 30) },
      { id: 30, order_number: 'GR-000030', customer_name: 'Kabir Shah', status: 'on_hold', amount: 120000, created_at: placedAt(22, 16, 5) },
    ],
    meta: { total: 2, page: 1, perPage: 10 },
  },
  top_products: [
    { product_id: 5, name: 'Dairy Fresh Butter 500 g', quantity: 1234, revenue: 345678 },
    { product_id: 9, name: 'Golden Harvest Atta 5 kg', quantity: 12, revenue: 3480 },
  ],
  slots: [],
  ...changes,
});
const answer = (changes?: Partial<SalesDashboardResponse>) => contractAnswer(salesDashboardResponseSchema, dashboard(changes));

const empty = dashboard({
  kpis: { orders: 0, revenue: 0, average_order: 0, customers: 0 },
  revenue_by_day: dashboard().revenue_by_day.map((day) => ({ ...day, orders: 0, revenue: 0 })),
  recent_orders: { data: [], meta: { total: 0, page: 1, perPage: 10 } },
  top_products: [],
});

/** The cells' text of each row of a table, header row first. */
const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.children, (cell) => cell.textContent));

/** The KPI cards, as label and value. */
const kpis = () => screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);

/** The day as the calendar names its button, e.g. 'Sunday, November 1, 2026'. */
const dayName = (date: string) =>
  new Date(`${date}T00:00:00`).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

/** Picks a day ('YYYY-MM-DD') in the From or To calendar. */
async function pick(field: 'From' | 'To', date: string) {
  const input = await screen.findByRole('combobox', { name: field });
  await waitFor(() => expect(input).toBeEnabled());
  await userEvent.click(input);
  const calendar = screen.getByRole('dialog', { name: field });
  const [year, month] = date.split('-').map(Number);
  await userEvent.selectOptions(within(calendar).getByRole('combobox', { name: 'Year' }), String(year));
  await userEvent.selectOptions(within(calendar).getByRole('combobox', { name: 'Month' }), String(month - 1));
  await userEvent.click(within(calendar).getByRole('button', { name: dayName(date) }));
}

/** The dashboard alone at `route`, with Back and Forward, to see what it writes in the address bar. */
async function renderWithAddressBar(route: string) {
  renderScreen(
    <>
      <screens.SalesDashboard />
      <HistoryButtons />
    </>,
    { route, path: '/account/dashboard' },
  );
  await act(async () => undefined);
}
const address = currentLocation;

beforeEach(() => setUser({ ...user, isSalesAgent: true }));

it('shows the KPIs, recent orders and top products of the server’s default range', async () => {
  const sent = fakeApi({ [DASHBOARD]: answer() });
  const answerNow = holdAnswers();
  await renderAccount('/account/dashboard');
  expect(screen.getByRole('heading', { level: 1, name: 'Sales dashboard' })).toBeVisible();
  expect(screen.getByText('Orders, revenue and best sellers of your customers for the dates you choose.')).toBeVisible();
  expect(screen.getByTestId('sales-dashboard-skeleton')).toBeInTheDocument();
  await answerNow();

  const recent = await screen.findByRole('table', { name: 'Recent orders' });
  expect(screen.queryByTestId('sales-dashboard-skeleton')).not.toBeInTheDocument();
  // No range asked: the server's default, which the fields then show.
  expect(sent).toEqual([{ method: 'GET', path: '/s/api/sales/dashboard', body: undefined }]);
  const range = screen.getByRole('group', { name: 'Date range' });
  expect(await within(range).findByRole('combobox', { name: 'From' })).toHaveValue('Nov 22, 2026');
  expect(within(range).getByRole('combobox', { name: 'To' })).toHaveValue('Nov 24, 2026');

  // Every amount in one format: whole rupees, en-IN grouping (sums and averages, read side by side).
  expect(kpis()).toEqual([
    ['Orders', '42'],
    ['Revenue', '₹1,23,457'],
    ['Average order', '₹2,939'],
    ['Customers', '17'],
  ]);

  expect(screen.getByRole('heading', { level: 2, name: 'Recent orders' })).toBeVisible();
  // Known statuses by their titles, an unknown one as the server wrote it; each order number opens the order.
  expect(rows(recent)).toEqual([
    ['Order', 'Customer', 'Status', 'Amount', 'Placed on'],
    ['GR-000031', 'Meera Iyer', 'Out for delivery', '₹1,250', 'Nov 24, 2026 9:30 AM'],
    ['GR-000030', 'Kabir Shah', 'on_hold', '₹1,20,000', 'Nov 22, 2026 4:05 PM'],
  ]);
  expect(
    within(recent)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual([
    ['GR-000031', '/account/dashboard?order=31'],
    ['GR-000030', '/account/dashboard?order=30'],
  ]);
  const pages = screen.getByRole('navigation', { name: 'Recent orders pages' });
  expect(pages).toHaveTextContent('Total: 2');

  expect(screen.getByRole('heading', { level: 2, name: 'Top products' })).toBeVisible();
  expect(rows(screen.getByRole('table', { name: 'Top products' }))).toEqual([
    ['Product', 'Quantity', 'Revenue'],
    ['Dairy Fresh Butter 500 g', '1,234', '₹3,45,678'],
    ['Golden Harvest Atta 5 kg', '12', '₹3,480'],
  ]);
});

it('draws revenue per day, with the same figures as a table that "Show as table" puts on screen', async () => {
  fakeApi({ [DASHBOARD]: answer() });
  await renderAccount('/account/dashboard');
  expect(await screen.findByRole('heading', { level: 2, name: 'Revenue per day' })).toBeVisible();
  expect(await screen.findByTestId('revenue-chart')).toBeInTheDocument();
  const table = screen.getByRole('table', { name: 'Revenue per day from Nov 22, 2026 to Nov 24, 2026' });
  expect(rows(table)).toEqual([
    ['Date', 'Orders', 'Revenue'],
    ['Nov 22, 2026', '20', '₹60,000'],
    ['Nov 23, 2026', '0', '₹0'],
    ['Nov 24, 2026', '22', '₹63,457'],
  ]);
  // Read by screen readers, hidden on screen until asked for.
  expect(table.parentElement).toHaveStyle({ position: 'absolute' });
  await userEvent.click(screen.getByRole('button', { name: 'Show as table' }));
  expect(table.parentElement).not.toHaveStyle({ position: 'absolute' });
  await userEvent.click(screen.getByRole('button', { name: 'Hide table' }));
  expect(table.parentElement).toHaveStyle({ position: 'absolute' });
  expect(screen.getByRole('button', { name: 'Show as table' })).toBeVisible();
});

it('asks for a new range, keeps it in the address bar, and back returns to the previous one', async () => {
  const sent = fakeApi({ [DASHBOARD]: (request) => answer(request.query && { from: request.query.from, to: request.query.to }) });
  await renderWithAddressBar('/account/dashboard');
  await screen.findByRole('table', { name: 'Recent orders' });

  await pick('From', '2026-11-01');
  await waitFor(() => expect(sent).toHaveLength(2));
  expect(sent[1].query).toEqual({ from: '2026-11-01', to: '2026-11-24' });
  expect(address()).toBe('/account/dashboard?from=2026-11-01&to=2026-11-24');
  expect(await screen.findByRole('table', { name: 'Revenue per day from Nov 1, 2026 to Nov 24, 2026' })).toBeInTheDocument();

  await pick('To', '2026-11-15');
  await waitFor(() => expect(sent).toHaveLength(3));
  expect(sent[2].query).toEqual({ from: '2026-11-01', to: '2026-11-15' });
  expect(address()).toBe('/account/dashboard?from=2026-11-01&to=2026-11-15');
  expect(screen.getByRole('combobox', { name: 'To' })).toHaveValue('Nov 15, 2026');

  await userEvent.click(screen.getByRole('button', { name: 'Back' }));
  expect(address()).toBe('/account/dashboard?from=2026-11-01&to=2026-11-24');
  expect(screen.getByRole('combobox', { name: 'From' })).toHaveValue('Nov 1, 2026');
  expect(screen.getByRole('combobox', { name: 'To' })).toHaveValue('Nov 24, 2026');
});

it('offers no day after today in India in either calendar: the shop has no orders from the future', async () => {
  fakeApi({ [DASHBOARD]: answer() });
  await renderAccount('/account/dashboard');
  const today = shopToday();
  const tomorrow = new Date(`${today}T00:00:00Z`);
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  for (const field of ['From', 'To'] as const) {
    const input = await screen.findByRole('combobox', { name: field });
    await waitFor(() => expect(input).toBeEnabled());
    await userEvent.click(input);
    const calendar = screen.getByRole('dialog', { name: field });
    const [year, month] = today.split('-').map(Number);
    const years = within(calendar).getByRole('combobox', { name: 'Year' });
    expect(within(years).getAllByRole('option').at(-1)).toHaveTextContent(String(year));
    await userEvent.selectOptions(years, String(year));
    await userEvent.selectOptions(within(calendar).getByRole('combobox', { name: 'Month' }), String(month - 1));
    expect(within(calendar).getByRole('button', { name: dayName(today) })).toBeEnabled();
    expect(within(calendar).getByRole('button', { name: 'Next month' })).toBeDisabled();
    const nextDay = within(calendar).queryByRole('button', { name: dayName(tomorrow.toISOString().slice(0, 10)) });
    if (nextDay) expect(nextDay).toBeDisabled(); // not in the grid when today is the month's last day
    await userEvent.keyboard('{Escape}');
  }
});

it('opens on the range and page in the address (a reload), and asks for them', async () => {
  const sent = fakeApi({ [DASHBOARD]: answer({ from: '2026-10-01', to: '2026-10-31' }) });
  await renderAccount('/account/dashboard?from=2026-10-01&to=2026-10-31&page=2');
  expect(await screen.findByRole('combobox', { name: 'From' })).toHaveValue('Oct 1, 2026');
  expect(screen.getByRole('combobox', { name: 'To' })).toHaveValue('Oct 31, 2026');
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0].query).toEqual({ from: '2026-10-01', to: '2026-10-31', page: '2' });
  // The test ends on the answer drawn, not while it is on its way (it would land after the test, outside act).
  expect(await screen.findByRole('table', { name: 'Recent orders' })).toBeVisible();
});

it('says an end before the start next to the fields, in the server’s words, and sends nothing until it is fixed', async () => {
  const sent = fakeApi({ [DASHBOARD]: answer() });
  await renderWithAddressBar('/account/dashboard');
  await screen.findByRole('table', { name: 'Recent orders' });

  await pick('To', '2026-11-20');
  const range = screen.getByRole('group', { name: 'Date range' });
  expect(within(range).getByRole('alert')).toHaveTextContent(MESSAGE_SALES_RANGE_REVERSED);
  expect(range).toHaveAccessibleDescription(MESSAGE_SALES_RANGE_REVERSED);
  expect(screen.getByRole('combobox', { name: 'To' })).toHaveValue('Nov 20, 2026');
  expect(sent).toHaveLength(1);
  expect(address()).toBe('/account/dashboard');

  await pick('From', '2026-11-01');
  await waitFor(() => expect(sent).toHaveLength(2));
  expect(sent[1].query).toEqual({ from: '2026-11-01', to: '2026-11-20' });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('refuses a range longer than the server allows, and takes the longest it allows', async () => {
  const sent = fakeApi({ [DASHBOARD]: answer() });
  await renderAccount('/account/dashboard?from=2026-11-22&to=2026-11-24');
  await screen.findByRole('table', { name: 'Recent orders' });

  await pick('From', '2025-11-23'); // 367 days, both ends counted
  expect(screen.getByRole('alert')).toHaveTextContent(MESSAGE_SALES_RANGE_TOO_LONG);
  expect(sent).toHaveLength(1);

  await pick('From', '2025-11-24'); // 366 days: the most allowed
  await waitFor(() => expect(sent).toHaveLength(2));
  expect(sent[1].query).toEqual({ from: '2025-11-24', to: '2026-11-24' });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('says a refused range written in the address, and sends nothing', async () => {
  const sent = fakeApi({ [DASHBOARD]: answer() });
  await renderAccount('/account/dashboard?from=2026-11-24&to=2026-11-01');
  expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGE_SALES_RANGE_REVERSED);
  expect(screen.getByRole('combobox', { name: 'From' })).toHaveValue('Nov 24, 2026');
  expect(screen.queryByTestId('sales-dashboard-skeleton')).not.toBeInTheDocument();
  expect(sent).toEqual([]);
});

it('shows the next page of recent orders', async () => {
  const second = dashboard({
    recent_orders: {
      data: [{ id: 12, order_number: 'GR-000012', customer_name: 'Ravi Kumar', status: 'delivered', amount: 560, created_at: placedAt(22, 8, 0) }],
      meta: { total: 11, page: 2, perPage: 10 },
    },
  });
  const first = dashboard({ recent_orders: { ...dashboard().recent_orders, meta: { total: 11, page: 1, perPage: 10 } } });
  const sent = fakeApi({ [DASHBOARD]: (request) => ({ body: request.query?.page === '2' ? second : first }) });
  await renderWithAddressBar('/account/dashboard');
  const pages = await screen.findByRole('navigation', { name: 'Recent orders pages' });
  expect(pages).toHaveTextContent('Total: 11');

  await userEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
  expect(await screen.findByRole('rowheader', { name: 'GR-000012' })).toBeVisible();
  expect(sent.map((request) => request.query)).toEqual([undefined, { page: '2' }]);
  expect(address()).toBe('/account/dashboard?page=2');
  expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('cell', { name: 'Delivered' })).toBeVisible();
});

it('moves a page past the end (an old link) to the last page, in place of the address', async () => {
  const last = (page: number) =>
    dashboard({ recent_orders: { data: page === 2 ? dashboard().recent_orders.data : [], meta: { total: 11, page, perPage: 10 } } });
  const sent = fakeApi({ [DASHBOARD]: (request) => ({ body: last(Number(request.query?.page ?? 1)) }) });
  await renderWithAddressBar('/account/dashboard?page=5');
  expect(await screen.findByRole('rowheader', { name: 'GR-000031' })).toBeVisible();
  expect(sent.map((request) => request.query)).toEqual([{ page: '5' }, { page: '2' }]);
  expect(address()).toBe('/account/dashboard?page=2');
});

it('says why the dashboard could not be loaded, and Try again asks again', async () => {
  const sent = fakeApi({ [DASHBOARD]: [{ status: 503, body: { message: 'The service is busy. Please try again.' } }, answer()] });
  await renderAccount('/account/dashboard');
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByRole('heading', { name: 'The sales dashboard could not be loaded' })).toBeVisible();
  expect(alert).toHaveTextContent('The service is busy. Please try again.');

  await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('table', { name: 'Recent orders' })).toBeVisible();
  expect(sent).toHaveLength(2);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('says when the range has no orders at all', async () => {
  fakeApi({ [DASHBOARD]: { body: empty } });
  await renderAccount('/account/dashboard');
  const status = await screen.findByRole('status');
  expect(within(status).getByRole('heading', { name: 'No orders in this range.' })).toBeVisible();
  expect(within(status).getByText('Your customers placed no orders between these dates. Choose other dates to see more.')).toBeVisible();
  expect(screen.queryByRole('term')).not.toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  // The range can still be changed.
  expect(await screen.findByRole('combobox', { name: 'From' })).toBeEnabled();
});

it('says there are no top products when no order in the range was paid', async () => {
  fakeApi({
    [DASHBOARD]: answer({
      kpis: empty.kpis,
      revenue_by_day: empty.revenue_by_day,
      recent_orders: { data: [{ ...dashboard().recent_orders.data[0], status: 'cancelled' }], meta: { total: 1, page: 1, perPage: 10 } },
      top_products: [],
    }),
  });
  await renderAccount('/account/dashboard');
  expect(await screen.findByText('No paid orders in this range, so no products to rank yet.')).toBeVisible();
  expect(screen.queryByRole('table', { name: 'Top products' })).not.toBeInTheDocument();
  expect(screen.getByRole('cell', { name: 'Cancelled' })).toBeVisible();
  expect(kpis()).toEqual([
    ['Orders', '0'],
    ['Revenue', '₹0'],
    ['Average order', '₹0'],
    ['Customers', '0'],
  ]);
});

describe('orders the KPIs leave out', () => {
  it('says on the Orders card how many cancelled or failed orders the table lists beyond it', async () => {
    const recent = dashboard().recent_orders;
    fakeApi({
      [DASHBOARD]: answer({ kpis: { ...dashboard().kpis, orders: 31 }, recent_orders: { ...recent, meta: { ...recent.meta, total: 35 } } }),
    });
    await renderAccount('/account/dashboard');
    const card = (await screen.findByText('Orders', { selector: 'dt' })).parentElement!;
    expect(card).toHaveTextContent(/^Orders31Not counting 4 cancelled or failed$/);
    expect(screen.getByText('Every order in the range, cancelled and failed ones too.')).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Recent orders pages' })).toHaveTextContent('Total: 35');
  });

  it('adds nothing to the card when the table lists the same orders', async () => {
    const recent = dashboard().recent_orders;
    fakeApi({ [DASHBOARD]: answer({ kpis: { ...dashboard().kpis, orders: 2 }, recent_orders: recent }) });
    await renderAccount('/account/dashboard');
    const card = (await screen.findByText('Orders', { selector: 'dt' })).parentElement!;
    expect(card).toHaveTextContent(/^Orders2$/);
  });
});

describe('an order of the agent’s customers', () => {
  const salesOrder = (changes: Partial<SalesOrder> = {}): SalesOrder =>
    salesOrderSchema.parse({
      ...orderDetail({ id: 31, order_number: 'GR-000031', status: 'out_for_delivery' }),
      can_cancel: undefined,
      customer: { name: 'Meera Iyer', email: 'meera@example.com', phone: '9876501234' },
      ...changes,
    });

  it('opens from its number, read-only, and the way back returns to the same range and page', async () => {
    const recent = dashboard().recent_orders;
    const secondPage = answer({ recent_orders: { ...recent, meta: { total: 12, page: 2, perPage: 10 } } });
    const sent = fakeApi({ [DASHBOARD]: secondPage, 'GET /s/api/sales/orders/31': { body: salesOrder() } });
    await renderWithAddressBar('/account/dashboard?from=2026-11-22&to=2026-11-24&page=2');
    await userEvent.click(await screen.findByRole('link', { name: 'GR-000031' }));
    expect(address()).toBe('/account/dashboard?from=2026-11-22&to=2026-11-24&page=2&order=31');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order GR-000031' })).toBeVisible();
    expect(screen.getByText('Placed on Nov 2, 2026 4:05 PM').parentElement).toHaveTextContent('Out for deliveryPlaced on');
    const region = (name: string) => screen.getByRole('region', { name });
    expect(region('Customer')).toHaveTextContent('Meera Iyer9876501234meera@example.com');
    expect(within(region('Customer')).getByRole('link', { name: '9876501234' })).toHaveAttribute('href', 'tel:+919876501234');
    expect(region('Items')).toHaveTextContent(/^Items2 items · 3 unitsToor Dal1 kg · Qty 2 × ₹160₹320Basmati Rice/);
    expect(region('Payment summary')).toHaveTextContent(/PaymentPay on delivery$/);
    expect(region('Delivery slot')).toHaveTextContent('Nov 3, 2026, 7:00 AM – 10:00 AM');
    expect(region('Delivery address')).toHaveTextContent('Asha Rao12 MG Road');
    // Nothing the shopper alone may do.
    expect(screen.queryByRole('button', { name: /Cancel order|Order these again/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pay now' })).not.toBeInTheDocument();
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual(['GET /s/api/sales/dashboard', 'GET /s/api/sales/orders/31']);

    await userEvent.click(screen.getByRole('link', { name: 'Back to the dashboard' }));
    expect(address()).toBe('/account/dashboard?from=2026-11-22&to=2026-11-24&page=2');
    expect(await screen.findByRole('table', { name: 'Recent orders' })).toBeVisible();
  });

  it('says when the order is not one of the agent’s customers’, with the way back', async () => {
    fakeApi({ 'GET /s/api/sales/orders/99': { status: 404, body: { message: 'Order not found.' } } });
    await renderWithAddressBar('/account/dashboard?order=99');
    expect(await screen.findByRole('alert')).toHaveTextContent('This order is not one of your customers’ orders.');
    await userEvent.click(screen.getByRole('link', { name: 'Back to the dashboard' }));
    expect(address()).toBe('/account/dashboard');
  });
});

it('counts the orders per delivery window of the coming days, whatever the range', async () => {
  fakeApi({
    [DASHBOARD]: answer({
      slots: [
        { date: '2026-11-29', start_time: '16:00', end_time: '19:00', orders: 12 },
        { date: '2026-11-30', start_time: '07:00', end_time: '10:00', orders: 1 },
      ],
    }),
  });
  await renderAccount('/account/dashboard');
  const table = await screen.findByRole('table', { name: 'Orders per delivery slot' });
  expect(rows(table)).toEqual([
    ['Date', 'Window', 'Orders'],
    ['Nov 29, 2026', '4:00 PM – 7:00 PM', '12'],
    ['Nov 30, 2026', '7:00 AM – 10:00 AM', '1'],
  ]);
});

it('says so when no order is booked in the coming delivery windows, even with no orders in the range', async () => {
  // An older server sends no `slots`: the contract reads that as none.
  fakeApi({ [DASHBOARD]: { body: { ...empty, slots: undefined } } });
  await renderAccount('/account/dashboard');
  expect(await screen.findByText('No orders booked in the coming delivery slots yet.')).toBeVisible();
  expect(screen.getByRole('heading', { level: 2, name: 'Orders per delivery slot' })).toBeVisible();
  expect(screen.queryByRole('table', { name: 'Orders per delivery slot' })).not.toBeInTheDocument();
});
