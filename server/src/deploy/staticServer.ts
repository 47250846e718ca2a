/**
 * One app's static server, for a deployment where every app has its own origin (docker compose, `npm run
 * start:split`): serves the app's build with the same precompressed copies and cache rules as single-process mode,
 * CORS for the shop's origin, and for the shell the page itself with the runtime configuration injected.
 *
 * `root` is either a build folder, or a folder of releases with a `current` link to the live one
 * (scripts/redeploy.mjs switches the link): every request follows the link, so a redeploy needs no restart, and a
 * hashed chunk the live release lacks is looked up in the older releases, for pages opened before the switch.
 */
import { existsSync, readdirSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { RuntimeConfig } from '@storefront/shared/contracts';
import { registerSecurityHeaders } from '../http/securityHeaders';
import { createShellPage, HASHED_FILE, looksLikeFile, setCacheHeaders } from '../web/apps';
import { sendCompressed } from '../web/htmlCompression';

export const CURRENT_RELEASE_LINK = 'current';
export const RELEASES_FOLDER = 'releases';

export interface StaticServerOptions {
  /** `shell` or a remote's package name (`mfe-catalog`, …) */
  app: string;
  root: string;
  /** Origins allowed to read this app's files from script (the shop's public origin); `*` for any. */
  corsOrigins: string[];
  /** The shell only: what its page carries, and its Content-Security-Policy for a version of the page. */
  shell?: { runtime: RuntimeConfig; environment: string; csp: (html: string) => string };
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
    .filter((release) => release !== live && statSync(release).isDirectory())
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

export async function buildStaticServer(options: StaticServerOptions): Promise<FastifyInstance> {
  const { app: appName, root, corsOrigins, shell } = options;
  const app = Fastify({ logger: { level: options.logLevel ?? 'info' } });
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

  // createShellPage follows the link on every call, so a switched release's page is served at once.
  const shellPage = shell && createShellPage(path.join(livePath(root), 'index.html'), shell.runtime, shell.environment);
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const html = shellPage?.();
    if (!html || !shell) return reply.code(503).type('text/plain').send('The shell is not deployed here yet.');
    reply.header('cache-control', 'no-cache').header('content-security-policy', shell.csp(html)).type('text/html; charset=utf-8');
    return sendCompressed(request, reply, html);
  };
  if (shell) app.get('/remotes.json', async (_request, reply) => reply.header('cache-control', 'no-cache').send(shell.runtime.remotes));

  app.get('/*', async (request, reply) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(request.url.split('?')[0]);
    } catch {
      return reply.code(400).send({ message: 'Malformed path' });
    }
    if (shell && (pathname === '/' || !looksLikeFile(pathname))) return sendPage(request, reply);
    const relative = pathname.replace(/^\/+/, '');
    const folder = relative && !relative.split('/').includes('..') ? locate(root, relative) : null;
    if (!folder) return reply.code(404).send({ message: `Not found: ${pathname}` });
    return reply.sendFile(relative, folder);
  });
  return app;
}
