/**
 * `@storefront/shared/route-head`: keeps the document's SEO head equal to what the server would send for the route on
 * screen, after client-side navigation as on the first page. Each screen says what its head is built from (a
 * `RouteSeo`); the head is the one the server builds from the same inputs (`headFor` of `@storefront/shared/seo`) and
 * is written in an effect, touching only what differs, so the first render over the server's page changes nothing.
 * When the screen goes, the site's own head is put back for the next one to build on, so no screen is left with
 * another's canonical URL, robots rule or structured data.
 *
 * Not shared at run time: each app bundles it with the builders (no entry version); it reads the one site store and
 * CDN base of the runtime.
 */
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { cdnBase, siteStore } from '@storefront/shared/runtime';
import { applyRouteHead, headFor, seoSite, siteHead, type ListingSite, type RouteSeo, type SiteSources } from '@storefront/shared/seo';

export type { RouteSeo } from '@storefront/shared/seo';

export interface RouteHeadOptions {
  /**
   * The screen names the browser tab itself (`usePageHead`: a shopper's own screens, a page that failed): the head
   * leaves the title alone. Those screens are kept out of search results, so the title is the tab's only.
   */
  ownTitle?: boolean;
}

/** The site as the page's head is built on: this origin, the runtime's CDN base, init's words. */
const siteOf = (site: SiteSources): ListingSite => seoSite({ origin: window.location.origin, cdnBase: cdnBase() }, site);

/** Routes built from the same things: each field the same value (a product, an answer, params are compared by identity). */
function sameRoute(a: RouteSeo, b: RouteSeo): boolean {
  if (a.kind !== b.kind) return false;
  const fields = (route: RouteSeo) => route as unknown as Record<string, unknown>;
  return Object.keys(fields(a)).every((key) => Object.is(fields(a)[key], fields(b)[key]));
}

interface Applied {
  site: SiteSources;
  route: RouteSeo;
  ownTitle: boolean;
}

/**
 * Writes the head of `route` while the screen is shown. Give what the route's head is built from with stable
 * identities (a query's data, memoized params): the head is built again only when one changes or the site does.
 */
export function useRouteHead(route: RouteSeo, { ownTitle = false }: RouteHeadOptions = {}): void {
  const site = useSnapshot(siteStore).data;
  const applied = useRef<Applied | null>(null);

  useEffect(() => {
    const last = applied.current;
    if (!site || (last && last.site === site && last.ownTitle === ownTitle && sameRoute(last.route, route))) return;
    applied.current = { site, route, ownTitle };
    const head = headFor(siteOf(site), route);
    applyRouteHead(ownTitle ? { ...head, title: '' } : head);
  });

  useEffect(
    () => () => {
      applied.current = null;
      // The store as it is now: the site may have changed since the screen came.
      const now = siteStore.data;
      if (now) applyRouteHead(siteHead(siteOf(now)));
    },
    [],
  );
}
