/**
 * Route guards: a guest on an authenticated route goes to /auth/login; a non-agent on an agent-only
 * route goes to /account/orders. Either way the wanted full path is kept in session storage for after sign-in.
 */
import { Suspense, use, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { LOGIN_PATH, rememberPathForSignIn } from '@storefront/shared';
import { sessionStore } from '@storefront/shared/runtime';
import { Spinner } from '@storefront/shared/ui';
import { ClientRenderedSlot, ServerRenderingContext } from '../federation/serverRendering';

export const NON_AGENT_PATH = '/account/orders';

interface GuardProps {
  auth?: boolean;
  agentOnly?: boolean;
  children: ReactNode;
}

export function RouteGuard({ auth, agentOnly, children }: GuardProps) {
  if (!auth && !agentOnly) return <>{children}</>;
  // Signed-in screens are drawn by the browser: the server sends the page around them.
  return (
    <Suspense fallback={<Spinner />}>
      <Guarded auth={auth} agentOnly={agentOnly}>
        {children}
      </Guarded>
    </Suspense>
  );
}

function Guarded({ agentOnly, children }: GuardProps) {
  const location = useLocation();
  const session = useSnapshot(sessionStore);
  if (use(ServerRenderingContext)) throw new ClientRenderedSlot('A signed-in screen');
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
