/**
 * The demo shop's search counts: what its shoppers searched for over the last week, so the search box has popular
 * searches to offer from the start. Each term finds products in the demo catalogue; the counts are spread over the
 * week's days.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { searchCounts } from '../db/schema';

/** Searches in the last week, by term. */
export const DEMO_SEARCH_COUNTS: Record<string, number> = {
  paneer: 84,
  atta: 71,
  milk: 63,
  aloo: 52,
  'basmati rice': 45,
  ghee: 38,
  onion: 31,
  dahi: 27,
  tea: 19,
};
const DAYS = 7;

export async function seedSearchCounts(db: Db, websiteId: number): Promise<void> {
  const rows = Object.entries(DEMO_SEARCH_COUNTS).flatMap(([term, count]) =>
    Array.from({ length: DAYS }, (_, daysAgo) => ({
      websiteId,
      term,
      day: sql`current_date - ${daysAgo}::int`,
      // The week's count, spread evenly; the first days take what does not divide.
      count: Math.floor(count / DAYS) + (daysAgo < count % DAYS ? 1 : 0),
    })),
  );
  await db.insert(searchCounts).values(rows);
}
