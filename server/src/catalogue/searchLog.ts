/**
 * Popular searches: the listing searches that found products, counted per website, term and day (search_counts).
 * Counts gather in memory and are added in one statement every SEARCH_LOG_FLUSH_MS and when the server closes, so a
 * search costs no write of its own; a server that dies loses at most that interval's counts. Each API process keeps
 * its own tally: the additions sum up in the table.
 */
import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { POPULAR_SEARCHES } from '@storefront/shared/contracts';
import type { Db } from '../db/client';
import { searchCounts } from '../db/schema';

export const SEARCH_LOG_FLUSH_MS = 30_000;
/** Popular means searched in these last days; older counts are deleted. */
export const POPULAR_SEARCH_DAYS = 30;
/**
 * Searched at least this often in those days before other shoppers are offered it: one visitor's odd search (a name, a
 * phone number that happened to match a product) is not shown to everyone.
 */
export const POPULAR_SEARCH_MIN_COUNT = 3;
/** How long a website's popular searches are answered from memory. */
const POPULAR_TTL_MS = 60_000;

/** The term a search text is counted under: lower-case, single-spaced. */
export const searchTermOf = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

const daysAgo = (days: number) => sql`current_date - ${days}::int`;

export class SearchLog {
  readonly #db: Db;
  readonly #log: FastifyBaseLogger;
  /** Counts not yet written, by website and then term. */
  #pending = new Map<number, Map<string, number>>();
  readonly #popular = new Map<number, { at: number; searches: Promise<string[]> }>();
  readonly #timer: NodeJS.Timeout;

  constructor(db: Db, log: FastifyBaseLogger) {
    this.#db = db;
    this.#log = log;
    this.#timer = setInterval(() => void this.flush(), SEARCH_LOG_FLUSH_MS).unref();
  }

  /** A listing search for `text` found products on the website. */
  count(websiteId: number, text: string): void {
    const term = searchTermOf(text);
    if (!term) return;
    const terms = this.#pending.get(websiteId) ?? new Map<string, number>();
    terms.set(term, (terms.get(term) ?? 0) + 1);
    this.#pending.set(websiteId, terms);
  }

  /** Adds the counts gathered so far to today's; a failed write is logged and its counts are dropped. */
  async flush(): Promise<void> {
    const pending = this.#pending;
    if (pending.size === 0) return;
    this.#pending = new Map();
    const rows = [...pending].flatMap(([websiteId, terms]) =>
      [...terms].map(([term, count]) => ({ websiteId, term, count, day: sql`current_date` })),
    );
    try {
      await this.#db
        .insert(searchCounts)
        .values(rows)
        .onConflictDoUpdate({
          target: [searchCounts.websiteId, searchCounts.day, searchCounts.term],
          set: { count: sql`${searchCounts.count} + excluded.count` },
        });
      await this.#db.delete(searchCounts).where(lte(searchCounts.day, daysAgo(POPULAR_SEARCH_DAYS)));
    } catch (error) {
      this.#log.warn({ err: error, terms: rows.length }, 'search counts could not be written; they are dropped');
    }
  }

  /** The website's most searched terms of the last POPULAR_SEARCH_DAYS days, most searched first. */
  popular(websiteId: number): Promise<string[]> {
    const cached = this.#popular.get(websiteId);
    if (cached && Date.now() - cached.at < POPULAR_TTL_MS) return cached.searches;
    const searches = this.#readPopular(websiteId);
    this.#popular.set(websiteId, { at: Date.now(), searches });
    // A failed read is not kept: the next request asks again.
    searches.catch(() => this.#popular.delete(websiteId));
    return searches;
  }

  async #readPopular(websiteId: number): Promise<string[]> {
    const total = sql<number>`sum(${searchCounts.count})`;
    const rows = await this.#db
      .select({ term: searchCounts.term })
      .from(searchCounts)
      .where(and(eq(searchCounts.websiteId, websiteId), gt(searchCounts.day, daysAgo(POPULAR_SEARCH_DAYS))))
      .groupBy(searchCounts.term)
      .having(sql`${total} >= ${POPULAR_SEARCH_MIN_COUNT}`)
      .orderBy(desc(total), searchCounts.term)
      .limit(POPULAR_SEARCHES);
    return rows.map((row) => row.term);
  }

  /** Writes what is pending; no more writes after it. */
  async close(): Promise<void> {
    clearInterval(this.#timer);
    await this.flush();
  }
}
