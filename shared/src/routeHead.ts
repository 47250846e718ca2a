/**
 * `@storefront/shared/route-head`: keeps the document's SEO head equal to what the server would send for the route on
 * screen, after client-side navigation as on the first page. Each screen says what its head is built from (a
 * `RouteSeo`); the head is the one the server builds from the same inputs (`headFor` of `@storefront/shared/seo`) and
 * is written in an effect, touching only what differs. The server's page already has its route's head: the builders
 * are fetched on the first change of route, not on a first visit (they would cost its JavaScript budget ~5 kB).
 * When the screen goes, the site's own head is put back for the next one to build on, so no screen is left with
 * another's canonical URL, robots rule or structured data.
 *
 * Not shared at run time: each app bundles it with the builders (no entry version); it reads the one site store and
 * CDN base of the runtime.
 */
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { cdnBase, siteStore } from '@storefront/shared/runtime';
import type { ListingSite, RouteSeo, SiteSources } from '@storefront/shared/seo';

export type { RouteSeo } from '@storefront/shared/seo';

type Builders = typeof import('@storefront/shared/seo');
let builders: Promise<Builders> | null = null;

/**
 * Heads are written one after another in the order the screens asked (a screen's reset, then the next one's head),
 * across the apps too: each app bundles this module, so the queue is the page's, not the module's.
 */
const queue = ((globalThis as { storefrontRouteHeads?: { writing: Promise<unknown> } }).storefrontRouteHeads ??= { writing: Promise.resolve() });

function writeHead(write: (seo: Builders) => void) {
  builders ??= import(/* webpackChunkName: "route-head" */ '@storefront/shared/seo');
  const loaded = builders;
  queue.writing = queue.writing
    .then(() => loaded.then(write))
    .catch((error: unknown) => console.warn('Storefront: could not write the page head', error));
}

/** Resolves once every head asked for so far is in the document. */
export const routeHeadWritten = (): Promise<void> => queue.writing.then(() => undefined);

/** The address of the page the server drew (the document's own navigation), whose head is already the route's. */
function serverDrawnAddress(): string | null {
  if (typeof document === 'undefined' || !document.getElementById('root')?.hasAttribute('data-server-rendered')) return null;
  const [navigation] = performance.getEntriesByType?.('navigation') ?? [];
  if (!navigation) return null;
  const url = new URL(navigation.name);
  return url.pathname + url.search;
}

/** Until the shopper leaves it, the server's page needs no head written (nor the builders fetched). */
let serversPage = serverDrawnAddress();

export interface RouteHeadOptions {
  /**
   * The screen names the browser tab itself (`usePageHead`: a shopper's own screens, a page that failed): the head
   * leaves the title alone. Those screens are kept out of search results, so the title is the tab's only.
   */
  ownTitle?: boolean;
}

/** The site as the page's head is built on: this origin, the runtime's CDN base, init's words. */
const siteOf = (seo: Builders, site: SiteSources): ListingSite => seo.seoSite({ origin: window.location.origin, cdnBase: cdnBase() }, site);

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
    if (serversPage === window.location.pathname + window.location.search) return;
    serversPage = null;
    writeHead((seo) => {
      const head = seo.headFor(siteOf(seo, site), route);
      seo.applyRouteHead(ownTitle ? { ...head, title: '' } : head);
    });
  });

  useEffect(
    () => () => {
      applied.current = null;
      serversPage = null;
      writeHead((seo) => {
        // The store as it is now: the site may have changed since the screen came.
        const now = siteStore.data;
        if (now) seo.applyRouteHead(seo.siteHead(siteOf(seo, now)));
      });
    },
    [],
  );
}
