import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorBodySchema, salesDashboardQuerySchema, salesDashboardResponseSchema } from '@storefront/shared/contracts';
import type { AppContext } from '../context';
import { requireAgent } from '../http/guards';
import { dashboardRange, salesDashboard } from '../sales/dashboard';

export async function salesRoutes(app: FastifyInstance, { db }: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/sales/dashboard',
    {
      schema: {
        tags: ['sales'],
        summary: "The agent's dashboard: KPIs, revenue per day, recent orders (paginated) and top products of their customers",
        querystring: salesDashboardQuerySchema,
        response: { 200: salesDashboardResponseSchema, 400: apiErrorBodySchema, 401: apiErrorBodySchema, 403: apiErrorBodySchema },
      },
    },
    async (request) => {
      const agent = requireAgent(request);
      const { from, to } = dashboardRange(request.query.from, request.query.to);
      return salesDashboard(db, {
        websiteId: request.website.id,
        agentId: agent.id,
        from,
        to,
        page: request.query.page,
        perPage: request.query.perPage,
      });
    },
  );
}
