/**
 * The pages drawn for guests, shared by every visitor without a session cookie. Such a visitor's page is the same
 * for all of them: the API reads no other cookie on a GET, so their init has no user, pincode or cart, their
 * catalogue answers no cart quantities or wishlist, and no call answers them with a cookie (a page that sets one is
 * not kept: ./servedPage.ts `shareable`). A visitor with a session cookie always gets a page drawn for them, even a
 * guest's (whose cart or pincode only the database knows), so nobody is given another visitor's data and no
 * Set-Cookie line is replayed.
 *
 * Keyed by the website's origin (protocol and host, which name the website and the page's absolute URLs), path and
 * query; the HTML is kept with its compressed copies. An entry is dropped when its website's catalogue, website row
 * (settings, theme), pages or, for a product page, sales changed since it was drawn (the catalogue cache's change
 * notifications, ../catalogue/cache.ts; nothing is kept while they are not heard), when the shell's page template or
 * a build changed (the renderer, a remote's manifests), and after PAGE_TTL_MS in any case.
 */
import { statSync } from 'node:fs';
import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { CatalogueCache } from '../catalogue/service';
import { SESSION_COOKIE } from '../http/sessionCookie';
import { PreparedPage } from './htmlCompression';

/** A few hundred pages of ~100 kB: the most visited ones of a shop. */
const MAX_BYTES = 128 * 1024 * 1024;
/** Bounds what no notification tells: a build the renderer took long to see, the year in the footer. */
export const PAGE_TTL_MS = 60_000;
/** How often the build files are looked at (a stat of each): a redeploy is seen within this. */
export const BUILD_CHECK_MS = 250;
/**
 * After a build changed, how long pages are not kept: the renderer looks at a remote's server manifest at most every
 * second and waits up to two for it (shell/src/server/serverRemotes.ts), drawing with the build it had meanwhile.
 */
export const BUILD_SETTLE_MS = 3_000;
/** Longer addresses are drawn every time (they are not the shop's own links, and would only crowd the cache). */
const MAX_URL_LENGTH = 2048;

const SESSION_COOKIE_SENT = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}=`);

interface Entry {
  page: PreparedPage;
  /** The shell's page template it was drawn in (./apps.ts createShellPage keeps one string while the file is unchanged). */
  template: string;
  builds: string;
  websiteId: number;
  readsSales: boolean;
  /** The catalogue cache's invalidation counter before the page's data was read. */
  stamp: number;
  at: number;
}

/** A page as the renderer (./servedPage.ts) draws it for one request: what this cache keeps when it is shareable. */
export interface RenderedPage {
  html: string;
  /** 404 when the path has no page or names no product (the app shows its not-found screen), else 200. */
  status: number;
  /** Set-Cookie lines the inlined API calls answered with (the browser would have received them from init). */
  setCookies: string[];
  /**
   * Set when the page is whole and nothing in it is the visitor's own (no user, pincode or cart; no cookie set): the
   * website it shows, and whether it carries an answer that depends on the website's sales. Null otherwise: a 404, an
   * API answer missing, the tree not drawn or a part of it left to the browser.
   */
  shareable: { websiteId: number; readsSales: boolean } | null;
}

/** A page kept for any guest (this request's own drawing too, when it may be shared), or one drawn for this request alone. */
export type PageForRequest = { kept: PreparedPage; drawn?: RenderedPage } | { kept: null; drawn: RenderedPage };

export interface PageCacheOptions {
  /** The running catalogue cache, whose change notifications empty this one; none: nothing is kept. */
  changes: () => CatalogueCache | undefined;
  /** The build files pages are drawn with (the renderer, the remotes' browser and server manifests). */
  buildFiles: readonly string[];
  maxBytes?: number;
  now?: () => number;
}

/** A signature of the build files (inode, time and size: a rewritten file or a switched release link), looked at now and then. */
function createBuildWatch(files: readonly string[], now: () => number) {
  let signature: string | null = null;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let changedAt = Number.NEGATIVE_INFINITY;
  return {
    current(): string {
      const time = now();
      if (signature === null || time - checkedAt >= BUILD_CHECK_MS) {
        const next = files
          .map((file) => {
            const stats = statSync(file, { throwIfNoEntry: false });
            return stats ? `${stats.ino}:${stats.mtimeMs}:${stats.size}` : '-';
          })
          .join('|');
        if (signature !== null && next !== signature) changedAt = time;
        signature = next;
        checkedAt = time;
      }
      return signature;
    },
    /** Whether a page whose drawing started at `at` was drawn with the builds now in place. */
    settled(at: number): boolean {
      return at >= changedAt + BUILD_SETTLE_MS;
    },
  };
}

export function createPageCache({ changes, buildFiles, maxBytes = MAX_BYTES, now = Date.now }: PageCacheOptions) {
  const builds = createBuildWatch(buildFiles, now);
  // The HTML (two bytes a character at most) and its compressed copies.
  const entries = new LRUCache<string, Entry>({ maxSize: maxBytes, sizeCalculation: (entry) => entry.page.html.length * 3 });
  /** Pages being drawn for a key: a guest asking meanwhile waits for it rather than drawing it again. */
  const drawing = new Map<string, Promise<PreparedPage | null>>();

  const current = (entry: Entry, template: string, catalogue: CatalogueCache) =>
    entry.template === template &&
    entry.builds === builds.current() &&
    now() - entry.at < PAGE_TTL_MS &&
    catalogue.isFresh(entry.websiteId, entry.stamp) &&
    (!entry.readsSales || catalogue.salesUnchanged(entry.websiteId, entry.stamp));

  /** Keeps a page drawn for `key` when any guest may have it and nothing it was drawn from changed meanwhile. */
  function keep(key: string, template: string, drawn: RenderedPage, stamp: number, buildsAtStart: string, at: number): PreparedPage | null {
    const catalogue = changes();
    if (!drawn.shareable || drawn.status !== 200 || !catalogue) return null;
    const entry: Entry = { page: new PreparedPage(drawn.html), template, builds: buildsAtStart, ...drawn.shareable, stamp, at };
    if (!builds.settled(at) || !current(entry, template, catalogue)) return null;
    entries.set(key, entry);
    return entry.page;
  }

  /** The page kept for `key`, drawn in this template and still current. */
  function kept(key: string, template: string): PreparedPage | undefined {
    const catalogue = changes();
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (catalogue && current(entry, template, catalogue)) return entry.page;
    entries.delete(key);
    return undefined;
  }

  return {
    /** The key of a page that may be shared: a GET of a visitor without a session cookie; null for any other. */
    keyOf(request: FastifyRequest): string | null {
      if (request.method !== 'GET' && request.method !== 'HEAD') return null;
      if (request.url.length > MAX_URL_LENGTH) return null;
      const cookie = request.headers.cookie;
      if (cookie && SESSION_COOKIE_SENT.test(cookie)) return null;
      return `${request.protocol}://${request.host}${request.url}`;
    },

    /**
     * The page of a request with a key: the one kept, or the one another request is drawing when it may be shared, or
     * else the one `draw` draws for this request (`kept` too when it may be shared).
     */
    async pageFor(key: string, template: string, draw: () => Promise<RenderedPage>): Promise<PageForRequest> {
      const found = kept(key, template);
      if (found) return { kept: found };
      const other = drawing.get(key);
      if (other && (await other.catch(() => null))) {
        const shared = kept(key, template);
        if (shared) return { kept: shared };
      }
      const catalogue = changes();
      if (!catalogue?.live) return { kept: null, drawn: await draw() };
      // Taken before the page's data is read: a change notified meanwhile makes the page stale at once.
      const stamp = catalogue.stamp();
      const buildsAtStart = builds.current();
      const at = now();
      const drawn = draw();
      const keeping = drawn.then((page) => keep(key, template, page, stamp, buildsAtStart, at));
      drawing.set(key, keeping);
      try {
        const page = await keeping;
        return page ? { kept: page } : { kept: null, drawn: await drawn };
      } finally {
        if (drawing.get(key) === keeping) drawing.delete(key);
      }
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
