/**
 * Route guards: a guest on an authenticated route goes to /auth/login; a non-agent on an agent-only
 * route goes to /account/orders. Either way the wanted full path is kept in session storage for after sign-in.
 */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { LOGIN_PATH, rememberPathForSignIn } from '@storefront/shared';
import { sessionStore } from '@storefront/shared/runtime';
import { Spinner } from '@storefront/shared/ui';

export const NON_AGENT_PATH = '/account/orders';

export function RouteGuard({ auth, agentOnly, children }: { auth?: boolean; agentOnly?: boolean; children: ReactNode }) {
  const location = useLocation();
  const session = useSnapshot(sessionStore);
  if (!auth && !agentOnly) return <>{children}</>;
  if (!session.ready) return <Spinner />;
  const wanted = `${location.pathname}${location.search}${location.hash}`;
  if (!session.user) {
    rememberPathForSignIn(wanted);
    return <Navigate to={LOGIN_PATH} replace />;
  }
  if (agentOnly && !session.user.isSalesAgent) {
    rememberPathForSignIn(wanted);
    return <Navigate to={NON_AGENT_PATH} replace />;
  }
  return <>{children}</>;
}
