/** The page frame: navbar, sub-navbar, the routed screen (in a container unless full-width), footer. */
import { Outlet, ScrollRestoration, useMatches, useNavigation } from 'react-router-dom';
import { color, font, layout, space, zIndex } from '@storefront/shared/ui';
import type { RouteHandle } from '../routing/routes';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { SubNavbar } from './SubNavbar';

function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      css={{ position: 'fixed', top: 0, left: 0, right: 0, height: space[1], background: color.primary, zIndex: zIndex.progress }}
    />
  );
}

export function Layout() {
  const matches = useMatches();
  const fullWidth = matches.some((match) => (match.handle as RouteHandle | undefined)?.fullWidth);
  return (
    <div
      css={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', fontFamily: font.family, color: color.text, background: color.background }}
    >
      <NavigationProgress />
      <Navbar />
      <SubNavbar />
      {/* At least a screen tall: the footer starts below the fold, so a screen that fills in later moves nothing. */}
      <main
        id="main"
        css={{
          flex: 1,
          width: '100%',
          minHeight: '100vh',
          boxSizing: 'border-box',
          ...(fullWidth ? {} : { maxWidth: layout.contentMaxWidth, margin: '0 auto', padding: space[4] }),
        }}
      >
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
