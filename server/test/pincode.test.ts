import { sql } from 'drizzle-orm';
import { CART_MESSAGES, MESSAGES, pincodeNotServiceableMessage } from '@storefront/shared/contracts';
import { queryRows } from '../src/db/client';
import { nextSlot, type SlotRule } from '../src/delivery/slots';
import { groupDeliveryCharge } from '../src/delivery/warehouses';
import { countRows, setCookies, startTestServer, type TestServer } from './helpers/testServer';
import { visitor, WEB_URL } from './helpers/visitors';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const count = (table: string) => countRows(server.db, table);
const check = (pincode: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url: `/s/api/check/pincode/${pincode}`, headers: { 'x-web-url': WEB_URL, ...headers } });

describe('GET /api/check/pincode/:pincode', () => {
  it.each(['12345', 'abcdef', '56003a', '1234567', '012345', '5600 34'])(
    'refuses %p with "Please enter a valid pincode" and changes nothing',
    async (pincode) => {
      const before = await count('sessions');
      const response = await check(encodeURIComponent(pincode));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: MESSAGES.invalidPincode, field: 'pincode' });
      expect(await count('sessions')).toBe(before);
    },
  );

  it('answers a pincode the shop does not deliver to with 200, success false and the message, storing nothing', async () => {
    const before = await count('sessions');
    const response = await check('999999');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: false, pincode: '999999', message: pincodeNotServiceableMessage('999999') });
    expect(pincodeNotServiceableMessage('999999')).toBe('Sorry, we do not deliver to 999999 yet.');
    expect(setCookies(response).sid).toBeUndefined();
    expect(await count('sessions')).toBe(before);
  });

  it('keeps the shopper’s pincode and cart as they were when refusing a pincode', async () => {
    const shopper = visitor(server);
    await shopper.get('/s/api/check/pincode/560034');
    const [pack] = await queryRows<{ pack_id: number; warehouse_id: number }>(
      server.db,
      sql`select ps.pack_id, ps.warehouse_id from pack_stock ps join warehouses w on w.id = ps.warehouse_id and w.city = 'Bengaluru'
      where ps.quantity > 5 order by ps.pack_id limit 1`,
    );
    expect((await shopper.post('/s/api/cart/add', pack)).statusCode).toBe(200);
    const cartRows = () =>
      queryRows(
        server.db,
        sql`select c.id, c.session_id, c.coupon_id, c.updated_at, ci.pack_id, ci.warehouse_id, ci.quantity
        from carts c join cart_items ci on ci.cart_id = c.id order by c.id, ci.pack_id`,
      );
    const before = await cartRows();
    expect(before).toHaveLength(1);

    const response = await shopper.get('/s/api/check/pincode/999999');
    expect([response.statusCode, response.json()]).toEqual([
      200,
      { success: false, pincode: '999999', message: pincodeNotServiceableMessage('999999') },
    ]);
    expect(await cartRows()).toEqual(before);
    expect((await shopper.get('/s/api/init')).json().pincode).toBe('560034');
  });

  it('starts a session for a first-time visitor, stores the pincode and shows it in init', async () => {
    const before = await count('sessions');
    const shopper = visitor(server);
    const response = await shopper.get('/s/api/check/pincode/560034');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      pincode: '560034',
      message: 'Delivering to 560034, Bengaluru.',
      city: 'Bengaluru',
      cod: true,
      delivery_charge: 49,
      free_above: 599,
    });
    expect(body.del_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.del_start_time).toMatch(/^\d{2}:\d{2}$/);
    expect(['07:00', '10:00', '16:00', '19:00']).toContain(body.del_start_time);
    const cookies = setCookies(response);
    expect(cookies.sid).toBeDefined();
    expect(cookies['XSRF-TOKEN']).toBeDefined();
    expect(await count('sessions')).toBe(before + 1);
    const init = (await shopper.get('/s/api/init')).json();
    expect(init.pincode).toBe('560034');
    expect(init.cart.serviceable).toBe(true);
    // The session it started works for state-changing calls straight away.
    expect((await shopper.post('/s/api/cart/remove', { pack_id: 1 })).json().message).toBe(CART_MESSAGES.notInCart);
  });

  it('keeps an existing session and says when cash on delivery is not available', async () => {
    const shopper = visitor(server);
    await shopper.get('/s/api/cookie');
    const before = await count('sessions');
    const response = await shopper.get('/s/api/check/pincode/560066');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ pincode: '560066', cod: false });
    expect(setCookies(response).sid).toBeUndefined();
    expect(await count('sessions')).toBe(before);
    expect((await shopper.get('/s/api/cart')).json().paymentMethods).toEqual(['razorpay', 'cashfree']);
  });

  it('uses the serving warehouse’s rule: Delhi NCR charges ₹39 below ₹499', async () => {
    const response = await check('122001');
    expect(response.json()).toMatchObject({ city: 'Gurugram', delivery_charge: 39, free_above: 499, cod: true });
  });

  it('moves cart lines to the warehouse that serves the new pincode', async () => {
    const shopper = visitor(server);
    await shopper.get('/s/api/check/pincode/560034');
    const [pack] = await queryRows<{ pack_id: number; blr: number; mum: number }>(
      server.db,
      sql`
      select blr.pack_id, blr.warehouse_id as blr, mum.warehouse_id as mum
      from pack_stock blr join warehouses wb on wb.id = blr.warehouse_id and wb.city = 'Bengaluru'
      join pack_stock mum on mum.pack_id = blr.pack_id join warehouses wm on wm.id = mum.warehouse_id and wm.city = 'Mumbai'
      where blr.quantity > 5 and mum.quantity > 5 order by blr.pack_id limit 1`,
    );
    expect((await shopper.post('/s/api/cart/add', { pack_id: pack.pack_id, warehouse_id: pack.blr })).statusCode).toBe(200);
    await shopper.get('/s/api/check/pincode/400053');
    const cart = (await shopper.get('/s/api/cart')).json();
    expect(cart.items[0]).toMatchObject({ pack_id: pack.pack_id, warehouse_id: pack.mum, valid: true });
    expect(cart.serviceable).toBe(true);
  });
});

describe('delivery slots (shop time, Asia/Kolkata)', () => {
  const everyDay = [0, 1, 2, 3, 4, 5, 6];
  const bengaluru: SlotRule[] = [
    { id: 3, startTime: '18:00', endTime: '21:00', cutoffMinutes: 180, capacity: 30, weekdays: everyDay },
    { id: 1, startTime: '07:00', endTime: '10:00', cutoffMinutes: 120, capacity: 30, weekdays: everyDay },
    { id: 2, startTime: '12:00', endTime: '15:00', cutoffMinutes: 180, capacity: 30, weekdays: everyDay },
  ];
  // IST is UTC+05:30.
  it.each([
    ['2025-03-10T23:00:00Z', '2025-03-11', '07:00', '10:00'], // 04:30 IST: before the first cut-off
    ['2025-03-10T23:30:00Z', '2025-03-11', '12:00', '15:00'], // 05:00 IST: the cut-off itself is too late
    ['2025-03-11T03:29:00Z', '2025-03-11', '12:00', '15:00'], // 08:59 IST
    ['2025-03-11T03:30:00Z', '2025-03-11', '18:00', '21:00'], // 09:00 IST
    ['2025-03-11T09:29:00Z', '2025-03-11', '18:00', '21:00'], // 14:59 IST
    ['2025-03-11T09:30:00Z', '2025-03-12', '07:00', '10:00'], // 15:00 IST: tomorrow's first slot
    ['2025-03-11T18:45:00Z', '2025-03-12', '07:00', '10:00'], // 00:15 IST on the 12th (still the 11th in UTC)
    ['2025-12-31T12:00:00Z', '2026-01-01', '07:00', '10:00'], // 17:30 IST on New Year's Eve
  ])('an order at %s goes in the slot of %s %s–%s', (now, date, start, end) => {
    expect(nextSlot(bengaluru, new Date(now))).toEqual({ date, start, end });
  });

  it('has no slot for a warehouse without slots', () => {
    expect(nextSlot([], new Date())).toBeNull();
  });

  it('skips the weekdays a window does not run: Tuesday 2025-03-11 after the last cut-off goes to Thursday', () => {
    const weekdaysOnly = bengaluru.map((rule) => ({ ...rule, weekdays: [1, 2, 4, 5] }));
    expect(nextSlot(weekdaysOnly, new Date('2025-03-11T09:30:00Z'))).toEqual({ date: '2025-03-13', start: '07:00', end: '10:00' });
  });
});

describe('delivery charge threshold', () => {
  const metro = { chargePaise: 4900, freeAbovePaise: 59900 };
  it('charges below the threshold and says how much more is needed', () => {
    expect(groupDeliveryCharge(metro, 47900)).toEqual({ chargePaise: 4900, message: 'Add ₹120 more for free delivery' });
    expect(groupDeliveryCharge(metro, 59899)).toEqual({ chargePaise: 4900, message: 'Add ₹0.01 more for free delivery' });
  });
  it('delivers free at and above the threshold, and for an empty group charges nothing', () => {
    expect(groupDeliveryCharge(metro, 59900)).toEqual({ chargePaise: 0, message: 'Free delivery' });
    expect(groupDeliveryCharge(metro, 0)).toEqual({ chargePaise: 0, message: null });
  });
  it('never delivers free without a threshold, and always free without a rule', () => {
    expect(groupDeliveryCharge({ chargePaise: 3000, freeAbovePaise: null }, 999900)).toEqual({ chargePaise: 3000, message: null });
    expect(groupDeliveryCharge(null, 1000)).toEqual({ chargePaise: 0, message: 'Free delivery' });
  });
});
