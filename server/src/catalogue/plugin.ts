/** The catalogue domain under /api: listings, product pages, search suggestions and the brand, category and supplier lists. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { productRoutes } from './productRoutes';
import { catalogueRoutes } from './listRoutes';
import { SearchLog } from './searchLog';
import { searchRoutes } from './searchRoutes';

declare module 'fastify' {
  interface FastifyInstance {
    searchLog: SearchLog;
  }
}

/** Decorates the root with `searchLog`, which the listing counts searches in, and writes what is pending at close. */
export const searchLogService = fp(
  async (app: FastifyInstance) => {
    const searchLog = new SearchLog(app.db, app.log);
    app.decorate('searchLog', searchLog);
    app.addHook('onClose', () => searchLog.close());
  },
  { name: 'search-log' },
);

export async function cataloguePlugin(app: FastifyInstance) {
  await app.register(productRoutes);
  await app.register(catalogueRoutes);
  await app.register(searchRoutes);
}
