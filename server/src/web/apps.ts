/**
 * Single-process mode: serves the shell at / and each remote under /{package}/ from their production builds,
 * with the runtime configuration (remote URLs, CDN base) injected into the shell's page, so moving a remote
 * needs no rebuild. Manifests, remote entries and the page are served no-cache; hashed chunks are immutable.
 * Files go out as the build's brotli/gzip copies; a page request is answered with the page drawn for it (./servedPage.ts),
 * or for a guest without a session the one drawn for any such guest (./pageCache.ts).
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  DEFAULT_ENVIRONMENT,
  ENVIRONMENT_META_NAME,
  REMOTE_NAMES,
  REMOTE_PACKAGES,
  RUNTIME_CONFIG_ELEMENT_ID,
  type RuntimeConfig,
  WEB_URL_HEADER,
} from '@storefront/shared/contracts';
import type { CatalogueCache } from '../catalogue/service';
import type { ServerConfig } from '../config';
import { storefrontCspFor } from '../http/securityHeaders';
import { injectedApi, type PageApi } from './pageApi';
import { createPageCache, type PageCache } from './pageCache';
import { createRemoteAssets, servedManifestFile } from './remoteAssets';
import { createPageSender, createServedPage } from './servedPage';
import { createShellRenderer } from './shellRenderer';

/** A build's content-hashed file name (8 hex digits, createAppConfig's hashDigestLength): never changes, so cached for good. */
export const HASHED_FILE = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg)$/;

/** A path that names a file (it has an extension); any other path is a page of the single-page app. */
export const looksLikeFile = (pathname: string) => /\.[a-z0-9]{2,5}$/i.test(pathname);
/** The build's precompressed copies (served in place of the file when the browser accepts them). */
const PRECOMPRESSED_SUFFIX = /\.(br|gz)$/;

export function setCacheHeaders(reply: FastifyReply, filePath: string) {
  const servedFor = filePath.replace(PRECOMPRESSED_SUFFIX, '');
  reply.header('cache-control', HASHED_FILE.test(servedFor) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

export function runtimeConfig(config: ServerConfig): RuntimeConfig {
  return { remotes: config.remotes, cdnBase: config.cdnBase, posthogKey: config.posthogKey, sentryDsn: config.sentryDsn };
}

/** The environment name the page's meta tag gives the error reporter. */
export function pageEnvironment(config: Pick<ServerConfig, 'production' | 'env'>): string {
  return config.production ? 'production' : config.env || DEFAULT_ENVIRONMENT;
}

/**
 * The shell's index.html with the runtime configuration and environment meta tag; re-read when the file changes,
 * or when `indexFile` leads to another file (a release switched under a `current` link).
 */
export function createShellPage(indexFile: string, runtime: RuntimeConfig, environment: string) {
  let cached: { key: string; html: string } | null = null;
  const json = JSON.stringify(runtime).replace(/</g, '\\u003c');
  const injection =
    `<meta name="${ENVIRONMENT_META_NAME}" content="${environment}">` +
    `<script id="${RUNTIME_CONFIG_ELEMENT_ID}" type="application/json">${json}</script>`;
  return (): string | null => {
    // One stat, following the link: another file (a switched release) has another inode.
    const stats = statSync(indexFile, { throwIfNoEntry: false });
    if (!stats) return null;
    const key = `${stats.ino}:${stats.mtimeMs}:${stats.size}`;
    if (cached?.key !== key) cached = { key, html: readFileSync(indexFile, 'utf8').replace('</head>', `${injection}</head>`) };
    return cached.html;
  };
}

/**
 * This process's own address, as the page renderer reaches the remotes it serves: where it listens (read when the
 * first page is drawn; a wildcard address is reached on loopback), else where it was configured to.
 */
export function internalOrigin(app: FastifyInstance, { host, port }: Pick<ServerConfig, 'host' | 'port'>): string {
  const listening = app.server.address();
  const address = listening && typeof listening === 'object' ? listening : { address: host, port };
  const reachable = ['0.0.0.0', '::', ''].includes(address.address) ? '127.0.0.1' : address.address;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${address.port}`;
}

/** Pages drawn once at start, so the remotes' server containers and screens are loaded before the first shopper's. */
const WARM_UP_PATHS = ['/', '/products'];

/**
 * Draws a few pages once, after the server listens (the renderer fetches the remotes' server containers over HTTP):
 * the first shoppers after a start are then not the ones whose pages wait for the remotes' code, or go without them.
 * `api` is where the pages' data comes from, asked here for a product to draw.
 */
export async function warmUpPages(app: FastifyInstance, api: PageApi, publicUrl: string): Promise<void> {
  const drawing = performance.now();
  try {
    const { host, origin } = new URL(publicUrl);
    const answer = await api('/api/products?per_page=1', { [WEB_URL_HEADER]: origin });
    const [first] = answer.status === 200 ? ((JSON.parse(answer.body) as { data?: { slug: string }[] }).data ?? []) : [];
    const paths = first ? [...WARM_UP_PATHS, `/products/${encodeURIComponent(first.slug)}`] : WARM_UP_PATHS;
    for (const path of paths) await app.inject({ method: 'GET', url: path, headers: { host } });
    app.log.info({ pages: paths.length, ms: Math.round(performance.now() - drawing) }, 'pages drawn once to load the remotes');
  } catch (err) {
    app.log.warn({ err }, 'page warm-up failed');
  }
}

/**
 * The guest page cache, when every build a page is drawn with is a file here: the shell's renderer and each remote's
 * browser manifest (the page's script hints) and server manifest (the renderer's container), whose changes it sees.
 * A remote served or drawn from elsewhere changes unseen: then every page is drawn for its request.
 */
function guestPageCache(app: FastifyInstance, config: ServerConfig, catalogue: CatalogueChanges, shellDist: string): PageCache | undefined {
  const buildFiles = [path.join(shellDist, 'server/renderer.js')];
  for (const name of REMOTE_NAMES) {
    const manifest = config.serverRemotes[name] ? null : servedManifestFile(config, config.remotes[name]);
    if (!manifest) {
      app.log.info({ remote: name }, 'a remote is served from elsewhere: guest pages are drawn for every request, not kept');
      return undefined;
    }
    buildFiles.push(manifest, path.join(path.dirname(manifest), 'server/mf-manifest.json'));
  }
  return createPageCache({ changes: catalogue, buildFiles });
}

/**
 * The catalogue cache whose change notifications empty the guest pages, when one runs. Handed in rather than imported:
 * the static servers import this file's helpers and must not load the database code.
 */
type CatalogueChanges = () => CatalogueCache | undefined;

export async function appRoutes(app: FastifyInstance, config: ServerConfig, catalogue: CatalogueChanges) {
  const shellDist = path.join(config.appsDir, 'shell/dist');
  const sendShell = createPageSender({
    template: createShellPage(path.join(shellDist, 'index.html'), runtimeConfig(config), pageEnvironment(config)),
    page: createServedPage({
      api: injectedApi(app),
      cdnBase: config.cdnBase,
      remoteAssets: createRemoteAssets(config, app.log),
      renderTree: createShellRenderer({
        rendererFile: path.join(shellDist, 'server/renderer.js'),
        internalOrigin: () => internalOrigin(app, config),
        serverRemotes: config.serverRemotes,
        log: app.log,
      }),
      runtime: runtimeConfig(config),
      environment: pageEnvironment(config),
    }),
    csp: storefrontCspFor(config),
    missingShell: 'The shop is not built yet: run `npm run build`.',
    cache: guestPageCache(app, config, catalogue, shellDist),
  });
  const remotePrefixes = REMOTE_NAMES.map((name) => `/${REMOTE_PACKAGES[name]}/`);

  app.get('/', async (request, reply) => sendShell(request, reply));
  app.get('/remotes.json', async (_request, reply) => reply.header('cache-control', 'no-cache').send(config.remotes));

  const staticOptions = { index: false as const, cacheControl: false, preCompressed: true, setHeaders: setCacheHeaders };
  for (const name of REMOTE_NAMES) {
    const dist = path.join(config.appsDir, REMOTE_PACKAGES[name], 'dist');
    await app.register(fastifyStatic, { root: dist, prefix: `/${REMOTE_PACKAGES[name]}/`, decorateReply: false, ...staticOptions });
  }
  // Every other GET that is not an API call, an image or a file is a page of the single-page app.
  const isPage = (request: FastifyRequest, pathname: string) =>
    (request.method === 'GET' || request.method === 'HEAD') &&
    !pathname.startsWith('/s/') &&
    !pathname.startsWith('/cdn/') &&
    !remotePrefixes.some((prefix) => pathname.startsWith(prefix)) &&
    !looksLikeFile(pathname);
  await app.register(async (shellFiles) => {
    // A page is answered before the shell's files are looked for it: @fastify/static would read the build folder's
    // listing (hundreds of files) for each encoding it tries before giving up on a path that names no file.
    shellFiles.addHook('onRequest', async (request, reply) => {
      if (isPage(request, request.url.split('?')[0])) return sendShell(request, reply);
    });
    await shellFiles.register(fastifyStatic, { root: shellDist, prefix: '/', ...staticOptions });
  });

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0];
    if (isPage(request, pathname)) return sendShell(request, reply);
    return reply.code(404).send({ message: `Not found: ${pathname}` });
  });
}
