/**
 * The page frame: navbar, sub-navbar, the routed screen (in a container unless full-width), footer, and what every
 * page has: the navigation progress bar, the global panels and the toasts. A dynamic page's data may hide the
 * navbar, the sub-navbar or the footer (`show_navbar`, `show_sub_navbar`, `show_footer`, each true by default).
 */
import { createContext, use, useSyncExternalStore } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { pageQueryKey, type PageDataResponse } from '@storefront/shared';
import { queryClient, siteStore } from '@storefront/shared/runtime';
import { color, font, layout, space } from '@storefront/shared/ui';
import { GlobalPanelsMount } from '../panels/GlobalPanelsMount';
import { PromoPopupMount } from '../panels/PromoPopupMount';
import { ToastHost } from '../panels/ToastHost';
import { useLinkInterception } from '../navigation/linkInterception';
import { Navbar } from '../navigation/Navbar';
import { NavigationProgress } from '../navigation/NavigationProgress';
import { SubNavbar } from '../navigation/SubNavbar';
import { headerLook } from '../navigation/templates';
import { LazyFooter } from './LazyFooter';
import { ScrollRestoration } from './ScrollRestoration';

/** Whether the matched screen is drawn edge to edge (set by the router from the route table). */
export const FullWidthContext = createContext(false);

const subscribeToQueries = (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange);

/** The current path's page data, once the pages remote (or the server's page) has put it in the cache. */
function usePageData(pathname: string): PageDataResponse | undefined {
  return useSyncExternalStore(subscribeToQueries, () => queryClient.getQueryData<PageDataResponse>(pageQueryKey(pathname)));
}

export function Layout() {
  const fullWidth = use(FullWidthContext);
  const { pathname } = useLocation();
  const page = usePageData(pathname);
  const site = useSnapshot(siteStore);
  useLinkInterception();
  return (
    <div
      css={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', fontFamily: font.family, color: color.text, background: color.background }}
    >
      <NavigationProgress />
      {page?.show_navbar !== false && <Navbar />}
      {page?.show_sub_navbar !== false && <SubNavbar tone={headerLook(site.data?.navSetting.header_template).subNavbarTone} />}
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
      {page?.show_footer !== false && <LazyFooter />}
      <ScrollRestoration />
      <GlobalPanelsMount />
      <PromoPopupMount />
      <ToastHost />
    </div>
  );
}
