import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { pageComponentSchema, pageDataResponseSchema, type PageComponent, type PageDataResponse } from '@storefront/shared/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pages } from '../db/schema';
import { notFound } from '../http/errors';
import { errorResponses } from '../http/openapi';
import { safePageCss, sanitizedHtml } from './sanitizeHtml';

/** Page URLs are stored normalised: leading slash, no trailing slash (except the home page '/'). */
export function normalisePageUrl(path: string): string {
  const trimmed = `/${path}`.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');
  return trimmed.split('?')[0];
}

/**
 * An HTML block as it may reach a browser. Page data leaves the server only through the route below (the first
 * paint inlines its answer: web/servedPage.ts), so this is where its HTML is cleaned (src/sites/sanitizeHtml.ts).
 */
function withSanitizedHtml(component: PageComponent): PageComponent {
  return component.type === 'html' && typeof component.data === 'string' ? { ...component, data: sanitizedHtml(component.data) } : component;
}

export async function pageRoutes(app: FastifyInstance) {
  const { db } = app;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/page/data*',
    {
      schema: {
        tags: ['site'],
        summary: 'A dynamic page by its path (e.g. /page/data/about): components, css, navbar/footer visibility, SEO',
        params: z.object({ '*': z.string().max(500) }),
        response: { 200: pageDataResponseSchema, ...errorResponses(404) },
      },
    },
    async (request): Promise<PageDataResponse> => {
      const url = normalisePageUrl(request.params['*'] ?? '');
      const [page] = await db
        .select()
        .from(pages)
        .where(and(eq(pages.websiteId, request.website.id), eq(pages.url, url)))
        .limit(1);
      if (!page) throw notFound(`There is no page at ${url}`);
      return {
        data: z
          .array(pageComponentSchema)
          .parse(page.components)
          .sort((a, b) => a.order - b.order)
          .map(withSanitizedHtml),
        css: safePageCss(page.css),
        show_footer: page.showFooter,
        show_sub_navbar: page.showSubNavbar,
        show_navbar: page.showNavbar,
        seo_title: page.seoTitle,
        seo_description: page.seoDescription,
        ...(page.seoKeyword ? { seo_keyword: page.seoKeyword } : {}),
        schema_script: page.schemaScript,
      };
    },
  );
}
