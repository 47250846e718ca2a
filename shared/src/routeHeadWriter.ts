/**
 * What `useRouteHead` (./routeHead.ts) writes, fetched on the first change of route: the route's head from the shared
 * builders, written only when what it is built from changed, and the site's own head when a screen goes.
 */
import type { RefObject } from 'react';
import { cdnBase, siteStore } from '@storefront/shared/runtime';
import { applyRouteHead, headFor, seoSite, siteHead, type ListingSite, type RouteSeo, type SiteSources } from '@storefront/shared/seo';

export interface AppliedHead {
  site: SiteSources;
  route: RouteSeo;
  ownTitle: boolean;
}

export type RouteHeadWriter = typeof import('./routeHeadWriter');

/** The site as the page's head is built on: this origin, the runtime's CDN base, init's words. */
const siteOf = (site: SiteSources): ListingSite => seoSite({ origin: window.location.origin, cdnBase: cdnBase() }, site);

/** Routes built from the same things: each field the same value (a product, an answer, params are compared by identity). */
function sameRoute(a: RouteSeo, b: RouteSeo): boolean {
  if (a.kind !== b.kind) return false;
  const fields = (route: RouteSeo) => route as unknown as Record<string, unknown>;
  return Object.keys(fields(a)).every((key) => Object.is(fields(a)[key], fields(b)[key]));
}

export function writeRouteHead(applied: RefObject<AppliedHead | null>, next: AppliedHead): void {
  const last = applied.current;
  if (last && last.site === next.site && last.ownTitle === next.ownTitle && sameRoute(last.route, next.route)) return;
  applied.current = next;
  const head = headFor(siteOf(next.site), next.route);
  applyRouteHead(next.ownTitle ? { ...head, title: '' } : head);
}

export function writeSiteHead(applied: RefObject<AppliedHead | null>): void {
  applied.current = null;
  // The store as it is now: the site may have changed since the screen came.
  const now = siteStore.data;
  if (now) applyRouteHead(siteHead(siteOf(now)));
}
