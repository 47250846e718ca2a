/**
 * The other processes of a split deployment, from the server's build:
 *   node server/dist/deploy/main.js static   one app's static server (APP, APP_ROOT, CORS_ORIGIN, RELEASES_DIR,
 *                                            RELEASES_KEPT; the shell also reads API_URLS, where it reads the
 *                                            pages' data, REMOTES_JSON / REMOTE_*_URL, CDN_BASE, POSTHOG_KEY,
 *                                            SENTRY_DSN, TRUST_PROXY)
 *   node server/dist/deploy/main.js proxy    the public origin (SHELL_URL, API_URLS: comma-separated)
 * Both listen on PORT and HOST like the API, and stop cleanly on SIGINT / SIGTERM.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { loadConfig } from '../config';
import { warmUpPages } from '../web/apps';
import { httpApi } from '../web/pageApi';
import { buildProxy } from './proxy';
import { appFolder, deployBuild, entryHash, pruneReleases } from './releases';
import { buildStaticServer } from './staticServer';

const list = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const staticEnv = z.object({
  APP: z.string().regex(/^(shell|mfe-[a-z-]+)$/, 'APP must be shell or a remote package name such as mfe-catalog'),
  APP_ROOT: z.string().min(1),
  CORS_ORIGIN: z.string().default('*'),
  // A folder that outlives the process (a volume): APP_ROOT is deployed there as a release at start, and the older
  // releases' hashed chunks stay served for pages opened before this build went live.
  RELEASES_DIR: z.string().min(1).optional(),
  RELEASES_KEPT: z.coerce.number().int('RELEASES_KEPT must be a whole number').min(1, 'RELEASES_KEPT must be 1 or more').default(3),
});
const shellEnv = z.object({ API_URLS: z.string().min(1, 'the API processes the shell reads the pages’ data from, comma-separated') });
const proxyEnv = z.object({ SHELL_URL: z.string().url(), API_URLS: z.string().min(1) });

function parse<T extends z.ZodTypeAny>(schema: T, env: NodeJS.ProcessEnv): z.infer<T> {
  const parsed = schema.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid environment: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return parsed.data;
}

/** Makes the image's build the live release in `releasesDir` and keeps the `kept` newest older ones. */
function deployAtStart(releasesDir: string, app: string, build: string, kept: number): string {
  deployBuild(releasesDir, app, build, entryHash(build, app));
  pruneReleases(releasesDir, app, kept);
  return appFolder(releasesDir, app);
}

async function main(role: string | undefined) {
  const config = loadConfig();
  let app: FastifyInstance;
  let afterListen: () => Promise<void> = async () => undefined;
  if (role === 'static') {
    const env = parse(staticEnv, process.env);
    const root = env.RELEASES_DIR
      ? deployAtStart(path.resolve(env.RELEASES_DIR), env.APP, path.resolve(env.APP_ROOT), env.RELEASES_KEPT)
      : path.resolve(env.APP_ROOT);
    const apiUrls = env.APP === 'shell' ? list(parse(shellEnv, process.env).API_URLS) : [];
    app = await buildStaticServer({
      app: env.APP,
      root,
      corsOrigins: list(env.CORS_ORIGIN),
      shell: env.APP === 'shell' ? { config, apiUrls } : undefined,
      logLevel: config.logLevel,
    });
    if (env.APP === 'shell') afterListen = () => warmUpPages(app, httpApi(apiUrls), config.publicUrl ?? `http://localhost:${config.port}`);
  } else if (role === 'proxy') {
    const env = parse(proxyEnv, process.env);
    app = await buildProxy({ shellUrl: env.SHELL_URL, apiUrls: list(env.API_URLS), logLevel: config.logLevel, trustProxy: config.trustProxy });
  } else {
    throw new Error('Usage: node server/dist/deploy/main.js static|proxy');
  }
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  await app.listen({ port: config.port, host: config.host });
  await afterListen();
}

main(process.argv[2]).catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
