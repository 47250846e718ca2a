/** The signed-in shopper's address book (its rules: addressBook.ts). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADDRESS_MESSAGES,
  addressCreateBodySchema,
  addressDeletedResponseSchema,
  addressListResponseSchema,
  addressParamsSchema,
  addressResponseSchema,
  addressSavedResponseSchema,
  addressUpdateBodySchema,
} from '@storefront/shared/contracts';
import { notFound } from '../http/errors';
import { requireUser } from '../http/guards';
import { errorResponses } from '../http/openapi';
import { addAddress, addressResponse, deleteAddress, findOwnAddress, listAddresses, updateAddress } from './addressBook';

export async function addressRoutes(app: FastifyInstance) {
  addressReadingRoutes(app);
  addressEditingRoutes(app);
}

/** The list and one address. */
function addressReadingRoutes(app: FastifyInstance) {
  const { db } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();

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
      const rows = await listAddresses(db, request.website.id, user.id);
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
        response: { 200: addressResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const row = await findOwnAddress(db, request.website.id, user.id, request.params.id);
      if (!row) throw notFound(ADDRESS_MESSAGES.notFound);
      return { data: addressResponse(row) };
    },
  );
}

/** Adding, changing and deleting an address. */
function addressEditingRoutes(app: FastifyInstance) {
  const { db } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const errors = errorResponses(400, 401, 403, 404);

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
      const created = await addAddress(db, websiteId, user.id, fields, wantsDefault);
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
      const updated = await updateAddress(db, websiteId, user.id, request.params.id, fields, wantsDefault);
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
      await deleteAddress(db, request.website.id, user.id, request.params.id);
      return { success: true as const, message: ADDRESS_MESSAGES.deleted };
    },
  );
}
