/**
 * The address book's queries: every read and write is limited to the shopper's own addresses on this website, and a
 * shopper with addresses always has exactly one default (the first address becomes it, choosing another moves it,
 * deleting it promotes the most recent remaining address).
 */
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ADDRESS_MESSAGES,
  MAX_ADDRESSES_PER_USER,
  type Address,
  type AddressType,
  type addressCreateBodySchema,
  type addressUpdateBodySchema,
} from '@storefront/shared/contracts';
import type { Db } from '../db/client';
import { addresses } from '../db/schema';
import { badRequest, notFound } from '../http/errors';

export type AddressRow = typeof addresses.$inferSelect;
type NewAddress = Omit<z.output<typeof addressCreateBodySchema>, 'is_default'>;
type AddressChanges = Omit<z.output<typeof addressUpdateBodySchema>, 'is_default'>;

export function addressResponse(row: AddressRow): Address {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    line1: row.line1,
    line2: row.line2,
    landmark: row.landmark,
    city: row.city,
    state: row.state,
    pincode: row.pincode,
    type: row.type as AddressType,
    is_default: row.isDefault,
    created_at: row.createdAt.toISOString(),
  };
}

const ownedBy = (websiteId: number, userId: number) => and(eq(addresses.websiteId, websiteId), eq(addresses.userId, userId));

/** Serialises address-book writes of one user (limit and single-default rules hold under concurrent requests). */
async function lockAddressBook(tx: Db, userId: number): Promise<void> {
  await tx.execute(sql`select id from users where id = ${userId} for update`);
}

async function clearDefault(tx: Db, websiteId: number, userId: number, exceptId?: number): Promise<void> {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(ownedBy(websiteId, userId), eq(addresses.isDefault, true), exceptId === undefined ? undefined : ne(addresses.id, exceptId)));
}

/** The shopper's addresses, the default first. */
export function listAddresses(db: Db, websiteId: number, userId: number): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(ownedBy(websiteId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
}

/** One of this shopper's addresses on this website, or null (another user's address is simply not found). */
export async function findOwnAddress(db: Db, websiteId: number, userId: number, addressId: number): Promise<AddressRow | null> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId), ownedBy(websiteId, userId)))
    .limit(1);
  return row ?? null;
}

export function addAddress(db: Db, websiteId: number, userId: number, fields: NewAddress, wantsDefault: boolean | undefined): Promise<AddressRow> {
  return db.transaction(async (tx) => {
    await lockAddressBook(tx, userId);
    const [{ existing }] = await tx.select({ existing: count() }).from(addresses).where(ownedBy(websiteId, userId));
    if (existing >= MAX_ADDRESSES_PER_USER) throw badRequest(ADDRESS_MESSAGES.limitReached);
    const isDefault = existing === 0 || wantsDefault === true;
    if (isDefault) await clearDefault(tx, websiteId, userId);
    const [row] = await tx
      .insert(addresses)
      .values({ ...fields, websiteId, userId, isDefault })
      .returning();
    return row;
  });
}

export function updateAddress(
  db: Db,
  websiteId: number,
  userId: number,
  addressId: number,
  fields: AddressChanges,
  wantsDefault: boolean | undefined,
): Promise<AddressRow> {
  return db.transaction(async (tx) => {
    await lockAddressBook(tx, userId);
    const where = and(eq(addresses.id, addressId), ownedBy(websiteId, userId));
    const [current] = await tx.select({ isDefault: addresses.isDefault }).from(addresses).where(where).limit(1);
    if (!current) throw notFound(ADDRESS_MESSAGES.notFound);
    const isDefault = current.isDefault || wantsDefault === true;
    if (isDefault) await clearDefault(tx, websiteId, userId, addressId);
    const [row] = await tx
      .update(addresses)
      .set({ ...fields, isDefault })
      .where(where)
      .returning();
    return row;
  });
}

export function deleteAddress(db: Db, websiteId: number, userId: number, addressId: number): Promise<void> {
  return db.transaction(async (tx) => {
    await lockAddressBook(tx, userId);
    const [deleted] = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, addressId), ownedBy(websiteId, userId)))
      .returning({ isDefault: addresses.isDefault });
    if (!deleted) throw notFound(ADDRESS_MESSAGES.notFound);
    if (!deleted.isDefault) return;
    const [next] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(ownedBy(websiteId, userId))
      .orderBy(desc(addresses.createdAt), desc(addresses.id))
      .limit(1);
    if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
  });
}
