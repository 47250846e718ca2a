/** Where a search goes, and the searches this device remembers. */

/** The listing parameters a new search keeps when it starts on the listing: the brand filter and the sort. */
const KEPT_LISTING_PARAMS = ['b', 's'];

/**
 * The listing of `q` (`/products?q=`; `/products` for no text). On the listing it keeps the brand filter and the sort;
 * the page starts over, and the rest (categories) belonged to the search it replaces.
 */
export function searchPath(q: string, from: { pathname: string; search: string }): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (from.pathname === '/products') {
    const current = new URLSearchParams(from.search);
    for (const key of KEPT_LISTING_PARAMS) for (const value of current.getAll(key)) params.append(key, value);
  }
  // Spaces as %20 like the shop's other links (a literal '+' is already %2B).
  const query = params.toString().replaceAll('+', '%20');
  return query ? `/products?${query}` : '/products';
}

const RECENT_SEARCHES_KEY = 'recent-searches';
export const RECENT_SEARCHES_KEPT = 5;

/** This device's latest searches, newest first. */
export function recentSearches(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((entry): entry is string => typeof entry === 'string').slice(0, RECENT_SEARCHES_KEPT) : [];
  } catch {
    // Storage blocked or a value another script wrote: no history rather than no search box.
    return [];
  }
}

/** Puts `q` first in the device's searches (once, whatever its case), keeping the latest few. */
export function rememberSearch(q: string): void {
  const others = recentSearches().filter((entry) => entry.toLowerCase() !== q.toLowerCase());
  try {
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify([q, ...others].slice(0, RECENT_SEARCHES_KEPT)));
  } catch {
    // Storage full or blocked: the search itself goes on.
  }
}
