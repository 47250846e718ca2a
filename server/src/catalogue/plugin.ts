/** The catalogue domain under /api: listings, product pages, search suggestions and the brand, category and supplier lists. */
import type { FastifyInstance } from 'fastify';
import { productRoutes } from './productRoutes';
import { catalogueRoutes } from './listRoutes';
import { searchRoutes } from './searchRoutes';

export async function cataloguePlugin(app: FastifyInstance) {
  await app.register(productRoutes);
  await app.register(catalogueRoutes);
  await app.register(searchRoutes);
}
