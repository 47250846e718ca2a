import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { orderParamsSchema, salesDashboardQuerySchema, salesDashboardResponseSchema, salesOrderSchema } from '@storefront/shared/contracts';
import { requireAgent } from '../http/guards';
import { dashboardRange, salesDashboard } from './dashboard';
import { agentOrder } from './order';
import { errorResponses } from '../http/openapi';

export async function salesRoutes(app: FastifyInstance) {
  const { db } = app;
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

  api.get(
    '/sales/orders/:id',
    {
      schema: {
        tags: ['sales'],
        summary: "One order of the agent's customers on this website, read-only: customer, items, totals, payment, address, slot and timeline",
        params: orderParamsSchema,
        response: { 200: salesOrderSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => agentOrder(db, request.website.id, requireAgent(request).id, request.params.id),
  );
}
