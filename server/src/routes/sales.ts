import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { salesDashboardQuerySchema, salesDashboardResponseSchema } from '@storefront/shared/contracts';
import type { AppContext } from '../context';
import { requireAgent } from '../http/guards';
import { dashboardRange, salesDashboard } from '../sales/dashboard';
import { errorResponses } from '../http/openapi';

export async function salesRoutes(app: FastifyInstance, { db }: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/sales/dashboard',
    {
      schema: {
        tags: ['sales'],
        summary: "The agent's dashboard: KPIs, revenue per day, recent orders (paginated) and top products of their customers",
        querystring: salesDashboardQuerySchema,
        response: { 200: salesDashboardResponseSchema, ...errorResponses(400, 401, 403) },
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
