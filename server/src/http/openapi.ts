/**
 * OpenAPI for the API under /s, generated from the same zod schemas the routes validate with
 * (fastify-type-provider-zod): the document at /s/api/docs/json, a browsable page at /s/api/docs.
 */
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_BASE_PATH, apiErrorBodySchema } from '@storefront/shared/contracts';

export const DOCS_PATH = '/api/docs';

/** The document: registered before the routes, in a scope that holds them all, so that it sees every one. */
export async function openApiDocument(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Grocery storefront API',
        description:
          'Every call the storefront makes, under /s. Send `x-web-url` (the page origin) with every request; ' +
          'non-GET requests need the `X-XSRF-TOKEN` header matching the `XSRF-TOKEN` cookie from `GET /api/cookie`. ' +
          'Money is in rupees.',
        version: '1.0.0',
      },
      servers: [{ url: API_BASE_PATH }],
    },
    transform: jsonSchemaTransform,
    // Paths in the document are relative to the server url above.
    transformObject: (document) => {
      if (!('openapiObject' in document)) return document.swaggerObject;
      const { openapiObject } = document;
      const paths = Object.entries(openapiObject.paths ?? {}).map(([path, item]) => [
        path.startsWith(API_BASE_PATH) ? path.slice(API_BASE_PATH.length) : path,
        item,
      ]);
      return { ...openapiObject, paths: Object.fromEntries(paths) };
    },
    hideUntagged: false,
  });
}

/** The document and its browsable page, served under DOCS_PATH. */
export async function openApiPage(app: FastifyInstance) {
  // The page is served under /s, so its asset links need that prefix too.
  await app.register(fastifySwaggerUi, { routePrefix: DOCS_PATH, indexPrefix: API_BASE_PATH, staticCSP: true });
}

/** The documented refusals of a route: every status answers the same `{message, field?}` body. */
export function errorResponses<Status extends number>(...statuses: Status[]): Record<Status, typeof apiErrorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorBodySchema])) as Record<Status, typeof apiErrorBodySchema>;
}
