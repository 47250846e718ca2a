/**
 * The sales agent's customers with addresses and about 60 days of orders (mostly delivered, a few cancelled,
 * the latest still on their way), plus the demo shopper's address and past orders. Each order fills a basket of
 * things bought together (./baskets.ts), now and then a second one and an impulse buy. Deterministic (seeded
 * PRNG), batch-inserted, and historical: stock is not touched.
 */
import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { addresses, coupons, orderItems, orderStatusHistory, orders, users, type OrderAddress, type OrderStatus } from '../db/schema';
import { addressSnapshot } from '../orders/service';
import { nextSlot, type SlotRule, groupDeliveryCharge } from '../delivery/service';
import { SEED_BASKETS } from './baskets';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const HISTORY_DAYS = 60;
/** Orders per day, drawn between these (about 150 in all): enough for the popular products' pairs to stand out. */
const ORDERS_PER_DAY = [1, 4] as const;
/** How often an order also takes from a second basket (the weekly shop), and adds an impulse buy. */
const SECOND_BASKET_SHARE = 0.3;
const IMPULSE_SHARE = 0.3;

/** mulberry32: a small, fast, seeded PRNG (same seed, same shop). */
function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)],
    /** An item by weight. */
    weighted: <T>(items: readonly T[], weightOf: (item: T) => number) => {
      let roll = next() * items.reduce((sum, item) => sum + weightOf(item), 0);
      for (const item of items) {
        roll -= weightOf(item);
        if (roll < 0) return item;
      }
      return items[items.length - 1];
    },
  };
}

interface SeedCustomer {
  name: string;
  line1: string;
  landmark: string;
  city: string;
  state: string;
  pincode: string;
}

const CUSTOMERS: SeedCustomer[] = [
  {
    name: 'Aarav Mehta',
    line1: '14, 5th Cross, Koramangala 4th Block',
    landmark: 'Near Forum Mall',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560034',
  },
  {
    name: 'Diya Iyer',
    line1: '221, 17th Main, HSR Layout Sector 3',
    landmark: 'Opposite BDA Complex',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560102',
  },
  {
    name: 'Kabir Nair',
    line1: 'Flat 3B, Prestige Shantiniketan, Whitefield',
    landmark: 'ITPL Main Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560066',
  },
  {
    name: 'Ananya Reddy',
    line1: '42, 100 Feet Road, Indiranagar',
    landmark: 'Near CMH Hospital',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560038',
  },
  {
    name: 'Rohan Gupta',
    line1: '8, 2nd Cross, JP Nagar 6th Phase',
    landmark: 'Near Sindhoor Convention Hall',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560076',
  },
  {
    name: 'Meera Joshi',
    line1: '702, Lokhandwala Complex, Andheri West',
    landmark: 'Near Infinity Mall',
    city: 'Mumbai',
    state: 'Maharashtra',
    pincode: '400053',
  },
  {
    name: 'Arjun Patil',
    line1: 'B-12, Marol Maroshi Road, Andheri East',
    landmark: 'Near Marol Metro Station',
    city: 'Mumbai',
    state: 'Maharashtra',
    pincode: '400059',
  },
  {
    name: 'Ishita Deshmukh',
    line1: '5, Pali Hill Road, Bandra West',
    landmark: 'Near Mehboob Studio',
    city: 'Mumbai',
    state: 'Maharashtra',
    pincode: '400050',
  },
  {
    name: 'Vivaan Malhotra',
    line1: 'C-34, Greater Kailash I',
    landmark: 'Near M Block Market',
    city: 'New Delhi',
    state: 'Delhi',
    pincode: '110048',
  },
  {
    name: 'Saanvi Kapoor',
    line1: 'House 118, Sector 15 Part 2',
    landmark: 'Near Community Centre',
    city: 'Gurugram',
    state: 'Haryana',
    pincode: '122001',
  },
  { name: 'Aditya Chauhan', line1: 'D-7, Hauz Khas Enclave', landmark: 'Near Deer Park', city: 'New Delhi', state: 'Delhi', pincode: '110016' },
  { name: 'Nisha Verma', line1: 'Tower 4, 1102, DLF Phase 2', landmark: 'Near Cyber Hub', city: 'Gurugram', state: 'Haryana', pincode: '122002' },
];

interface PackRow extends Record<string, unknown> {
  pack_id: number;
  product_id: number;
  slug: string;
  name: string;
  pack_name: string;
  price_paise: number;
  mrp_paise: number;
  medias: string[] | string;
}

interface ServingRow extends Record<string, unknown> {
  pincode: string;
  warehouse_id: number;
  delivery_charge_id: number | null;
  charge_paise: number | null;
  free_above_paise: number | null;
  slots: SlotRule[] | string;
}

interface PlannedOrder {
  userId: number;
  addressId: number;
  address: OrderAddress;
  createdAt: Date;
  status: OrderStatus;
  lines: { pack: PackRow; quantity: number }[];
  useCoupon: boolean;
}

const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** The path each order took through the statuses, with when (hours after it was placed). */
function timelineOf(status: OrderStatus): { status: OrderStatus; afterHours: number; note: string }[] {
  const placed = { status: 'confirmed' as const, afterHours: 0, note: 'Order placed with Cash on Delivery.' };
  if (status === 'cancelled') return [placed, { status, afterHours: 0.5, note: 'Cancelled by the customer.' }];
  const steps = [
    placed,
    { status: 'packed' as const, afterHours: 2, note: 'Packed at the warehouse.' },
    { status: 'out_for_delivery' as const, afterHours: 5, note: 'Handed to the delivery partner.' },
    { status: 'delivered' as const, afterHours: 8, note: 'Delivered.' },
  ];
  return steps.slice(0, steps.findIndex((step) => step.status === status) + 1);
}

function statusFor(daysAgo: number, roll: number): OrderStatus {
  if (daysAgo >= 2) return roll < 0.1 ? 'cancelled' : 'delivered';
  if (daysAgo === 1) return roll < 0.5 ? 'delivered' : 'out_for_delivery';
  return roll < 0.5 ? 'confirmed' : 'packed';
}

type Random = ReturnType<typeof prng>;
type AddressRow = typeof addresses.$inferSelect;
type CouponRow = typeof coupons.$inferSelect;
type SeedUser = { id: number; name: string; phone: string };

/** The products orders are drawn from: the popular ones (impulse buys) and each basket product's packs. */
interface SeedCatalogue {
  popularPacks: PackRow[];
  /** Each basket product's packs, the first (the one its card shows) first. */
  packsBySlug: Map<string, PackRow[]>;
}

/** The demo shopper's own address, where her past orders went. */
const DEMO_SHOPPER_ADDRESS: Omit<SeedCustomer, 'name'> = {
  line1: '12, 1st Main, Koramangala 5th Block',
  landmark: 'Near Sony World Signal',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560034',
};
/** How many days ago the demo shopper placed her past orders. */
const DEMO_SHOPPER_ORDER_DAYS = [26, 12];

async function seedUserByEmail(db: Db, websiteId: number, email: string): Promise<SeedUser> {
  const [row] = await db
    .select({ id: users.id, name: users.name, phone: users.phone })
    .from(users)
    .where(and(eq(users.websiteId, websiteId), eq(sql`lower(${users.email})`, email)))
    .limit(1);
  if (!row) throw new Error(`Seed needs the user ${email}`);
  return row;
}

async function seedCatalogue(db: Db, websiteId: number): Promise<SeedCatalogue> {
  const popularPacks = await queryRows<PackRow>(
    db,
    sql`
    select pk.id as pack_id, p.id as product_id, p.slug, p.name, pk.name as pack_name, pk.price_paise, pk.mrp_paise, p.medias
    from packs pk join products p on p.id = pk.product_id
    where p.website_id = ${websiteId} and p.is_active
    order by p.popularity desc, pk.id limit 150`,
  );
  const basketSlugs = [...new Set(SEED_BASKETS.flatMap((basket) => basket.slugs))];
  const basketPackRows = await queryRows<PackRow>(
    db,
    sql`
    select pk.id as pack_id, p.id as product_id, p.slug, p.name, pk.name as pack_name, pk.price_paise, pk.mrp_paise, p.medias
    from packs pk join products p on p.id = pk.product_id
    where p.website_id = ${websiteId} and p.is_active and p.slug in (${sql.join(
      basketSlugs.map((slug) => sql`${slug}`),
      sql`, `,
    )})
    order by p.id, pk.position, pk.id`,
  );
  const packsBySlug = new Map<string, PackRow[]>();
  for (const row of basketPackRows) packsBySlug.set(row.slug, [...(packsBySlug.get(row.slug) ?? []), row]);
  const unknown = basketSlugs.filter((slug) => !packsBySlug.has(slug));
  if (unknown.length) throw new Error(`Seed baskets name products the catalogue lacks: ${unknown.join(', ')}`);
  return { popularPacks, packsBySlug };
}

/** The warehouse serving each pincode (the first by id), with its delivery charge and slots. */
async function servingByPincode(db: Db, websiteId: number): Promise<Map<string, ServingRow>> {
  const servingRows = await queryRows<ServingRow>(
    db,
    sql`
    select distinct on (wp.pincode) wp.pincode, w.id as warehouse_id, w.delivery_charge_id, dc.charge_paise, dc.free_above_paise,
      coalesce((select json_agg(json_build_object('id', s.id, 'startTime', s.start_time, 'endTime', s.end_time, 'cutoffMinutes', s.cutoff_minutes,
                  'capacity', s.capacity, 'weekdays', s.weekdays))
                from delivery_slots s where s.warehouse_id = w.id), '[]'::json) as slots
    from warehouse_pincodes wp join warehouses w on w.id = wp.warehouse_id
    left join delivery_charges dc on dc.id = w.delivery_charge_id
    where w.website_id = ${websiteId}
    order by wp.pincode, w.id`,
  );
  return new Map(servingRows.map((row) => [row.pincode, row]));
}

async function couponByCode(db: Db, websiteId: number, code: string): Promise<CouponRow | undefined> {
  const [coupon] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.websiteId, websiteId), eq(coupons.code, code)));
  return coupon;
}

/** The agent's customers, registered a month or more before the orders start. */
function insertCustomers(db: Db, websiteId: number, agentId: number, now: Date) {
  return db
    .insert(users)
    .values(
      CUSTOMERS.map((customer, index) => ({
        websiteId,
        name: customer.name,
        email: `${customer.name.toLowerCase().replace(/\s+/g, '.')}@example.com`,
        phone: `70000${String(10_001 + index * 37).padStart(5, '0')}`,
        agentId,
        createdAt: new Date(now.getTime() - (HISTORY_DAYS + 30 + index) * DAY_MS),
      })),
    )
    .returning({ id: users.id, phone: users.phone });
}

/** Each customer's default address, in CUSTOMERS' order, then the demo shopper's. */
function insertAddresses(db: Db, websiteId: number, customers: { id: number; phone: string }[], shopper: SeedUser): Promise<AddressRow[]> {
  return db
    .insert(addresses)
    .values([
      ...CUSTOMERS.map((customer, index) => ({
        websiteId,
        userId: customers[index].id,
        name: customer.name,
        phone: customers[index].phone,
        line1: customer.line1,
        landmark: customer.landmark,
        city: customer.city,
        state: customer.state,
        pincode: customer.pincode,
        isDefault: true,
      })),
      { websiteId, userId: shopper.id, phone: shopper.phone, name: shopper.name, ...DEMO_SHOPPER_ADDRESS, isDefault: true },
    ])
    .returning();
}

/** The products of one order: a few from a basket, the likeliest first, maybe some of a second and an impulse buy. */
function pickLines(random: Random, catalogue: SeedCatalogue): PlannedOrder['lines'] {
  const lines: PlannedOrder['lines'] = [];
  const add = (pack: PackRow) => {
    if (!lines.some((line) => line.pack.product_id === pack.product_id)) lines.push({ pack, quantity: random.int(1, 3) });
  };
  const fill = (count: number) => {
    const basket = random.weighted(SEED_BASKETS, (candidate) => candidate.weight);
    const left = [...basket.slugs];
    for (let taken = 0; taken < count && left.length > 0; taken += 1) {
      // Earlier products weigh more: onion is in most vegetable baskets, curry leaves in few.
      const slug = random.weighted(left, (candidate) => left.length - left.indexOf(candidate));
      left.splice(left.indexOf(slug), 1);
      const packs = catalogue.packsBySlug.get(slug)!;
      add(random.next() < 0.75 ? packs[0] : random.pick(packs));
    }
  };
  fill(random.int(2, 5));
  if (random.next() < SECOND_BASKET_SHARE) fill(random.int(1, 3));
  if (random.next() < IMPULSE_SHARE) add(random.pick(catalogue.popularPacks));
  return lines;
}

/** A time of day `daysAgo` days before `now`; today's orders are all in the past. */
function placedAt(random: Random, now: Date, daysAgo: number): Date {
  const day = new Date(now.getTime() - daysAgo * DAY_MS);
  day.setUTCHours(random.int(1, 15), random.int(0, 59), 0, 0); // 06:30–21:29 in India
  return day.getTime() > now.getTime() ? new Date(now.getTime() - random.int(10, 120) * 60_000) : day;
}

/** The customers' orders, day by day over the history, oldest first. */
function planCustomerOrders(
  random: Random,
  now: Date,
  catalogue: SeedCatalogue,
  customers: { id: number }[],
  customerAddresses: AddressRow[],
): PlannedOrder[] {
  const planned: PlannedOrder[] = [];
  for (let daysAgo = HISTORY_DAYS - 1; daysAgo >= 0; daysAgo -= 1) {
    const ordersToday = random.int(...ORDERS_PER_DAY);
    for (let index = 0; index < ordersToday; index += 1) {
      const customerIndex = random.int(0, CUSTOMERS.length - 1);
      planned.push({
        userId: customers[customerIndex].id,
        addressId: customerAddresses[customerIndex].id,
        address: addressSnapshot(customerAddresses[customerIndex]),
        createdAt: placedAt(random, now, daysAgo),
        status: statusFor(daysAgo, random.next()),
        lines: pickLines(random, catalogue),
        useCoupon: random.next() < 0.2,
      });
    }
  }
  return planned;
}

/** The demo shopper's past orders: delivered, without a coupon. */
function planShopperOrders(random: Random, now: Date, catalogue: SeedCatalogue, shopper: SeedUser, address: AddressRow): PlannedOrder[] {
  return DEMO_SHOPPER_ORDER_DAYS.map((daysAgo) => ({
    userId: shopper.id,
    addressId: address.id,
    address: addressSnapshot(address),
    createdAt: placedAt(random, now, daysAgo),
    status: 'delivered',
    lines: pickLines(random, catalogue),
    useCoupon: false,
  }));
}

function servingRoute(serving: Map<string, ServingRow>, order: PlannedOrder): ServingRow {
  const route = serving.get(order.address.pincode);
  if (!route) throw new Error(`No warehouse serves the seed pincode ${order.address.pincode}`);
  return route;
}

/** An order's row: its prices (the coupon when it applies, the delivery charge), delivery slot and last update. */
function orderValues(order: PlannedOrder, websiteId: number, route: ServingRow, fresh10: CouponRow | undefined) {
  const totalPaise = order.lines.reduce((sum, line) => sum + line.pack.price_paise * line.quantity, 0);
  const coupon = order.useCoupon && fresh10 && totalPaise >= fresh10.minOrderPaise ? fresh10 : null;
  const discountPaise = coupon ? Math.min(Math.floor((totalPaise * coupon.value) / 100), coupon.maxDiscountPaise ?? Infinity) : 0;
  const rule = route.charge_paise === null ? null : { chargePaise: route.charge_paise, freeAbovePaise: route.free_above_paise };
  const deliveryPaise = groupDeliveryCharge(rule, totalPaise).chargePaise;
  const slot = nextSlot(parsed(route.slots), order.createdAt);
  const timeline = timelineOf(order.status);
  return {
    websiteId,
    userId: order.userId,
    status: order.status,
    paymentMethod: 'cod' as const,
    addressId: order.addressId,
    address: order.address,
    couponId: coupon?.id ?? null,
    offercode: coupon?.code ?? null,
    totalPaise,
    discountPaise,
    deliveryChargePaise: deliveryPaise,
    amountPaise: totalPaise - discountPaise + deliveryPaise,
    delDate: slot?.date ?? null,
    delStartTime: slot?.start ?? null,
    delEndTime: slot?.end ?? null,
    createdAt: order.createdAt,
    updatedAt: new Date(order.createdAt.getTime() + timeline[timeline.length - 1].afterHours * HOUR_MS),
  };
}

function orderItemValues(order: PlannedOrder, orderId: number, route: ServingRow) {
  return order.lines.map(({ pack, quantity }) => ({
    orderId,
    productId: pack.product_id,
    packId: pack.pack_id,
    warehouseId: route.warehouse_id,
    deliveryChargeId: route.delivery_charge_id,
    name: pack.name,
    packName: pack.pack_name,
    image: parsed(pack.medias)[0] ?? '',
    quantity,
    pricePaise: pack.price_paise,
    mrpPaise: pack.mrp_paise,
    amountPaise: pack.price_paise * quantity,
  }));
}

function statusHistoryValues(order: PlannedOrder, orderId: number) {
  return timelineOf(order.status).map((step) => ({
    orderId,
    status: step.status,
    note: step.note,
    createdAt: new Date(order.createdAt.getTime() + step.afterHours * HOUR_MS),
  }));
}

export async function seedCustomersAndOrders(db: Db, websiteId: number, now = new Date()): Promise<void> {
  const random = prng(20_240_601);
  const agent = await seedUserByEmail(db, websiteId, 'agent@example.com');
  const shopper = await seedUserByEmail(db, websiteId, 'priya@example.com');
  const catalogue = await seedCatalogue(db, websiteId);
  const serving = await servingByPincode(db, websiteId);
  const fresh10 = await couponByCode(db, websiteId, 'FRESH10');

  const customers = await insertCustomers(db, websiteId, agent.id, now);
  const addressRows = await insertAddresses(db, websiteId, customers, shopper);
  // The draws run in this order (customers' orders first): the same seed gives the same shop.
  const planned = [
    ...planCustomerOrders(random, now, catalogue, customers, addressRows),
    ...planShopperOrders(random, now, catalogue, shopper, addressRows[addressRows.length - 1]),
  ];
  const routes = planned.map((order) => servingRoute(serving, order));
  const orderRows = await db
    .insert(orders)
    .values(planned.map((order, index) => orderValues(order, websiteId, routes[index], fresh10)))
    .returning({ id: orders.id });
  await db.insert(orderItems).values(planned.flatMap((order, index) => orderItemValues(order, orderRows[index].id, routes[index])));
  await db.insert(orderStatusHistory).values(planned.flatMap((order, index) => statusHistoryValues(order, orderRows[index].id)));
}
