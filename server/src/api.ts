/**
 * The API under /s, in nested scopes whose hooks say what their routes need: the health check answers for any
 * host; every other route acts on one website; and, past the provider webhooks and the cart add (which check
 * what they need themselves), each route has the visitor's session resolved and XSRF enforced on every non-GET.
 */
import type { FastifyInstance } from 'fastify';
import { refuseNulCharacters } from './http/validate';
import { resolveVisitor } from './http/visitor';
import { requireXsrfToken, resolveWebsite } from './http/requestChecks';
import { openApiDocument, openApiPage } from './http/openapi';
import { accountPlugin } from './account/plugin';
import { authPlugin } from './auth/plugin';
import { cartAddRoute, cartPlugin } from './cart/plugin';
import { cataloguePlugin } from './catalogue/plugin';
import { deliveryPlugin } from './delivery/plugin';
import { healthRoutes } from './http/healthRoutes';
import { devRoutes } from './messaging/devRoutes';
import { ordersPlugin } from './orders/plugin';
import { paymentWebhookRoutes, paymentsPlugin } from './payments/plugin';
import { salesPlugin } from './sales/plugin';
import { sitesPlugin } from './sites/plugin';

export async function apiPlugin(app: FastifyInstance) {
  app.decorateRequest('website', null as never);
  app.decorateRequest('session', null);
  app.decorateRequest('user', null);
  app.addHook('preHandler', refuseNulCharacters);

  await openApiDocument(app);
  // Whatever the host, with no website or session: what a healthcheck asks.
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(websiteScope);
}

/** The routes that act on the website the request comes from. */
async function websiteScope(app: FastifyInstance) {
  app.addHook('onRequest', resolveWebsite);
  await openApiPage(app);
  // The providers' webhooks authenticate by their signatures: they carry no session, so no XSRF token.
  await app.register(paymentWebhookRoutes, { prefix: '/api' });
  // Adding to the cart reads the session in its own statement, and checks the XSRF token of its cookie's session.
  await app.register(cartAddRoute, { prefix: '/api' });
  await app.register(visitorScope);
}

/** The routes that act for the visitor's session: every non-GET must echo that session's XSRF token. */
async function visitorScope(app: FastifyInstance) {
  app.addHook('onRequest', resolveVisitor);
  app.addHook('onRequest', requireXsrfToken);

  // Unknown API paths pass this scope's hooks (website, session, XSRF) before answering 404.
  app.setNotFoundHandler(async (request, reply) => reply.code(404).send({ message: `No API at ${request.method} ${request.url.split('?')[0]}` }));

  const domains = [authPlugin, sitesPlugin, cataloguePlugin, deliveryPlugin, cartPlugin, ordersPlugin, paymentsPlugin, accountPlugin, salesPlugin];
  for (const domain of domains) await app.register(domain, { prefix: '/api' });
  // The outbox of sent codes and messages, for trying the shop and for tests; never in production.
  if (!app.config.production) await app.register(devRoutes, { prefix: '/api/dev' });
}
