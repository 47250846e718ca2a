/** Websites (superadmin only): list them, choose the one to act on, create one from a template. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { asc, eq } from 'drizzle-orm';
import {
  MESSAGE_TEMPLATE_NOT_FOUND,
  MESSAGE_WEBSITE_CREATED,
  MESSAGE_WEBSITE_NOT_FOUND,
  websiteChooseResponseSchema,
  websiteChosenMessage,
  websiteCreateSchema,
  websiteCreatedResponseSchema,
  websiteDomainTakenMessage,
  websiteIdParamsSchema,
  websiteListResponseSchema,
  type WebsiteSummary,
} from '@storefront/shared/contracts';
import type { Db } from '../db/client';
import { pages, sessions, websiteDomains, websites } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { requireSession, requireSuperadmin } from '../http/guards';
import { errorResponses } from '../http/openapi';

type WebsiteRow = typeof websites.$inferSelect;

function summary(website: WebsiteRow, domains: string[], currentId: number): WebsiteSummary {
  return {
    id: website.id,
    name: website.name,
    domains,
    is_default: website.isDefault,
    created_at: website.createdAt.toISOString(),
    current: website.id === currentId,
  };
}

async function domainsOf(db: Db, websiteId: number): Promise<string[]> {
  const rows = await db
    .select({ origin: websiteDomains.origin })
    .from(websiteDomains)
    .where(eq(websiteDomains.websiteId, websiteId))
    .orderBy(asc(websiteDomains.origin));
  return rows.map((row) => row.origin);
}

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
      const [websiteRows, domainRows] = await Promise.all([
        db.select().from(websites).orderBy(asc(websites.id)),
        db.select().from(websiteDomains).orderBy(asc(websiteDomains.origin)),
      ]);
      const data = websiteRows.map((website) =>
        summary(
          website,
          domainRows.filter((domain) => domain.websiteId === website.id).map((domain) => domain.origin),
          currentWebsiteId(request),
        ),
      );
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
      const [website] = await db.select().from(websites).where(eq(websites.id, request.params.id)).limit(1);
      if (!website) throw notFound(MESSAGE_WEBSITE_NOT_FOUND);
      await db.update(sessions).set({ chosenWebsiteId: website.id }).where(eq(sessions.id, session.id));
      return { message: websiteChosenMessage(website.name), data: summary(website, await domainsOf(db, website.id), website.id) };
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
      const created = await db.transaction(async (tx) => {
        const [template] = await tx
          .select()
          .from(websites)
          .where(templateId === undefined ? eq(websites.isDefault, true) : eq(websites.id, templateId))
          .limit(1);
        if (!template) throw notFound(MESSAGE_TEMPLATE_NOT_FOUND);
        const [website] = await tx
          .insert(websites)
          .values({
            name,
            theme: template.theme,
            themeColors: template.themeColors,
            fontFamily: template.fontFamily,
            navAlignment: template.navAlignment,
            navSetting: template.navSetting,
            dynamicNavbar: template.dynamicNavbar,
            navs: template.navs,
            footers: template.footers,
            seo: template.seo,
            popup: template.popup,
            paymentProviders: template.paymentProviders,
            showCart: template.showCart,
            showSupplierPage: template.showSupplierPage,
            isDefault: false,
          })
          .returning();
        const [registered] = await tx.insert(websiteDomains).values({ origin: domain, websiteId: website.id }).onConflictDoNothing().returning();
        // Thrown inside the transaction, so the website row above is rolled back too.
        if (!registered) throw new HttpError(409, websiteDomainTakenMessage(domain), 'domain');
        const templatePages = await tx.select().from(pages).where(eq(pages.websiteId, template.id)).orderBy(asc(pages.id));
        if (templatePages.length > 0) {
          await tx.insert(pages).values(templatePages.map(({ id: _id, websiteId: _websiteId, ...page }) => ({ ...page, websiteId: website.id })));
        }
        return website;
      });
      // The resolver may have cached this origin as unknown.
      resolver.clear();
      return reply.code(201).send({ message: MESSAGE_WEBSITE_CREATED, data: summary(created, [domain], currentWebsiteId(request)) });
    },
  );
}
