/** The sales agents' dashboard under /api. */
import type { FastifyInstance } from 'fastify';
import { salesRoutes } from './routes';

export async function salesPlugin(app: FastifyInstance) {
  await app.register(salesRoutes);
}
