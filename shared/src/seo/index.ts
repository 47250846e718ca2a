/**
 * `@storefront/shared/seo`: what a page's head tells search engines and link previews, per route, built from the API
 * answers the page starts with (no framework, no requests). The server writes it into the page it sends
 * (server/src/web/pageSeo.ts); the browser applies the same head on client-side navigation (`applyRouteHead`, through
 * `useRouteHead` of `@storefront/shared/route-head`). Not shared at run time: each app that imports it bundles it.
 */
export {
  isPrivateRemote,
  NOINDEX,
  NOINDEX_FOLLOW,
  previewImageOf,
  ROUTE_SCHEMA_ELEMENT_ID,
  siteHead,
  structuredDataJson,
  type JsonLd,
  type PreviewImage,
  type RouteHead,
  type SeoSite,
} from './head';
export { homeHead } from './home';
export { productHead } from './product';
export { listingHead, type ListingSite } from './listing';
export type { NamedNode } from './listingTitle';
export { previewImage, PREVIEW_IMAGE_VARIANT } from './previewImage';
export { headFor, isHomePath, seoSite, type RouteSeo, type SiteSources } from './route';
export { applyRouteHead } from './applyHead';
export { MISSING_TITLES, type MissingThing } from './missing';
