/**
 * One app's static server, for a deployment where every app has its own origin (docker compose, `npm run
 * start:split`): serves the app's build with the same precompressed copies and cache rules as single-process mode,
 * CORS for the shop's origin, and for the shell the page itself: drawn on the server as in single-process mode
 * (../web/servedPage.ts), from data read from the API processes over HTTP and the remotes' server containers.
 *
 * `root` is either a build folder, or a folder of releases with a `current` link to the live one
 * (./releases.ts; scripts/redeploy.mjs and the images' start switch the link): every request follows the link, so a redeploy needs no restart, and a
 * hashed chunk the live release lacks is looked up in the older releases, for pages opened before the switch.
 *
 * The shell's pages are drawn for every request, guests' too (single-process mode keeps guests' pages:
 * ../web/pageCache.ts): this process has no database, so it hears none of the change notifications that tell when a
 * kept page is stale, and the remotes' builds are on other origins, seen over HTTP now and then. A kept page could show
 * a changed price, or a build the browser no longer loads, for as long as it was kept. It keeps nothing, so more
 * copies of it serve more pages.
 */
import { existsSync, readdirSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import { registerSecurityHeaders, storefrontCspFor } from '../http/securityHeaders';
import { createShellPage, HASHED_FILE, internalOrigin, looksLikeFile, pageEnvironment, runtimeConfig, setCacheHeaders } from '../web/apps';
import { httpApi, type PageApi } from '../web/pageApi';
import { createRemoteAssets } from '../web/remoteAssets';
import { createPageSender, createServedPage } from '../web/servedPage';
import { createShellRenderer } from '../web/shellRenderer';
import { CURRENT_RELEASE_LINK, RELEASES_FOLDER } from './releases';

export interface StaticServerOptions {
  /** `shell` or a remote's package name (`mfe-catalog`, …) */
  app: string;
  root: string;
  /** Origins allowed to read this app's files from script (the shop's public origin); `*` for any. */
  corsOrigins: string[];
  /**
   * The shell only: the shop's configuration (runtime configuration, CDN, Content-Security-Policy, proxies trusted to
   * state the shopper's address) and the API processes the page's data is read from.
   */
  shell?: { config: ServerConfig; apiUrls: string[] };
  logLevel?: string;
}

/** Where the live release is: the `current` link (not followed: a switch of its target is seen through it), or `root` itself. */
const livePath = (root: string) => (existsSync(path.join(root, CURRENT_RELEASE_LINK)) ? path.join(root, CURRENT_RELEASE_LINK) : root);

/** The folder the live release is served from, now: `root/current`'s target, or `root` itself. */
function liveFolder(root: string): string {
  const live = livePath(root);
  return live === root ? root : realpathSync(live);
}

/** Every release folder but the live one, newest first (by modification time). */
function olderReleases(root: string, live: string): string[] {
  const folder = path.join(root, RELEASES_FOLDER);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .map((name) => path.join(folder, name))
    .filter((release) => release !== live && !release.endsWith('.partial') && statSync(release).isDirectory())
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
}

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

/** Where a requested file is: the live release, or for a hashed chunk an older one; null when nowhere. */
function locate(root: string, relative: string): string | null {
  const live = liveFolder(root);
  if (isFile(path.join(live, relative))) return live;
  if (!HASHED_FILE.test(relative)) return null;
  return olderReleases(root, live).find((release) => isFile(path.join(release, relative))) ?? null;
}

function createShellPageSender(app: FastifyInstance, release: string, config: ServerConfig, api: PageApi) {
  const runtime = runtimeConfig(config);
  return createPageSender({
    template: createShellPage(path.join(release, 'index.html'), runtime, pageEnvironment(config)),
    page: createServedPage({
      api,
      cdnBase: config.cdnBase,
      remoteAssets: createRemoteAssets(config, app.log),
      renderTree: createShellRenderer({
        rendererFile: path.join(release, 'server/renderer.js'),
        internalOrigin: () => internalOrigin(app, config),
        serverRemotes: config.serverRemotes,
        log: app.log,
      }),
      runtime,
      environment: pageEnvironment(config),
    }),
    csp: storefrontCspFor(config),
    missingShell: 'The shell is not deployed here yet.',
  });
}

export async function buildStaticServer(options: StaticServerOptions): Promise<FastifyInstance> {
  const { app: appName, root, corsOrigins, shell } = options;
  // The shell's page is made for the shopper's host and address, which the proxy in front states.
  const app = Fastify({ logger: { level: options.logLevel ?? 'info' }, trustProxy: shell?.config.trustProxy ?? false });
  await registerSecurityHeaders(app);
  await app.register(fastifyStatic, {
    root,
    serve: false,
    index: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders: setCacheHeaders,
  });

  const allowAny = corsOrigins.includes('*');
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (origin && (allowAny || corsOrigins.includes(origin))) reply.header('access-control-allow-origin', allowAny ? '*' : origin);
    reply.header('vary', 'origin');
  });

  // The container's healthcheck: this server answers and the live release has the app's entry file.
  const entryFile = shell ? 'index.html' : 'remoteEntry.js';
  app.get('/healthz', async (_request, reply) => {
    const healthy = isFile(path.join(liveFolder(root), entryFile));
    return reply
      .code(healthy ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ app: appName, status: healthy ? 'ok' : 'unavailable' });
  });

  // createShellPage and the renderer follow the link on every call, so a switched release's page is served at once.
  const sendPage = shell && createShellPageSender(app, livePath(root), shell.config, httpApi(shell.apiUrls));
  if (shell) app.get('/remotes.json', async (_request, reply) => reply.header('cache-control', 'no-cache').send(shell.config.remotes));

  app.get('/*', async (request, reply) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(request.url.split('?')[0]);
    } catch {
      return reply.code(400).send({ message: 'Malformed path' });
    }
    if (sendPage && (pathname === '/' || !looksLikeFile(pathname))) return sendPage(request, reply);
    const relative = pathname.replace(/^\/+/, '');
    const folder = relative && !relative.split('/').includes('..') ? locate(root, relative) : null;
    if (!folder) return reply.code(404).send({ message: `Not found: ${pathname}` });
    return reply.sendFile(relative, folder);
  });
  return app;
}
