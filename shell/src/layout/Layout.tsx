/** The page frame: navbar, sub-navbar, the routed screen (in a container unless full-width), footer. */
import { Outlet, ScrollRestoration, useMatches, useNavigation } from 'react-router-dom';
import type { RouteHandle } from '../routing/routes';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { SubNavbar } from './SubNavbar';

function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div role="progressbar" aria-label="Loading page" css={{ position: 'fixed', top: 0, left: 0, right: 0, height: 3, background: 'var(--sf-primary, #0c831f)', zIndex: 1000 }} />;
}

export function Layout() {
  const matches = useMatches();
  const fullWidth = matches.some((match) => (match.handle as RouteHandle | undefined)?.fullWidth);
  return (
    <div css={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', fontFamily: 'var(--sf-font, Inter, system-ui, sans-serif)' }}>
      <NavigationProgress />
      <Navbar />
      <SubNavbar />
      <main id="main" css={{ flex: 1, width: '100%', ...(fullWidth ? {} : { maxWidth: 1280, margin: '0 auto', padding: '16px', boxSizing: 'border-box' }) }}>
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
