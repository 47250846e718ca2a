/**
 * `@storefront/shared/route-head`: keeps the document's SEO head equal to what the server would send for the route on
 * screen, after client-side navigation as on the first page. Each screen says what its head is built from (a
 * `RouteSeo`); the head is the one the server builds from the same inputs (`headFor` of `@storefront/shared/seo`) and
 * is written in an effect, touching only what differs. The server's page already has its route's head: the writer and
 * its builders (./routeHeadWriter.ts) are fetched on the first change of route, not on a first visit.
 * When the screen goes, the site's own head is put back for the next one to build on, so no screen is left with
 * another's canonical URL, robots rule or structured data.
 *
 * Not shared at run time: each app bundles it with the builders (no entry version); it reads the one site store and
 * CDN base of the runtime.
 */
import { useEffect, useRef } from 'react';
import { siteStore } from '@storefront/shared/runtime';
import type { RouteSeo } from '@storefront/shared/seo';
import type { AppliedHead, RouteHeadWriter } from './routeHeadWriter';

export type { RouteSeo } from '@storefront/shared/seo';

/**
 * Heads are written one after another in the order the screens asked (a screen's reset, then the next one's head),
 * across the apps too: each app bundles this module, so the queue is the page's, not the module's.
 */
const queue = ((globalThis as { storefrontRouteHeads?: { writing: Promise<unknown> } }).storefrontRouteHeads ??= { writing: Promise.resolve() });

function writeHead(write: (writer: RouteHeadWriter) => void) {
  queue.writing = queue.writing
    .then(() => import('./routeHeadWriter'))
    .then(write)
    .catch((error: unknown) => console.warn('Storefront: could not write the page head', error));
}

/** Resolves once every head asked for so far is in the document. */
export const routeHeadWritten = (): Promise<void> => queue.writing.then(() => undefined);

let leftServersPage = false;
/**
 * Whether the page on screen is still the one the server drew (the document's own address), whose head is already the
 * route's: until the shopper leaves it, no head is written and the writer is not fetched.
 */
const onServersPage = () =>
  !leftServersPage &&
  document.getElementById('root')?.hasAttribute('data-server-rendered') &&
  performance.getEntriesByType('navigation')[0]?.name === window.location.href;

export interface RouteHeadOptions {
  /**
   * The screen names the browser tab itself (`usePageHead`: a shopper's own screens, a page that failed): the head
   * leaves the title alone. Those screens are kept out of search results, so the title is the tab's only.
   */
  ownTitle?: boolean;
}

/**
 * Writes the head of `route` while the screen is shown. Give what the route's head is built from with stable
 * identities (a query's data, memoized params): the head is built again only when one changes or the site does.
 */
export function useRouteHead(route: RouteSeo, { ownTitle = false }: RouteHeadOptions = {}): void {
  const applied = useRef<AppliedHead | null>(null);

  // After every render: the writer builds the head again only when what it is built from changed.
  useEffect(() => {
    const site = siteStore.data;
    if (!site || onServersPage()) return;
    leftServersPage = true;
    writeHead((writer) => writer.writeRouteHead(applied, { site, route, ownTitle }));
  });

  useEffect(
    () => () => {
      leftServersPage = true;
      writeHead((writer) => writer.writeSiteHead(applied));
    },
    [],
  );
}
