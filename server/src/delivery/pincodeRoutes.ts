import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  PINCODE_PATTERN,
  deliveringToMessage,
  paiseToRupees,
  pincodeCheckResultSchema,
  pincodeNotServiceableMessage,
  pincodeParamsSchema,
  type PincodeCheckResult,
} from '@storefront/shared/contracts';
import { cartOwnerOf, moveCartToPincode } from '../cart/service';
import { nextSlot } from './slots';
import { servingWarehouses } from './warehouses';
import { badRequest } from '../http/errors';
import { errorResponses } from '../http/openapi';

export async function pincodeRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  api.get(
    '/check/pincode/:pincode',
    {
      schema: {
        tags: ['delivery'],
        summary: 'Checks a pincode and, when the shop delivers there, makes it the visitor’s delivery pincode',
        description: 'A pincode the shop does not deliver to answers `success: false` with the message for the shopper, and changes nothing.',
        params: pincodeParamsSchema,
        response: { 200: pincodeCheckResultSchema, ...errorResponses(400) },
      },
    },
    async (request, reply): Promise<PincodeCheckResult> => {
      const { pincode } = request.params;
      if (!PINCODE_PATTERN.test(pincode)) throw badRequest(MESSAGES.invalidPincode, 'pincode');
      const serving = await servingWarehouses(db, request.website.id, pincode);
      // Not delivering there is an answer the modal shows, not an error: the visitor's pincode and cart stay as they are.
      if (serving.length === 0) return { success: false, pincode, message: pincodeNotServiceableMessage(pincode) };
      const [warehouse] = serving;

      // A first visit may choose its pincode before anything else: start the session (and its XSRF token) here.
      const session = await app.sessions.ensure(request, reply, app.signingSecret);
      await app.sessions.setPincode(session, pincode);
      const owner = cartOwnerOf({ user: request.user, session });
      if (owner) await moveCartToPincode(db, request.website.id, owner, warehouse.warehouseId, pincode);

      const slot = nextSlot(warehouse.slots, new Date());
      return {
        success: true,
        pincode,
        message: deliveringToMessage(pincode, warehouse.city),
        city: warehouse.city,
        area: warehouse.area,
        cod: serving.every((candidate) => candidate.codAllowed),
        delivery_charge: paiseToRupees(warehouse.chargePaise),
        free_above: warehouse.freeAbovePaise === null ? null : paiseToRupees(warehouse.freeAbovePaise),
        del_date: slot?.date ?? null,
        del_start_time: slot?.start ?? null,
        del_end_time: slot?.end ?? null,
      };
    },
  );
}
