/**
 * The signed-in shopper's address book. A shopper with addresses always has exactly one default: the first
 * address becomes it, choosing another moves it, and deleting it promotes the most recent remaining address.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import {
  ADDRESS_MESSAGES,
  MAX_ADDRESSES_PER_USER,
  addressCreateBodySchema,
  addressDeletedResponseSchema,
  addressListResponseSchema,
  addressParamsSchema,
  addressResponseSchema,
  addressSavedResponseSchema,
  addressUpdateBodySchema,
  type Address,
  type AddressType,
} from '@storefront/shared/contracts';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { addresses } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { requireUser } from '../http/guards';
import { errorResponses } from '../http/openapi';

type AddressRow = typeof addresses.$inferSelect;

function addressResponse(row: AddressRow): Address {
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

/** Every read and write of an address is limited to the shopper's own addresses on this website. */
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

export async function addressRoutes(app: FastifyInstance, { db }: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const errors = errorResponses(400, 401, 403, 404);

  api.get(
    '/addresses',
    {
      schema: {
        tags: ['account'],
        summary: "The signed-in shopper's addresses, the default first",
        response: { 200: addressListResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const rows = await db
        .select()
        .from(addresses)
        .where(ownedBy(request.website.id, user.id))
        .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
      return { data: rows.map(addressResponse) };
    },
  );

  api.get(
    '/addresses/:id',
    {
      schema: {
        tags: ['account'],
        summary: 'One of the shopper’s addresses',
        params: addressParamsSchema,
        response: { 200: addressResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const [row] = await db
        .select()
        .from(addresses)
        .where(and(eq(addresses.id, request.params.id), ownedBy(request.website.id, user.id)))
        .limit(1);
      if (!row) throw notFound(ADDRESS_MESSAGES.notFound);
      return { data: addressResponse(row) };
    },
  );

  api.post(
    '/addresses',
    {
      schema: {
        tags: ['account'],
        summary: 'Add an address (the first one, or one with is_default, becomes the default)',
        body: addressCreateBodySchema,
        response: { 201: addressSavedResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const websiteId = request.website.id;
      const { is_default: wantsDefault, ...fields } = request.body;
      const created = await db.transaction(async (tx) => {
        await lockAddressBook(tx, user.id);
        const [{ existing }] = await tx.select({ existing: count() }).from(addresses).where(ownedBy(websiteId, user.id));
        if (existing >= MAX_ADDRESSES_PER_USER) throw badRequest(ADDRESS_MESSAGES.limitReached);
        const isDefault = existing === 0 || wantsDefault;
        if (isDefault) await clearDefault(tx, websiteId, user.id);
        const [row] = await tx
          .insert(addresses)
          .values({ ...fields, websiteId, userId: user.id, isDefault })
          .returning();
        return row;
      });
      return reply.code(201).send({ message: ADDRESS_MESSAGES.added, data: addressResponse(created) });
    },
  );

  api.put(
    '/addresses/:id',
    {
      schema: {
        tags: ['account'],
        summary: 'Change an address; is_default true makes it the default',
        params: addressParamsSchema,
        body: addressUpdateBodySchema,
        response: { 200: addressSavedResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const websiteId = request.website.id;
      const { is_default: wantsDefault, ...fields } = request.body;
      const updated = await db.transaction(async (tx) => {
        await lockAddressBook(tx, user.id);
        const where = and(eq(addresses.id, request.params.id), ownedBy(websiteId, user.id));
        const [current] = await tx.select({ isDefault: addresses.isDefault }).from(addresses).where(where).limit(1);
        if (!current) throw notFound(ADDRESS_MESSAGES.notFound);
        const isDefault = current.isDefault || wantsDefault === true;
        if (isDefault) await clearDefault(tx, websiteId, user.id, request.params.id);
        const [row] = await tx
          .update(addresses)
          .set({ ...fields, isDefault })
          .where(where)
          .returning();
        return row;
      });
      return { message: ADDRESS_MESSAGES.updated, data: addressResponse(updated) };
    },
  );

  api.delete(
    '/addresses/:id',
    {
      schema: {
        tags: ['account'],
        summary: 'Delete an address (deleting the default promotes the most recent remaining one)',
        params: addressParamsSchema,
        response: { 200: addressDeletedResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const websiteId = request.website.id;
      await db.transaction(async (tx) => {
        await lockAddressBook(tx, user.id);
        const [deleted] = await tx
          .delete(addresses)
          .where(and(eq(addresses.id, request.params.id), ownedBy(websiteId, user.id)))
          .returning({ isDefault: addresses.isDefault });
        if (!deleted) throw notFound(ADDRESS_MESSAGES.notFound);
        if (!deleted.isDefault) return;
        const [next] = await tx
          .select({ id: addresses.id })
          .from(addresses)
          .where(ownedBy(websiteId, user.id))
          .orderBy(desc(addresses.createdAt), desc(addresses.id))
          .limit(1);
        if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
      });
      return { success: true as const, message: ADDRESS_MESSAGES.deleted };
    },
  );
}
