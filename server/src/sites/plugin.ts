/** Websites and their content under /api: init, server-defined pages, forms, and the superadmin's websites. */
import type { FastifyInstance } from 'fastify';
import { initRoutes } from './initRoutes';
import { pageRoutes } from './pageRoutes';
import { formRoutes } from './formRoutes';
import { websiteRoutes } from './websiteRoutes';

export async function sitesPlugin(app: FastifyInstance) {
  await app.register(initRoutes);
  await app.register(pageRoutes);
  await app.register(formRoutes);
  await app.register(websiteRoutes);
}
