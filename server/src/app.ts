/** Builds the whole server: the API under /s, the image CDN, and (single-process mode) every app's build. */
import fastifyCookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, validatorCompiler } from 'fastify-type-provider-zod';
import { API_BASE_PATH, MESSAGES } from '@storefront/shared/contracts';
import { apiPlugin } from './api';
import { searchLogService } from './catalogue/plugin';
import { catalogueCacheOf } from './catalogue/service';
import { cdnRoutes } from './cdn/routes';
import { registerCompression } from './http/compression';
import type { ServerConfig } from './config';
import type { Db } from './db/client';
import { DATABASE_RETRY_AFTER_SECONDS, MESSAGE_DATABASE_UNAVAILABLE, isDatabaseUnavailable } from './db/unavailable';
import { HttpError } from './http/errors';
import { registerSecurityHeaders } from './http/securityHeaders';
import { orderService } from './orders/plugin';
import { paymentSandboxPlugin, paymentService } from './payments/plugin';
import { sharedServices } from './services';
import { sinkRoutes } from './sinks/routes';
import { appRoutes } from './web/apps';
import { seoRoutes } from './web/seo';
import { webAppRoutes } from './web/webAppRoutes';

/** Request bodies are small JSON documents; anything larger is refused before it is read. */
export const BODY_LIMIT_BYTES = 64 * 1024;

export async function buildApp(config: ServerConfig, db: Db): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.cookie', 'req.headers["x-xsrf-token"]'] },
    // Forwarded client addresses count only from configured proxies: anyone else could reset their rate limits.
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    // Per-request lines only at debug level: at info they would cost more than the requests themselves.
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace' }),
  });

  await app.register(sharedServices, { config, db });
  await app.register(orderService);
  await app.register(searchLogService);
  await app.register(paymentService);

  // Requests are validated by the routes' zod schemas. Responses are built field by field by the handlers and
  // written with plain JSON.stringify: re-encoding every answer through zod would cost the hot paths a lot.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  app.setErrorHandler((error: Error & { statusCode?: number; validation?: unknown; validationContext?: string }, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
      const message = field ? `${field}: ${issue.message}` : `${error.validationContext ?? 'request'}: ${issue.message}`;
      return reply.code(400).send({ message, ...(field ? { field } : {}) });
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ message: error.message, ...(error.field ? { field: error.field } : {}) });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'the database is unavailable');
      return reply.code(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).send({ message: MESSAGE_DATABASE_UNAVAILABLE });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) return reply.code(status).send({ message: error.message });
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: MESSAGES.defaultError });
  });

  await registerSecurityHeaders(app);
  await app.register(fastifyCookie);
  await registerCompression(app);
  await app.register(apiPlugin, { prefix: API_BASE_PATH });
  await app.register(cdnRoutes, { prefix: '/cdn' });
  await app.register(sinkRoutes);
  await app.register(paymentSandboxPlugin);
  // robots.txt and the sitemaps, before the page fallback (which would answer them as missing files).
  await app.register(seoRoutes);
  // The installable app's manifest, icons and offline page, the website's own.
  await app.register(webAppRoutes);
  if (config.serveApps) await appRoutes(app, config, () => catalogueCacheOf(db));
  else app.setNotFoundHandler(async (request, reply) => reply.code(404).send({ message: `Not found: ${request.url.split('?')[0]}` }));
  return app;
}
