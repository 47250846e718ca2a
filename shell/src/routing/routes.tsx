/**
 * The router, built from the shared route table: every screen is a slot filled by the remote that owns it.
 * A plain <BrowserRouter> with useRoutes, not a data router: no route has a loader or an action, and the data
 * router would add to every first visit (docs/performance.md).
 */
import { lazy, Suspense, use, useMemo, type ReactNode } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { LOGIN_PATH, ROUTES, type RemoteName, type RouteDef } from '@storefront/shared';
import { pageEnvironment } from '../session/environment';
import { Spinner } from '@storefront/shared/ui';
import { RemoteScreen } from '../federation/RemoteSlot';
import { ClientRenderedSlot, ServerRenderingContext } from '../federation/serverRendering';
import { FullWidthContext, Layout } from '../layout/Layout';
import { RouteGuard } from './guards';

export interface RouteHandle {
  fullWidth: boolean;
  /** The remote that draws the route's screen. */
  remote?: RemoteName;
  /** Guests are sent to the sign-in screen (RouteGuard). */
  auth?: boolean;
}

function toRouteObject(def: RouteDef): RouteObject {
  const element = (
    <RouteGuard auth={def.auth} agentOnly={def.agentOnly}>
      <RemoteScreen remote={def.remote} screen={def.screen} />
    </RouteGuard>
  );
  const handle: RouteHandle = { fullWidth: Boolean(def.fullWidth), remote: def.remote, auth: def.auth };
  const children = def.children?.map(toRouteObject);
  if (def.index) return { index: true, element, handle };
  return { path: def.path, element, handle, children };
}

const UiKitGallery = lazy(() => import('../dev/UiKitGallery').then((module) => ({ default: module.UiKitGallery })));
const StatusPage = lazy(() => import('../status/StatusPage').then((module) => ({ default: module.StatusPage })));

/** A screen of the shell's own that only the browser draws (the server sends its fallback, the browser fills it). */
function DrawnInBrowser({ what, children }: { what: string; children: ReactNode }) {
  if (use(ServerRenderingContext)) throw new ClientRenderedSlot(what);
  return children;
}

/** What is deployed where (`/status`), for ops: registered in every environment, loaded on demand. */
const statusRoute: RouteObject = {
  path: '/status',
  element: (
    <Suspense fallback={<Spinner />}>
      <DrawnInBrowser what="The status page">
        <StatusPage />
      </DrawnInBrowser>
    </Suspense>
  ),
};

/** Pages for developers only (the UI-kit gallery): never registered when the page says it is production. */
function developmentRoutes(): RouteObject[] {
  if (pageEnvironment() === 'production') return [];
  const element = (
    <Suspense fallback={<Spinner />}>
      <DrawnInBrowser what="The UI-kit gallery">
        <UiKitGallery />
      </DrawnInBrowser>
    </Suspense>
  );
  return [{ path: '/dev/ui-kit', element }];
}

export function appRoutes(): RouteObject[] {
  return [{ element: <Layout />, children: [statusRoute, ...developmentRoutes(), ...ROUTES.map(toRouteObject)] }];
}

/**
 * The remotes whose screens draw a location for this visitor, as the router matches it (a nested screen's and its
 * parent's); for a guest on a signed-in route, the sign-in screen's, where the guard sends them.
 */
export function remotesAt(location: { pathname: string }, { signedIn }: { signedIn: boolean }): RemoteName[] {
  const handles = (matchRoutes(appRoutes(), location) ?? []).map((match) => match.route.handle as RouteHandle | undefined);
  if (!signedIn && handles.some((handle) => handle?.auth)) return remotesAt({ pathname: LOGIN_PATH }, { signedIn });
  return [...new Set(handles.map((handle) => handle?.remote).filter((remote): remote is RemoteName => Boolean(remote)))];
}

/** The routed page; tells the layout whether the matched screen is full width. */
export function AppRoutes() {
  const routes = useMemo(() => appRoutes(), []);
  const location = useLocation();
  const fullWidth = useMemo(
    () => Boolean(matchRoutes(routes, location)?.some((match) => (match.route.handle as RouteHandle | undefined)?.fullWidth)),
    [routes, location],
  );
  return <FullWidthContext value={fullWidth}>{useRoutes(routes)}</FullWidthContext>;
}
