import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { REDIRECT_STORAGE_KEY, userSchema } from '@storefront/shared';
import { sessionStore } from '@storefront/shared/runtime';
import { renderScreen } from '@storefront/shared/testing';
import { RouteGuard } from '../src/routing/guards';

function renderAt(path: string, guard: { auth?: boolean; agentOnly?: boolean }) {
  return renderScreen(
    <Routes>
      <Route path="/auth/login" element={<p>Login screen</p>} />
      <Route path="/account/orders" element={<p>Orders screen</p>} />
      <Route
        path="*"
        element={
          <RouteGuard {...guard}>
            <p>Protected screen</p>
          </RouteGuard>
        }
      />
    </Routes>,
    { route: path },
  );
}

const user = (isSalesAgent: boolean) => userSchema.parse({ name: 'Priya', email: 'p@example.com', phone: '9876543210', isSalesAgent });

beforeEach(() => {
  sessionStorage.clear();
  sessionStore.ready = true;
  sessionStore.user = null;
});

describe('route guards', () => {
  it('sends a guest to /auth/login and remembers the full wanted path', async () => {
    renderAt('/checkout?x=1#top', { auth: true });
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(sessionStorage.getItem(REDIRECT_STORAGE_KEY)).toBe('/checkout?x=1#top');
  });

  it('sends a signed-in non-agent from an agent-only route to /account/orders', async () => {
    sessionStore.user = user(false);
    renderAt('/account/dashboard', { auth: true, agentOnly: true });
    expect(await screen.findByText('Orders screen')).toBeInTheDocument();
    expect(sessionStorage.getItem(REDIRECT_STORAGE_KEY)).toBe('/account/dashboard');
  });

  it('lets an agent through', async () => {
    sessionStore.user = user(true);
    renderAt('/account/dashboard', { auth: true, agentOnly: true });
    expect(await screen.findByText('Protected screen')).toBeInTheDocument();
  });

  it('leaves open routes open for guests', async () => {
    renderAt('/products', {});
    expect(await screen.findByText('Protected screen')).toBeInTheDocument();
  });
});
