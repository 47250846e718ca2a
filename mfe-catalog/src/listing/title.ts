/** What the listing shows, in words: the filters' names and the title. */
import type { ListingParams } from '@storefront/shared';
import { LISTING_TEXTS as TEXTS } from './texts';

interface NamedNode {
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

function namesBySlug(nodes: readonly NamedNode[], names = new Map<string, string>()): Map<string, string> {
  for (const node of nodes) {
    names.set(node.slug, node.name);
    namesBySlug(node.children ?? [], names);
  }
  return names;
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
  const named = (slugs: string[], names: Map<string, string>) => [...new Set(slugs)].map((slug) => ({ slug, name: names.get(slug) ?? slug }));
  return { categories: named(params.c, namesBySlug(categories)), brands: named(params.b, namesBySlug(brands)) };
}

/** Names for a title: all of them up to three, else the first two and how many more (the tags list them all). */
export function nameList(filters: readonly NamedFilter[]): string {
  const names = filters.map((filter) => filter.name);
  return names.length <= 3 ? names.join(', ') : TEXTS.namesAndMore(names.slice(0, 2).join(', '), names.length - 2);
}

/**
 * The title says what is shown. Its scope is the categories, or the brands when only brands filter (with both, the
 * categories say more about the page; the brands are in the tags under it). A search leads: "Results for “dal”",
 * followed by "in {scope}" when the listing is filtered too. Nothing chosen: "All products".
 */
export function listingTitle(q: string | undefined, filters: ListingFilters): string {
  const scope = filters.categories.length ? filters.categories : filters.brands;
  if (q) return scope.length ? TEXTS.resultsForIn(q, nameList(scope)) : TEXTS.resultsFor(q);
  return scope.length ? nameList(scope) : TEXTS.allProducts;
}
