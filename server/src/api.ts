/** The API under /s: website and session resolved for every request, XSRF enforced on every non-GET. */
import type { FastifyInstance } from 'fastify';
import { XSRF_COOKIE, XSRF_HEADER } from '@storefront/shared/contracts';
import type { AppContext } from './context';
import { forbidden } from './http/errors';
import { verifyXsrfToken } from './http/xsrf';
import { cookieRoutes } from './routes/cookie';
import { initRoutes } from './routes/init';
import { pageRoutes } from './routes/pages';
import { productRoutes } from './routes/products';

export const XSRF_REFUSED = 'Your session has expired or the request was not sent by the shop. Please reload the page and try again.';

export async function apiPlugin(app: FastifyInstance, ctx: AppContext) {
  app.decorateRequest('website', null as never);
  app.decorateRequest('session', null);

  app.addHook('onRequest', async (request) => {
    const hostOrigin = `${request.protocol}://${request.host}`;
    request.website = await ctx.websites.resolve(request.headers, hostOrigin);
    request.session = await ctx.sessions.load(request, request.website.id);
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS') {
      const header = request.headers[XSRF_HEADER.toLowerCase()];
      const valid =
        request.session !== null &&
        verifyXsrfToken(ctx.signingSecret, request.session.id, request.cookies[XSRF_COOKIE], Array.isArray(header) ? header[0] : header);
      if (!valid) throw forbidden(XSRF_REFUSED);
    }
  });

  // Unknown API paths still pass the hooks above (website, session, XSRF) before answering 404.
  app.setNotFoundHandler(async (request, reply) => reply.code(404).send({ message: `No API at ${request.method} ${request.url.split('?')[0]}` }));

  await app.register(async (api) => cookieRoutes(api, ctx), { prefix: '/api' });
  await app.register(async (api) => initRoutes(api, ctx), { prefix: '/api' });
  await app.register(async (api) => productRoutes(api, ctx), { prefix: '/api' });
  await app.register(async (api) => pageRoutes(api, ctx), { prefix: '/api' });
}
