/**
 * The listing's head (/products with c, b, page, s, q), from its answer (`GET /api/products`) and the website's
 * categories and brands (init). Named as the listing screen titles itself (mfe-catalog/src/listing/title.ts).
 */
import { formatCount } from '../contracts/format';
import { writeListingParams, type ListingParams } from '../contracts/listing';
import type { ProductListResponse } from '../contracts/schemas';
import { absoluteUrl, asDescription, NOINDEX_FOLLOW, routeHead, titleWithSite, type JsonLd, type RouteHead, type SeoSite } from './head';
import { productUrl } from './product';

/** A category (with its subcategories) or a brand, as init lists them. */
export interface NamedNode {
  readonly name: string;
  readonly slug: string;
  readonly children?: readonly NamedNode[];
}

export interface ListingSite extends SeoSite {
  categories?: readonly NamedNode[];
  brands?: readonly NamedNode[];
}

const TEXTS = {
  home: 'Home',
  products: 'Products',
  allProducts: 'All products',
  resultsFor: (q: string) => `Results for “${q}”`,
  resultsForIn: (q: string, scope: string) => `Results for “${q}” in ${scope}`,
  namesAndMore: (shown: string, more: number) => `${shown} and ${more} more`,
  page: (subject: string, page: number) => `${subject} (page ${page})`,
  shop: (scope: string) => `Shop ${scope}`,
  shopAll: 'Shop all products',
  /** "Shop Vegetables at FreshKart: 42 products." */
  description: (lead: string, siteName: string | undefined, total: number | null) =>
    `${lead}${siteName ? ` at ${siteName}` : ''}${total === null ? '' : `: ${total === 1 ? '1 product' : `${formatCount(total)} products`}`}.`,
};

/** The path from a tree's root to the node with this slug (both included); empty when no node has it. */
function pathTo(nodes: readonly NamedNode[], slug: string): NamedNode[] {
  for (const node of nodes) {
    if (node.slug === slug) return [node];
    const below = pathTo(node.children ?? [], slug);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

/** Each slug once, by the name the site gives it (a slug it does not know keeps its slug, as the screen shows it). */
const named = (slugs: string[], nodes: readonly NamedNode[]) => [...new Set(slugs)].map((slug) => pathTo(nodes, slug).at(-1)?.name ?? slug);

/** Names for a title: all of them up to three, else the first two and how many more. */
const nameList = (names: string[]) => (names.length <= 3 ? names.join(', ') : TEXTS.namesAndMore(names.slice(0, 2).join(', '), names.length - 2));

/** The listing's address for search engines: its filters and page, sorted; its sort and search are views of it. */
function canonicalPath(params: ListingParams): string {
  const sorted = (values: string[]) => [...new Set(values)].sort();
  const query = writeListingParams({ c: sorted(params.c), b: sorted(params.b), page: params.page }).toString();
  return query ? `/products?${query}` : '/products';
}

export function listingHead(site: ListingSite, params: ListingParams, answer: ProductListResponse | null): RouteHead {
  const categories = named(params.c, site.categories ?? []);
  const brands = named(params.b, site.brands ?? []);
  // The categories say more about the page than brands; the brands name it when only they filter.
  const scope = nameList(categories.length > 0 ? categories : brands);
  const subject = params.q ? (scope ? TEXTS.resultsForIn(params.q, scope) : TEXTS.resultsFor(params.q)) : scope || TEXTS.allProducts;
  const siteName = site.web?.name;
  const lead = params.q ? subject : scope ? TEXTS.shop(scope) : TEXTS.shopAll;
  const description = TEXTS.description(lead, siteName, answer?.meta.total ?? null);

  const crumbs = [
    { name: TEXTS.home, path: '/' },
    { name: TEXTS.products, path: '/products' },
    // A single category: its place in the tree.
    ...(params.c.length === 1 ? pathTo(site.categories ?? [], params.c[0]) : []).map((node) => ({
      name: node.name,
      path: canonicalPath({ c: [node.slug], b: [], page: 1 }),
    })),
  ];
  const structuredData: JsonLd[] = [
    {
      '@type': 'BreadcrumbList',
      itemListElement: crumbs.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: absoluteUrl(site, crumb.path),
      })),
    },
  ];
  if (answer && answer.data.length > 0) {
    structuredData.push({
      '@type': 'ItemList',
      itemListElement: answer.data.map((product, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: productUrl(site, product.slug),
        name: product.product_name,
      })),
    });
  }

  return routeHead(site, {
    title: titleWithSite(params.page > 1 ? TEXTS.page(subject, params.page) : subject, siteName),
    description: asDescription(description),
    url: absoluteUrl(site, canonicalPath(params)),
    // Search results, and a listing that shows nothing (a category the site does not have, a page past the last), are
    // not pages for search engines; their links are followed.
    robots: params.q || answer?.data.length === 0 ? NOINDEX_FOLLOW : null,
    structuredData,
  });
}
