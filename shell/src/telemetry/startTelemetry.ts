/**
 * posthog-js and @sentry/react are the largest libraries the shop uses and nothing on the first screen needs them:
 * they load once the page has loaded and the main thread is idle, and only when configured. Calls made before
 * (page views, errors) wait in the shared runtime's queues and are delivered once each service is attached.
 */
import type { RuntimeConfig } from '@storefront/shared';
import { analyticsService, errorReportingService, type DeferredService } from '@storefront/shared/runtime';
import { pageEnvironment } from '../session/environment';

/** How long an idle moment is waited for before loading anyway. */
const IDLE_TIMEOUT_MS = 3000;

let started = false;

export function startTelemetry(config: RuntimeConfig): void {
  if (started) return;
  started = true;
  whenPageIdle(() => {
    const { posthogKey, sentryDsn } = config;
    attachWhenLoaded(
      analyticsService,
      'analytics',
      posthogKey ? () => import('./posthog').then((module) => module.createPosthogAnalytics(posthogKey)) : null,
    );
    attachWhenLoaded(
      errorReportingService,
      'error reporting',
      sentryDsn ? () => import('./sentry').then((module) => module.createSentryReporter(sentryDsn, pageEnvironment())) : null,
    );
  });
}

/** Loads a configured service and attaches it; an unconfigured one (`load` null) is disabled at once. */
function attachWhenLoaded<T>(service: DeferredService<T>, name: string, load: (() => Promise<T>) | null): void {
  if (!load) {
    service.disable();
    return;
  }
  load().then(
    (loaded) => service.attach(loaded),
    (error: unknown) => {
      service.disable();
      console.warn(`Storefront: ${name} could not load`, error);
    },
  );
}

function whenPageIdle(run: () => void) {
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS }) : setTimeout(run, 0));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
