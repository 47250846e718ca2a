import type { FastifyRequest } from 'fastify';
import type { Shopper } from './products';

/** The request's shopper, for the listing, product and suggestion answers' cart quantities and wishlist flags. */
export const shopperOf = (request: FastifyRequest): Shopper => ({ userId: request.user?.id ?? null, sessionId: request.session?.id ?? null });
