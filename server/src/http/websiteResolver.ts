/**
 * Every request is answered for one website, found by the origin in x-web-url. In development, and
 * for local origins, an unknown origin gets the default website so a fresh checkout works on any port.
 *
 * Lookups are cached until the database notifies a change of that website (src/catalogue/cache.ts; any change
 * for an unknown origin); without a live listener, for CACHE_TTL_MS. The origin cache holds the most recently
 * used CACHED_ORIGINS: anyone can send any origin, and each would otherwise be kept forever.
 */
import { eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { WEB_URL_HEADER } from '@storefront/shared/contracts';
import { catalogueCacheOf } from '../catalogue/service';
import type { Db } from '../db/client';
import { websiteDomains, websites } from '../db/schema';
import { HttpError, badRequest } from './errors';

export type WebsiteRow = typeof websites.$inferSelect;

const CACHE_TTL_MS = 30_000;
export const CACHED_ORIGINS = 1000;
/** An origin on this machine, as `URL.origin` writes one (lower-case host, no default port). */
const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

export const MESSAGE_WEB_URL_INVALID = 'x-web-url must be the http(s) address of the page the request comes from.';
const MESSAGE_HOST_INVALID = 'The Host of this request is not a valid host name.';

/**
 * The origins of the page addresses seen lately. Every API call names its page (x-web-url), and parsing that URL
 * on every call would be a noticeable share of answering a cached listing page (docs/performance.md).
 */
const parsedOrigins = new Map<string, string | null>();
const MAX_REMEMBERED_URL_LENGTH = 512;

/** The origin of an http(s) URL; null for anything else (javascript:, data: and file: URLs have the origin "null"). */
export function httpOrigin(value: string | string[] | undefined): string | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text) return null;
  if (text.length > MAX_REMEMBERED_URL_LENGTH) return parseHttpOrigin(text);
  let origin = parsedOrigins.get(text);
  if (origin === undefined) {
    origin = parseHttpOrigin(text);
    if (parsedOrigins.size >= CACHED_ORIGINS) parsedOrigins.clear();
    parsedOrigins.set(text, origin);
  }
  return origin;
}

function parseHttpOrigin(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The page origin a request is made for: x-web-url when sent (refused unless http(s)), else the browser's Origin
 * when it is a real one (sandboxed frames send "null"), else this server as the request addressed it.
 */
export function requestOrigin(headers: Record<string, string | string[] | undefined>, hostOrigin: string): string {
  const header = headers[WEB_URL_HEADER];
  if (header !== undefined && header !== '') {
    const sent = httpOrigin(header);
    if (!sent) throw badRequest(MESSAGE_WEB_URL_INVALID);
    return sent;
  }
  const origin = httpOrigin(headers.origin) ?? httpOrigin(hostOrigin);
  if (!origin) throw badRequest(MESSAGE_HOST_INVALID);
  return origin;
}

interface Lookup {
  website: WebsiteRow | null;
  at: number;
  /** The change counter before the query (CatalogueCache.stamp), or null when no listener was live. */
  stamp: number | null;
}

export function createWebsiteResolver(db: Db, { production }: { production: boolean }) {
  const cache = new LRUCache<string, Lookup>({ max: CACHED_ORIGINS });
  const cacheById = new LRUCache<number, Lookup>({ max: CACHED_ORIGINS });
  let defaultWebsite: Lookup | null = null;

  function current(lookup: Lookup | null | undefined): lookup is Lookup {
    if (!lookup) return false;
    const changes = catalogueCacheOf(db);
    if (lookup.stamp !== null && changes?.live) return changes.isFresh(lookup.website?.id ?? null, lookup.stamp);
    return Date.now() - lookup.at < CACHE_TTL_MS;
  }

  async function look(query: () => Promise<WebsiteRow | undefined>): Promise<Lookup> {
    const changes = catalogueCacheOf(db);
    const stamp = changes?.live ? changes.stamp() : null;
    return { website: (await query()) ?? null, at: Date.now(), stamp };
  }

  async function byOrigin(origin: string): Promise<WebsiteRow | null> {
    const hit = cache.get(origin);
    if (current(hit)) return hit.website;
    const lookup = await look(async () => {
      const [row] = await db
        .select({ website: websites })
        .from(websiteDomains)
        .innerJoin(websites, eq(websites.id, websiteDomains.websiteId))
        .where(eq(websiteDomains.origin, origin))
        .limit(1);
      return row?.website;
    });
    cache.set(origin, lookup);
    return lookup.website;
  }

  async function fallback(): Promise<WebsiteRow | null> {
    if (current(defaultWebsite)) return defaultWebsite.website;
    defaultWebsite = await look(async () => (await db.select().from(websites).where(eq(websites.isDefault, true)).limit(1))[0]);
    return defaultWebsite.website;
  }

  return {
    async resolve(headers: Record<string, string | string[] | undefined>, hostOrigin: string): Promise<WebsiteRow> {
      const origin = requestOrigin(headers, hostOrigin);
      const website = await byOrigin(origin);
      if (website) return website;
      if (!production || LOCAL_ORIGIN.test(origin)) {
        const fallbackWebsite = await fallback();
        if (fallbackWebsite) return fallbackWebsite;
      }
      throw new HttpError(404, `No shop is configured for ${origin}`);
    },
    /** A website by id (a superadmin's chosen website), cached like origins. */
    async byId(id: number): Promise<WebsiteRow | null> {
      const hit = cacheById.get(id);
      if (current(hit)) return hit.website;
      const lookup = await look(async () => (await db.select().from(websites).where(eq(websites.id, id)).limit(1))[0]);
      cacheById.set(id, lookup);
      return lookup.website;
    },
    /** How many origins are held in memory now. */
    cachedOrigins: () => cache.size,
    clear() {
      cache.clear();
      cacheById.clear();
      defaultWebsite = null;
    },
  };
}
export type WebsiteResolver = ReturnType<typeof createWebsiteResolver>;
