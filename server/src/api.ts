/** The API under /s: website and session resolved for every request, XSRF enforced on every non-GET. */
import type { FastifyInstance } from 'fastify';
import { XSRF_COOKIE, XSRF_HEADER } from '@storefront/shared/contracts';
import { forbidden } from './http/errors';
import { refuseNulCharacters } from './http/validate';
import { sessionIdOf } from './http/sessions';
import { resolveVisitor } from './http/visitor';
import { XSRF_REFUSED, verifyXsrfToken } from './http/xsrf';
import { openApiDocs } from './http/openapi';
import { accountPlugin } from './account/plugin';
import { authPlugin } from './auth/plugin';
import { cartPlugin } from './cart/plugin';
import { cataloguePlugin } from './catalogue/plugin';
import { deliveryPlugin } from './delivery/plugin';
import { healthRoutes } from './http/healthRoutes';
import { devRoutes } from './messaging/devRoutes';
import { ordersPlugin } from './orders/plugin';
import { paymentsPlugin } from './payments/plugin';
import { salesPlugin } from './sales/plugin';
import { sitesPlugin } from './sites/plugin';

export async function apiPlugin(app: FastifyInstance) {
  app.decorateRequest('website', null as never);
  app.decorateRequest('session', null);
  app.decorateRequest('user', null);

  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.anyWebsite === true) return;
    const hostOrigin = `${request.protocol}://${request.host}`;
    request.website = await app.websites.resolve(request.headers, hostOrigin);
    const sessionInHandler = request.routeOptions.config.sessionInHandler === true;
    if (!sessionInHandler) await resolveVisitor(request);
    // Routes that authenticate by other means (provider webhooks: their signatures) opt out with `skipXsrf`.
    const skipXsrf = request.routeOptions.config.skipXsrf === true;
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS' && !skipXsrf) {
      // A route that reads the session itself checks the token against the session its cookie names, and refuses
      // that session when it turns out not to be live.
      const sessionId = sessionInHandler ? sessionIdOf(request) : (request.session?.id ?? null);
      const header = request.headers[XSRF_HEADER.toLowerCase()];
      const valid =
        sessionId !== null && verifyXsrfToken(app.signingSecret, sessionId, request.cookies[XSRF_COOKIE], Array.isArray(header) ? header[0] : header);
      if (!valid) throw forbidden(XSRF_REFUSED);
    }
  });

  app.addHook('preHandler', refuseNulCharacters);

  // Unknown API paths still pass the hooks above (website, session, XSRF) before answering 404.
  app.setNotFoundHandler(async (request, reply) => reply.code(404).send({ message: `No API at ${request.method} ${request.url.split('?')[0]}` }));

  await openApiDocs(app);
  const domains = [
    healthRoutes,
    authPlugin,
    sitesPlugin,
    cataloguePlugin,
    deliveryPlugin,
    cartPlugin,
    ordersPlugin,
    paymentsPlugin,
    accountPlugin,
    salesPlugin,
  ];
  for (const domain of domains) await app.register(domain, { prefix: '/api' });
  // The outbox of sent codes and messages, for trying the shop and for tests; never in production.
  if (!app.config.production) await app.register(devRoutes, { prefix: '/api/dev' });
}
