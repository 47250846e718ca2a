/**
 * The catalogue cache of one API process: listing answers and warehouse lookups, per website.
 *
 * Correctness with several processes on one database comes from PostgreSQL itself: triggers notify every
 * process of each committed change (./changes.ts) and the process invalidates that website's entries. An entry
 * remembers the invalidation counter from before its query started, so an answer computed while a change
 * was committing is never served after the notification. While the listener is down nothing is cached.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { listenForCatalogueChanges, type ChangeListener } from './changes';

/** A Map bounded to `maxEntries`, evicting the least recently used entry. */
export class BoundedMap<K, V> {
  private readonly entries = new Map<K, V>();
  constructor(private readonly maxEntries: number) {}

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as K);
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}

interface Entry<V> {
  websiteId: number;
  /** The invalidation counter when the value's query started. */
  stamp: number;
  value: Promise<V>;
}

/** Listing answers: ~20–100 kB each at most, so a few hundred stay well under 100 MB. */
const MAX_LISTINGS = 500;
const MAX_WAREHOUSE_LOOKUPS = 5_000;

export class CatalogueCache {
  private counter = 0;
  private everyWebsiteInvalidatedAt = 0;
  private readonly websiteInvalidatedAt = new Map<number, number>();
  private readonly listings = new BoundedMap<string, Entry<unknown>>(MAX_LISTINGS);
  private readonly warehouses = new BoundedMap<string, Entry<number | null>>(MAX_WAREHOUSE_LOOKUPS);

  constructor(private readonly listener: { readonly live: boolean }) {}

  /** Forgets one website's entries, or every website's (null). */
  invalidate(websiteId: number | null): void {
    this.counter += 1;
    if (websiteId === null) this.everyWebsiteInvalidatedAt = this.counter;
    else this.websiteInvalidatedAt.set(websiteId, this.counter);
  }

  listing<V>(websiteId: number, key: string, load: () => Promise<V>): Promise<V> {
    return this.cached(this.listings as BoundedMap<string, Entry<V>>, websiteId, `${websiteId}|${key}`, load);
  }

  warehouse(websiteId: number, pincode: string | null, load: () => Promise<number | null>): Promise<number | null> {
    return this.cached(this.warehouses, websiteId, `${websiteId}|${pincode ?? ''}`, load);
  }

  private fresh(entry: Entry<unknown>): boolean {
    return entry.stamp >= this.everyWebsiteInvalidatedAt && entry.stamp >= (this.websiteInvalidatedAt.get(entry.websiteId) ?? 0);
  }

  /** Concurrent misses of one key share a single query. */
  private cached<V>(map: BoundedMap<string, Entry<V>>, websiteId: number, key: string, load: () => Promise<V>): Promise<V> {
    if (!this.listener.live) return load();
    const hit = map.get(key);
    if (hit && this.fresh(hit)) return hit.value;
    const entry: Entry<V> = { websiteId, stamp: this.counter, value: load() };
    map.set(key, entry);
    entry.value.catch(() => {
      if (map.get(key) === entry) map.delete(key);
    });
    return entry.value;
  }
}

const caches = new WeakMap<Db, { cache: CatalogueCache; listener: ChangeListener }>();

/**
 * Starts the cache of this database: listens for changes (migration 0004 creates the triggers).
 * Called once per app (routes/products.ts); `stopCatalogueCache` at close.
 */
export async function startCatalogueCache(db: Db, log: FastifyBaseLogger): Promise<CatalogueCache> {
  const existing = caches.get(db);
  if (existing?.listener.live) return existing.cache;
  let cache: CatalogueCache | null = null;
  const listener = await listenForCatalogueChanges(db, {
    changed: (websiteId) => cache?.invalidate(websiteId),
    error: (error) => log.warn({ err: error }, 'catalogue change listener lost; caching paused until it reconnects'),
  });
  cache = new CatalogueCache(listener);
  caches.set(db, { cache, listener });
  return cache;
}

export async function stopCatalogueCache(db: Db): Promise<void> {
  const running = caches.get(db);
  caches.delete(db);
  await running?.listener.close();
}

/** The running cache of this database, if any (scripts and seeds have none and read the database directly). */
export function catalogueCacheOf(db: Db): CatalogueCache | undefined {
  return caches.get(db)?.cache;
}
