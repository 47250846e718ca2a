/**
 * The promotional popup once its delay has passed (PromoPopupMount waits for it): decided at once, on the path the
 * shopper is on now, and then the pages remote's popup is loaded and shown. This module is itself loaded only then,
 * so no first visit downloads it; a popup that cannot load is reported and simply not shown.
 */
import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { isRemoteUnavailable, popupIsDue, type PagesPopupModule, type Popup, type PromoPopupProps } from '@storefront/shared';
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

export default function DuePromoPopup() {
  const { pathname } = useLocation();
  const popup = useSnapshot(siteStore).data?.popup ?? null;
  // Decided once, when the delay has passed: the path the shopper is on then counts.
  const [shown, setShown] = useState<Popup | null>(() => (popupIsDue(popup, pathname) ? { ...popup } : null));
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
