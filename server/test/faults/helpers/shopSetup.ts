/**
 * A seeded shop with signed-in shoppers, prepared in the database itself (the API under test may be another
 * process, or PGlite's folder may be closed to others while it runs): each shopper has a session whose token the
 * test sends as its cookie, and a delivery address.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../src/db/client';
import { sandboxCredentials, type SandboxCredentials } from '../../../src/payments/accounts';
import { seedDemo } from '../../../src/seed/seedDemo';
import { lastOrderId, stockLevels, type StockLevels } from './shopInvariants';

/** Koramangala, Bengaluru: served by the demo shop's Bengaluru warehouse, cash on delivery allowed. */
export const PINCODE = '560034';

export interface StockedPack extends Record<string, unknown> {
  pack_id: number;
  warehouse_id: number;
}

export interface SeededShopper {
  id: number;
  /** The session cookie (sid) of this shopper. */
  token: string;
  addressId: number;
}

/** Packs of the Bengaluru warehouse with plenty of stock, priced ₹100–₹400 (so orders stay under COD limits). */
export async function stockedPacks(db: Db, count: number): Promise<StockedPack[]> {
  const packs = await queryRows<StockedPack>(
    db,
    sql`
      select pk.id as pack_id, ps.warehouse_id from packs pk
      join products p on p.id = pk.product_id and p.is_active
      join pack_stock ps on ps.pack_id = pk.id and ps.quantity >= 100
      join warehouses w on w.id = ps.warehouse_id and w.city = 'Bengaluru'
      where pk.position = 0 and pk.price_paise between 10000 and 40000
      order by pk.id limit ${count}`,
  );
  if (packs.length < count) throw new Error(`The demo shop has ${packs.length} well-stocked packs, not ${count}`);
  return packs;
}

export async function seedShoppers(db: Db, count: number): Promise<SeededShopper[]> {
  const [website] = await queryRows<{ id: number }>(db, sql`select id from websites where is_default limit 1`);
  // Unique emails and phones (8xxxxxxxxx) for up to 1,000 shoppers per shop.
  const base = (randomBytes(4).readUInt32BE() % 999_000) * 1_000;
  const shoppers: SeededShopper[] = [];
  for (let index = 0; index < count; index += 1) {
    const number = base + index;
    const token = randomBytes(32).toString('base64url');
    const [user] = await queryRows<{ id: number }>(
      db,
      sql`insert into users (website_id, name, email, phone)
          values (${website.id}, ${`Shopper ${index + 1}`}, ${`fault${number}@example.com`}, ${`8${String(number).padStart(9, '0')}`})
          returning id`,
    );
    await db.execute(sql`insert into sessions (id, website_id, user_id, pincode)
      values (${createHash('sha256').update(token).digest('hex')}, ${website.id}, ${user.id}, ${PINCODE})`);
    const [address] = await queryRows<{ id: number }>(
      db,
      sql`insert into addresses (website_id, user_id, name, phone, line1, line2, landmark, city, state, pincode)
          values (${website.id}, ${user.id}, ${`Shopper ${index + 1}`}, '9812345678', '12, 1st Main', 'Koramangala', '', 'Bengaluru', 'Karnataka', ${PINCODE})
          returning id`,
    );
    shoppers.push({ id: user.id, token, addressId: address.id });
  }
  return shoppers;
}

export interface PreparedShop {
  shoppers: SeededShopper[];
  packs: StockedPack[];
  /** Orders after this id are the test's. */
  sinceOrderId: number;
  /** Stock before the test's first order. */
  seededStock: StockLevels;
  /** The payment sandbox's keys (webhooks are signed with them). */
  keys: SandboxCredentials;
}

/** Seeds the demo shop, its payment sandbox keys and `shopperCount` shoppers. */
export async function prepareShop(db: Db, { shopperCount, packCount }: { shopperCount: number; packCount: number }): Promise<PreparedShop> {
  await seedDemo(db, { cornerShop: false });
  return {
    keys: await sandboxCredentials(db),
    shoppers: await seedShoppers(db, shopperCount),
    packs: await stockedPacks(db, packCount),
    sinceOrderId: await lastOrderId(db),
    seededStock: await stockLevels(db),
  };
}

/** A body for POST /s/api/addresses; `line1` tells addresses apart. */
export const addressBody = (line1: string) => ({
  name: 'Asha Rao',
  phone: '9812345678',
  line1,
  line2: 'Indiranagar',
  landmark: '',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: PINCODE,
  type: 'home',
});
