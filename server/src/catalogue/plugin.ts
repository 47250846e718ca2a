/** The catalogue domain under /api: listings, product pages and the brand, category and supplier lists. */
import type { FastifyInstance } from 'fastify';
import { productRoutes } from './productRoutes';
import { catalogueRoutes } from './listRoutes';

export async function cataloguePlugin(app: FastifyInstance) {
  await app.register(productRoutes);
  await app.register(catalogueRoutes);
}
