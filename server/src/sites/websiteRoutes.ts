/** Websites (superadmin only): list them, choose the one to act on, create one from a template. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MESSAGE_WEBSITE_CREATED,
  MESSAGE_WEBSITE_NOT_FOUND,
  websiteChooseResponseSchema,
  websiteChosenMessage,
  websiteCreateSchema,
  websiteCreatedResponseSchema,
  websiteIdParamsSchema,
  websiteListResponseSchema,
} from '@storefront/shared/contracts';
import { notFound } from '../http/errors';
import { requireSession, requireSuperadmin } from '../http/guards';
import { errorResponses } from '../http/openapi';
import { createWebsiteFromTemplate, domainsOf, findWebsite, websiteSummaries, websiteSummary } from './websites';

export async function websiteRoutes(app: FastifyInstance) {
  const { db, websites: resolver } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const errors = errorResponses(401, 403);
  const currentWebsiteId = (request: FastifyRequest) => request.website.id;

  api.get(
    '/websites',
    {
      schema: {
        tags: ['websites'],
        summary: 'Every website with its domains (superadmin)',
        response: { 200: websiteListResponseSchema, ...errors },
      },
    },
    async (request) => {
      requireSuperadmin(request);
      const data = await websiteSummaries(db, currentWebsiteId(request));
      return { data };
    },
  );

  api.post(
    '/websites/:id/choose',
    {
      schema: {
        tags: ['websites'],
        summary: "Act on this website from now on (the superadmin's session remembers it)",
        params: websiteIdParamsSchema,
        response: { 200: websiteChooseResponseSchema, ...errorResponses(400), ...errors, ...errorResponses(404) },
      },
    },
    async (request) => {
      requireSuperadmin(request);
      const session = requireSession(request);
      const website = await findWebsite(db, request.params.id);
      if (!website) throw notFound(MESSAGE_WEBSITE_NOT_FOUND);
      await app.sessions.chooseWebsite(session, website.id);
      return { message: websiteChosenMessage(website.name), data: websiteSummary(website, await domainsOf(db, website.id), website.id) };
    },
  );

  api.post(
    '/websites',
    {
      schema: {
        tags: ['websites'],
        summary: 'Create a website from a template website (look, navigation, SEO, popup, payment providers and pages; no products, users or orders)',
        body: websiteCreateSchema,
        response: { 201: websiteCreatedResponseSchema, ...errorResponses(400), ...errors, ...errorResponses(404, 409) },
      },
    },
    async (request, reply) => {
      requireSuperadmin(request);
      const { name, domain, template_id: templateId } = request.body;
      const created = await createWebsiteFromTemplate(db, name, domain, templateId);
      // The resolver may have cached this origin as unknown.
      resolver.clear();
      return reply.code(201).send({ message: MESSAGE_WEBSITE_CREATED, data: websiteSummary(created, [domain], currentWebsiteId(request)) });
    },
  );
}
