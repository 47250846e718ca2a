/**
 * Every request is answered for one website, found by the origin in x-web-url (spec §7). In development, and
 * for local origins, an unknown origin gets the default website so a fresh checkout works on any port.
 */
import { eq } from 'drizzle-orm';
import { WEB_URL_HEADER } from '@storefront/shared/contracts';
import type { Db } from '../db/client';
import { websiteDomains, websites } from '../db/schema';
import { HttpError } from './errors';

export type WebsiteRow = typeof websites.$inferSelect;

const CACHE_TTL_MS = 30_000;
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

export function createWebsiteResolver(db: Db, { production }: { production: boolean }) {
  const cache = new Map<string, { website: WebsiteRow | null; at: number }>();
  const cacheById = new Map<number, { website: WebsiteRow | null; at: number }>();
  let defaultWebsite: { website: WebsiteRow | null; at: number } | null = null;

  async function byOrigin(origin: string): Promise<WebsiteRow | null> {
    const hit = cache.get(origin);
    if (hit && Date.now() - hit.at < CACHE_TTL_MS) return hit.website;
    const [row] = await db
      .select({ website: websites })
      .from(websiteDomains)
      .innerJoin(websites, eq(websites.id, websiteDomains.websiteId))
      .where(eq(websiteDomains.origin, origin))
      .limit(1);
    const website = row?.website ?? null;
    cache.set(origin, { website, at: Date.now() });
    return website;
  }

  async function fallback(): Promise<WebsiteRow | null> {
    if (defaultWebsite && Date.now() - defaultWebsite.at < CACHE_TTL_MS) return defaultWebsite.website;
    const [website] = await db.select().from(websites).where(eq(websites.isDefault, true)).limit(1);
    defaultWebsite = { website: website ?? null, at: Date.now() };
    return defaultWebsite.website;
  }

  return {
    async resolve(headers: Record<string, string | string[] | undefined>, hostOrigin: string): Promise<WebsiteRow> {
      const header = headers[WEB_URL_HEADER];
      const origin = originOf(Array.isArray(header) ? header[0] : header) ?? originOf(headers.origin as string | undefined) ?? hostOrigin;
      const website = await byOrigin(origin);
      if (website) return website;
      const local = LOCAL_HOSTS.has(new URL(origin).hostname);
      if (!production || local) {
        const fallbackWebsite = await fallback();
        if (fallbackWebsite) return fallbackWebsite;
      }
      throw new HttpError(404, `No shop is configured for ${origin}`);
    },
    /** A website by id (a superadmin's chosen website), cached like origins. */
    async byId(id: number): Promise<WebsiteRow | null> {
      const hit = cacheById.get(id);
      if (hit && Date.now() - hit.at < CACHE_TTL_MS) return hit.website;
      const [website] = await db.select().from(websites).where(eq(websites.id, id)).limit(1);
      cacheById.set(id, { website: website ?? null, at: Date.now() });
      return website ?? null;
    },
    clear() {
      cache.clear();
      cacheById.clear();
      defaultWebsite = null;
    },
  };
}
export type WebsiteResolver = ReturnType<typeof createWebsiteResolver>;
