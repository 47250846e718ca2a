/**
 * The page frame: a 'Skip to content' link (the first Tab stop), navbar, sub-navbar, the routed screen (in a container unless full-width), footer, and what every
 * page has: the navigation progress bar, the global panels and the toasts. A dynamic page's data may hide the
 * navbar, the sub-navbar or the footer (`show_navbar`, `show_sub_navbar`, `show_footer`, each true by default).
 */
import { createContext, use, useSyncExternalStore } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { pageQueryKey, type PageDataResponse } from '@storefront/shared';
import { queryClient, siteStore } from '@storefront/shared/runtime';
import { color, focusRing, font, layout, radius, space, zIndex } from '@storefront/shared/ui';
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

export const SKIP_LINK_LABEL = 'Skip to content';
export const MAIN_ID = 'main';

/** Off screen until it has the keyboard focus; then over the top bar's corner. Moves the focus to the main area. */
function SkipLink() {
  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
      css={{
        position: 'fixed',
        top: space[2],
        left: space[2],
        zIndex: zIndex.progress,
        padding: `${space[2]} ${space[4]}`,
        borderRadius: radius.md,
        background: color.primary,
        color: color.onPrimary,
        fontWeight: font.weight.semibold,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none', ...focusRing },
      }}
    >
      {SKIP_LINK_LABEL}
    </a>
  );
}

/** Whether the matched screen is drawn edge to edge (set by the router from the route table). */
export const FullWidthContext = createContext(false);

const subscribeToQueries = (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange);

/** The current path's page data, once the pages remote (or the server's page) has put it in the cache. */
function usePageData(pathname: string): PageDataResponse | undefined {
  const read = () => queryClient.getQueryData<PageDataResponse>(pageQueryKey(pathname));
  return useSyncExternalStore(subscribeToQueries, read, read);
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
      <SkipLink />
      <NavigationProgress />
      {page?.show_navbar !== false && <Navbar />}
      {page?.show_sub_navbar !== false && <SubNavbar tone={headerLook(site.data?.navSetting.header_template).subNavbarTone} />}
      {/* At least a screen tall: the footer starts below the fold, so a screen that fills in later moves nothing. */}
      <main
        id={MAIN_ID}
        tabIndex={-1}
        css={{
          outline: 'none',
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
