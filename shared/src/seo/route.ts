/**
 * Which head a route gets, decided once for the server's page (server/src/web/pageSeo.ts) and for the browser after
 * client-side navigation (`useRouteHead`, shared/src/routeHead.ts): the same builder with the same inputs writes the
 * same elements, so the browser's first render after the server's page changes nothing.
 */
import type { ListingParams } from '../contracts/listing';
import type { Product, ProductListResponse } from '../contracts/schemas';
import type { RemoteName } from '../contracts/routes';
import type { SeoSources } from '../contracts/seo';
import { isPrivateRemote, NOINDEX, siteHead, titleWithSite, type RouteHead } from './head';
import { homeHead } from './home';
import { listingHead, type ListingSite } from './listing';
import type { NamedNode } from './listingTitle';
import { MISSING_TITLES, type MissingThing } from './missing';
import { previewImage } from './previewImage';
import { productHead } from './product';

/** What a route's head is built from. */
export type RouteSeo =
  /** A product page with its product. */
  | { kind: 'product'; product: Product }
  /** The listing at its address-bar state, with its answer (null while there is none). */
  | { kind: 'listing'; params: ListingParams; answer: ProductListResponse | null }
  /** A dynamic page (the home page at `/`) with its page data, when it has some. */
  | { kind: 'page'; pathname: string; page: SeoSources['page'] }
  /** A screen with no head of its own: the site's, noindex on the shopper's own remotes (and the shell's: `null`). */
  | { kind: 'screen'; remote: RemoteName | null }
  /** Nothing to show at the path (no page, no such product): the site's head named for it, kept out of search results. */
  | { kind: 'missing'; what: MissingThing };

/** `/` (and `//`…): the home page, whose head says what the website is. */
export const isHomePath = (pathname: string): boolean => pathname.split('/').every((segment) => !segment);

/** The website's words as init gives them (`web`, `webSeo`, `categories`, `brands`). */
export interface SiteSources {
  web?: ListingSite['web'];
  webSeo?: ListingSite['webSeo'];
  categories?: readonly NamedNode[];
  brands?: readonly NamedNode[];
}

/**
 * The site every head is built on: served at `origin`, pictures from `cdnBase`, and link previews given the CDN's
 * raster copies with their size (`previewImage`).
 */
export function seoSite({ origin, cdnBase }: { origin: string; cdnBase: string }, site: SiteSources | null | undefined): ListingSite {
  return {
    origin,
    cdnBase,
    web: site?.web,
    webSeo: site?.webSeo,
    categories: site?.categories,
    brands: site?.brands,
    previewImage: (src) => previewImage(src, { origin, cdnBase }),
  };
}

export function headFor(site: ListingSite, route: RouteSeo): RouteHead {
  switch (route.kind) {
    case 'product':
      return productHead(site, route.product);
    case 'listing':
      return listingHead(site, route.params, route.answer);
    case 'page':
      return isHomePath(route.pathname) ? homeHead(site, route.page) : siteHead(site, route.page);
    case 'screen':
      return route.remote && !isPrivateRemote(route.remote) ? siteHead(site) : { ...siteHead(site), robots: NOINDEX };
    case 'missing':
      return { ...siteHead(site), title: titleWithSite(MISSING_TITLES[route.what], site.web?.name), robots: NOINDEX };
  }
}
