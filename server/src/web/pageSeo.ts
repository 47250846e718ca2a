/**
 * The SEO head of the page sent for a path: which of the shared builders (@storefront/shared/seo) speaks for the
 * route, from the API answers the page starts with, and its elements as HTML. Every text is escaped; JSON-LD is
 * written with `<` escaped, so nothing in it can close its element. JSON-LD is a data block, never run: the page's
 * Content-Security-Policy leaves it out of the scripts it lists (src/http/securityHeaders.ts `inlineScriptHashes`).
 */
import { PAGE_SCHEMA_ELEMENT_ID, productListResponseSchema, productSchema, readListingParams, type SeoSources } from '@storefront/shared/contracts';
import {
  homeHead,
  isPrivateRemote,
  listingHead,
  NOINDEX,
  previewImage,
  productHead,
  ROUTE_SCHEMA_ELEMENT_ID,
  siteHead,
  structuredDataJson,
  type ListingSite,
  type NamedNode,
  type RouteHead,
} from '@storefront/shared/seo';
import { escapeHtml } from '../http/escapeHtml';
import type { RouteMatch } from './routeRemote';

export interface PageSeoSources {
  route: RouteMatch | null;
  pathname: string;
  /** The address bar's query, `?…` or ''. */
  search: string;
  /** The parts of init the head reads. */
  site:
    | {
        web?: ListingSite['web'];
        webSeo?: ListingSite['webSeo'];
        categories?: readonly NamedNode[];
        brands?: readonly NamedNode[];
      }
    | undefined;
  /** A dynamic page's data. */
  page: SeoSources['page'];
  /** The catalogue answer a listing or product page starts with. */
  catalogue: unknown;
  /** The page's data or product was not found: the app shows "not found", sent with 404. */
  notFound: boolean;
  origin: string;
  cdnBase: string;
}

export function pageSeo({ route, pathname, search, site, page, catalogue, notFound, origin, cdnBase }: PageSeoSources): RouteHead {
  // A Host no URL can be made of (the API refuses it as well): no address to give crawlers.
  if (!URL.canParse(origin)) return siteHead({ origin, cdnBase });
  const seoSite: ListingSite = {
    origin,
    cdnBase,
    web: site?.web,
    webSeo: site?.webSeo,
    categories: site?.categories,
    brands: site?.brands,
    // Pictures for previews and crawlers: the CDN's JPEG copies of its SVGs, with their size (one rule with the browser's: shared/src/seo/previewImage.ts).
    previewImage: (src) => previewImage(src, { origin, cdnBase }),
  };
  // A path with nothing to show, or a screen of the shell's own (ops, developers): not for search results.
  if (notFound || !route) return { ...siteHead(seoSite), robots: NOINDEX };
  if (route.screen === 'ProductDetail') {
    const product = productSchema.safeParse(catalogue);
    if (product.success) return productHead(seoSite, product.data);
  }
  if (route.screen === 'ProductList') {
    const listing = productListResponseSchema.safeParse(catalogue);
    return listingHead(seoSite, readListingParams(new URLSearchParams(search)), listing.success ? listing.data : null);
  }
  if (route.dynamicPage && pathname.split('/').every((segment) => !segment)) return homeHead(seoSite, page);
  const head = siteHead(seoSite, page);
  return isPrivateRemote(route.remote) ? { ...head, robots: NOINDEX } : head;
}

/** The head's elements but its title (the page template's <title> is replaced with it). */
export function seoTags(head: RouteHead): string[] {
  const tags = head.meta.map(({ attribute, key, content }) => `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}">`);
  if (head.robots) tags.push(`<meta name="robots" content="${escapeHtml(head.robots)}">`);
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}">`);
  if (head.schema) tags.push(`<script type="application/ld+json" id="${PAGE_SCHEMA_ELEMENT_ID}">${head.schema}</script>`);
  const structuredData = structuredDataJson(head.structuredData);
  if (structuredData) tags.push(`<script type="application/ld+json" id="${ROUTE_SCHEMA_ELEMENT_ID}">${structuredData}</script>`);
  return tags;
}
