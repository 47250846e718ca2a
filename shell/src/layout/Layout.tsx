/** The page frame: navbar, sub-navbar, the routed screen (in a container unless full-width), footer. */
import { createContext, use } from 'react';
import { Outlet } from 'react-router-dom';
import { color, font, layout, space } from '@storefront/shared/ui';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { SubNavbar } from './SubNavbar';
import { ScrollRestoration } from './ScrollRestoration';

/** Whether the matched screen is drawn edge to edge (set by the router from the route table). */
export const FullWidthContext = createContext(false);

export function Layout() {
  const fullWidth = use(FullWidthContext);
  return (
    <div
      css={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', fontFamily: font.family, color: color.text, background: color.background }}
    >
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
