/**
 * GET /robots.txt, /sitemap.xml and /sitemaps/{kind}-{n}.xml for the website of the request's origin, found as the
 * API finds it (src/http/websiteResolver.ts: x-web-url, else Origin, else this server as the request addressed
 * it, behind a trusted proxy the forwarded host). Registered in every process that answers the API, before the
 * single-process page fallback (./apps.ts), which would take these paths for missing files; the split topology's
 * proxy sends them to the API processes (src/deploy/proxy.ts). What they say is built in src/web/sitemaps.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../http/errors';
import { requestOrigin } from '../http/websiteResolver';
import { SITEMAP_MAX_URLS, SITEMAPS_PREFIX, parseSitemapFile, robotsTxt, sitemapIndexXml, sitemapXml } from './sitemaps';

/** Crawlers read these now and then; an hour in their caches is fresh enough for a catalogue. */
const CACHE_CONTROL = 'public, max-age=3600';
const XML = 'application/xml; charset=utf-8';

export interface SeoRouteOptions {
  /** URLs per child sitemap: SITEMAP_MAX_URLS (the protocol's limit) unless a test lowers it. */
  urlsPerFile?: number;
}

export async function seoRoutes(app: FastifyInstance, { urlsPerFile = SITEMAP_MAX_URLS }: SeoRouteOptions = {}) {
  const { db, websites } = app;
  const perFile = Math.min(Math.max(1, Math.floor(urlsPerFile)), SITEMAP_MAX_URLS);

  /** The website the request is for, and the origin its absolute URLs are written with. */
  async function siteOf(request: FastifyRequest) {
    const hostOrigin = `${request.protocol}://${request.host}`;
    const website = await websites.resolve(request.headers, hostOrigin);
    return { websiteId: website.id, origin: requestOrigin(request.headers, hostOrigin) };
  }

  app.get('/robots.txt', async (request, reply) => {
    const { origin } = await siteOf(request);
    return reply.type('text/plain; charset=utf-8').header('cache-control', CACHE_CONTROL).send(robotsTxt(origin));
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const { websiteId, origin } = await siteOf(request);
    const xml = await sitemapIndexXml(db, websiteId, origin, { urlsPerFile: perFile, log: request.log });
    return reply.type(XML).header('cache-control', CACHE_CONTROL).send(xml);
  });

  app.get<{ Params: { file: string } }>(`${SITEMAPS_PREFIX}:file`, async (request, reply) => {
    const file = parseSitemapFile(request.params.file);
    if (!file) throw notFound(`There is no sitemap at ${SITEMAPS_PREFIX}${request.params.file}`);
    const { websiteId, origin } = await siteOf(request);
    const xml = await sitemapXml(db, websiteId, origin, file.kind, file.number, { urlsPerFile: perFile, log: request.log });
    if (xml === null) throw notFound(`There is no sitemap at ${SITEMAPS_PREFIX}${request.params.file}`);
    return reply.type(XML).header('cache-control', CACHE_CONTROL).send(xml);
  });
}
