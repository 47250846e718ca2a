import { queryClient } from '@storefront/shared/runtime';
import { OFFLINE_NOTICE_ELEMENT_ID, SERVICE_WORKER_PATH, TAKE_OVER_MESSAGE } from '@storefront/shared/web-app';
import { whenPageIdle } from '../tasks';

/**
 * Registers the shop's service worker once the app has drawn its first screen, the page has loaded and the main thread
 * is idle: its download, compilation and precaching never compete with the page's own start (registered at the load
 * event, Lighthouse's blocking time on a 2-core machine rose from about 300 to over 1,000 ms on /products). A worker
 * already waiting (installed while a checkout was open) is told this page has loaded: it takes over unless a checkout
 * is still open. The shop works the same without its worker (a browser or window that refuses one), so a refusal is
 * not reported.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () =>
    void navigator.serviceWorker.register(SERVICE_WORKER_PATH).then(
      // Undefined where a test harness stands in for registration (Playwright's `serviceWorkers: 'block'`).
      (registration: ServiceWorkerRegistration | undefined) => registration?.waiting?.postMessage(TAKE_OVER_MESSAGE),
      () => undefined,
    );
  whenPageIdle(register);
  addEventListener('online', refreshSavedPage);
}

/**
 * Back online on a page the worker answered from its saved copy: the app asks for its answers again, and once they
 * are drawn the notice that prices are saved ones goes.
 */
function refreshSavedPage(): void {
  const notice = document.getElementById(OFFLINE_NOTICE_ELEMENT_ID);
  if (!notice) return;
  void queryClient.invalidateQueries().finally(() => notice.remove());
}
