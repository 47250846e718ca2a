/**
 * The promotional popup's timing (spec §4): 5 s after the page loads, if the shopper is then on '/' or '/products'
 * and the popup is due (`popupIsDue`: a `once` popup whose picture was already shown is not), the pages remote's
 * popup is loaded and shown. Nothing of it is downloaded before then; a popup that cannot load is reported and
 * simply not shown.
 */
import { Component, lazy, Suspense, useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { isRemoteUnavailable, popupIsDue, POPUP_DELAY_MS, type PagesPopupModule, type Popup, type PromoPopupProps } from '@storefront/shared';
import { errorReporter, siteStore } from '@storefront/shared/runtime';

const loadPromoPopup = () =>
  loadRemote<PagesPopupModule>('pages/Popup').then((module) => {
    if (!module || isRemoteUnavailable(module) || typeof module.PromoPopup !== 'function') throw new Error('pages/Popup is unavailable');
    return { default: module.PromoPopup };
  });

class PopupBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    errorReporter.captureException(error, { module: 'pages/Popup' });
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function PromoPopupMount() {
  const { pathname } = useLocation();
  const popup = useSnapshot(siteStore).data?.popup ?? null;
  const [shown, setShown] = useState<Popup | null>(null);

  // Decided once, when the delay has passed: the path the shopper is on then counts.
  const decide = useEffectEvent(() => {
    if (popupIsDue(popup, pathname)) setShown({ ...popup });
  });
  useEffect(() => {
    const timer = setTimeout(decide, POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  if (!shown) return null;
  return <LoadedPopup popup={shown} onClose={() => setShown(null)} />;
}

/** Loads the popup when it is first due (the federation runtime keeps the module for any later page). */
function LoadedPopup(props: PromoPopupProps) {
  const [PromoPopup] = useState(() => lazy(loadPromoPopup));
  return (
    <PopupBoundary>
      <Suspense fallback={null}>
        <PromoPopup {...props} />
      </Suspense>
    </PopupBoundary>
  );
}
