/**
 * The promotional popup's timing: 5 s after the page loads, if the site has a popup, its code is loaded
 * (PromoPopup.tsx), which shows the pages remote's popup when the shopper is then on '/' or '/products' and it is due
 * (`popupIsDue`: a `once` popup whose picture was already shown is not). Nothing of it is downloaded before then.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { POPUP_DELAY_MS } from '@storefront/shared';
import { siteStore } from '@storefront/shared/runtime';

const DuePromoPopup = lazy(() => import('./PromoPopup'));

export function PromoPopupMount() {
  const [due, setDue] = useState(false);
  useEffect(() => {
    // The site's popup as it is when the delay has passed: a site without one loads nothing.
    const timer = setTimeout(() => setDue(Boolean(siteStore.data?.popup)), POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!due) return null;
  return (
    <Suspense fallback={null}>
      <DuePromoPopup />
    </Suspense>
  );
}
