/** The router, built from the shared route table: every screen is a slot filled by the remote that owns it. */
import type { RouteObject } from 'react-router-dom';
import { ENVIRONMENT_META_NAME, ROUTES, type RouteDef } from '@storefront/shared';
import { RemoteScreen } from '../federation/RemoteSlot';
import { Layout } from '../layout/Layout';
import { RouteGuard } from './guards';

export interface RouteHandle {
  fullWidth: boolean;
}

function toRouteObject(def: RouteDef): RouteObject {
  const element = (
    <RouteGuard auth={def.auth} agentOnly={def.agentOnly}>
      <RemoteScreen remote={def.remote} screen={def.screen} />
    </RouteGuard>
  );
  const handle: RouteHandle = { fullWidth: Boolean(def.fullWidth) };
  const children = def.children?.map(toRouteObject);
  if (def.index) return { index: true, element, handle };
  return { path: def.path, element, handle, children };
}

/** Pages for developers only (the UI-kit gallery): never registered when the page says it is production. */
function developmentRoutes(): RouteObject[] {
  const environment = document.querySelector<HTMLMetaElement>(`meta[name="${ENVIRONMENT_META_NAME}"]`)?.content;
  if (environment === 'production') return [];
  return [{ path: '/dev/ui-kit', lazy: async () => ({ Component: (await import('../dev/UiKitGallery')).UiKitGallery }) }];
}

export function appRoutes(): RouteObject[] {
  return [{ element: <Layout />, children: [...developmentRoutes(), ...ROUTES.map(toRouteObject)] }];
}
