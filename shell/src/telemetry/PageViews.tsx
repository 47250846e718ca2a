import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { analytics } from '@storefront/shared/runtime';

/**
 * One page-view event on start and after each route change (posthog's automatic page view is off). The address is
 * read now, not when posthog-js has loaded: a view queued before then keeps its own path.
 */
export function PageViews() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    analytics.capture('$pageview', { $current_url: window.location.href, $pathname: pathname, path: pathname });
  }, [pathname, search]);
  return null;
}
