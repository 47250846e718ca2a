/**
 * The website of the request's origin as an installable web app: its manifest, icons and offline page (./webApp.ts),
 * the website found as robots.txt finds it (./seo.ts). Registered in every process that answers the API, before the
 * single-process page fallback; the split topology's proxy sends `/s/` to the API processes. The manifest and the
 * offline page are asked for again on every use (`no-cache`), so a new name or theme reaches installed apps.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { OFFLINE_PAGE_PATH, WEB_APP_ICON_SIZES, WEB_APP_MANIFEST_PATH, webAppIconPath } from '@storefront/shared/contracts';
import { cachedRaster } from '../cdn/raster';
import { iconCacheKey, offlinePageHtml, webAppIconSvg, webAppManifest } from './webApp';

/** A day: an icon changes only with the site's name or colours. */
const ICON_CACHE_CONTROL = 'public, max-age=86400';

export async function webAppRoutes(app: FastifyInstance) {
  const websiteOf = (request: FastifyRequest) => app.websites.resolve(request.headers, `${request.protocol}://${request.host}`);

  app.get(WEB_APP_MANIFEST_PATH, async (request, reply) => {
    const manifest = webAppManifest(await websiteOf(request));
    return reply.header('cache-control', 'no-cache').type('application/manifest+json').send(JSON.stringify(manifest));
  });

  app.get(OFFLINE_PAGE_PATH, async (request, reply) => {
    const html = offlinePageHtml(await websiteOf(request));
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });

  for (const size of WEB_APP_ICON_SIZES) {
    for (const purpose of ['any', 'maskable'] as const) {
      app.get(webAppIconPath(purpose, size), async (request, reply) => {
        const svg = webAppIconSvg(await websiteOf(request), purpose, size);
        const { bytes } = await cachedRaster(iconCacheKey(svg), svg, 'png');
        return reply.header('cache-control', ICON_CACHE_CONTROL).type('image/png').send(bytes);
      });
    }
  }
}
