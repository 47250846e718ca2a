/**
 * The SEO head of the page sent for a path: which of the shared builders (@storefront/shared/seo) speaks for the
 * route, from the API answers the page starts with, and its elements as HTML. Every text is escaped; JSON-LD is
 * written with `<` escaped, so nothing in it can close its element. JSON-LD is a data block, never run: the page's
 * Content-Security-Policy leaves it out of the scripts it lists (src/http/securityHeaders.ts `inlineScriptHashes`).
 */
import { PAGE_SCHEMA_ELEMENT_ID, productListResponseSchema, productSchema, readListingParams, type SeoSources } from '@storefront/shared/contracts';
import {
  headFor,
  ROUTE_SCHEMA_ELEMENT_ID,
  seoSite,
  siteHead,
  structuredDataJson,
  type RouteHead,
  type RouteSeo,
  type SiteSources,
} from '@storefront/shared/seo';
import { escapeHtml } from '../http/escapeHtml';
import type { RouteMatch } from './routeRemote';

export interface PageSeoSources {
  route: RouteMatch | null;
  pathname: string;
  /** The address bar's query, `?…` or ''. */
  search: string;
  /** The parts of init the head reads. */
  site: SiteSources | undefined;
  /** A dynamic page's data. */
  page: SeoSources['page'];
  /** The catalogue answer a listing or product page starts with. */
  catalogue: unknown;
  /** The page's data or product was not found: the app shows "not found", sent with 404. */
  notFound: boolean;
  origin: string;
  cdnBase: string;
}

/**
 * What the route's head is built from, as the screen drawing it tells the browser's head (`useRouteHead`): a path with
 * nothing to show, or a screen of the shell's own (ops, developers), is the site's head kept out of search results.
 */
function routeSeo({ route, pathname, search, page, catalogue, notFound }: PageSeoSources): RouteSeo {
  if (notFound) return { kind: 'missing', what: route?.screen === 'ProductDetail' ? 'product' : 'page' };
  if (!route) return { kind: 'screen', remote: null };
  if (route.screen === 'ProductDetail') {
    const product = productSchema.safeParse(catalogue);
    if (product.success) return { kind: 'product', product: product.data };
  }
  if (route.screen === 'ProductList') {
    const listing = productListResponseSchema.safeParse(catalogue);
    return { kind: 'listing', params: readListingParams(new URLSearchParams(search)), answer: listing.success ? listing.data : null };
  }
  if (route.dynamicPage) return { kind: 'page', pathname, page };
  return { kind: 'screen', remote: route.remote };
}

export function pageSeo(sources: PageSeoSources): RouteHead {
  const { site, origin, cdnBase } = sources;
  // A Host no URL can be made of (the API refuses it as well): no address to give crawlers.
  if (!URL.canParse(origin)) return siteHead({ origin, cdnBase });
  // Pictures for previews and crawlers: the CDN's JPEG copies of its SVGs, with their size (seoSite).
  return headFor(seoSite({ origin, cdnBase }, site), routeSeo(sources));
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
