/**
 * The catalogue cache of one API process, per website: listing answers, warehouse lookups, the site part of init
 * (website row, categories, brands), the warehouses serving a pincode with their delivery rules and slots, and the
 * "frequently bought together" answers, which depend on the website's sales as well as on its catalogue, and the
 * catalogue sitemaps (src/web/sitemaps.ts). The pages drawn for guests (src/web/pageCache.ts) are kept apart, current
 * by the same notifications (`stamp`, `isFresh`, `salesUnchanged`).
 *
 * Correctness with several processes on one database comes from PostgreSQL itself: triggers notify every
 * process of each committed change (./changes.ts) and the process invalidates that website's entries (a change of
 * its sales, only those that depend on them). An entry remembers the invalidation counter from before its query
 * started, so an answer computed while a change was committing is never served after the notification. While the
 * listener is down nothing is cached.
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

/** A website's search index: the current one (null when none is) and whether one is being built. */
interface IndexSlot {
  built: { stamp: number; index: unknown } | null;
  building: boolean;
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
/** The site part of init: tens of kB per website. */
const MAX_SITES = 200;
const MAX_SERVING_LOOKUPS = 5_000;
/** Bought-together answers, per product and warehouse: up to 8 products, a few kB each. */
const MAX_BOUGHT_TOGETHER = 2_000;
/** Search suggestion answers, per website, warehouse and text: up to 6 products, a few kB each. */
const MAX_SUGGESTIONS = 5_000;
/** Products as the listing shows them, per warehouse: a few kB each, what a search's pages are made of. */
const MAX_PRODUCT_CARDS = 20_000;
/** Sitemap files, per website, origin and file: up to 50,000 URLs, ~6 MB each at most, so only a few dozen stay. */
const MAX_SITEMAP_FILES = 32;

export class CatalogueCache {
  private counter = 0;
  private everyWebsiteInvalidatedAt = 0;
  private readonly websiteInvalidatedAt = new Map<number, number>();
  private everyWebsiteSalesChangedAt = 0;
  private readonly websiteSalesChangedAt = new Map<number, number>();
  private readonly listings = new BoundedMap<string, Entry<unknown>>(MAX_LISTINGS);
  private readonly warehouses = new BoundedMap<string, Entry<number | null>>(MAX_WAREHOUSE_LOOKUPS);
  private readonly sites = new BoundedMap<string, Entry<unknown>>(MAX_SITES);
  private readonly serving = new BoundedMap<string, Entry<unknown>>(MAX_SERVING_LOOKUPS);
  private readonly boughtTogetherAnswers = new BoundedMap<string, Entry<unknown>>(MAX_BOUGHT_TOGETHER);
  private readonly sitemapFiles = new BoundedMap<string, Entry<unknown>>(MAX_SITEMAP_FILES);
  private readonly suggestions = new BoundedMap<string, Entry<unknown>>(MAX_SUGGESTIONS);
  private readonly searchIndexes = new Map<number, IndexSlot>();
  private readonly productCards = new BoundedMap<string, Entry<unknown>>(MAX_PRODUCT_CARDS);

  constructor(
    private readonly listener: { readonly live: boolean },
    private readonly buildFailed: (error: unknown) => void = () => undefined,
  ) {}

  /** False while notifications may be missed: then nothing may be served from a cache. */
  get live(): boolean {
    return this.listener.live;
  }

  /** Forgets one website's entries, or every website's (null). */
  invalidate(websiteId: number | null): void {
    this.counter += 1;
    if (websiteId === null) this.everyWebsiteInvalidatedAt = this.counter;
    else this.websiteInvalidatedAt.set(websiteId, this.counter);
  }

  /** Forgets the entries that depend on one website's sales, or every website's (null); its listings stay. */
  invalidateSales(websiteId: number | null): void {
    this.counter += 1;
    if (websiteId === null) this.everyWebsiteSalesChangedAt = this.counter;
    else this.websiteSalesChangedAt.set(websiteId, this.counter);
  }

  /** The invalidation counter, to take before reading something cached elsewhere (see `isFresh`). */
  stamp(): number {
    return this.counter;
  }

  /**
   * Whether a value read after `stamp()` answered `stamp` is still current: nothing of its website changed since.
   * A value of no website (an unknown origin) is current only while nothing at all changed.
   */
  isFresh(websiteId: number | null, stamp: number): boolean {
    if (!this.listener.live) return false;
    if (websiteId === null) return stamp >= this.counter;
    return stamp >= this.everyWebsiteInvalidatedAt && stamp >= (this.websiteInvalidatedAt.get(websiteId) ?? 0);
  }

  /** Whether no sale of the website (or of every website) changed since `stamp`: `isFresh` for what read its sales too. */
  salesUnchanged(websiteId: number, stamp: number): boolean {
    return stamp >= this.everyWebsiteSalesChangedAt && stamp >= (this.websiteSalesChangedAt.get(websiteId) ?? 0);
  }

  listing<V>(websiteId: number, key: string, load: () => Promise<V>): Promise<V> {
    return this.cached(this.listings as BoundedMap<string, Entry<V>>, websiteId, `${websiteId}|${key}`, load);
  }

  warehouse(websiteId: number, pincode: string | null, load: () => Promise<number | null>): Promise<number | null> {
    return this.cached(this.warehouses, websiteId, `${websiteId}|${pincode ?? ''}`, load);
  }

  /** The site part of init (src/sites/siteData.ts). */
  site<V>(websiteId: number, load: () => Promise<V>): Promise<V> {
    return this.cached(this.sites as BoundedMap<string, Entry<V>>, websiteId, String(websiteId), load);
  }

  /** The warehouses serving a pincode, with their delivery rules and slots (src/delivery/warehouses.ts). */
  servingWarehouses<V>(websiteId: number, pincode: string, load: () => Promise<V>): Promise<V> {
    return this.cached(this.serving as BoundedMap<string, Entry<V>>, websiteId, `${websiteId}|${pincode}`, load);
  }

  /** "Frequently bought together" (./boughtTogether.ts): current while neither the catalogue nor the sales change. */
  boughtTogether<V>(websiteId: number, key: string, load: () => Promise<V>): Promise<V> {
    const salesUnchanged = (entry: Entry<unknown>) => this.salesUnchanged(entry.websiteId, entry.stamp);
    return this.cached(this.boughtTogetherAnswers as BoundedMap<string, Entry<V>>, websiteId, `${websiteId}|${key}`, load, salesUnchanged);
  }

  /** Search suggestions (./suggestions.ts), apart from the listings: every keystroke is a key of its own. */
  suggestion<V>(websiteId: number, key: string, load: () => Promise<V>): Promise<V> {
    return this.cached(this.suggestions as BoundedMap<string, Entry<V>>, websiteId, `${websiteId}|${key}`, load);
  }

  /**
   * The website's search index (./searchIndex.ts) when a current one is built, else null, having started to build
   * one unless a build is under way: one build at a time, the last index dropped as soon as it is out of date.
   */
  searchIndex<V>(websiteId: number, build: () => Promise<V>): V | null {
    if (!this.listener.live) return null;
    let slot = this.searchIndexes.get(websiteId);
    if (!slot) {
      slot = { built: null, building: false };
      this.searchIndexes.set(websiteId, slot);
    }
    if (slot.built && this.isFresh(websiteId, slot.built.stamp)) return slot.built.index as V;
    slot.built = null;
    if (!slot.building) {
      const building = slot;
      const stamp = this.counter;
      building.building = true;
      build()
        .then((index) => {
          if (this.isFresh(websiteId, stamp)) building.built = { stamp, index };
        }, this.buildFailed)
        .finally(() => {
          building.building = false;
        });
    }
    return null;
  }

  /**
   * Products as the listing shows them at a warehouse, by id (undefined: not an active product of the website): those
   * not held are loaded together, by one `loadMissing`.
   */
  async products<V>(
    websiteId: number,
    warehouseId: number | null,
    ids: number[],
    loadMissing: (ids: number[]) => Promise<Map<number, V>>,
  ): Promise<Map<number, V | undefined>> {
    if (!this.listener.live) return loadMissing(ids);
    const cards = this.productCards as BoundedMap<string, Entry<V | undefined>>;
    const keyOf = (id: number) => `${websiteId}|${warehouseId ?? ''}|${id}`;
    const values = new Map<number, Promise<V | undefined>>();
    const missing: number[] = [];
    for (const id of ids) {
      const hit = cards.get(keyOf(id));
      if (hit && this.isFresh(hit.websiteId, hit.stamp)) values.set(id, hit.value);
      else missing.push(id);
    }
    if (missing.length > 0) {
      const stamp = this.counter;
      const loading = loadMissing(missing);
      for (const id of missing) {
        const entry: Entry<V | undefined> = { websiteId, stamp, value: loading.then((loaded) => loaded.get(id)) };
        cards.set(keyOf(id), entry);
        entry.value.catch(() => {
          if (cards.get(keyOf(id)) === entry) cards.delete(keyOf(id));
        });
        values.set(id, entry.value);
      }
    }
    return new Map(await Promise.all([...values].map(async ([id, value]) => [id, await value] as const)));
  }

  /** A sitemap file of the website's catalogue (src/web/sitemaps.ts). */
  sitemap<V>(websiteId: number, key: string, load: () => Promise<V>): Promise<V> {
    return this.cached(this.sitemapFiles as BoundedMap<string, Entry<V>>, websiteId, `${websiteId}|${key}`, load);
  }

  /** Concurrent misses of one key share a single query. `current` adds what else an entry must not have missed. */
  private cached<V>(
    map: BoundedMap<string, Entry<V>>,
    websiteId: number,
    key: string,
    load: () => Promise<V>,
    current: (entry: Entry<V>) => boolean = () => true,
  ): Promise<V> {
    if (!this.listener.live) return load();
    const hit = map.get(key);
    if (hit && this.isFresh(hit.websiteId, hit.stamp) && current(hit)) return hit.value;
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
 * Starts the cache of this database: listens for changes (migrations 0004, 0006, 0016 and 0017 create the triggers).
 * Called once per app (routes/products.ts); `stopCatalogueCache` at close.
 */
export async function startCatalogueCache(db: Db, log: FastifyBaseLogger): Promise<CatalogueCache> {
  const existing = caches.get(db);
  if (existing?.listener.live) return existing.cache;
  let cache: CatalogueCache | null = null;
  const listener = await listenForCatalogueChanges(db, {
    changed: (websiteId) => cache?.invalidate(websiteId),
    ordersChanged: (websiteId) => cache?.invalidateSales(websiteId),
    error: (error) => log.warn({ err: error }, 'catalogue change listener lost; caching paused until it reconnects'),
  });
  cache = new CatalogueCache(listener, (error) => log.warn({ err: error }, 'search index build failed; SQL answers searches until one is built'));
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
