/**
 * What a remote's first render loads, read from its mf-manifest.json: the remote entry and the synchronous chunks
 * of its `./routes` expose, and the chunk of each screen that loads on demand (named after the screen, e.g.
 * `ProductDetail.<hash>.js`: the remote names it so with webpackChunkName). A remote served by this process is read from disk (re-read when the file changes);
 * one on another host is fetched in the background and kept for a while.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { REMOTE_NAMES, REMOTE_PACKAGES, type RemoteName } from '@storefront/shared/contracts';
import type { ServerConfig } from '../config';

export interface RemoteAssets {
  /** remoteEntry.js and the `./routes` chunks, empty until the manifest could be read. */
  scripts: string[];
  /** A screen's own chunk, by screen name, for the screens loaded on demand. */
  screens: Record<string, string>;
}

interface Manifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { name?: string; path?: string; assets?: { js?: { sync?: string[]; async?: string[] } } }[];
}

const ROUTES_EXPOSE = './routes';
const REMOTE_MANIFEST_TTL_MS = 60_000;
const REMOTE_MANIFEST_TIMEOUT_MS = 3_000;
// Resolves relative manifest URLs without an origin; stripped again from the results.
const NO_ORIGIN = 'http://no-origin.invalid';

const NONE: RemoteAssets = { scripts: [], screens: {} };

const isAbsolute = (url: string) => /^([a-z][a-z0-9+.-]*:)?\/\//i.test(url);

/** A screen's chunk as webpack names it: `[name].[contenthash].js`. */
const SCREEN_CHUNK = /^([A-Z][A-Za-z]*)\.[0-9a-f]{8,}\.js$/;

/** The entry and `./routes` chunk URLs of a manifest found at `manifestUrl`, and its screens' own chunks. */
export function assetsOf(manifest: Manifest, manifestUrl: string): RemoteAssets {
  const meta = manifest.metaData ?? {};
  const publicPath = meta.publicPath && meta.publicPath !== 'auto' ? meta.publicPath : '.';
  const base = new URL(publicPath.endsWith('/') || publicPath === '.' ? publicPath : `${publicPath}/`, new URL(manifestUrl, NO_ORIGIN));
  const resolve = (file: string) => {
    const url = new URL(file, base).href;
    return url.startsWith(NO_ORIGIN) ? url.slice(NO_ORIGIN.length) : url;
  };
  const entry = meta.remoteEntry?.name ? [resolve(`${meta.remoteEntry.path ?? ''}${meta.remoteEntry.path ? '/' : ''}${meta.remoteEntry.name}`)] : [];
  const routes = manifest.exposes?.find((expose) => expose.path === ROUTES_EXPOSE || `./${expose.name}` === ROUTES_EXPOSE);
  const screens: Record<string, string> = {};
  for (const file of routes?.assets?.js?.async ?? []) {
    const screen = SCREEN_CHUNK.exec(file)?.[1];
    if (screen) screens[screen] = resolve(file);
  }
  return { scripts: [...entry, ...(routes?.assets?.js?.sync ?? []).map(resolve)], screens };
}

/** The dist file of a manifest this process serves (`/mfe-…/mf-manifest.json`), or null. */
export function servedManifestFile(config: Pick<ServerConfig, 'serveApps' | 'appsDir'>, manifestUrl: string): string | null {
  if (isAbsolute(manifestUrl)) return null;
  const pathname = new URL(manifestUrl, NO_ORIGIN).pathname;
  const owner = REMOTE_NAMES.map((name) => REMOTE_PACKAGES[name]).find((pkg) => pathname.startsWith(`/${pkg}/`));
  if (!owner || !config.serveApps) return null;
  return path.join(config.appsDir, owner, 'dist', pathname.slice(owner.length + 2));
}

export function createRemoteAssets(config: ServerConfig, log: FastifyBaseLogger) {
  const files = new Map<RemoteName, { mtimeMs: number; assets: RemoteAssets }>();
  const fetched = new Map<string, { at: number; assets: RemoteAssets; pending: boolean }>();

  function fromDisk(name: RemoteName, file: string, manifestUrl: string): RemoteAssets {
    if (!existsSync(file)) return NONE;
    const { mtimeMs } = statSync(file);
    const cached = files.get(name);
    if (cached?.mtimeMs === mtimeMs) return cached.assets;
    let assets = NONE;
    try {
      assets = assetsOf(JSON.parse(readFileSync(file, 'utf8')), manifestUrl);
    } catch (err) {
      log.warn({ err, file }, 'could not read a remote manifest for the preload hints');
    }
    files.set(name, { mtimeMs, assets });
    return assets;
  }

  function fromNetwork(manifestUrl: string): RemoteAssets {
    const cached = fetched.get(manifestUrl);
    if (cached && (cached.pending || Date.now() - cached.at < REMOTE_MANIFEST_TTL_MS)) return cached.assets;
    const entry = { at: Date.now(), assets: cached?.assets ?? NONE, pending: true };
    fetched.set(manifestUrl, entry);
    fetch(manifestUrl, { signal: AbortSignal.timeout(REMOTE_MANIFEST_TIMEOUT_MS) })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        entry.assets = assetsOf((await response.json()) as Manifest, manifestUrl);
      })
      .catch((err) => log.warn({ err, manifestUrl }, 'could not fetch a remote manifest for the preload hints'))
      .finally(() => {
        entry.at = Date.now();
        entry.pending = false;
      });
    return entry.assets;
  }

  return (name: RemoteName): RemoteAssets => {
    const manifest = config.remotes[name];
    const file = servedManifestFile(config, manifest);
    if (file) return fromDisk(name, file, manifest);
    return isAbsolute(manifest) ? fromNetwork(new URL(manifest, 'https://protocol-relative.invalid').href) : NONE;
  };
}
