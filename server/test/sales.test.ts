import { sql } from 'drizzle-orm';
import {
  MESSAGE_SALES_DATE_INVALID,
  MESSAGE_SALES_RANGE_REVERSED,
  MESSAGE_SALES_RANGE_TOO_LONG,
  ORDER_MESSAGES,
  salesDashboardResponseSchema,
  salesOrderSchema,
  shopToday,
} from '@storefront/shared/contracts';
import { queryRows } from '../src/db/client';
import { orderItems, orders, users, websites, type OrderStatus } from '../src/db/schema';
import { MESSAGE_AGENTS_ONLY, MESSAGE_SIGN_IN_REQUIRED } from '../src/http/guards';
import { addDays } from '../src/sales/dashboard';
import { startTestServer, type TestServer } from './helpers/testServer';
import { signInAs, visitor, type Visitor } from './helpers/visitors';

let server: TestServer;
let agent: Visitor;
let websiteId: number;
let products: { productId: number; packId: number; warehouseId: number; name: string }[];
const orderIds: Record<string, number> = {};

const ADDRESS = {
  name: 'Asha',
  phone: '9876543210',
  line1: '1 MG Road',
  line2: '',
  landmark: '',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
  type: 'home',
};

async function addUser(name: string, agentId: number | null, isSalesAgent = false, site = websiteId): Promise<number> {
  const suffix = Math.floor(Math.random() * 1e9);
  const [row] = await server.db
    .insert(users)
    .values({
      websiteId: site,
      name,
      email: `${name.toLowerCase().replace(/\W/g, '')}${suffix}@example.com`,
      phone: `8${String(suffix).padStart(9, '0')}`,
      agentId,
      isSalesAgent,
    })
    .returning({ id: users.id });
  return row.id;
}

/** An order placed at a shop (IST) time, with lines [product index, quantity, amount in paise]. */
async function addOrder(key: string, userId: number, status: OrderStatus, istTime: string, lines: [number, number, number][], site = websiteId) {
  const amountPaise = lines.reduce((sum, [, , amount]) => sum + amount, 0);
  const [order] = await server.db
    .insert(orders)
    .values({
      websiteId: site,
      userId,
      status,
      paymentMethod: 'cod',
      address: ADDRESS,
      totalPaise: amountPaise,
      amountPaise,
      createdAt: new Date(`${istTime}+05:30`),
    })
    .returning({ id: orders.id });
  orderIds[key] = order.id;
  await server.db.insert(orderItems).values(
    lines.map(([index, quantity, amount]) => ({
      orderId: order.id,
      productId: products[index].productId,
      packId: products[index].packId,
      warehouseId: products[index].warehouseId,
      name: products[index].name,
      packName: '1 kg',
      quantity,
      pricePaise: Math.round(amount / quantity),
      mrpPaise: Math.round(amount / quantity),
      amountPaise: amount,
    })),
  );
}

beforeAll(async () => {
  server = await startTestServer();
  [{ id: websiteId }] = await queryRows<{ id: number }>(server.db, sql`select id from websites where is_default`);
  const rows = await queryRows<{ product_id: number; pack_id: number; name: string }>(
    server.db,
    sql`select p.id as product_id, min(k.id) as pack_id, p.name from products p join packs k on k.product_id = p.id where p.website_id = ${websiteId} group by p.id order by p.id limit 3`,
  );
  const [{ id: warehouseId }] = await queryRows<{ id: number }>(server.db, sql`select id from warehouses where website_id = ${websiteId} limit 1`);
  products = rows.map((row) => ({ productId: row.product_id, packId: row.pack_id, warehouseId, name: row.name }));

  const agentId = await addUser('Meera Agent', null, true);
  const otherAgentId = await addUser('Other Agent', null, true);
  const asha = await addUser('Asha Customer', agentId);
  const binu = await addUser('Binu Customer', agentId);
  const stranger = await addUser('Stranger', otherAgentId);
  await addOrder('asha1', asha, 'confirmed', '2025-01-02T10:00:00', [
    [0, 2, 40_000],
    [1, 1, 10_000],
  ]);
  // 00:30 in India is still the previous day in UTC: it counts for the shop's 3 January.
  await addOrder('asha2', asha, 'delivered', '2025-01-03T00:30:00', [[1, 3, 25_050]]);
  await addOrder('binu1', binu, 'packed', '2025-01-05T12:00:00', [[2, 5, 100_000]]);
  await addOrder('binuCancelled', binu, 'cancelled', '2025-01-06T09:00:00', [[0, 7, 70_000]]);
  await addOrder('binuFailed', binu, 'payment_failed', '2025-01-06T10:00:00', [[0, 1, 5_000]]);
  await addOrder('afterRange', asha, 'confirmed', '2025-01-08T00:10:00', [[0, 1, 30_000]]);
  await addOrder('otherAgent', stranger, 'confirmed', '2025-01-04T12:00:00', [[2, 9, 90_000]]);
  // Another website, whose customer names this agent's id as theirs: still not this agent's shop.
  const [{ id: otherSite }] = await server.db.insert(websites).values({ name: 'Other Shop' }).returning({ id: websites.id });
  const elsewhere = await addUser('Elsewhere Customer', agentId, false, otherSite);
  await addOrder('otherWebsite', elsewhere, 'confirmed', '2025-01-04T13:00:00', [[2, 1, 10_000]], otherSite);
  const [{ email }] = await queryRows<{ email: string }>(server.db, sql`select email from users where id = ${agentId}`);
  agent = await signInAs(server, email);
}, 60_000);
afterAll(async () => {
  await server.close();
});

describe('GET /s/api/sales/dashboard', () => {
  it("sums the agent's customers' paid orders per shop day, in rupees", async () => {
    const response = await agent.get('/s/api/sales/dashboard?from=2025-01-01&to=2025-01-07');
    expect(response.statusCode).toBe(200);
    const body = salesDashboardResponseSchema.parse(response.json());
    expect(body.from).toBe('2025-01-01');
    expect(body.to).toBe('2025-01-07');
    expect(body.kpis).toEqual({ orders: 3, revenue: 1750.5, average_order: 583.5, customers: 2 });
    expect(body.revenue_by_day).toEqual([
      { date: '2025-01-01', orders: 0, revenue: 0 },
      { date: '2025-01-02', orders: 1, revenue: 500 },
      { date: '2025-01-03', orders: 1, revenue: 250.5 },
      { date: '2025-01-04', orders: 0, revenue: 0 },
      { date: '2025-01-05', orders: 1, revenue: 1000 },
      { date: '2025-01-06', orders: 0, revenue: 0 },
      { date: '2025-01-07', orders: 0, revenue: 0 },
    ]);
    expect(body.top_products).toEqual([
      { product_id: products[2].productId, name: products[2].name, quantity: 5, revenue: 1000 },
      { product_id: products[0].productId, name: products[0].name, quantity: 2, revenue: 400 },
      { product_id: products[1].productId, name: products[1].name, quantity: 4, revenue: 350.5 },
    ]);
  });

  it('lists recent orders of the range newest first, cancelled ones included, paginated', async () => {
    const first = salesDashboardResponseSchema.parse((await agent.get('/s/api/sales/dashboard?from=2025-01-01&to=2025-01-07&perPage=3')).json());
    expect(first.recent_orders.meta).toEqual({ total: 5, page: 1, perPage: 3 });
    expect(first.recent_orders.data.map((order) => order.id)).toEqual([orderIds.binuFailed, orderIds.binuCancelled, orderIds.binu1]);
    expect(first.recent_orders.data[1]).toEqual({
      id: orderIds.binuCancelled,
      order_number: `GR-${String(orderIds.binuCancelled).padStart(6, '0')}`,
      customer_name: 'Binu Customer',
      status: 'cancelled',
      amount: 700,
      created_at: '2025-01-06T03:30:00.000Z',
    });
    const second = salesDashboardResponseSchema.parse(
      (await agent.get('/s/api/sales/dashboard?from=2025-01-01&to=2025-01-07&perPage=3&page=2')).json(),
    );
    expect(second.recent_orders.data.map((order) => order.id)).toEqual([orderIds.asha2, orderIds.asha1]);
    expect(second.recent_orders.meta).toEqual({ total: 5, page: 2, perPage: 3 });
  });

  it('defaults to the last 30 shop days with every day present', async () => {
    const body = salesDashboardResponseSchema.parse((await agent.get('/s/api/sales/dashboard')).json());
    expect(body.to).toBe(shopToday());
    expect(body.from).toBe(addDays(shopToday(), -29));
    expect(body.revenue_by_day).toHaveLength(30);
    expect(body.kpis).toEqual({ orders: 0, revenue: 0, average_order: 0, customers: 0 });
    expect(body.recent_orders.meta).toEqual({ total: 0, page: 1, perPage: 10 });
    expect(body.top_products).toEqual([]);
  });

  it("counts the agent's customers' orders still to deliver per window of the coming days", async () => {
    const today = shopToday();
    const [customer] = await queryRows<{ id: number; agent_id: number }>(
      server.db,
      sql`select id, agent_id from users where id = (select user_id from orders where id = ${orderIds.asha1})`,
    );
    const [stranger] = await queryRows<{ id: number }>(server.db, sql`select user_id as id from orders where id = ${orderIds.otherAgent}`);
    const deliveries: [number, OrderStatus, string, string, string][] = [
      [customer.id, 'confirmed', addDays(today, 1), '07:00', '10:00'],
      [customer.id, 'packed', addDays(today, 1), '07:00', '10:00'],
      [customer.id, 'confirmed', today, '19:00', '22:00'],
      [customer.id, 'cancelled', addDays(today, 1), '07:00', '10:00'],
      [customer.id, 'confirmed', addDays(today, 7), '07:00', '10:00'],
      [customer.id, 'confirmed', addDays(today, -1), '07:00', '10:00'],
      [stranger.id, 'confirmed', addDays(today, 1), '07:00', '10:00'],
    ];
    await server.db.insert(orders).values(
      deliveries.map(([userId, status, delDate, delStartTime, delEndTime]) => ({
        websiteId,
        userId,
        status,
        paymentMethod: 'cod' as const,
        address: ADDRESS,
        totalPaise: 10_000,
        amountPaise: 10_000,
        delDate,
        delStartTime,
        delEndTime,
      })),
    );
    const body = salesDashboardResponseSchema.parse((await agent.get('/s/api/sales/dashboard')).json());
    expect(body.slots).toEqual([
      { date: today, start_time: '19:00', end_time: '22:00', orders: 1 },
      { date: addDays(today, 1), start_time: '07:00', end_time: '10:00', orders: 2 },
    ]);
  });

  it('answers the seeded sales agent too', async () => {
    const seeded = await signInAs(server, 'agent@example.com');
    const response = await seeded.get('/s/api/sales/dashboard');
    expect(response.statusCode).toBe(200);
    expect(salesDashboardResponseSchema.parse(response.json()).revenue_by_day).toHaveLength(30);
  });

  it('refuses bad dates and ranges with a 400 naming the field', async () => {
    const cases: [string, string, string][] = [
      ['from=2025-02-30', 'from', MESSAGE_SALES_DATE_INVALID],
      ['from=01-02-2025', 'from', MESSAGE_SALES_DATE_INVALID],
      ['to=yesterday', 'to', MESSAGE_SALES_DATE_INVALID],
      ['from=2025-01-07&to=2025-01-01', 'to', MESSAGE_SALES_RANGE_REVERSED],
      ['from=2024-01-01&to=2025-01-01', 'to', MESSAGE_SALES_RANGE_TOO_LONG],
      [`from=${addDays(shopToday(), 1)}`, 'to', MESSAGE_SALES_RANGE_REVERSED],
    ];
    for (const [query, field, message] of cases) {
      const response = await agent.get(`/s/api/sales/dashboard?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: `${field}: ${message}`, field });
    }
    expect((await agent.get('/s/api/sales/dashboard?from=2024-01-02&to=2025-01-01')).statusCode).toBe(200);
    for (const query of ['perPage=0', 'perPage=101', 'page=0', 'page=two']) {
      const response = await agent.get(`/s/api/sales/dashboard?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().field).toBe(query.split('=')[0]);
    }
  });

  it('asks guests to sign in and refuses users who are not sales agents', async () => {
    const guest = await visitor(server).get('/s/api/sales/dashboard');
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ message: MESSAGE_SIGN_IN_REQUIRED });
    for (const email of ['priya@example.com', 'superadmin@example.com']) {
      const response = await (await signInAs(server, email)).get('/s/api/sales/dashboard');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: MESSAGE_AGENTS_ONLY });
    }
  });
});

describe('GET /s/api/sales/orders/{id}', () => {
  const orderNumber = (key: string) => `GR-${String(orderIds[key]).padStart(6, '0')}`;

  it("shows the agent one of their customers' orders, read-only: customer, items, status, payment and address", async () => {
    const response = await agent.get(`/s/api/sales/orders/${orderIds.asha1}`);
    expect(response.statusCode).toBe(200);
    const order = salesOrderSchema.parse(response.json());
    expect(order).toMatchObject({
      id: orderIds.asha1,
      order_number: orderNumber('asha1'),
      status: 'confirmed',
      payment_method: 'cod',
      payment_status: 'due_on_delivery',
      amount: 500,
      item_count: 2,
      unit_count: 3,
      customer: { name: 'Asha Customer', email: expect.stringMatching(/^ashacustomer\d+@example\.com$/), phone: expect.any(String) },
      address: { line1: '1 MG Road', pincode: '560001' },
    });
    expect(order.items.map((item) => [item.name, item.quantity, item.amount])).toEqual([
      [products[0].name, 2, 400],
      [products[1].name, 1, 100],
    ]);
    expect(response.json()).not.toHaveProperty('can_cancel');
    const byNumber = await agent.get(`/s/api/sales/orders/${orderNumber('binuCancelled')}`);
    expect(byNumber.json()).toMatchObject({ id: orderIds.binuCancelled, status: 'cancelled', customer: { name: 'Binu Customer' } });
  });

  it("does not show another agent's customer's order, another website's, or an order that does not exist", async () => {
    for (const id of [String(orderIds.otherAgent), orderNumber('otherAgent'), String(orderIds.otherWebsite), '999999999', 'nope']) {
      const response = await agent.get(`/s/api/sales/orders/${id}`);
      expect([response.statusCode, response.json()]).toEqual([404, { message: ORDER_MESSAGES.notFound }]);
    }
  });

  it('asks guests to sign in and refuses shoppers, even for their own order', async () => {
    const guest = await visitor(server).get(`/s/api/sales/orders/${orderIds.asha1}`);
    expect([guest.statusCode, guest.json()]).toEqual([401, { message: MESSAGE_SIGN_IN_REQUIRED }]);
    const [{ email }] = await queryRows<{ email: string }>(
      server.db,
      sql`select u.email from users u join orders o on o.user_id = u.id where o.id = ${orderIds.asha1}`,
    );
    for (const shopper of [email, 'priya@example.com']) {
      const response = await (await signInAs(server, shopper)).get(`/s/api/sales/orders/${orderIds.asha1}`);
      expect([response.statusCode, response.json()]).toEqual([403, { message: MESSAGE_AGENTS_ONLY }]);
    }
  });
});
