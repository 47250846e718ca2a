/**
 * Which remote renders a path, from the shared route table, matched as the shell's react-router does: static
 * segments (case-insensitive) and `:params` outrank the `*` catch-all (mfe-pages), which takes everything else.
 */
import { ROUTES, type RemoteName, type RouteDef } from '@storefront/shared/contracts';

export interface RouteMatch {
  remote: RemoteName;
  /** The screen the remote's `./routes` module draws for it. */
  screen: string;
  /** Guests are sent to /auth/login (mfe-account) by the shell's guard. */
  auth: boolean;
  /** The catch-all: a page built from server page data. */
  dynamicPage: boolean;
}

interface FlatRoute extends RouteMatch {
  segments: string[];
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

function flatten(defs: RouteDef[], parent: string[] = [], parentAuth = false): FlatRoute[] {
  return defs.flatMap((def) => {
    const segments = def.index ? parent : [...parent, ...segmentsOf(def.path ?? '')];
    const auth = parentAuth || Boolean(def.auth);
    const own: FlatRoute = { segments, remote: def.remote, screen: def.screen, auth, dynamicPage: segments.includes('*') };
    return [own, ...flatten(def.children ?? [], segments, auth)];
  });
}

const FLAT_ROUTES = flatten(ROUTES);
/**
 * Screens the shell draws itself, outside the route table (shell/src/routing/routes.tsx): ops' status page and the
 * developers' UI-kit gallery. They are not dynamic pages, so not "not found" either.
 */
const SHELL_PATHS = new Set(['/status', '/dev/ui-kit']);
const CATCH_ALL = FLAT_ROUTES.find((route) => route.segments.length === 1 && route.segments[0] === '*');

function matches(route: FlatRoute, segments: string[]): boolean {
  if (route.segments.length !== segments.length) return false;
  return route.segments.every((pattern, index) => pattern.startsWith(':') || pattern.toLowerCase() === segments[index].toLowerCase());
}

/** The route a pathname renders; null for the shell's own screens, and when the table has no catch-all and nothing matches. */
export function matchRoute(pathname: string): RouteMatch | null {
  let segments: string[];
  try {
    segments = segmentsOf(decodeURIComponent(pathname));
  } catch {
    segments = segmentsOf(pathname);
  }
  if (SHELL_PATHS.has(`/${segments.join('/')}`.toLowerCase())) return null;
  const found = FLAT_ROUTES.find((route) => !route.dynamicPage && matches(route, segments)) ?? CATCH_ALL;
  return found ? { remote: found.remote, screen: found.screen, auth: found.auth, dynamicPage: found.dynamicPage } : null;
}
