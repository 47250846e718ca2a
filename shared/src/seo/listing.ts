/**
 * The listing's head (/products with c, b, page, s, q), from its answer (`GET /api/products`) and the website's
 * categories and brands (init). Named as the listing screen titles itself (listingTitle.ts).
 */
import { formatCount } from '../contracts/format';
import { writeListingParams, type ListingParams } from '../contracts/listing';
import type { ProductListResponse } from '../contracts/schemas';
import { absoluteUrl, asDescription, NOINDEX_FOLLOW, routeHead, titleWithSite, type JsonLd, type RouteHead, type SeoSite } from './head';
import { listingFilters, listingScope, listingTitle, pathTo, type NamedNode } from './listingTitle';
import { productUrl } from './product';

export interface ListingSite extends SeoSite {
  categories?: readonly NamedNode[];
  brands?: readonly NamedNode[];
}

const TEXTS = {
  home: 'Home',
  products: 'Products',
  page: (subject: string, page: number) => `${subject} (page ${page})`,
  shop: (scope: string) => `Shop ${scope}`,
  shopAll: 'Shop all products',
  /** "Shop Vegetables at FreshKart: 42 products." */
  description: (lead: string, siteName: string | undefined, total: number | null) =>
    `${lead}${siteName ? ` at ${siteName}` : ''}${total === null ? '' : `: ${total === 1 ? '1 product' : `${formatCount(total)} products`}`}.`,
};

/** The listing's address for search engines: its filters and page, sorted; its sort and search are views of it. */
function canonicalPath(params: ListingParams): string {
  const sorted = (values: string[]) => [...new Set(values)].sort();
  const query = writeListingParams({ c: sorted(params.c), b: sorted(params.b), page: params.page }).toString();
  return query ? `/products?${query}` : '/products';
}

export function listingHead(site: ListingSite, params: ListingParams, answer: ProductListResponse | null): RouteHead {
  const filters = listingFilters(params, site.categories ?? [], site.brands ?? []);
  const scope = listingScope(filters);
  const subject = listingTitle(params.q, filters);
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
