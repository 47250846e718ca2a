/**
 * Delivery windows the shopper chooses: the next days offered per delivery group, an order placed in the chosen
 * window (or the earliest open one), refusals that keep the cart, places given back, and racers for the last places.
 */
import { sql } from 'drizzle-orm';
import { SLOT_MESSAGES, deliverySlotsResponseSchema, formatDeliverySlot, type DeliveryWindow } from '@storefront/shared/contracts';
import { queryRows } from '../src/db/client';
import { deliveryDaysOf } from '../src/delivery/service';
import { countRows, startTestServer, type TestServer } from './helpers/testServer';
import { createShopper, signInAs, visitor, type Visitor } from './helpers/visitors';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const rows = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => queryRows<T>(server.db, query);
const PINCODE = '560034';

interface Shopper {
  session: Visitor;
  addressId: number;
}

/** The Bengaluru warehouse that serves PINCODE, and a pack it stocks well (a different one per call). */
let nextPack = 0;
async function stockedPack(): Promise<{ pack_id: number; warehouse_id: number }> {
  const [pack] = await rows<{ pack_id: number; warehouse_id: number }>(sql`
    select pk.id as pack_id, ps.warehouse_id from packs pk join products p on p.id = pk.product_id and p.is_active
    join pack_stock ps on ps.pack_id = pk.id and ps.quantity >= 100
    join warehouse_pincodes wp on wp.warehouse_id = ps.warehouse_id and wp.pincode = ${PINCODE}
    where pk.position = 0 order by pk.id offset ${nextPack++ % 20} limit 1`);
  return pack;
}

/** A signed-in shopper with an address at PINCODE and, unless `withCart` is false, one unit of a pack in the cart. */
async function shopperWithCart(withCart = true): Promise<Shopper> {
  const user = await createShopper(server);
  const session = await signInAs(server, user.email);
  const [address] = await rows<{ id: number }>(sql`
    insert into addresses (website_id, user_id, name, phone, line1, line2, landmark, city, state, pincode)
    select website_id, id, name, phone, '12, 1st Main', 'Koramangala', '', 'Bengaluru', 'Karnataka', ${PINCODE} from users where id = ${user.id}
    returning id`);
  await session.get(`/s/api/check/pincode/${PINCODE}`);
  if (withCart) expect((await session.post('/s/api/cart/add', await stockedPack())).statusCode).toBe(200);
  return { session, addressId: address.id };
}

const slotsOf = async (shopper: Shopper) => {
  const response = await shopper.session.get(`/s/api/delivery/slots?address_id=${shopper.addressId}`);
  expect(response.statusCode).toBe(200);
  return deliverySlotsResponseSchema.parse(response.json());
};
const windowsOf = async (shopper: Shopper) => (await slotsOf(shopper)).groups[0].days.flatMap((day) => day.windows);
const order = (shopper: Shopper, slotId?: string, deliveryChargeId?: number | null) =>
  shopper.session.post('/s/api/order/create', {
    address_id: shopper.addressId,
    payment: 'cod',
    ...(slotId ? { delivery_slots: [{ delivery_charge_id: deliveryChargeId, slot_id: slotId }] } : {}),
  });
const ruleIdOf = (window: DeliveryWindow) => Number(window.slot_id.split(':')[1]);
const takenIn = async (window: DeliveryWindow) =>
  (
    await rows<{ taken: number }>(
      sql`select coalesce((select taken from delivery_slot_bookings where slot_id = ${ruleIdOf(window)} and date = ${window.date}), 0) as taken`,
    )
  )[0].taken;
const setTaken = (window: DeliveryWindow, taken: number) =>
  server.db.execute(sql`insert into delivery_slot_bookings (slot_id, date, taken) values (${ruleIdOf(window)}, ${window.date}, ${taken})
    on conflict (slot_id, date) do update set taken = excluded.taken`);
const capacityOf = async (window: DeliveryWindow) =>
  (await rows<{ capacity: number }>(sql`select capacity from delivery_slots where id = ${ruleIdOf(window)}`))[0].capacity;
/**
 * An open window some days on, so no cut-off passes while the test runs. The demo seeds day 3 closed and two windows
 * of day 2 full; each test below changes windows of its own days.
 */
const laterWindow = (windows: DeliveryWindow[], daysOn: number, index = 0) => {
  const dates = [...new Set(windows.map((window) => window.date))];
  return windows.filter((window) => window.date === dates[daysOn] && window.available)[index];
};

describe('GET /api/delivery/slots', () => {
  it('offers the cart’s delivery group the next 7 days of its warehouse, the earliest open window as the default', async () => {
    const shopper = await shopperWithCart();
    const { groups } = await slotsOf(shopper);
    expect(groups).toHaveLength(1);
    const [group] = groups;
    expect(group.days).toHaveLength(7);
    const windows = group.days.flatMap((day) => day.windows);
    expect(windows.length).toBeGreaterThanOrEqual(7 * 3);
    expect(group.default_slot_id).toBe(windows.find((window) => window.available)!.slot_id);
    for (const window of windows) {
      expect(window.slot_id).toMatch(/^\d{4}-\d{2}-\d{2}:\d+$/);
      expect(window.available).toBe(window.closed_reason === null);
      expect(new Date(window.cutoff_at).getTime()).toBeLessThan(new Date(`${window.date}T${window.start_time}:00+05:30`).getTime());
    }
  });

  it('says why a window cannot be chosen: a closed day, a full window; and "few left" near capacity', async () => {
    const shopper = await shopperWithCart();
    const windows = await windowsOf(shopper);
    const [closedDay, full, few] = [laterWindow(windows, 4), laterWindow(windows, 5), laterWindow(windows, 5, 1)];
    await server.db.execute(
      sql`insert into delivery_closed_days (warehouse_id, date, reason) select warehouse_id, ${closedDay.date}, 'Diwali' from delivery_slots where id = ${ruleIdOf(closedDay)}`,
    );
    await setTaken(full, await capacityOf(full));
    await setTaken(few, (await capacityOf(few)) - 2);
    const { days } = (await slotsOf(shopper)).groups[0];
    const day = days.find((candidate) => candidate.date === closedDay.date)!;
    expect(day.closed).toBe(true);
    expect(day.windows.map((window) => window.closed_reason)).toEqual(day.windows.map(() => 'closed_day'));
    const after = days.flatMap((candidate) => candidate.windows);
    expect(after.find((window) => window.slot_id === full.slot_id)).toMatchObject({ available: false, closed_reason: 'full', few_left: false });
    expect(after.find((window) => window.slot_id === few.slot_id)).toMatchObject({ available: true, closed_reason: null, few_left: true });
  });

  it('reads the windows in shop time whatever the server’s zone, and closes each at its cut-off', async () => {
    const [{ id: warehouseId }] = await rows<{ id: number }>(sql`select warehouse_id as id from warehouse_pincodes where pincode = ${PINCODE}`);
    // 2030-03-11 14:59 IST (09:29 UTC): the 16:00 window closes at 14:00, the 19:00 one at 17:00.
    const zone = process.env.TZ;
    try {
      const answers = [];
      for (const tz of ['UTC', 'America/New_York', 'Asia/Kolkata']) {
        process.env.TZ = tz;
        answers.push(await deliveryDaysOf(server.db, warehouseId, new Date('2030-03-11T09:29:00Z')));
      }
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[2]).toEqual(answers[0]);
      const [today] = answers[0].days;
      expect(today.date).toBe('2030-03-11');
      const byStart = Object.fromEntries(today.windows.map((window) => [window.start_time, window]));
      expect(byStart['16:00']).toMatchObject({ available: false, closed_reason: 'past_cutoff', cutoff_at: '2030-03-11T08:30:00.000Z' });
      expect(byStart['19:00']).toMatchObject({ available: true, closed_reason: null, cutoff_at: '2030-03-11T11:30:00.000Z' });
      expect(answers[0].defaultSlotId).toBe(byStart['19:00'].slot_id);
      // Just after midnight IST, still the day before in UTC and in New York: the shop's day is the 12th.
      expect((await deliveryDaysOf(server.db, warehouseId, new Date('2030-03-11T18:45:00Z'))).days[0].date).toBe('2030-03-12');
    } finally {
      process.env.TZ = zone;
    }
  });

  it('answers no groups for an empty cart, 404 for another shopper’s address, 400 for a malformed one, 401 signed out', async () => {
    const shopper = await shopperWithCart(false);
    const other = await shopperWithCart();
    expect(await slotsOf(shopper)).toEqual({ groups: [] });
    expect((await shopper.session.get(`/s/api/delivery/slots?address_id=${other.addressId}`)).statusCode).toBe(404);
    const malformed = await shopper.session.get('/s/api/delivery/slots?address_id=abc');
    expect([malformed.statusCode, malformed.json().message]).toEqual([400, 'address_id: Please choose a delivery address']);
    expect((await visitor(server).get(`/s/api/delivery/slots?address_id=${shopper.addressId}`)).statusCode).toBe(401);
  });
});

describe('POST /api/order/create with delivery_slots', () => {
  it('places the order in the chosen later window and takes its place', async () => {
    const shopper = await shopperWithCart();
    const { groups } = await slotsOf(shopper);
    const chosen = laterWindow(
      groups[0].days.flatMap((day) => day.windows),
      2,
      1,
    );
    const before = await takenIn(chosen);
    const response = await order(shopper, chosen.slot_id, groups[0].delivery_charge_id);
    expect(response.statusCode).toBe(200);
    const placed = response.json().order;
    expect(placed).toMatchObject({ del_date: chosen.date, del_start_time: chosen.start_time, del_end_time: chosen.end_time });
    expect(await takenIn(chosen)).toBe(before + 1);
    const [held] = await rows<{ slot_id: number; date: string }>(sql`select slot_id, date from order_delivery_slots where order_id = ${placed.id}`);
    expect(held).toEqual({ slot_id: ruleIdOf(chosen), date: chosen.date });
    const view = (await shopper.session.get(`/s/api/orders/${placed.id}`)).json();
    expect([view.del_date, view.del_start_time]).toEqual([chosen.date, chosen.start_time]);
  });

  it('without a choice takes the earliest open window, as the default said', async () => {
    const shopper = await shopperWithCart();
    const { groups } = await slotsOf(shopper);
    const response = await order(shopper);
    expect(response.statusCode).toBe(200);
    const { order: placed } = response.json();
    expect(`${placed.del_date}:`).toBe(`${groups[0].default_slot_id!.split(':')[0]}:`);
  });

  it('refuses a window that filled meanwhile naming it, with the cart kept; and a window past its cut-off or closed', async () => {
    const shopper = await shopperWithCart();
    const { groups } = await slotsOf(shopper);
    const windows = groups[0].days.flatMap((day) => day.windows);
    const full = laterWindow(windows, 6);
    await setTaken(full, await capacityOf(full));
    const cartBefore = await countRows(server.db, 'cart_items');
    const ordersBefore = await countRows(server.db, 'orders');
    const refused = await order(shopper, full.slot_id, groups[0].delivery_charge_id);
    const named = formatDeliverySlot({ del_date: full.date, del_start_time: full.start_time, del_end_time: full.end_time })!;
    expect(named).toMatch(/^\w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M – \d{1,2}:\d{2} [AP]M$/);
    expect([refused.statusCode, refused.json().message]).toEqual([409, SLOT_MESSAGES.unavailable(named, 'full')]);
    expect(refused.json().message).toBe(`The ${named} slot is now full. Please choose another slot.`);
    expect(await countRows(server.db, 'cart_items')).toBe(cartBefore);
    expect(await countRows(server.db, 'orders')).toBe(ordersBefore);
    expect(await takenIn(full)).toBe(await capacityOf(full));

    const past = windows.find((window) => window.closed_reason === 'past_cutoff');
    if (past) expect((await order(shopper, past.slot_id, groups[0].delivery_charge_id)).json().message).toMatch(/slot has closed\./);
    const closedDay = laterWindow(windows, 1);
    await server.db.execute(
      sql`insert into delivery_closed_days (warehouse_id, date) select warehouse_id, ${closedDay.date} from delivery_slots where id = ${ruleIdOf(closedDay)} on conflict do nothing`,
    );
    const onClosedDay = await order(shopper, closedDay.slot_id, groups[0].delivery_charge_id);
    expect([onClosedDay.statusCode, onClosedDay.json().message]).toEqual([409, expect.stringMatching(/slot is closed that day\./)]);
  });

  it('refuses a slot of no window of the cart’s warehouse, or of a delivery group the cart does not have (400)', async () => {
    const shopper = await shopperWithCart();
    const { groups } = await slotsOf(shopper);
    const [{ id: otherRule }] = await rows<{ id: number }>(
      sql`select id from delivery_slots where warehouse_id <> ${groups[0].warehouse_id} order by id limit 1`,
    );
    const date = groups[0].days[2].date;
    for (const [slotId, chargeId] of [
      [`${date}:${otherRule}`, groups[0].delivery_charge_id],
      [`${date}:999999`, groups[0].delivery_charge_id],
      ['2020-01-01:1', groups[0].delivery_charge_id],
      [groups[0].default_slot_id!, 999999],
    ] as const) {
      const response = await order(shopper, slotId, chargeId);
      expect([response.statusCode, response.json().message]).toEqual([400, SLOT_MESSAGES.unknown]);
    }
    const malformed = await order(shopper, 'tomorrow morning', groups[0].delivery_charge_id);
    expect([malformed.statusCode, malformed.json().message]).toEqual([400, 'delivery_slots.0.slot_id: Please choose a delivery slot']);
  });

  it('gives the place back when the order is cancelled, once', async () => {
    const shopper = await shopperWithCart();
    const { groups } = await slotsOf(shopper);
    const chosen = laterWindow(
      groups[0].days.flatMap((day) => day.windows),
      6,
      1,
    );
    const before = await takenIn(chosen);
    const { order: placed } = (await order(shopper, chosen.slot_id, groups[0].delivery_charge_id)).json();
    expect(await takenIn(chosen)).toBe(before + 1);
    expect((await shopper.session.post(`/s/api/order/cancel/${placed.id}`)).statusCode).toBe(200);
    expect(await takenIn(chosen)).toBe(before);
    await shopper.session.post(`/s/api/order/cancel/${placed.id}`);
    expect(await takenIn(chosen)).toBe(before);
  });

  it('50 shoppers racing for the last 5 places of a window: exactly 5 orders get it', async () => {
    const racers = await Promise.all(Array.from({ length: 50 }, () => shopperWithCart()));
    const { groups } = await slotsOf(racers[0]);
    const window = laterWindow(
      groups[0].days.flatMap((day) => day.windows),
      6,
      2,
    );
    await setTaken(window, (await capacityOf(window)) - 5);
    const answers = await Promise.all(racers.map((racer) => order(racer, window.slot_id, groups[0].delivery_charge_id)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(45);
    expect(await takenIn(window)).toBe(await capacityOf(window));
    const [{ n }] = await rows<{ n: number }>(
      sql`select count(*)::int as n from order_delivery_slots where slot_id = ${ruleIdOf(window)} and date = ${window.date}`,
    );
    expect(n).toBe(5);
  });
});
