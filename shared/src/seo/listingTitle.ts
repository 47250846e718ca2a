/**
 * What a listing shows, in words: its filters' names and its title. The listing screen titles itself with these
 * (`@storefront/shared/listing-title`, bundled by mfe-catalog), and the page's head for search engines says the same
 * (listing.ts), so the tab, the H1 and the served `<title>` always agree.
 */
import type { ListingParams } from '../contracts/listing';

/** A category (with its subcategories) or a brand, as init lists them. */
export interface NamedNode {
  readonly name: string;
  readonly slug: string;
  readonly children?: readonly NamedNode[];
}

/** A filter of the address bar with the name the shopper knows it by. */
export interface NamedFilter {
  slug: string;
  name: string;
}

/** The listing's categories and brands by name, in the order of the address bar. */
export interface ListingFilters {
  categories: NamedFilter[];
  brands: NamedFilter[];
}

export const LISTING_TITLE_TEXTS = {
  allProducts: 'All products',
  resultsFor: (q: string) => `Results for “${q}”`,
  resultsForIn: (q: string, scope: string) => `Results for “${q}” in ${scope}`,
  /** The first names and how many more there are, when there are too many to list in a title. */
  namesAndMore: (shown: string, more: number) => `${shown} and ${more} more`,
} as const;
const TEXTS = LISTING_TITLE_TEXTS;

/** The path from a tree's root to the node with this slug (both included); empty when no node has it. */
export function pathTo(nodes: readonly NamedNode[], slug: string): NamedNode[] {
  for (const node of nodes) {
    if (node.slug === slug) return [node];
    const below = pathTo(node.children ?? [], slug);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

/**
 * Names `c` from the category tree (subcategories included) and `b` from the brands, each slug once. A slug the site
 * does not know keeps its slug as its name: the shopper still sees, and can remove, every filter the address bar holds.
 */
export function listingFilters(
  params: Pick<ListingParams, 'c' | 'b'>,
  categories: readonly NamedNode[],
  brands: readonly NamedNode[],
): ListingFilters {
  const named = (slugs: string[], nodes: readonly NamedNode[]) =>
    [...new Set(slugs)].map((slug) => ({ slug, name: pathTo(nodes, slug).at(-1)?.name ?? slug }));
  return { categories: named(params.c, categories), brands: named(params.b, brands) };
}

/** Names for a title: all of them up to three, else the first two and how many more (the tags list them all). */
export function nameList(filters: readonly NamedFilter[]): string {
  const names = filters.map((filter) => filter.name);
  return names.length <= 3 ? names.join(', ') : TEXTS.namesAndMore(names.slice(0, 2).join(', '), names.length - 2);
}

/** What names the listing's scope: the categories, or the brands when only brands filter; empty when neither does. */
export function listingScope(filters: ListingFilters): string {
  return nameList(filters.categories.length > 0 ? filters.categories : filters.brands);
}

/**
 * The title says what is shown. Its scope is the categories, or the brands when only brands filter (with both, the
 * categories say more about the page; the brands are in the tags under it). A search leads: "Results for “dal”",
 * followed by "in {scope}" when the listing is filtered too. Nothing chosen: "All products".
 */
export function listingTitle(q: string | undefined, filters: ListingFilters): string {
  const scope = listingScope(filters);
  if (q) return scope ? TEXTS.resultsForIn(q, scope) : TEXTS.resultsFor(q);
  return scope || TEXTS.allProducts;
}
