/** Where a search goes, and the searches this device remembers. */

type From = { pathname: string; search: string };

/** The sort: every path from the listing to another listing keeps it. */
const SORT_PARAM = 's';

/**
 * `/products` with `params` and, when it starts on the listing, the listing's sort and the `kept` parameters; the page
 * starts over, and the rest belonged to the listing it replaces.
 */
function listingPath(params: Record<string, string>, from: From, kept: string[] = []): string {
  const query = new URLSearchParams(params);
  if (from.pathname === '/products') {
    const current = new URLSearchParams(from.search);
    for (const key of [...kept, SORT_PARAM]) for (const value of current.getAll(key)) query.append(key, value);
  }
  // Spaces as %20 like the shop's other links (a literal '+' is already %2B).
  const text = query.toString().replaceAll('+', '%20');
  return text ? `/products?${text}` : '/products';
}

/** The listing of `q` (`/products?q=`; `/products` for no text); from the listing it also keeps the brand filter. */
export const searchPath = (q: string, from: From) => listingPath(q ? { q } : {}, from, ['b']);

/** The listing of one category (`c`) or brand (`b`), by its slug. */
export const filterPath = (filter: 'c' | 'b', slug: string, from: From) => listingPath({ [filter]: slug }, from);

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
