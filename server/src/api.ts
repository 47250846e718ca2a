/** The API under /s: website and session resolved for every request, XSRF enforced on every non-GET. */
import type { FastifyInstance } from 'fastify';
import { XSRF_COOKIE, XSRF_HEADER } from '@storefront/shared/contracts';
import type { AppContext } from './context';
import { forbidden } from './http/errors';
import { refuseNulCharacters } from './http/validate';
import { sessionIdOf } from './http/sessions';
import { resolveVisitor } from './http/visitor';
import { XSRF_REFUSED, verifyXsrfToken } from './http/xsrf';
import { openApiDocs } from './http/openapi';
import { addressRoutes } from './routes/addresses';
import { authRoutes } from './routes/auth';
import { cartRoutes } from './routes/cart';
import { catalogueRoutes } from './routes/catalogue';
import { cookieRoutes } from './routes/cookie';
import { couponRoutes } from './routes/coupons';
import { devRoutes } from './routes/dev';
import { formRoutes } from './routes/forms';
import { healthRoutes } from './routes/health';
import { initRoutes } from './routes/init';
import { orderRoutes } from './routes/orders';
import { pageRoutes } from './routes/pages';
import { paymentRoutes } from './routes/payments';
import { pincodeRoutes } from './routes/pincode';
import { productRoutes } from './routes/products';
import { salesRoutes } from './routes/sales';
import { userRoutes } from './routes/user';
import { websiteRoutes } from './routes/websites';
import { wishlistRoutes } from './routes/wishlist';

export async function apiPlugin(app: FastifyInstance, ctx: AppContext) {
  app.decorateRequest('website', null as never);
  app.decorateRequest('session', null);
  app.decorateRequest('user', null);

  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.anyWebsite === true) return;
    const hostOrigin = `${request.protocol}://${request.host}`;
    request.website = await ctx.websites.resolve(request.headers, hostOrigin);
    const sessionInHandler = request.routeOptions.config.sessionInHandler === true;
    if (!sessionInHandler) await resolveVisitor(ctx, request);
    // Routes that authenticate by other means (provider webhooks: their signatures) opt out with `skipXsrf`.
    const skipXsrf = request.routeOptions.config.skipXsrf === true;
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS' && !skipXsrf) {
      // A route that reads the session itself checks the token against the session its cookie names, and refuses
      // that session when it turns out not to be live.
      const sessionId = sessionInHandler ? sessionIdOf(request) : (request.session?.id ?? null);
      const header = request.headers[XSRF_HEADER.toLowerCase()];
      const valid =
        sessionId !== null && verifyXsrfToken(ctx.signingSecret, sessionId, request.cookies[XSRF_COOKIE], Array.isArray(header) ? header[0] : header);
      if (!valid) throw forbidden(XSRF_REFUSED);
    }
  });

  app.addHook('preHandler', refuseNulCharacters);

  // Unknown API paths still pass the hooks above (website, session, XSRF) before answering 404.
  app.setNotFoundHandler(async (request, reply) => reply.code(404).send({ message: `No API at ${request.method} ${request.url.split('?')[0]}` }));

  await openApiDocs(app);
  const routeModules = [
    healthRoutes,
    cookieRoutes,
    initRoutes,
    productRoutes,
    catalogueRoutes,
    pageRoutes,
    formRoutes,
    pincodeRoutes,
    cartRoutes,
    couponRoutes,
    orderRoutes,
    paymentRoutes,
    authRoutes,
    userRoutes,
    addressRoutes,
    wishlistRoutes,
    salesRoutes,
    websiteRoutes,
  ];
  for (const routes of routeModules) await app.register(async (api) => routes(api, ctx), { prefix: '/api' });
  // The outbox of sent codes and messages, for trying the shop and for tests; never in production.
  if (!ctx.config.production) await app.register(async (api) => devRoutes(api, ctx), { prefix: '/api/dev' });
}
